import { z } from 'zod';
import { tagId, tagNameSchema, type Tag, type TagSummary } from '../tags.ts';
import { action, containerId, type ActionArea } from './define.ts';

/**
 * The company's free tags ('Taggar'), managed as the labels are: a writer, on the settings screen
 * 'Statusar och taggar'. Tagging applications is the applicants area's (update_ApplicationTags,
 * update_ApplicantsTag), beside their status.
 */
export const tagsActions = {
  get_Tags: action<TagSummary[]>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Företagets taggar i bokstavsordning, med hur många ansökningar som har var och en.',
  }),
  create_Tag: action<Tag>()({
    input: z.object({ containerId, name: tagNameSchema }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description: 'Ny tagg i företaget (409 om namnet redan finns, oavsett stora och små bokstäver).',
  }),
  update_Tag: action<Tag>()({
    input: z.object({ containerId, id: tagId, name: tagNameSchema }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description: 'Byt namn på en tagg (409 om namnet redan finns).',
  }),
  delete_Tag: action<{ ok: true; message: string }>()({
    input: z.object({ containerId, id: tagId }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description: 'Ta bort en tagg; den försvinner från alla ansökningar som har den.',
  }),
} satisfies ActionArea;
