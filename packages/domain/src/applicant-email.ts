/**
 * E-mail to applicants (SPEC §7 e-mail actions, §3 e-mail tracking, §9 limits): the variables a company's
 * e-mail template may hold, their filling per recipient, and the action inputs.
 */
import { z } from 'zod';
import { emailSchema } from './password.ts';
import { positiveId } from './position-admin.ts';

/** The variables a template may hold, listed beside the editor; each is filled per recipient. */
export const EMAIL_TEMPLATE_VARIABLES = [
  { key: '##FIRSTNAME##', label: 'Förnamn' },
  { key: '##LASTNAME##', label: 'Efternamn' },
  { key: '##NAME##', label: 'För- och efternamn' },
  { key: '##EMAIL##', label: 'Den sökandes e-postadress' },
  { key: '##POSITION##', label: 'Tjänstens namn' },
  { key: '##COMPANY##', label: 'Företagets namn' },
  { key: '##SENDER##', label: 'Avsändarens namn' },
  { key: '##DATE##', label: 'Dagens datum (ÅÅÅÅ-MM-DD)' },
  { key: '##BOOKINGLINK##', label: 'Länk där den sökande bokar sin intervjutid' },
  { key: '##APPLYLINK##', label: 'Länk till ansökan, ifylld, vid inbjudan från talangpoolen' },
] as const;
export type EmailTemplateVariable = (typeof EMAIL_TEMPLATE_VARIABLES)[number]['key'];
export type EmailTemplateValues = Partial<Record<EmailTemplateVariable, string>>;

/** The shape of every variable, the standard ones and a company's own (##CONTACT##). */
export const VARIABLE_KEY_PATTERN = /^##[A-Z0-9_]{1,40}##$/;
const BUILT_IN = new Set<string>(EMAIL_TEMPLATE_VARIABLES.map((v) => v.key));
export const isBuiltInVariable = (key: string) => BUILT_IN.has(key);

/**
 * Fills every variable in one pass (a value that itself looks like a variable stays as it is): the
 * standard ones from `values` (one without a value becomes ''), then the company's own variables from
 * `own` (key → fixed value); anything else that looks like a variable stays as written. Nothing is
 * escaped here: the caller escapes values that go into HTML.
 */
export function renderEmailTemplate(
  text: string,
  values: EmailTemplateValues,
  own: Readonly<Record<string, string>> = {},
): string {
  return text.replace(/##[A-Z0-9_]{1,40}##/g, (key) =>
    BUILT_IN.has(key)
      ? (values[key as EmailTemplateVariable] ?? '')
      : Object.hasOwn(own, key)
        ? own[key]!
        : key,
  );
}

/**
 * The variables of a text that have no value for one recipient: a standard one left empty (an applicant
 * without a first name) and any the company has not defined; each named once, in the order written.
 */
export function missingVariables(
  text: string,
  values: EmailTemplateValues,
  own: Readonly<Record<string, string>> = {},
): string[] {
  const keys = new Set(text.match(/##[A-Z0-9_]{1,40}##/g) ?? []);
  return [...keys].filter((key) =>
    BUILT_IN.has(key) ? !values[key as EmailTemplateVariable]?.trim() : !Object.hasOwn(own, key),
  );
}

export const EMAIL_TEXTS = {
  sent: 'E-post skickad',
  failed: 'Något gick fel',
  wrongAddress: 'E-postadressen hör inte till den sökande',
  noRecipients: 'Välj minst en mottagare',
  unknownRecipients: 'En eller flera mottagare finns inte bland tjänstens sökande',
  previewNotRecipient: 'Välj en av mottagarna att förhandsgranska för',
  emailNotFound: 'E-postmeddelandet finns inte',
} as const;

/** E-mail to applicants is type 'applicant_message' in the e-mail log. */
export const APPLICANT_EMAIL_TYPE = 'applicant_message';
/**
 * Statuses of an e-mail in the log: waiting for the job, delivered over SMTP, only logged, failed for good,
 * and bounced (handed over, then returned by the recipient's server as not delivered).
 */
export const EMAIL_STATUSES = ['queued', 'sent', 'logged', 'failed', 'bounced'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** The subject line of an e-mail or e-mail template. */
export const emailSubjectSchema = z
  .string({ error: 'Ange ett ämne' })
  .trim()
  .min(1, 'Ange ett ämne')
  .max(300, 'Ämnet är för långt')
  .refine((s) => !/[\r\n]/.test(s), 'Ämnet får inte ha radbrytningar');
/** The text of an e-mail or e-mail template (plain text, or HTML that the server cleans). */
export const emailBodySchema = z
  .string({ error: 'Skriv ett meddelande' })
  .trim()
  .min(1, 'Skriv ett meddelande')
  .max(50_000, 'Meddelandet är för långt');

export const sendApplicantEmailShape = {
  applicantId: positiveId('Ogiltig sökande'),
  email: emailSchema,
  subject: emailSubjectSchema,
  body: emailBodySchema,
};
export const sendApplicantsEmailShape = {
  /** Application ids of the position's applicants (at most 1,000 at a time). */
  recipients: z
    .array(positiveId('Ogiltig mottagare'), { error: EMAIL_TEXTS.noRecipients })
    .min(1, EMAIL_TEXTS.noRecipients)
    .max(1000, 'Högst 1000 mottagare åt gången'),
  subject: emailSubjectSchema,
  body: emailBodySchema,
};

/** One e-mail to an application, read back in full. */
export const sentEmailShape = {
  applicantId: positiveId('Ogiltig sökande'),
  id: positiveId('Ogiltigt e-postmeddelande'),
};
/** An e-mail to some of the position's applicants, merged for one of them (`previewFor`) before it goes. */
export const previewApplicantsEmailShape = {
  ...sendApplicantsEmailShape,
  previewFor: positiveId(EMAIL_TEXTS.previewNotRecipient),
  /** An interview invitation still to be sent: its booking links do not exist yet and are shown as an example. */
  invitation: z.boolean().default(false),
};

const optionalId = (message: string) => positiveId(message).optional();
export const emailTrackingShape = {
  applicationId: optionalId('Ogiltig ansökan'),
  positionId: optionalId('Ogiltigt tjänste-id'),
  emailType: z.string().trim().min(1).max(100).optional(),
  emailAddress: z.string().trim().toLowerCase().max(320).optional(),
  /** SPEC §9: 50 by default. */
  limit: z.coerce.number().int().min(1).max(500).default(50),
};
export const emailStatusSummaryShape = {
  applicationId: positiveId('Ogiltig ansökan'),
  /** SPEC §9: recent e-mails included by default, 5 of them. */
  includeRecent: z.boolean().default(true),
  limit: z.coerce.number().int().min(1).max(50).default(5),
};

/** One e-mail of the log, as tracking shows it. */
export interface TrackedEmail {
  id: number;
  applicationId: number | null;
  positionId: number | null;
  containerId: number | null;
  emailType: string;
  emailAddress: string;
  subject: string;
  status: EmailStatus;
  error: string | null;
  created: string;
}

export interface EmailStatusSummary {
  total: number;
  queued: number;
  sent: number;
  logged: number;
  failed: number;
  bounced: number;
  lastSent: string | null;
  recent: TrackedEmail[];
}

export interface SendEmailResult {
  /** The e-mails queued (one per recipient); delivery follows from the job queue. */
  queued: number;
  message: typeof EMAIL_TEXTS.sent;
}

/** One e-mail as it was sent: its text with the variables filled, who sent it, from which address, when. */
export interface SentEmail extends TrackedEmail {
  body: string;
  /** The body is HTML (cleaned when it was written); else plain text with line breaks. */
  isHtml: boolean;
  /** The sender the mail went out with: a staff member's name and company on the operator's address. */
  from: string;
  /** Where answers go (the application's reply address, or the sender's own); null for system mail. */
  replyTo: string | null;
  /** The staff member who sent it (null: the system). */
  sentBy: string | null;
  /** When its delivery state last changed. */
  updated: string;
}

/** A variable without a value for some recipients: how many, and the first few of their names. */
export interface MissingVariable {
  variable: string;
  recipients: number;
  names: string[];
}

/** An e-mail merged for one recipient before it is sent, and what would be left empty for anyone. */
export interface EmailPreview {
  /** Every recipient, to preview the e-mail for another. */
  recipients: { id: number; name: string }[];
  to: string;
  subject: string;
  body: string;
  isHtml: boolean;
  missing: MissingVariable[];
}
