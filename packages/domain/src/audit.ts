/**
 * The audit log (/admin/events): what people did — who, what, when, from which address. Every
 * entry is written through one door on the server (platform/audit.ts) and never changed afterwards.
 */
import { z } from 'zod';
import { isIsoDate } from './dates.ts';
import { PERMISSIONS } from './permissions.ts';

/** The kinds of entry, with the Swedish label the events screen and its CSV show. */
export const AUDIT_KINDS = {
  'sign-in': 'Inloggning',
  'sign-in-failed': 'Misslyckad inloggning',
  password: 'Lösenord',
  permission: 'Behörighet',
  membership: 'Medlemskap',
  deletion: 'Borttagning',
  gdpr: 'GDPR',
  export: 'Export',
  billing: 'Fakturering',
  integration: 'Integration',
  company: 'Företag',
  publication: 'Publicering',
  anonymity: 'Anonym granskning',
  'talent-pool': 'Talangpool',
} as const;

export type AuditKind = keyof typeof AUDIT_KINDS;
export const AUDIT_KIND_NAMES = Object.keys(AUDIT_KINDS) as AuditKind[];

/** How long entries are kept by default (AUDIT_RETENTION_DAYS overrides it). */
export const AUDIT_RETENTION_DEFAULT_DAYS = 730;

/** One page of the events screen; the CSV takes at most `export` rows. */
export const EVENTS_LIMITS = { page: 50, export: 10_000, person: 200, people: 200, chartDays: 14 } as const;

export const EVENTS_MESSAGES = {
  kind: 'Okänd händelsetyp',
  from: 'Ange ett datum som ÅÅÅÅ-MM-DD',
  to: 'Ange ett datum som ÅÅÅÅ-MM-DD',
  range: 'Till-datumet får inte vara före från-datumet',
  person: `Sökningen får vara högst ${EVENTS_LIMITS.person} tecken`,
  actorId: 'Ogiltig person',
  before: 'Ogiltig sidmarkör',
  containerId: 'Ogiltigt företags-id',
} as const;

const eventsId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);

const isoDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => v === '' || isIsoDate(v), message)
    .transform((v) => v || undefined)
    .optional();

/** The filters the events screen and its CSV share: person (id or text on name/e-mail), kind, dates. */
export const eventsFilterShape = {
  actorId: eventsId(EVENTS_MESSAGES.actorId).optional(),
  person: z
    .string({ error: EVENTS_MESSAGES.person })
    .trim()
    .max(EVENTS_LIMITS.person, EVENTS_MESSAGES.person)
    .optional(),
  kind: z.enum(AUDIT_KIND_NAMES as [AuditKind, ...AuditKind[]], { error: EVENTS_MESSAGES.kind }).optional(),
  /** YYYY-MM-DD, Stockholm, inclusive. */
  from: isoDay(EVENTS_MESSAGES.from),
  to: isoDay(EVENTS_MESSAGES.to),
};

/** A to-date before the from-date is a 400 on `to`. */
export function eventsRangeOk(v: { from?: string | undefined; to?: string | undefined }): boolean {
  return !v.from || !v.to || v.from <= v.to;
}

/** The page marker: the id of the last entry shown ('Visa fler' continues after it). */
export const eventsBefore = eventsId(EVENTS_MESSAGES.before).optional();

/** One entry as the events screen shows it. */
export interface AuditEventRow {
  id: number;
  /** ISO time. */
  at: string;
  containerId: number | null;
  containerName: string | null;
  actorId: number | null;
  actorName: string | null;
  actorEmail: string | null;
  kind: AuditKind;
  summary: string;
  data: Record<string, unknown>;
  ip: string | null;
}

/** Sign-ins of one Stockholm day, for the events screen's chart. */
export interface SignInDay {
  day: string;
  ok: number;
  failed: number;
}

export interface AuditEventPage {
  items: AuditEventRow[];
  /** Pass as `before` for the next page; null on the last page. */
  next: number | null;
  /**
   * On the first page only: sign-ins and failed sign-ins per day over the last EVENTS_LIMITS.chartDays days
   * (today last), for the same company and person as the list.
   */
  signIns?: SignInDay[];
}

/** Someone who appears as the actor of entries (the person filter's choices). */
export interface AuditPerson {
  id: number;
  name: string | null;
  email: string | null;
}

/** Permission ids as the audit log names them: 'Administratör, Läsare'. */
export function permissionLabels(ids: readonly number[]): string {
  return [...new Set(ids)].map((id) => PERMISSIONS.find((p) => p.id === id)?.label ?? String(id)).join(', ');
}

/** '1 rad' / '5 rader', for an export's summary. */
export function auditRows(n: number): string {
  return n === 1 ? '1 rad' : `${n} rader`;
}
