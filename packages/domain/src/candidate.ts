/**
 * The candidate's own pages (SPEC §2 recruit layout): what a registered applicant sees of their
 * own applications, profile and data, and the texts of the sign-up confirmation.
 */
import { z } from 'zod';
import type { AnswerRow } from './applicants.ts';
import { positiveId } from './ids.ts';
import { passwordMessages } from './password-rules.ts';
import type { PositionStatus } from './positions.ts';

/** Which shell a signed-in user gets: staff (a company or superuser) always wins over candidate. */
export type Shell = 'staff' | 'candidate';

/**
 * The status a candidate sees (docs/decisions.md): a neutral mapping, never the company's own label
 * names (those are internal, e.g. 'Ej aktuell'). Avslutad once the position is closed or archived.
 */
export const CANDIDATE_STATUSES = ['Mottagen', 'Under behandling', 'Avslutad'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

export function candidateStatus(a: {
  viewed: boolean;
  labelled: boolean;
  positionStatus: PositionStatus;
}): CandidateStatus {
  if (a.positionStatus !== 'Öppen') return 'Avslutad';
  return a.viewed || a.labelled ? 'Under behandling' : 'Mottagen';
}

/** One of the candidate's applications, in the list. */
export interface MyApplicationSummary {
  id: number;
  companyName: string;
  positionName: string;
  /** ISO 8601. */
  createdAt: string;
  status: CandidateStatus;
  /** YYYY-MM-DD (Stockholm): when the company's retention removes it, or null while on legal hold. */
  deleteOn: string | null;
  /** Were it withdrawn: the days after which the company would send its survey, or null for none. */
  surveyAfterWithdrawalDays: number | null;
}

export interface MyApplicationFile {
  id: number;
  filename: string;
  size: number;
}

export interface MyConsent {
  /** ISO 8601. */
  approvedAt: string;
  consentCompanyName: string;
  gdprValidFrom: string;
  legalBasis: string;
  retentionMonths: number;
}

/** One application in full: the answers with the form's labels, files, consent and deletion date. */
export interface MyApplicationDetail extends MyApplicationSummary {
  answers: AnswerRow[];
  files: MyApplicationFile[];
  consent: MyConsent | null;
  /** The company's retention period in months. */
  retentionMonths: number;
}

/** An open public position of a company the candidate applied to. */
export interface MyOpenPosition {
  id: number;
  name: string;
  companyName: string;
  location: string;
  /** Path on the public site (positionPath). */
  path: string;
}

export interface MyHome {
  applications: MyApplicationSummary[];
  openPositions: MyOpenPosition[];
}

export interface MyProfile {
  email: string;
  firstname: string;
  lastname: string;
  phoneNumber: string;
  address: string;
  zipCode: string;
  city: string;
}

/** Open positions shown on the candidate's Home at most. */
export const MY_OPEN_POSITIONS = 12;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} måste vara text` })
    .trim()
    .max(max, `${label} är för långt (högst ${max} tecken)`);

export const myProfileInput = z.object({
  firstname: text('Förnamnet', 100),
  lastname: text('Efternamnet', 100),
  phoneNumber: text('Telefonnumret', 40).refine(
    (v) => v === '' || /^[0-9+\-() ]{5,40}$/.test(v),
    'Telefonnumret får bara innehålla siffror, mellanslag och + - ( )',
  ),
  address: text('Adressen', 200),
  zipCode: text('Postnumret', 20),
  city: text('Orten', 100),
});

export const myApplicationInput = z.object({ applicationId: positiveId('Ogiltig ansökan') });

export const deleteMyAccountInput = z.object({
  password: z.string({ error: passwordMessages.required }).min(1, passwordMessages.required).max(1024),
});

/** POST /api/account/confirm: the link's token. */
export const confirmAccountInput = z.object({
  token: z.string({ error: 'Länken är ogiltig' }).regex(/^[A-Za-z0-9_-]{43}$/, 'Länken är ogiltig'),
});

export const CANDIDATE_TEXTS = {
  /** 'Ladda ner mina uppgifter' with no application anywhere: the profile alone is on My pages. */
  noData: 'Det finns inga ansökningar att ladda ner. Din profil ser du här på Mina sidor.',
  /** The same answer whether or not the address is known (no account enumeration). */
  registered:
    'Vi har skickat ett mejl till adressen. Följ länken i mejlet för att bekräfta adressen och aktivera ditt konto.',
  confirmSubject: (operator: string) => `Bekräfta din e-postadress hos ${operator}`,
  confirmMail: (link: string, operator: string) =>
    `Hej!\n\nNågon (förhoppningsvis du) vill skapa ett konto hos ${operator} med den här e-postadressen. Bekräfta adressen och aktivera kontot här (länken gäller i 24 timmar och kan användas en gång):\n\n${link}\n\nNär kontot är aktiverat ser du dina ansökningar, med svar och filer, under Mina sidor.\n\nHar du inte bett om detta kan du bortse från mejlet.\n\nHälsningar\n${operator}`,
  existsSubject: (operator: string) => `Du har redan ett konto hos ${operator}`,
  existsMail: (loginUrl: string, forgotUrl: string, operator: string) =>
    `Hej!\n\nNågon (förhoppningsvis du) försökte skapa ett konto hos ${operator} med den här e-postadressen, men det finns redan ett konto.\n\nLogga in här: ${loginUrl}\nGlömt lösenordet? Välj ett nytt här: ${forgotUrl}\n\nHar du inte bett om detta kan du bortse från mejlet.\n\nHälsningar\n${operator}`,
  linkInvalid: 'Länken är ogiltig, redan använd eller har gått ut. Skapa kontot igen för att få en ny länk.',
  /** The address got a password (signed up or joined a company) after the link was sent. */
  accountExists: 'Det finns redan ett konto med den e-postadressen. Logga in i stället.',
  applicationNotFound: 'Ansökan finns inte',
  withdrawReason: 'Den sökande drog tillbaka ansökan under Mina sidor',
  deleteAccountReason: 'Den sökande raderade sitt konto under Mina sidor',
  wrongPassword: 'Fel lösenord',
  staffAccount: 'Ett konto med åtkomst till ett företag tas bort av företagets administratör.',
  /** The thank-you mail after applying: where to create an account (no token: staff see that mail). */
  createAccountAfterApply: (registerUrl: string) =>
    `Vill du följa din ansökan? Skapa ett konto med samma e-postadress här: ${registerUrl}`,
} as const;

/** How long a sign-up confirmation link works. */
export const ACCOUNT_CONFIRM_TTL_MS = 24 * 3600_000;
