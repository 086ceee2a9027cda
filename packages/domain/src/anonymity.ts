/**
 * The anonymised first review: until an applicant passes the position's anonymised process level (or a
 * position admin reveals them with a reason), everyone but the position's admins sees an alias and nothing
 * that names or dates the person, on every surface; files only as a redacted rendition made on the server.
 */
import { z } from 'zod';
import { positiveId } from './ids.ts';
import { STANDARD_KEYS } from './forms/standard-form.ts';
import type { FormProperty } from './forms/types.ts';

/** The alias shown instead of the person: stable, and naming nothing but the application. */
export const anonymousName = (applicationId: number) => `Sökande ${applicationId}`;

export const ANONYMITY_TEXTS = {
  hidden: 'Dold under anonym granskning',
  originalHidden: 'Originalfilen visas när den sökande inte längre är anonym',
  revealReasonRequired: 'Ange varför den sökande ska visas före nivån',
  notAnonymised: 'Den sökande är inte anonym',
  renditionPending: 'Filen förbereds fortfarande. Försök igen om en stund.',
  renditionFailed: 'Filen kan inte visas anonymiserad. Den visas när den sökande inte längre är anonym.',
  notRevealed: 'Den sökande visas inte med namn ännu',
  conflictDeclared: 'Du har anmält jäv för den här sökande',
  confirmFirst: 'Bekräfta att du inte är jävig innan den sökande visas',
  levelRequired: 'Välj processnivån där den anonyma granskningen slutar',
  unknownLevel: 'Processnivån finns inte',
} as const;

export const anonymityInput = {
  enabled: z.boolean({ error: 'Ange om granskningen ska vara anonym' }),
  /** The Process label whose applicants (and those past it) are shown by name. */
  untilLabelId: positiveId('Ogiltig processnivå').nullable(),
};

export const revealReason = z
  .string({ error: ANONYMITY_TEXTS.revealReasonRequired })
  .trim()
  .min(3, ANONYMITY_TEXTS.revealReasonRequired)
  .max(500, 'Skälet får vara högst 500 tecken');

export interface PositionAnonymity {
  enabled: boolean;
  untilLabelId: number | null;
  untilLabelName: string | null;
  /** The caller is the position's admin: may switch it, reveal early, and always sees the person. */
  canChange: boolean;
}

/** How one application is shown to the caller. */
export type ApplicantVisibility =
  /** Shown by name (no anonymity, revealed and confirmed, or the caller is a position admin). */
  | { state: 'named' }
  /** Anonymised: the alias and the redacted renditions only. */
  | { state: 'anonymous'; alias: string }
  /** Revealed, waiting for the caller's answer on conflict of interest before the person is shown. */
  | { state: 'confirm'; alias: string }
  /** The caller declared a conflict of interest: the person stays hidden to them. */
  | { state: 'conflict'; alias: string };

/** How an application is shown to someone who does not see the person. */
export type HiddenVisibility = Exclude<ApplicantVisibility, { state: 'named' }>;

/** The standard fields that name, reach or date the person. */
export const PERSONAL_STANDARD_KEYS: ReadonlySet<string> = new Set([
  STANDARD_KEYS.firstname,
  STANDARD_KEYS.surname,
  STANDARD_KEYS.ssn,
  STANDARD_KEYS.address,
  STANDARD_KEYS.zipcode,
  STANDARD_KEYS.city,
  STANDARD_KEYS.mobilePhone,
  STANDARD_KEYS.homePhone,
  STANDARD_KEYS.email,
  STANDARD_KEYS.linkedInUrl,
]);

/** Whether a form field names or dates the person: its own flag, else the standard ones and images. */
export const isPersonalProperty = (p: Pick<FormProperty, 'key' | 'type' | 'personal'>) =>
  p.personal ?? (PERSONAL_STANDARD_KEYS.has(p.key) || p.type === 'imageBase64');

/** Whether the caller sees the person (named) or an alias. */
export const isNamed = (v: ApplicantVisibility | undefined) => !v || v.state === 'named';
