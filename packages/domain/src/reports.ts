/**
 * Rapporter: the filter every report takes, the shapes they answer and their words. A report counts the
 * applications that came in during the period (Swedish days, both ends included) to the positions the
 * caller may see: an administrator the company's, a writer those they hold a right on.
 */
import { z } from 'zod';
import { isIsoDate } from './dates.ts';
import { SURVEY_TEXTS } from './survey-words.ts';

export * from './survey-words.ts';

/** A group of fewer people than this is never shown as a number (SPEC: equal treatment, NPS). */
export const REPORT_MIN_GROUP = 5;
export const FEWER_THAN_MIN = 'färre än 5';
/** A count of 5 or more hidden only so that a total cannot give a smaller one back. */
export const HIDDEN_COUNT = 'dold';
export const REPORT_MAX_YEARS = 50;

export const REPORT_TEXTS = {
  date: 'Ange ett datum (ÅÅÅÅ-MM-DD)',
  reversed: 'Periodens slut kan inte vara före dess början',
  tooLong: `Perioden får vara högst ${REPORT_MAX_YEARS} år`,
  positionNotFound: 'Tjänsten finns inte',
  recruiterNotFound: 'Rekryteraren finns inte i företaget',
  tooManyPositions: 'Välj högst 500 tjänster',
  unknownReport: 'Okänd rapport',
  noLevel: 'Ingen processnivå',
  unprocessed: 'Ej behandlad',
  direct: 'Direkt',
  noAnswer: 'Inget svar',
  unknownGender: 'Okänt',
  unknownAge: 'Okänd ålder',
} as const;

const day = z.string({ error: REPORT_TEXTS.date }).refine(isIsoDate, REPORT_TEXTS.date);
const id = z.coerce.number({ error: 'Ogiltigt id' }).int('Ogiltigt id').positive('Ogiltigt id');

/** Period, positions and recruiter: the filter of every report (a period check is the server's). */
export const reportFilterShape = {
  from: day,
  to: day,
  /** Only these positions (each one the caller may see, else 404); absent: all they may see. */
  positionIds: z.array(id).max(500, REPORT_TEXTS.tooManyPositions).optional(),
  /** Only the positions this member is responsible for; in the activity report, only their work. */
  recruiterId: id.optional(),
};

/** A count of people that may be too small to show: null means fewer than REPORT_MIN_GROUP. */
/** A count shown; null, one under 5 ('färre än 5'); 'hidden', one hidden so a total cannot reveal another. */
export type GroupCount = number | null | 'hidden';
/** How a group's count is written, on the screen and in the CSV alike. */
export const groupCountText = (count: GroupCount) =>
  count === null ? FEWER_THAN_MIN : count === 'hidden' ? HIDDEN_COUNT : String(count);

export interface FunnelStage {
  /** The label's id; null for no process level ('Ingen processnivå') or no status ('Ej behandlad'). */
  id: number | null;
  name: string;
  /** Applications that were ever at this stage. */
  reached: number;
  /** reached / the stage before's reached (the first level: of all applications); null when that is 0. */
  conversion: number | null;
  /** Applications at this stage now (the last stage they reached: where they stopped). */
  now: number;
}
export interface FunnelReport {
  applications: number;
  /** 'Ingen processnivå' first, then the company's process levels in order. */
  levels: FunnelStage[];
  /** 'Ej behandlad' first, then the statuses in order (conversion: of all applications). */
  statuses: FunnelStage[];
}

export interface StageTime {
  id: number | null;
  name: string;
  /** Stays that ended (the application moved on or back); their length is known. */
  completed: number;
  /** Applications at the stage now. */
  ongoing: number;
  /** Of the completed stays, in hours (two decimals); null without any. */
  medianHours: number | null;
  p75Hours: number | null;
}
export interface StageTimesReport {
  levels: StageTime[];
  statuses: StageTime[];
}

export interface HiringRow {
  positionId: number;
  name: string;
  applications: number;
  hires: number;
  /** Median days from an application to its reaching the last process level (a hire). */
  medianDaysToHire: number | null;
  /** Days from the position's publication (or creation) to its first hire. */
  daysToFill: number | null;
}
export interface HiringReport {
  /** The process level that counts as a hire: the company's last. */
  hireLevel: { id: number; name: string } | null;
  positions: HiringRow[];
}

export interface SourceRow {
  source: string;
  applications: number;
  /** Applications with an interview booked. */
  interviews: number;
  hires: number;
}
export interface SourcesReport {
  sources: SourceRow[];
  /** The form's 'Var hittade du annonsen?' answers, beside the tracked sources. */
  answers: { answer: string; applications: number }[];
}

export interface ActivityRow {
  userId: number;
  name: string;
  statusChanges: number;
  emails: number;
  notes: number;
  interviewsBooked: number;
}
export interface ActivityReport {
  recruiters: ActivityRow[];
}

export interface EqualityRow {
  group: string;
  applicants: GroupCount;
  movedOn: GroupCount;
  hired: GroupCount;
}
export interface EqualityReport {
  byGender: EqualityRow[];
  byAge: EqualityRow[];
}

/** Age bands of the equal treatment follow-up (age when applying). */
export const AGE_BANDS = [
  { name: '–24', max: 24 },
  { name: '25–34', max: 34 },
  { name: '35–44', max: 44 },
  { name: '45–54', max: 54 },
  { name: '55–', max: 200 },
] as const;

export const REPORT_NAMES = ['funnel', 'stageTimes', 'hiring', 'sources', 'activity', 'equality'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
export const REPORT_FILE_NAMES: Record<ReportName, string> = {
  funnel: 'tratt',
  stageTimes: 'tid-per-steg',
  hiring: 'tid-till-anstallning',
  sources: 'kallor',
  activity: 'aktivitet',
  equality: 'likabehandling',
};

/** The filter as a handler reads it (parsed). */
export type ReportFilter = z.output<z.ZodObject<typeof reportFilterShape>>;

/** What ended before a candidate survey: a hire, a rejection or the candidate withdrawing. */
export type SurveyEnding = 'hired' | 'rejected' | 'withdrawn';

/** The company's candidate survey (NPS) setting. */
export interface SurveySettings {
  enabled: boolean;
  delayDays: number;
  onHired: boolean;
  onRejected: boolean;
  /** After the candidate withdrew an application (Mina sidor). */
  onWithdrawn: boolean;
  /** The status that counts as a rejection (null: none chosen). */
  rejectedLabelId: number | null;
}

/** A company that never set its survey: off, and what turning it on first offers. */
export const SURVEY_SETTINGS_OFF: SurveySettings = {
  enabled: false,
  delayDays: 7,
  onHired: true,
  onRejected: true,
  onWithdrawn: false,
  rejectedLabelId: null,
};

export const surveySettingsShape = {
  enabled: z.boolean({ error: 'Ogiltigt värde' }),
  delayDays: z.coerce
    .number({ error: SURVEY_TEXTS.delay })
    .int(SURVEY_TEXTS.delay)
    .min(0, SURVEY_TEXTS.delay)
    .max(60, SURVEY_TEXTS.delay),
  onHired: z.boolean({ error: 'Ogiltigt värde' }),
  onRejected: z.boolean({ error: 'Ogiltigt värde' }),
  onWithdrawn: z.boolean({ error: 'Ogiltigt värde' }),
  rejectedLabelId: id.nullable(),
};

/** POST /api/public/surveys/:token */
export const surveyAnswerSchema = z.object({
  score: z
    .number({ error: SURVEY_TEXTS.score })
    .int(SURVEY_TEXTS.score)
    .min(0, SURVEY_TEXTS.score)
    .max(10, SURVEY_TEXTS.score),
  comment: z.string({ error: SURVEY_TEXTS.comment }).trim().max(2000, SURVEY_TEXTS.comment).default(''),
});

export interface NpsRow {
  group: string;
  answers: GroupCount;
  /** -100 to 100; null when fewer than 5 answered. */
  nps: number | null;
}
export interface NpsReport {
  total: NpsRow;
  byPosition: NpsRow[];
  byStage: NpsRow[];
  byMonth: NpsRow[];
}
