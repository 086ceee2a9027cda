/**
 * How long a company keeps an applicant's data (SPEC §9: at most 36 months, legal basis consent) and the
 * texts of the retention e-mail and its links.
 */
import { z } from 'zod';
import type { JobAlertView } from './job-alerts.ts';

export const RETENTION = {
  /** Months kept after the applicant's last own activity, unless the company chooses otherwise. */
  defaultMonths: 24,
  minMonths: 1,
  /** SPEC §9. */
  maxMonths: 36,
  /** The applicant is told this many days before the data goes. */
  warningDays: 30,
  /** How long the links of the warning work (past the deletion date, so a late click still renews). */
  linkDays: 60,
} as const;

/** The company property that holds its period. */
export const RETENTION_PROPERTY = 'retentionMonths';

export const retentionMonthsSchema = z
  .number({ error: 'Ange antal månader' })
  .int('Ange hela månader')
  .min(RETENTION.minMonths, `Minst ${RETENTION.minMonths} månad`)
  .max(RETENTION.maxMonths, `Högst ${RETENTION.maxMonths} månader`);

/** The company's period in months: its own choice when it is a valid one, else the default. */
export function retentionMonthsOf(properties: Record<string, unknown>): number {
  const parsed = retentionMonthsSchema.safeParse(properties[RETENTION_PROPERTY]);
  return parsed.success ? parsed.data : RETENTION.defaultMonths;
}

/** The instant `months` calendar months before `at` (the end of a month clamps: 31 March − 1 = 28/29 Feb). */
export function monthsBefore(at: Date, months: number): Date {
  const result = new Date(at);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const last = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, last));
  return result;
}

/** When data last touched by the applicant at `lastActivity` goes, for a company keeping it `months`. */
export function deletionDate(lastActivity: Date, months: number): Date {
  return monthsBefore(lastActivity, -months);
}

export const PERSONAL_DATA_TEXTS = {
  retentionReason: 'Lagringstiden har gått ut',
  warningSubject: (company: string) => `Dina uppgifter hos ${company} tas snart bort`,
  linkUnknown: 'Länken är ogiltig eller har gått ut',
  renewed: 'Tack! Vi sparar dina uppgifter en ny period.',
  deleted: 'Dina uppgifter är borttagna.',
  /** The audit row's reason when the applicant chose deletion through the warning's link. */
  deletedByLink: 'Den sökande valde att ta bort uppgifterna via länken i e-postmeddelandet',
} as const;

/** What a person the retention warning goes to gave the company: applications, a place in its pool, or both. */
export interface HeldKinds {
  pool: boolean;
  job: boolean;
}

/**
 * The retention warning's text: why the company holds the person's data (a member of its talent pool
 * never applied for a job), the day it goes, and the link that keeps it a new period or deletes it now.
 */
export function retentionWarningText(
  held: HeldKinds,
  m: { firstName: string; company: string; deleteOn: string; link: string },
): string {
  const poolOnly = held.pool && !held.job;
  const why = poolOnly
    ? `Du gick med i talangpoolen hos ${m.company}. Det du berättade om dig och dina filer sparas med ditt samtycke och tas bort ${m.deleteOn}.`
    : `Du har sökt jobb hos ${m.company}${held.pool ? ' och finns i företagets talangpool' : ''}. Dina uppgifter (ansökningar, svar och filer) sparas med ditt samtycke och tas bort ${m.deleteOn}.`;
  const choose = poolOnly
    ? `Vill du vara kvar i talangpoolen? Välj att spara uppgifterna en ny period, så hör vi av oss när en tjänst passar dig. Du kan också ta bort dem redan nu. Välj här:\n${m.link}`
    : `Vill du att vi sparar dem en ny period, eller att de tas bort redan nu? Välj här:\n${m.link}`;
  return [
    m.firstName ? `Hej ${m.firstName}!` : 'Hej!',
    why,
    choose,
    held.pool
      ? 'Gör du inget tas uppgifterna bort det datumet, och du finns inte längre i talangpoolen.'
      : 'Gör du inget tas uppgifterna bort det datumet.',
    `Med vänliga hälsningar\n${m.company}`,
  ].join('\n\n');
}

/** GET /api/public/consent/{token}: what the warning's link is about. */
export interface ConsentLinkInfo {
  companyName: string;
  applications: number;
  /** Applications to jobs, a place in the talent pool, or both: the page words it as the mail does. */
  held: HeldKinds;
  /** YYYY-MM-DD (Stockholm). */
  deleteOn: string;
  months: number;
}

/** One application as the GDPR viewer shows it. */
export interface GdprApplication {
  id: number;
  positionId: number;
  positionName: string;
  /** ISO 8601. */
  createdAt: string;
  /** When the applicant approved the terms and the GDPR text, ISO 8601; null without the agreement group. */
  consentAt: string | null;
  /** SHA-256 of the GDPR text the applicant approved. */
  consentTextHash: string | null;
  legalHold: boolean;
}

/** A person the company holds data on, with what and until when. */
export interface GdprPerson {
  userId: number;
  name: string;
  email: string;
  applications: GdprApplication[];
  files: number;
  notes: number;
  emails: number;
  /** ISO 8601: the applicant's own last activity, from which the period runs. */
  lastActivityAt: string;
  /** YYYY-MM-DD, or null while on legal hold. */
  deleteOn: string | null;
  legalHold: boolean;
}

export interface GdprOverview {
  /** The GDPR text the company's application form shows today (sanitized HTML) and whom it names. */
  textInForce: { html: string; consentCompanyName: string };
  months: number;
  maxMonths: number;
  legalBasis: string;
  /** What the next daily run would do (the dry run). */
  nextRun: { erase: number; warn: number; held: number };
  /** Who the next run removes, those whose date passed longest ago first (at most GDPR_PAGE_SIZE). */
  nextRunErases: { userId: number; name: string; email: string; deleteOn: string }[];
  people: GdprPerson[];
  /** How many people there are (who match `query`, when there is one). */
  total: number;
  page: number;
  pageSize: number;
  query: string;
}

export const GDPR_PAGE_SIZE = 50;

/** GET what one person's data in the company is: the viewer's detail and the delete page's confirmation. */
export interface GdprPersonDetail {
  userId: number;
  name: string;
  email: string;
  /** ISO 8601. */
  lastActivityAt: string;
  /** YYYY-MM-DD, or null while on legal hold. */
  deleteOn: string | null;
  legalHold: boolean;
  applications: (GdprApplication & { status: string })[];
  /** The files the applicant sent (previews and annotated versions are counted in `erase`). */
  files: { id: number; applicationId: number; filename: string; contentType: string; size: number }[];
  notes: { id: number; applicationId: number; createdAt: string }[];
  emails: { id: number; subject: string; createdAt: string }[];
  /** Exactly what 'Ta bort' removes, counted as the audit row will count it. */
  erase: GdprErasePreview;
}

/** What erasing a person from a company removes, per kind (the same counts as the audit row). */
export interface GdprErasePreview {
  applications: number;
  /** Every stored file: the applicant's own, converted previews and annotated versions. */
  files: number;
  /** Of `files`: the previews and annotated versions. */
  derivedFiles: number;
  notes: number;
  logEntries: number;
  answers: number;
  emails: number;
  notifications: number;
  /** The person has no account or other company: the user row goes too. */
  userRemoved: boolean;
}

export const INFORM_DELIVERIES = ['email', 'download'] as const;
export const EXTRACT_FORMATS = ['json', 'pdf'] as const;

/** inform_Person's answer: mailed to the person, or the file for the admin to save. */
export type InformResult =
  | { delivery: 'email'; to: string; message: string }
  | { delivery: 'download'; filename: string; contentType: string; /** base64 */ data: string };

export const PERSON_EXTRACT_SCHEMA = 'rekry.person-extract/1';

/** A register extract (GDPR art. 15 and 20): everything the named companies hold on one person. */
export interface PersonExtract {
  schema: typeof PERSON_EXTRACT_SCHEMA;
  /** ISO 8601. */
  generatedAt: string;
  person: {
    userId: number;
    email: string;
    firstname: string;
    lastname: string;
    /** The first of `phoneNumbers`, or ''. */
    phoneNumber: string;
    /** Every telephone number the person gave: their account's and each application's (mobile, home). */
    phoneNumbers: string[];
    /** Every postal address the person gave in an application ('street, zip city'). */
    addresses: string[];
  };
  companies: PersonExtractCompany[];
}

export interface PersonExtractCompany {
  containerId: number;
  /** The controller (personuppgiftsansvarig): the consent company name. */
  controller: string;
  gdprContact: string;
  gdprAddress: string;
  legalBasis: string;
  retentionMonths: number;
  /** YYYY-MM-DD, or null while on legal hold. */
  deleteOn: string | null;
  legalHold: boolean;
  /** The GDPR text the company shows applicants today (HTML), and its SHA-256. */
  gdprTextInForce: { html: string; sha256: string };
  applications: PersonExtractApplication[];
  /** E-mail the company sent to the person's address, not about one application. */
  otherEmails: PersonExtractEmail[];
  /** Searches saved with the person's address on the company's career page (Bevaka sökningen). */
  jobAlerts: JobAlertView[];
  /** The candidate survey: each one sent to the person, or still owed for a withdrawn application. */
  surveys: PersonExtractSurvey[];
}

/**
 * One candidate survey of the person: never its answer, which is kept apart from the person and names no
 * one, only whether it was answered.
 */
export interface PersonExtractSurvey {
  position: string;
  /** What ended before it (SURVEY_ENDING_NAMES): 'Anställning', 'Avslag' or 'Återkallad ansökan'. */
  after: string;
  /** ISO 8601; null while it is still to be sent. */
  sentAt: string | null;
  /** ISO 8601: when one still owed is sent; null once sent. */
  dueAt: string | null;
  answered: boolean;
}

export interface PersonExtractEmail {
  subject: string;
  /** ISO 8601. */
  sentAt: string;
  status: string;
  /** '' when the body was not kept. */
  body: string;
}

export interface PersonExtractApplication {
  id: number;
  position: string;
  /** ISO 8601. */
  createdAt: string;
  lastActivityAt: string;
  status: string;
  processLevel: string;
  /** The company's free tags on the application, by name. */
  tags: string[];
  legalHold: boolean;
  answers: { label: string; value: string }[];
  files: { name: string; type: string; size: number; kind: string; createdAt: string }[];
  /** 'Text ur bifogade filer': what the CV search read from each file; null when none could be read. */
  fileTexts: { file: string; text: string | null }[];
  notes: { text: string; createdAt: string }[];
  emails: PersonExtractEmail[];
  /** The conversation about the application, oldest first. */
  messages: {
    from: 'applicant' | 'staff';
    text: string;
    attachment: string | null;
    sentAt: string;
    /** An answer by e-mail: the history it quoted (absent for messages written in Rekry). */
    quoted?: string;
  }[];
  /** The interviews about the application: booked, waiting for a booking, or cancelled. */
  interviews: {
    status: string;
    kind: string;
    place: string;
    /** ISO 8601, or null before a time is booked. */
    start: string | null;
    end: string | null;
    interviewers: string[];
  }[];
  consent: {
    approvedAt: string;
    consentCompanyName: string;
    validFrom: string;
    textSha256: string | null;
    /** The approved text when it is the one in force (same hash); null when it has changed since. */
    text: string | null;
  } | null;
  questionnaire: { skill: string; question: string; answer: string }[];
}

/** Texts of the register extract (its PDF and the mail that carries it). */
export const EXTRACT_TEXTS = {
  subject: (companies: string) => `Dina personuppgifter hos ${companies}`,
  mailText: (companies: string) =>
    [
      'Hej!',
      `Här är de personuppgifter ${companies} har om dig (registerutdrag enligt artikel 15 och 20 i dataskyddsförordningen).`,
      'PDF-filen är läsbar för dig, JSON-filen är samma uppgifter i maskinläsbar form.',
      `Med vänliga hälsningar\n${companies}`,
    ].join('\n\n'),
  sent: 'Registerutdraget skickas till personen',
  personUnknown: 'Personen finns inte',
} as const;
