/**
 * The talent pool ('Talangpool'): one special position per company whose applications are its members
 * (docs/decisions.md 'Talent pool'). Its words, its default form and the shapes its actions answer with.
 */
import { STANDARD_KEYS, standardApplicationForm } from './forms/standard-form.ts';
import type { FormProperty } from './forms/types.ts';

/** What a position is: an ad, or the company's talent pool. */
export type PositionKind = 'job' | 'pool';

/** The pool's name as staff and candidates see it, in place of a position title. */
export const TALENT_POOL_NAME = 'Talangpool';

export { INVITE_PARAM, TALENT_POOL_PATH } from './talent-pool-path.ts';

/**
 * How long a pool member's data is kept from their last activity: the pool's own period (its consent says
 * it), set on the pool, apart from the company's period for applications.
 */
export const POOL_RETENTION = { minMonths: 6, maxMonths: 36, defaultMonths: 24 } as const;

/** The pool position's metadata key of its period. */
export const POOL_RETENTION_PROPERTY = 'retentionMonths';

/** The pool's period: its own when it is a valid one, else the default. */
export function poolRetentionMonthsOf(metadata: Record<string, unknown> | null | undefined): number {
  const months = metadata?.[POOL_RETENTION_PROPERTY];
  return typeof months === 'number' &&
    Number.isInteger(months) &&
    months >= POOL_RETENTION.minMonths &&
    months <= POOL_RETENTION.maxMonths
    ? months
    : POOL_RETENTION.defaultMonths;
}

/**
 * The one rule of how long an application's data is kept, by its position's kind: the pool's own period
 * for a pool member, the company's for any other application. A person's data goes when the longest of
 * their applications' periods has passed (see retentionMonthsOfPerson).
 */
export function retentionMonthsFor(
  kind: PositionKind,
  companyMonths: number,
  poolMetadata: Record<string, unknown> | null | undefined,
): number {
  return kind === 'pool' ? poolRetentionMonthsOf(poolMetadata) : companyMonths;
}

/** A person's period in a company: the longest of what their applications (by kind) were given for. */
export function retentionMonthsOfPerson(
  kinds: { pool: boolean; job: boolean },
  companyMonths: number,
  poolMetadata: Record<string, unknown> | null | undefined,
): number {
  const periods = [
    ...(kinds.pool ? [retentionMonthsFor('pool', companyMonths, poolMetadata)] : []),
    ...(kinds.job || !kinds.pool ? [retentionMonthsFor('job', companyMonths, poolMetadata)] : []),
  ];
  return Math.max(...periods);
}

/** The merge field of the invitation e-mail: the link that opens the chosen position's form prefilled. */
export const APPLY_LINK_VARIABLE = '##APPLYLINK##';

/** How long an invitation's link prefills the form. */
export const INVITE_DAYS = 14;

/** The interests the pool's form starts with (the form builder changes them like any field). */
export const POOL_INTEREST_KEYS = { area: 'pool_area', town: 'pool_town' } as const;

export const TALENT_POOL_TEXTS = {
  join: 'Gå med i vår talangpool',
  intro:
    'Hittar du ingen tjänst som passar just nu? Lämna ditt CV och vad du är intresserad av, så hör vi av oss när något passar.',
  notAnAd: 'Talangpoolen är ingen annons och kan inte publiceras, arkiveras, schemaläggas eller kopieras',
  closed: 'Talangpoolen är stängd',
  notOpen: 'Företaget har ingen öppen talangpool',
  notMember: 'Personen finns inte i talangpoolen',
  targetNotPosition: 'Välj en tjänst att bjuda in till',
  targetNotOpen: 'Tjänsten är inte öppen för ansökningar',
  needsLink: `Texten behöver ${APPLY_LINK_VARIABLE}, där länken till ansökan hamnar`,
  inviteNotFound: 'Inbjudan finns inte. Kontrollera länken i e-postmeddelandet.',
  inviteExpired: 'Inbjudan har gått ut. Du kan fortfarande söka tjänsten utan den.',
  usePoolFiles: (names: string) => `Använd CV:t du lämnade till talangpoolen (${names})`,
  alreadyApplied: 'Personen har redan sökt tjänsten',
  retentionSaved: (months: number) => `Medlemmarnas uppgifter sparas nu i ${months} månader`,
  invited: (n: number) => (n === 1 ? 'Inbjudan skickad' : `${n} inbjudningar skickade`),
  added: 'Tillagd i tjänsten',
  logInvited: (position: string) => `Inbjuden att söka ${position}`,
  logAdded: (position: string) => `Tillagd i ${position} från talangpoolen`,
  logFromPool: 'Tillagd från talangpoolen',
} as const;

/**
 * The receipt of joining the pool: what it is for and until when the person's data is kept (the pool's
 * own period from their last activity; they are asked before it ends, as applicants are).
 */
export function poolReceipt(companyName: string, months: number, keptUntil: string) {
  return {
    subject: `Välkommen till vår talangpool – ${companyName}`,
    text: [
      `Tack! Du finns nu i ${companyName}s talangpool. Vi hör av oss när en tjänst passar det du berättat om dig.`,
      `Vi sparar dina uppgifter i ${months} månader från din senaste kontakt med oss, nu till och med ${keptUntil}, för att kunna erbjuda dig tjänster. Innan dess frågar vi om du vill vara kvar; annars tas uppgifterna bort.`,
      `Med vänliga hälsningar\n${companyName}`,
    ].join('\n\n'),
  };
}

/** The default invitation text; the company's own templates can be chosen instead. */
export const DEFAULT_INVITE = {
  subject: 'Välkommen att söka ##POSITION##',
  body: `Hej ##FIRSTNAME##!\n\nDu finns i vår talangpool och vi tror att tjänsten ##POSITION## kan passa dig. Ansök här, med det du redan gett oss ifyllt:\n${APPLY_LINK_VARIABLE}\n\nMed vänliga hälsningar\n##SENDER##, ##COMPANY##`,
} as const;

/**
 * The pool's first form: the standard form's contact details, a CV (required), two interests and the
 * consent; no personnummer and no 'where did you find the ad'.
 */
export function talentPoolForm(): FormProperty[] {
  const dropped = new Set<string>([STANDARD_KEYS.ssn, STANDARD_KEYS.referer, STANDARD_KEYS.homePhone]);
  const standard = standardApplicationForm().filter(
    (p) => !dropped.has(p.key) && !p.key.startsWith(`${STANDARD_KEYS.referer}_`),
  );
  const at = standard.findIndex((p) => p.key === STANDARD_KEYS.additional);
  const order = standard[at]!.order;
  const interests: FormProperty[] = [
    {
      key: POOL_INTEREST_KEYS.area,
      type: 'text',
      label: 'Vilket område vill du arbeta inom?',
      placeholder: 't.ex. lager, kundtjänst, ekonomi',
      required: false,
      isHtml: false,
      order: order - 6,
      validators: [{ name: 'minLength', data: 1 }],
    },
    {
      key: POOL_INTEREST_KEYS.town,
      type: 'text',
      label: 'Var vill du arbeta?',
      placeholder: 't.ex. Västerås',
      required: false,
      isHtml: false,
      order: order - 3,
      validators: [],
    },
  ];
  const form = [...standard.slice(0, at), ...interests, ...standard.slice(at)];
  return form.map((p) =>
    p.key === STANDARD_KEYS.file
      ? { ...p, label: 'CV', validators: [{ name: 'fileRequired', data: true }] }
      : p,
  );
}

/** The pool as the staff screen shows it. */
export interface TalentPoolView {
  /** The pool's position (its members are its applications); null before it was first opened. */
  positionId: number | null;
  open: boolean;
  members: number;
  /** How many months a member's data is kept from their last activity (the pool's consent says it). */
  retentionMonths: number;
  /** The public page's address on the company's career site, when open. */
  publicUrl: string | null;
}

/** What an invitation's link fills in: the standard answers the member gave, for the position's form. */
export interface InvitePrefill {
  positionRef: number | string;
  positionName: string;
  answers: Record<string, string>;
  /**
   * The names of the files the member gave (`key`: the position's file question they answer, '' for none),
   * which the application can carry over; never their contents or an address to them.
   */
  files: { key: string; filename: string }[];
  expiresAt: string;
}
