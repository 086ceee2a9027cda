/**
 * Bevaka sökningen: a career-site search saved with an e-mail address, which mails the new ads that match
 * it. Zod-free, since the career site's dialog and pages read the same rules and words as the server.
 */
import { PUBLIC_SEARCH_LIMITS, tidySearchText, type PublicSearch } from './public-search.ts';
import { swedishLexeme, swedishWords } from './swedish-search.ts';

export const JOB_ALERT_FREQUENCIES = ['direct', 'daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

export const JOB_ALERT_FREQUENCY_NAMES: Record<JobAlertFrequency, string> = {
  direct: 'Direkt',
  daily: 'En gång om dagen',
  weekly: 'En gång i veckan',
};

export const JOB_ALERT_RULES = {
  /** An alert nobody confirmed is removed after this many days (and nothing is ever sent to it). */
  unconfirmedDays: 7,
  /** At most one confirmation mail per address in this many hours, whoever asks. */
  confirmationHours: 24,
  /** The digests go at this hour, Swedish time; the weekly one on Mondays (ISO weekday 1). */
  digestHour: 7,
  weeklyDay: 1,
  /** Alerts one address may hold. */
  perAddress: 20,
  /** Ads named in one mail; the rest are a link to the search. */
  adsPerMail: 20,
  /**
   * Months without an opened link before the address is asked to continue, for portal alerts: the
   * platform's default period (RETENTION.defaultMonths, kept zod-free here); a company page's uses the company's.
   */
  portalMonths: 24,
  /** Days the question to continue waits for an answer before the alert goes. */
  continueDays: 30,
} as const;

/** What a saved search holds: the career site's search, and the company page it was saved on (if any). */
export interface JobAlertSearch extends PublicSearch {
  /** The company page it was saved on, by its key; '' on the portal. */
  site: string;
}

export const JOB_ALERT_TEXTS = {
  email: 'Ange en giltig e-postadress',
  frequency: 'Välj hur ofta du vill få e-post',
  consent: 'Du behöver godkänna att vi sparar din e-postadress för bevakningen',
  nothing: 'Sökningen innehåller inga ord att bevaka. Skriv ett ord eller välj ort eller anställningsform.',
  tooLong: `Sökningen får vara högst ${PUBLIC_SEARCH_LIMITS.q} tecken`,
  noCompany: 'Företaget finns inte',
  tooMany: `En e-postadress kan ha högst ${JOB_ALERT_RULES.perAddress} bevakningar`,
  /** The same answer whether the address is known or not, confirmed or not. */
  requested:
    'Tack! Om adressen kan ta emot bevakningar får du strax ett e-postmeddelande med en länk. Bevakningen börjar när du har bekräftat den.',
  linkUnknown: 'Länken fungerar inte längre. Bevakningen kan redan vara avslutad.',
  confirmed: 'Din bevakning är bekräftad. Du får e-post när nya annonser matchar sökningen.',
  unsubscribed: 'Bevakningen är avslutad. Du får inga fler e-postmeddelanden om den.',
  removed: 'Bevakningen är borttagen',
  changed: 'Ändringen är sparad',
  notFound: 'Bevakningen finns inte',
  confirmSubject: 'Bekräfta din bevakning',
  /** The subject of a mail to List-Unsubscribe's mailto: (the address alone decides). */
  unsubscribeMailSubject: 'Avsluta bevakningen',
  /** The inbound receiver's refusal of an alert mailbox it does not know (a forged or altered address). */
  unknownMailbox: 'Okänd mottagare',
  continueSubject: 'Vill du fortsätta bevaka sökningen?',
  alertSubject: (count: number, what: string) =>
    count === 1 ? `Ny annons: ${what}` : `${count} nya annonser: ${what}`,
} as const;

/** The consent text beside the address: the purpose and how long the address is kept. */
export function jobAlertConsentText(companyName: string | null, months: number): string {
  const who = companyName ?? 'Rekry';
  return `Jag vill att ${who} sparar min e-postadress och sökningen för att skicka nya annonser som matchar. Uppgifterna sparas tills jag avslutar bevakningen, och tas bort om jag inte har öppnat någon länk i e-posten på ${months} månader och inte svarar när jag tillfrågas. En bevakning som inte bekräftas tas bort efter ${JOB_ALERT_RULES.unconfirmedDays} dagar.`;
}

/** A saved search in a few words: 'lager, Västerås, Sommarjobb' or 'Alla annonser'. */
export function describeJobAlert(search: PublicSearch, companyName: string | null): string {
  const parts = [search.q, search.town, search.type, companyName ?? search.company].filter(Boolean);
  return parts.length ? parts.join(', ') : 'Alla annonser';
}

const EMAIL_SHAPE = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]+$/;

/** An address as kept and compared: trimmed and lower case. Null when it is not one. */
export function jobAlertEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL_SHAPE.test(email) ? email : null;
}

/** A subscription as the career site sends it. */
export interface JobAlertRequest {
  email: string;
  frequency: JobAlertFrequency;
  search: PublicSearch;
  consent: boolean;
}

export type ReadJobAlert =
  | { ok: true; email: string; frequency: JobAlertFrequency; search: PublicSearch }
  | { ok: false; fields: Record<string, string> };

const text = (v: unknown) => (typeof v === 'string' ? tidySearchText(v) : '');

/**
 * A subscription read the same way in the browser and on the server: an address, a frequency, consent,
 * and a search that says something (operators or punctuation alone are no words to bevaka).
 */
export function readJobAlertRequest(body: unknown, onCompanyPage: boolean): ReadJobAlert {
  const b = (body ?? {}) as Record<string, unknown>;
  const s = (b.search ?? {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  const email = jobAlertEmail(b.email);
  if (!email) fields.email = JOB_ALERT_TEXTS.email;
  const frequency = JOB_ALERT_FREQUENCIES.find((f) => f === b.frequency);
  if (!frequency) fields.frequency = JOB_ALERT_TEXTS.frequency;
  if (b.consent !== true) fields.consent = JOB_ALERT_TEXTS.consent;
  const raw = { q: s.q, town: s.town, type: s.type, company: s.company };
  const tooLong = Object.values(raw).some((v) => typeof v === 'string' && v.length > PUBLIC_SEARCH_LIMITS.q);
  const search: PublicSearch = {
    q: text(raw.q),
    town: text(raw.town),
    type: text(raw.type),
    company: onCompanyPage ? '' : text(raw.company),
  };
  if (tooLong) fields.search = JOB_ALERT_TEXTS.tooLong;
  // Stop words alone ('och att') are no words either: the search would never find an ad.
  else if (search.q && !swedishWords(search.q).some((w) => swedishLexeme(w) !== null))
    fields.search = JOB_ALERT_TEXTS.nothing;
  else if (!onCompanyPage && !search.q && !search.town && !search.type && !search.company)
    fields.search = JOB_ALERT_TEXTS.nothing;
  if (Object.keys(fields).length || !email || !frequency) return { ok: false, fields };
  return { ok: true, email, frequency, search };
}

/** One alert as its owner sees it (the manage page, Mina sidor). */
export interface JobAlertView {
  id: number;
  description: string;
  search: PublicSearch;
  companyName: string | null;
  frequency: JobAlertFrequency;
  confirmed: boolean;
  createdAt: string;
  lastSentAt: string | null;
}

/** The manage page's answer: the address's alerts. */
export interface ManagedJobAlerts {
  email: string;
  alerts: JobAlertView[];
}

/** The GDPR page's view of the alerts saved on the company's career page. */
export interface CompanyJobAlerts {
  /** Addresses with an alert on the company's page. */
  total: number;
  /** Those whose address holds the search text (none without one), at most 20. */
  addresses: { email: string; alerts: JobAlertView[] }[];
}
