import { buildTag } from '../helpers/tags.ts';
import { unique, type AreaSamples } from './context.ts';

export const tagsSamples: AreaSamples<'tags'> = {
  get_Tags: ({ containerId }) => ({ containerId }),
  create_Tag: ({ containerId }) => ({ containerId, name: `Ny ${unique()}` }),
  update_Tag: async ({ t, containerId }) => ({
    containerId,
    id: (await buildTag(t.db, containerId)).id,
    name: `Bytt ${unique()}`,
  }),
  delete_Tag: async ({ t, containerId }) => ({ containerId, id: (await buildTag(t.db, containerId)).id }),
};
