/**
 * Staff-side shapes for positions, position templates and form templates: the input schemas the
 * catalogue declares, the answers handlers give, and the pure template rule the server applies.
 */
import { z } from 'zod';
import { formDefinitionSchema } from './forms/schema.ts';
import type { FormProperty } from './forms/types.ts';
import { PERMISSION_IDS, hasPositionRight, roleAtLeast, type Role } from './permissions.ts';
import type { PositionStatus } from './positions.ts';
import type { Publication } from './publication.ts';
import { positiveId } from './ids.ts';
import type { PositionKind } from './talent-pool.ts';
import { imageReference } from './banners.ts';
import type { JobAdStatus } from './job-channels/index.ts';
import type { StatusCount } from './applicants.ts';

/**
 * The `position` access scope (catalogue.ts): `reader` is any member of the position's company (every
 * member sees every position of the company: docs/decisions.md); `writer` and `admin` are the position's
 * own right (hasPositionRight). The company membership itself is checked before this.
 */
export function mayUsePosition(
  need: Role,
  companyRole: Role,
  positionPermissionId: number | undefined,
): boolean {
  if (need === 'reader') return roleAtLeast(companyRole, 'reader');
  if (need === 'writer' || need === 'admin') return hasPositionRight(need, companyRole, positionPermissionId);
  return roleAtLeast(companyRole, need);
}

export const POSITION_STATUSES = ['Öppen', 'Stängd', 'Arkiverad'] as const satisfies PositionStatus[];
/** What the staff list filters on: the derived status, or an ad not yet public (a draft, a scheduled one). */
export const POSITION_LIST_FILTERS = [...POSITION_STATUSES, 'Utkast', 'Schemalagd'] as const;
export type PositionListFilter = (typeof POSITION_LIST_FILTERS)[number];

export { positiveId };

/** Unix seconds between 1970 and 2100: the range a recruitment date can sensibly have. */
const unixSeconds = z
  .number({ error: 'Ogiltigt datum' })
  .int('Ogiltigt datum')
  .min(0, 'Ogiltigt datum')
  .max(4_102_444_800, 'Ogiltigt datum');

const shortText = (max: number, tooLong: string) =>
  z.string({ error: 'Ogiltig text' }).trim().max(max, tooLong);

/** SPEC §3 contact person of a position; every part optional, the e-mail checked when given. */
export const contactPersonSchema = z.object({
  title: shortText(100, 'Titeln är för lång').default(''),
  firstname: shortText(100, 'Förnamnet är för långt').default(''),
  lastname: shortText(100, 'Efternamnet är för långt').default(''),
  phoneNumber: shortText(40, 'Telefonnumret är för långt').default(''),
  email: z
    .union([z.literal(''), z.string().trim().toLowerCase().pipe(z.email('Ogiltig e-postadress'))])
    .default(''),
});
export type ContactPerson = z.output<typeof contactPersonSchema>;

export const ZIP_CODE_MESSAGE = 'Ange postnumret med fem siffror, t.ex. 721 34';

/** A Swedish postcode as the post writes it ('721 34'); '' when not given. */
const zipCode = z
  .string({ error: 'Ogiltigt postnummer' })
  .trim()
  .refine((v) => v === '' || /^\d{3} ?\d{2}$/.test(v), ZIP_CODE_MESSAGE)
  .transform((v) => (v === '' ? '' : `${v.slice(0, 3)} ${v.slice(-2)}`));

/**
 * Where the work is done, when it is not the company's own address: job boards ask for it (Platsbanken's
 * workplace), and without it they get the company's. The town is the position's `location`.
 */
export const workplaceSchema = z.object({
  address: shortText(200, 'Adressen är för lång').default(''),
  zipCode: zipCode.default(''),
});
export type Workplace = z.output<typeof workplaceSchema>;

/** The workplace kept in a position's metadata; null when it has none (or none in this shape). */
export function workplaceOf(metadata: Record<string, unknown>): Workplace | null {
  const parsed = workplaceSchema.safeParse(metadata['workplace']);
  return parsed.success && (parsed.data.address || parsed.data.zipCode) ? parsed.data : null;
}

/** The fields a recruiter writes on a position (create and update take the same). */
export const positionFieldsShape = {
  name: shortText(200, 'Namnet är för långt').min(1, 'Ange ett namn på tjänsten'),
  text: shortText(1000, 'Sammanfattningen är för lång').default(''),
  /** Rich text; the server stores it sanitized. */
  description: z
    .string({ error: 'Ogiltig beskrivning' })
    .max(200_000, 'Beskrivningen är för lång')
    .default(''),
  location: shortText(200, 'Orten är för lång').default(''),
  start: unixSeconds.nullable().default(null),
  stop: unixSeconds.nullable().default(null),
  responsibleId: positiveId('Ogiltig ansvarig').nullable().default(null),
  isInternal: z.boolean({ error: 'Ogiltigt värde för intern' }).default(false),
  positionTypeId: positiveId('Ogiltig annonstyp').nullable().default(null),
  contactPerson: contactPersonSchema.nullable().default(null),
  workplace: workplaceSchema.nullable().default(null),
  /** The position's banner: one of the company's banners by name, or an https address; '' for the company's. */
  banner: imageReference,
};
/** Create takes the form it starts with; update leaves the form alone unless given (update_PositionForm). */
export const positionFormShape = { form: formDefinitionSchema.default([]) };
export const positionFormUpdateShape = { form: formDefinitionSchema.optional() };

/** A copy's name ('Kopia av …', within the name's 200 characters): copy_Position and the copy form alike. */
export const copiedPositionName = (name: string) => `Kopia av ${name}`.slice(0, 200);

/** publish_Position: now, or at a set time (unix seconds) still to come, e.g. the start date. */
export const publishPositionShape = { at: unixSeconds.nullable().default(null) };

/** Start may not come after stop (both optional). */
export function startNotAfterStop(p: { start: number | null; stop: number | null }): boolean {
  return p.start === null || p.stop === null || p.start <= p.stop;
}
export const START_AFTER_STOP = 'Slutdatum får inte vara före startdatum';

export const positionListInput = {
  query: z.string().trim().max(200, 'Söktexten är för lång').default(''),
  status: z.enum(POSITION_LIST_FILTERS, { error: 'Okänd status' }).optional(),
  take: z.number().int().min(1).max(200).default(50),
  /** Keyset paging: the id of the last row of the previous page (rows come newest first). */
  after: positiveId('Ogiltig sidmarkör').optional(),
};

export const permissionIdSchema = z
  .number({ error: 'Välj en behörighet' })
  .int('Okänd behörighet')
  .refine((v) => PERMISSION_IDS.includes(v), 'Okänd behörighet');

export interface PositionListItem {
  id: number;
  name: string;
  location: string;
  status: PositionStatus;
  /** A draft, scheduled or published: beside the status (a draft is nowhere public). */
  publication: Publication;
  /** When it is (or is to be) public, unix seconds; null for a draft. */
  publishedAt: number | null;
  isArchived: boolean;
  isInternal: boolean;
  start: number | null;
  stop: number | null;
  /** unix seconds */
  created: number;
  positionTypeId: number | null;
  positionTypeName: string | null;
  responsibleId: number | null;
  totalApplicants: number;
  /** Applications without a label. */
  totalUnProcessed: number;
  /** The channels the position is on besides the career site ('partners') and the ad's status there. */
  jobAds: PositionJobAd[];
}
/** A position's ad on one channel, as the list and the position page show it (SPEC §7 job-ad status). */
export interface PositionJobAd {
  partner: string;
  name: string;
  status: JobAdStatus;
  url: string | null;
}
export interface PositionList {
  items: PositionListItem[];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: number | null;
}
export interface PositionDetail extends PositionListItem {
  containerId: number;
  text: string;
  description: string;
  linkId: string;
  /** An ad, or the company's talent pool (its applications are the pool's members). */
  kind: PositionKind;
  /** The public address (/{id}_{slug}, or /internal/{guid} for an internal position). */
  publicPath: string;
  /** The guid address, which works for every position. */
  internalPath: string;
  views: number;
  responsible: { id: number; firstname: string; lastname: string; email: string } | null;
  contactPerson: ContactPerson | null;
  /** Its workplace's street address and postcode, null when the company's address stands for it. */
  workplace: Workplace | null;
  /** Its own banner (a banner's name or an https address), '' when the company's is shown. */
  banner: string;
  form: FormProperty[];
  /** Its applications by status, for the counts above its applicant list. */
  statusCounts: StatusCount[];
  /** Whether the caller may edit it (writer right on the position). */
  canEdit: boolean;
  /** Whether the caller may delete it and share it (admin right on the position). */
  canDelete: boolean;
}
export interface PositionCard {
  id: number;
  name: string;
  start: number | null;
  stop: number | null;
  totalApplicants: number;
  totalUnProcessed: number;
}
export interface PositionPermissionRow {
  userId: number;
  email: string;
  firstname: string;
  lastname: string;
  permissionId: number;
}
export interface PositionType {
  id: number;
  name: string;
}

/* ---------- templates ---------- */

export const availableInPositionTypeSchema = z.object({
  positionTypeId: positiveId('Ogiltig annonstyp'),
  positionTypeName: shortText(200, 'Annonstypens namn är för långt').default(''),
  included: z.boolean().default(false),
  default: z.boolean().default(false),
});
export type AvailableInPositionType = z.output<typeof availableInPositionTypeSchema>;

export const positionTemplateInput = {
  /** Absent: a new template. */
  key: z.uuid('Ogiltig mallnyckel').optional(),
  name: shortText(200, 'Namnet är för långt').min(1, 'Ange ett namn på mallen'),
  description: shortText(2000, 'Beskrivningen är för lång').default(''),
  availableInPositionTypes: z.array(availableInPositionTypeSchema).max(100).default([]),
  /** Holds the form (`metadata.form`) and whatever else the ad builder starts from. */
  metadata: z
    .object({ form: formDefinitionSchema.default([]) })
    .catchall(z.unknown())
    .default({ form: [] }),
};

/** SPEC §3 position template, stored as a JSON asset in the folder 'PositionTemplates'. */
export interface PositionTemplate {
  folderId: number;
  key: string;
  name: string;
  description: string;
  /** unix seconds */
  createdAt: number;
  createdBy: string;
  availableInPositionTypes: AvailableInPositionType[];
  metadata: { form: FormProperty[] } & Record<string, unknown>;
}

export const POSITION_TEMPLATE_FOLDER = 'PositionTemplates';
export const NO_TEMPLATES = 'Hittade inga mallar, vänligen kontakta support';

/**
 * One default template per position type: when `saved` marks types as default, every other template
 * loses its default flag for those types. Returns only the templates that changed.
 */
export function clearOtherDefaults<T extends Pick<PositionTemplate, 'key' | 'availableInPositionTypes'>>(
  others: readonly T[],
  saved: Pick<PositionTemplate, 'key' | 'availableInPositionTypes'>,
): T[] {
  const taken = new Set(saved.availableInPositionTypes.filter((t) => t.default).map((t) => t.positionTypeId));
  if (taken.size === 0) return [];
  return others
    .filter((o) => o.key !== saved.key)
    .filter((o) => o.availableInPositionTypes.some((t) => t.default && taken.has(t.positionTypeId)))
    .map((o) => ({
      ...o,
      availableInPositionTypes: o.availableInPositionTypes.map((t) =>
        t.default && taken.has(t.positionTypeId) ? { ...t, default: false } : t,
      ),
    }));
}

export const formTemplateInput = {
  name: shortText(200, 'Namnet är för långt').min(1, 'Ange ett namn på formulärmallen'),
  form: formDefinitionSchema,
};
export interface FormTemplate {
  id: number;
  name: string;
  form: FormProperty[];
  /** unix seconds */
  updatedAt: number;
}

export interface Folder {
  id: number;
  name: string;
}
export interface AssetSummary {
  id: number;
  folderId: number | null;
  name: string;
  contentType: string;
  size: number;
}
