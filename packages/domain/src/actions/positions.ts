import { z } from 'zod';
import { emailSchema } from '../password.ts';
import {
  START_AFTER_STOP,
  permissionIdSchema,
  positionFieldsShape,
  positionFormShape,
  positionFormUpdateShape,
  positionListInput,
  publishPositionShape,
  startNotAfterStop,
  type PositionCard,
  type PositionDetail,
  type PositionList,
  type PositionPermissionRow,
  type PositionType,
} from '../position-admin.ts';
import type { PublicContainer, PublicPositionDetail } from '../public-api.ts';
import type { Publication } from '../publication.ts';
import { action, containerId, positionId, type ActionArea } from './define.ts';

/** An ad as applicants will see it, for its staff's preview: the career site's own shapes. */
export interface PositionPreview {
  /** The ad as applicants will see it when it is out (its status then, so the form shows). */
  detail: PublicPositionDetail;
  company: PublicContainer;
  /** Where it stands now: a draft's or a scheduled ad's preview says so rather than the status above. */
  publication: Publication;
  /** When it is (or is to be) public, unix seconds; null for a draft. */
  publishedAt: number | null;
}

/** A person a position may name as responsible ('Ansvarig'): what a writer may see of the staff. */
export interface PositionOwnerChoice {
  id: number;
  name: string;
}

const positionWrite = z.object({ containerId, ...positionFieldsShape });
const formDefinition = positionFormShape.form.unwrap();
const positionPermissionInput = z.object({
  containerId,
  positionId,
  email: emailSchema,
  permissionId: permissionIdSchema,
});

export const positionsActions = {
  get_Positions: action<PositionList>()({
    input: z.object({ containerId, ...positionListInput }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description:
      'Företagets tjänster, nyast först, med status, antal sökande och obehandlade; sök på namn, filtrera på status, bläddra med `after`.',
  }),
  get_PositionCards: action<PositionCard[]>()({
    input: z.object({ containerId, take: z.number().int().min(1).max(50).default(12) }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Företagets öppna tjänster som kort (nyast först) med antal sökande och obehandlade.',
  }),
  get_PositionById: action<PositionDetail>()({
    input: z.object({ containerId, positionId }),
    access: { role: 'reader', scope: 'position' },
    mutation: false,
    description:
      'En tjänst med status, datum, ansvarig, kontaktperson, antal sökande, visningar, länkar och formulär.',
  }),
  create_Position: action<PositionDetail>()({
    input: positionWrite
      .extend(positionFormShape)
      .refine(startNotAfterStop, { message: START_AFTER_STOP, path: ['stop'] }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    invalidates: 'public',
    description:
      'Skapa en tjänst som ett utkast (publiceras med publish_Position). Skaparen får administratörsbehörighet på tjänsten.',
  }),
  update_Position: action<PositionDetail>()({
    input: positionWrite
      .extend({ positionId, ...positionFormUpdateShape })
      .refine(startNotAfterStop, { message: START_AFTER_STOP, path: ['stop'] }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    invalidates: 'public',
    description: 'Spara en tjänst (formuläret bara när det skickas med). Kräver skrivrätt på tjänsten.',
  }),
  update_PositionForm: action<{ updatedAt: string }>()({
    input: z.object({ containerId, positionId, form: formDefinition }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    invalidates: 'public',
    description: 'Spara ansökningsformuläret (formulärbyggarens autospara). Kräver skrivrätt på tjänsten.',
  }),
  archive_Position: action<PositionDetail>()({
    input: z.object({
      containerId,
      positionId,
      isArchived: z.boolean({ error: 'Ange arkiverad eller inte' }),
    }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    invalidates: 'public',
    description: 'Arkivera en tjänst eller ta tillbaka den från arkivet.',
  }),
  publish_Position: action<PositionDetail>()({
    input: z.object({ containerId, positionId, ...publishPositionShape }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    invalidates: 'public',
    description:
      'Publicera ett utkast nu, eller schemalägg det (`at`, t.ex. startdatumet). Kontrollerar först namn, annonstext, sista ansökningsdag, formulärets obligatoriska standardfält och samtycket; 400 listar det som saknas per fält.',
  }),
  unpublish_Position: action<PositionDetail>()({
    input: z.object({ containerId, positionId }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    invalidates: 'public',
    description:
      'Avpublicera en annons: den blir ett utkast igen, försvinner från karriärsidan och tas ned från jobbkanalerna.',
  }),
  get_PositionPreview: action<PositionPreview>()({
    input: z.object({ containerId, positionId }),
    access: { role: 'reader', scope: 'position' },
    mutation: false,
    description:
      'Förhandsgranska en annons (även ett utkast) som sökande kommer att se den: karriärsidans annons, formulär och företagets tema och texter.',
  }),
  copy_Position: action<PositionDetail>()({
    input: z.object({ containerId, positionId }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    invalidates: 'public',
    description:
      "Kopiera en tjänst: 'Kopia av …', ett utkast, inte arkiverad, samma formulär, ny länk, inga sökande.",
  }),
  delete_Position: action<{ ok: true }>()({
    input: z.object({ containerId, positionId }),
    access: { role: 'admin', scope: 'position' },
    mutation: true,
    invalidates: 'public',
    description: 'Ta bort en tjänst som saknar ansökningar (annars 409: arkivera den i stället).',
  }),
  get_PositionPermissions: action<PositionPermissionRow[]>()({
    input: z.object({ containerId, positionId }),
    access: { role: 'admin', scope: 'position' },
    mutation: false,
    description: 'Användarna med behörighet på tjänsten.',
  }),
  create_PositionPermission: action<PositionPermissionRow>()({
    input: positionPermissionInput,
    access: { role: 'admin', scope: 'position' },
    mutation: true,
    description: 'Ge en användare i företaget (via e-post) en behörighet på tjänsten.',
  }),
  update_PositionPermission: action<PositionPermissionRow>()({
    input: positionPermissionInput,
    access: { role: 'admin', scope: 'position' },
    mutation: true,
    description: 'Ändra en användares behörighet på tjänsten.',
  }),
  list_PositionOwnerChoices: action<PositionOwnerChoice[]>()({
    input: z.object({ containerId }),
    access: { role: 'writer', scope: 'container' },
    mutation: false,
    description:
      "Företagets aktiva användare som kan bli ansvariga för en tjänst ('Ansvarig'), bara id och namn, efter efternamn.",
  }),
  get_PositionTypes: action<PositionType[]>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Företagets annonstyper.',
  }),
} satisfies ActionArea;
