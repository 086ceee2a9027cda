import { z } from 'zod';
import { PERMISSION_IDS, type Role } from './permissions.ts';
import { emailSchema, updatePasswordInput } from './password.ts';
import { notificationPreferencesSchema, type NotificationPreferences } from './notification-preferences.ts';
import type { ContainerInvitation } from './invitations.ts';
import {
  START_AFTER_STOP,
  permissionIdSchema,
  positionFieldsShape,
  positionFormShape,
  positionFormUpdateShape,
  positionListInput,
  positionTemplateInput,
  formTemplateInput,
  positiveId,
  startNotAfterStop,
  type AssetSummary,
  type Folder,
  type FormTemplate,
  type PositionCard,
  type PositionDetail,
  type PositionList,
  type PositionPermissionRow,
  type PositionTemplate,
  type PositionType,
} from './position-admin.ts';
import {
  EXPORT_FORMATS,
  PDF_EXPORT_MAX_ROWS,
  applicantFilterShape,
  applicantListShape,
  applicationId,
  createApplicantShape,
  noteShape,
  questionnaireUpdateShape,
  statusUpdateShape,
  updateApplicantShape,
  type ApplicantDetail,
  type ApplicantFilters,
  type ApplicantList,
  type ApplicantNote,
  type CompanyEmailTemplate,
  type ExportedFile,
  type Label,
  type LabelEmailTemplate,
  type QuestionnaireSkill,
} from './applicants.ts';
import {
  annotateApplicantFileShape,
  applicantFilesShape,
  deleteApplicantFileShape,
  uploadApplicantFileShape,
  type ApplicantFile,
} from './applicant-files.ts';
import {
  emailStatusSummaryShape,
  emailTrackingShape,
  sendApplicantEmailShape,
  sendApplicantsEmailShape,
  type EmailStatusSummary,
  type SendEmailResult,
  type TrackedEmail,
} from './applicant-email.ts';

/**
 * The action catalogue (DESIGN.md §3): every dispatcher action, declared once, with its input schema,
 * its output type and who may call it. The server registers one handler per entry; the web client is
 * typed from it; GET /api/dispatcher/actions serves it as JSON Schema.
 *
 * Access scopes:
 * - `self`: acts only on the caller's own account; any signed-in user.
 * - `container`: input carries `containerId`; the caller needs at least `role` in that company
 *   (a superuser passes every company). Handlers scope every query by that id.
 * - `position`: input carries `containerId` and `positionId`; the caller must be a member of the company
 *   (reader at least), the position must belong to it (else 404), and `role` is the right needed on the
 *   position itself (hasPositionRight: container admins always; otherwise the position permission).
 *   `reader` on a position means any member of its company (docs/decisions.md: who sees positions).
 * - `platform`: the whole platform; superuser only.
 */
export type Scope = 'self' | 'container' | 'position' | 'platform';
export interface Access {
  role: Role;
  scope: Scope;
}

export interface ActionDefinition<I extends z.ZodType = z.ZodType, O = unknown> {
  input: I;
  access: Access;
  /** Mutations run in one transaction. */
  mutation: boolean;
  description: string;
  /** Phantom: carries the output type for the typed client. */
  output?: O;
}

function action<O>() {
  return <I extends z.ZodType>(def: Omit<ActionDefinition<I, O>, 'output'>): ActionDefinition<I, O> => def;
}

/** An id of an integer column: a larger number would fail in PostgreSQL (a 500) instead of answering 400. */
const id = (message = 'Ogiltigt id') =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
const containerId = id('Ogiltigt företags-id');
const positionId = positiveId('Ogiltigt tjänste-id');
const positionWrite = z.object({ containerId, ...positionFieldsShape });
const formDefinition = positionFormShape.form.unwrap();
const positionPermissionInput = z.object({
  containerId,
  positionId,
  email: emailSchema,
  permissionId: permissionIdSchema,
});
const permissionIds = z
  .array(
    z
      .number()
      .int()
      .refine((v) => PERMISSION_IDS.includes(v), 'Okänd behörighet'),
    {
      error: 'Behörigheter måste anges',
    },
  )
  .min(1, 'Välj minst en behörighet')
  .max(PERMISSION_IDS.length);

export interface ContainerSummary {
  id: number;
  name: string;
  displayName: string;
  permissionIds: number[];
  role: Role;
}
export interface ContainerDetail {
  id: number;
  name: string;
  plans: string[];
  theme: Record<string, unknown>;
  metadata: { foreignKey: string | null; properties: Record<string, unknown> };
  folders: { id: number; name: string }[];
  users: number;
}
export interface ContainerUser {
  id: number;
  userId: number;
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string;
  title: string;
  permissionIds: number[];
  disabled: boolean;
}
export interface CurrentUser {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  superuser: boolean;
  candidate: boolean;
  containers: ContainerSummary[];
}

export const actions = {
  get_CurrentUser: action<CurrentUser>()({
    input: z.object({}).strict(),
    access: { role: 'signedIn', scope: 'self' },
    mutation: false,
    description: 'Den inloggade användaren och de företag hen tillhör, med roll per företag.',
  }),
  update_password: action<{ ok: true; token: string; expiration: string }>()({
    input: updatePasswordInput,
    access: { role: 'signedIn', scope: 'self' },
    mutation: true,
    description: 'Byt eget lösenord. Alla äldre inloggningar avslutas; svaret bär en ny token.',
  }),
  get_Containers: action<ContainerSummary[]>()({
    input: z.object({}).strict(),
    access: { role: 'signedIn', scope: 'self' },
    mutation: false,
    description: 'Företagen som anroparen är medlem i.',
  }),
  get_Container: action<ContainerDetail>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Ett företag med id.',
  }),
  search_Containers: action<{ id: number; name: string; users: number }[]>()({
    input: z.object({
      query: z.string().trim().max(100, 'Söktexten är för lång').default(''),
      take: z.number().int().min(1).max(100).default(25),
    }),
    access: { role: 'superuser', scope: 'platform' },
    mutation: false,
    description: 'Sök bland alla företag på plattformen.',
  }),
  get_ContainerUsers: action<ContainerUser[]>()({
    input: z.object({ containerId }),
    access: { role: 'admin', scope: 'container' },
    mutation: false,
    description: 'Företagets användare och deras behörigheter.',
  }),
  get_UserById: action<ContainerUser>()({
    input: z.object({ containerId, userId: id('Ogiltigt användar-id') }),
    access: { role: 'admin', scope: 'container' },
    mutation: false,
    description: 'En användare i företaget.',
  }),
  create_ContainerUserPermission: action<ContainerInvitation>()({
    input: z.object({ containerId, email: emailSchema, permissionIds }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description:
      'Bjud in en person (via e-post) till företaget med behörigheter. Personen får ett mejl med en länk (giltig i 7 dagar) och blir medlem först när hen tackar ja; företaget ser bara adressen tills dess. En ny inbjudan till samma adress ersätter den förra.',
  }),
  get_ContainerInvitations: action<ContainerInvitation[]>()({
    input: z.object({ containerId }),
    access: { role: 'admin', scope: 'container' },
    mutation: false,
    description: 'Företagets inbjudningar som väntar på svar (adress, behörigheter, giltig till).',
  }),
  resend_ContainerInvitation: action<ContainerInvitation>()({
    input: z.object({ containerId, invitationId: id('Ogiltigt inbjudnings-id') }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'Skicka en inbjudan igen: en ny länk, giltig i 7 dagar; den gamla länken slutar fungera.',
  }),
  delete_ContainerInvitation: action<{ ok: true }>()({
    input: z.object({ containerId, invitationId: id('Ogiltigt inbjudnings-id') }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'Ta bort en inbjudan som väntar på svar; länken slutar fungera.',
  }),
  update_ContainerUserPermission: action<ContainerUser>()({
    input: z.object({ containerId, email: emailSchema, permissionIds }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'Ändra en användares behörigheter i företaget.',
  }),
  delete_ContainerUserPermission: action<{ ok: true }>()({
    input: z.object({ containerId, userId: id('Ogiltigt användar-id') }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'Ta bort en användare från företaget.',
  }),
  reset_UserPassword: action<{ ok: true }>()({
    input: z.object({ containerId, userId: id('Ogiltigt användar-id') }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'Skicka en länk för att välja nytt lösenord till en användare i företaget.',
  }),
  get_UserNotificationPreferences: action<NotificationPreferences>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Den inloggades notifikationsinställningar i ett företag.',
  }),
  update_NotificationPreferences: action<NotificationPreferences>()({
    input: z.object({ containerId, notificationPreferences: notificationPreferencesSchema }),
    access: { role: 'reader', scope: 'container' },
    mutation: true,
    description: 'Spara den inloggades notifikationsinställningar i ett företag.',
  }),

  /* ---------- positions (issue 4) ---------- */
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
    description: 'Skapa en tjänst. Skaparen får administratörsbehörighet på tjänsten.',
  }),
  update_Position: action<PositionDetail>()({
    input: positionWrite
      .extend({ positionId, ...positionFormUpdateShape })
      .refine(startNotAfterStop, { message: START_AFTER_STOP, path: ['stop'] }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description: 'Spara en tjänst (formuläret bara när det skickas med). Kräver skrivrätt på tjänsten.',
  }),
  update_PositionForm: action<{ updatedAt: string }>()({
    input: z.object({ containerId, positionId, form: formDefinition }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
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
    description: 'Arkivera en tjänst eller ta tillbaka den från arkivet.',
  }),
  copy_Position: action<PositionDetail>()({
    input: z.object({ containerId, positionId }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description: "Kopiera en tjänst: 'Kopia av …', inte arkiverad, samma formulär, ny länk, inga sökande.",
  }),
  delete_Position: action<{ ok: true }>()({
    input: z.object({ containerId, positionId }),
    access: { role: 'admin', scope: 'position' },
    mutation: true,
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
  get_PositionTypes: action<PositionType[]>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Företagets annonstyper.',
  }),

  /* ---------- templates, folders, assets ---------- */
  get_PositionTemplates: action<PositionTemplate[]>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: "Annonsmallarna (JSON i mappen 'PositionTemplates'); 404 när mappen saknas.",
  }),
  upsert_PositionTemplate: action<PositionTemplate>()({
    input: z.object({ containerId, ...positionTemplateInput }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description:
      'Spara en annonsmall. Är den förvald för en annonstyp slutar andra mallar vara förvalda för den.',
  }),
  get_FormTemplates: action<FormTemplate[]>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Formulärmallarna, efter namn.',
  }),
  upsert_FormTemplate: action<FormTemplate>()({
    input: z.object({ containerId, id: positiveId('Ogiltigt mall-id').optional(), ...formTemplateInput }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description: 'Skapa (utan id) eller spara en formulärmall.',
  }),
  delete_FormTemplate: action<{ ok: true }>()({
    input: z.object({ containerId, id: positiveId('Ogiltigt mall-id') }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description: 'Ta bort en formulärmall.',
  }),
  get_Folders: action<Folder[]>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Företagets mappar.',
  }),
  create_Folder: action<Folder>()({
    input: z.object({
      containerId,
      name: z
        .string()
        .trim()
        .min(1, 'Ange ett namn')
        .max(100, 'Namnet är för långt')
        .regex(/^[\p{L}\p{N} _-]+$/u, 'Namnet får bara ha bokstäver, siffror, mellanslag, - och _'),
    }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'Skapa en mapp (409 om namnet finns).',
  }),
  create_Asset: action<AssetSummary>()({
    input: z.object({
      containerId,
      folderId: positiveId('Ogiltig mapp'),
      name: z
        .string()
        .trim()
        .min(1, 'Ange ett namn')
        .max(200, 'Namnet är för långt')
        .regex(/^[\p{L}\p{N} ._-]+$/u, 'Namnet får bara ha bokstäver, siffror, mellanslag, ., - och _'),
      contentType: z.enum(['application/json', 'text/plain'], { error: 'Filtypen stöds inte' }),
      /** The text itself (at most 1 MB). */
      content: z.string().max(1_000_000, 'Innehållet är för stort'),
    }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'Spara en JSON- eller textfil i en av företagets mappar (409 om namnet finns).',
  }),
  delete_Asset: action<{ ok: true }>()({
    input: z.object({ containerId, assetId: positiveId('Ogiltig fil') }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'Ta bort en fil i en av företagets mappar.',
  }),

  // Applicants (issue 5)
  get_ApplicantFilters: action<ApplicantFilters>()({
    input: z.object({ containerId, positionId }),
    access: { role: 'reader', scope: 'position' },
    mutation: false,
    description:
      "Filtergrupperna för tjänstens sökande (SPEC §9): Status, Processnivå och svarsfilter ur formuläret, var och en med 'Alla' först, samt sorteringarna.",
  }),
  get_ApplicantsByPosition: action<ApplicantList>()({
    input: z.object({ containerId, positionId, ...applicantListShape }),
    access: { role: 'reader', scope: 'position' },
    mutation: false,
    description:
      'Tjänstens sökande efter status (labelId, -1 = alla, 0 = ej behandlade), processnivå, svar och söktext; sorterade, 30 per sida, bläddra med `after`.',
  }),
  get_ApplicantById: action<ApplicantDetail>()({
    input: z.object({ containerId, positionId, applicantId: applicationId(), ...applicantFilterShape }),
    access: { role: 'reader', scope: 'position' },
    mutation: false,
    description:
      'En ansökan: uppgifter, svar, etiketter, anteckningar, logg, filer, kravuppfyllnad och föregående/nästa sökande i listans filter och sortering. Markeras som läst.',
  }),
  update_Applicant: action<ApplicantDetail>()({
    input: z.object({ containerId, positionId, ...updateApplicantShape }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description: 'Ändra en ansökans svar (utan filer), anteckningsfältet eller annat erbjudande.',
  }),
  create_Applicant: action<ApplicantDetail>()({
    input: z.object({ containerId, positionId, ...createApplicantShape }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description:
      'Lägg till en sökande för hand (e-post, svar, status och anteckning). 409 om personen redan har sökt tjänsten.',
  }),
  delete_JobApplication: action<{ ok: true; message: string }>()({
    input: z.object({ containerId, positionId, applicantId: applicationId() }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description: "Ta bort en ansökan med dess filer, anteckningar och logg ('Ansökan borttagen').",
  }),
  update_ApplicantStatus: action<{
    ok: true;
    updated: number;
    /** The label's e-mail template, to offer sending it (null when the label has none). */
    labelEmailTemplate: LabelEmailTemplate | null;
  }>()({
    input: z
      .object({ containerId, positionId, ...statusUpdateShape })
      .refine((v) => (v.ids === undefined) !== (v.filter === undefined), {
        message: 'Välj minst en sökande',
        path: ['ids'],
      }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description:
      'Sätt status (Interest-etikett) eller processnivå (labelType Process) på valda ansökningar (ids) eller alla som matchar listans filter (filter): etiketten ersätter den tidigare; 0 tar bort den. Svaret har etikettens e-postmall.',
  }),
  create_ApplicantNote: action<ApplicantNote>()({
    input: z.object({ containerId, positionId, ...noteShape }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description: "Skriv en anteckning på en ansökan ('Anteckning sparad').",
  }),
  delete_ApplicantFromContainer: action<{ ok: true; removed: number; message: string }>()({
    input: z.object({ containerId, userId: id('Ogiltigt användar-id') }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description:
      "Ta bort en sökande ur företaget: alla personens ansökningar till företagets tjänster med filer ('Den ansökande har tagits bort').",
  }),
  get_Questionnaire: action<QuestionnaireSkill[]>()({
    input: z.object({ containerId, positionId, applicantId: applicationId() }),
    access: { role: 'reader', scope: 'position' },
    mutation: false,
    description: 'Tjänstens kompetensfrågor med svaren för en ansökan.',
  }),
  update_Questionnaire: action<QuestionnaireSkill[]>()({
    input: z.object({ containerId, positionId, ...questionnaireUpdateShape }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description: 'Spara svaren på tjänstens kompetensfrågor för en ansökan (tomt svar tar bort det).',
  }),
  get_Labels: action<Label[]>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Företagets etiketter av typ Interest (status) och Process (processnivå).',
  }),
  get_EmailTemplates: action<CompanyEmailTemplate[]>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Företagets e-postmallar.',
  }),
  get_LabelEmailTemplates: action<LabelEmailTemplate[]>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'E-postmallarna som erbjuds när en sökande får en viss etikett.',
  }),
  export_Applicants: action<ExportedFile>()({
    input: z.object({
      containerId,
      positionId,
      ...applicantFilterShape,
      format: z.enum(EXPORT_FORMATS, { error: 'Välj CSV eller PDF' }).default('csv'),
    }),
    access: { role: 'reader', scope: 'position' },
    mutation: false,
    description: `Den filtrerade listan som CSV (alla rader) eller PDF (högst ${PDF_EXPORT_MAX_ROWS} rader), base64.`,
  }),
  create_DemoApplicants: action<{ created: number }>()({
    input: z.object({
      containerId,
      positionId,
      count: z.coerce
        .number({ error: 'Ange ett antal' })
        .int('Ange ett antal')
        .min(1, 'Minst 1')
        .max(100_000, 'Högst 100 000 åt gången'),
    }),
    access: { role: 'superuser', scope: 'position' },
    mutation: true,
    description:
      'Generera påhittade sökande till en tjänst (Generera data, belastningstester): namn, personnummer, svar på formulärets filterfrågor, status och processnivå.',
  }),

  // Files and e-mail (issue 5)
  get_ApplicantFiles: action<ApplicantFile[]>()({
    input: z.object({ containerId, positionId, ...applicantFilesShape }),
    access: { role: 'reader', scope: 'position' },
    mutation: false,
    description:
      "En ansökans filer med nedladdningsadress, även '.converted.pdf'-syskonen (listan döljer dem; förhandsvisningen använder dem).",
  }),
  upload_ApplicantFile: action<ApplicantFile>()({
    input: z.object({ containerId, positionId, ...uploadApplicantFileShape }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description:
      'Ladda upp en fil till en ansökan (data-URL, högst 5 MB, samma filtyper och kontroller som ansökningsformuläret). Dokument konverteras till PDF i bakgrunden.',
  }),
  delete_ApplicantFile: action<{ ok: true; message: string }>()({
    input: z.object({ containerId, positionId, ...deleteApplicantFileShape }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description: 'Ta bort en fil ur en ansökan, med dess konverterade PDF och annoterade versioner.',
  }),
  annotate_ApplicantFile: action<ApplicantFile>()({
    input: z.object({ containerId, positionId, ...annotateApplicantFileShape }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description:
      'Spara en ny version av en PDF med annoteringar (penna, signatur högst 512 px, stämpel, överstrykning); originalet lämnas orört.',
  }),
  send_ApplicantEmail: action<SendEmailResult>()({
    input: z.object({ containerId, positionId, ...sendApplicantEmailShape }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description:
      "Skicka e-post till en sökande (mallens variabler fylls i); levereras av jobbkön med omförsök ('E-post skickad').",
  }),
  send_ApplicantsEmail: action<SendEmailResult>()({
    input: z.object({ containerId, positionId, ...sendApplicantsEmailShape }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description:
      "Skicka e-post till flera av tjänstens sökande (högst 1000), variablerna ifyllda per mottagare ('E-post skickad').",
  }),
  get_EmailTracking: action<TrackedEmail[]>()({
    input: z.object({ containerId, ...emailTrackingShape }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description:
      'Företagets skickade e-post, nyast först, filtrerad på ansökan, tjänst, typ och adress (högst `limit`, standard 50).',
  }),
  get_EmailStatusSummary: action<EmailStatusSummary>()({
    input: z.object({ containerId, ...emailStatusSummaryShape }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Sammanställning av e-posten till en ansökan per status, med de senaste (standard 5).',
  }),
} satisfies Record<string, ActionDefinition>;

export type ActionName = keyof typeof actions;
export type ActionInput<N extends ActionName> = z.input<(typeof actions)[N]['input']>;
export type ActionParsedInput<N extends ActionName> = z.output<(typeof actions)[N]['input']>;
export type ActionOutput<N extends ActionName> = NonNullable<(typeof actions)[N]['output']>;
export const actionNames = Object.keys(actions) as ActionName[];

export function isActionName(name: unknown): name is ActionName {
  return typeof name === 'string' && Object.hasOwn(actions, name);
}

/** The catalogue as JSON (names, access, input as JSON Schema) for GET /api/dispatcher/actions. */
export function catalogueAsJson() {
  return actionNames.map((name) => {
    const def = actions[name];
    return {
      name,
      description: def.description,
      access: def.access,
      mutation: def.mutation,
      input: z.toJSONSchema(def.input, { io: 'input', unrepresentable: 'any' }),
    };
  });
}
