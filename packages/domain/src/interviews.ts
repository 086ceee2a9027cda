/**
 * Interviews the candidate books: a staff member's availability (working hours, zone, busy calendars),
 * an interview set up from an application (type, length, interviewers, window, buffers), the candidate's
 * booking page and the words all of them use. The free times themselves are worked out in
 * interview-slots.ts.
 */
import { z } from 'zod';
import { isIsoDate } from './dates.ts';
import { positiveId } from './ids.ts';
import { isTimeZone } from './time-zones.ts';
import {
  INTERVIEW_KINDS,
  INTERVIEW_LIMITS,
  INTERVIEW_TEXTS,
  type InterviewFacts,
} from './interview-words.ts';

export * from './interview-words.ts';

const hhmm = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/, INTERVIEW_TEXTS.badTime);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** One span of working time, wall clock in the staff member's zone. */
export const hoursSpanSchema = z
  .object({ start: hhmm, end: hhmm })
  .refine((s) => minutesOf(s.end) > minutesOf(s.start), {
    message: INTERVIEW_TEXTS.hoursOrder,
    path: ['end'],
  });

const daySpans = z
  .array(hoursSpanSchema)
  .max(4)
  .refine(
    (spans) => {
      const sorted = [...spans].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
      return sorted.every((s, i) => i === 0 || minutesOf(s.start) >= minutesOf(sorted[i - 1]!.end));
    },
    { message: INTERVIEW_TEXTS.hoursOverlap },
  );

/** Working hours per ISO weekday ('1' = Monday … '7' = Sunday); a day left out is not a working day. */
export const weeklyHoursSchema = z.object({
  1: daySpans.optional(),
  2: daySpans.optional(),
  3: daySpans.optional(),
  4: daySpans.optional(),
  5: daySpans.optional(),
  6: daySpans.optional(),
  7: daySpans.optional(),
});
export type WeeklyHoursInput = z.infer<typeof weeklyHoursSchema>;

/** Monday to Friday, 09–12 and 13–16: what a new interviewer starts with. */
export const DEFAULT_WEEKLY_HOURS: WeeklyHoursInput = Object.fromEntries(
  [1, 2, 3, 4, 5].map((d) => [
    d,
    [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '16:00' },
    ],
  ]),
);

export const timeZoneSchema = z.string().trim().refine(isTimeZone, INTERVIEW_TEXTS.badZone);

export const availabilityShape = {
  timeZone: timeZoneSchema,
  hours: weeklyHoursSchema,
  maxPerDay: z.coerce
    .number({ error: 'Ange ett antal' })
    .int()
    .min(1, 'Minst 1')
    .max(INTERVIEW_LIMITS.maxPerDay, `Högst ${INTERVIEW_LIMITS.maxPerDay}`)
    .nullable(),
};

const httpsAddress = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(2000, 'Adressen är för lång')
    .transform((u) => u.replace(/^webcal:/i, 'https:'))
    .refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), message);

/** A busy-time source: an ICS feed address, or a CalDAV account (its password kept sealed). */
export const calendarSourceInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ics'), url: httpsAddress('Ange kalenderns adress (https://…)') }),
  z.object({
    kind: z.literal('caldav'),
    url: httpsAddress('Ange CalDAV-serverns adress (https://…)'),
    username: z.string({ error: 'Ange användarnamnet' }).trim().min(1, 'Ange användarnamnet').max(200),
    password: z.string({ error: 'Ange lösenordet' }).min(1, 'Ange lösenordet').max(500),
  }),
]);
export type CalendarSourceInput = z.infer<typeof calendarSourceInput>;

export const isoDateSchema = z.string().refine(isIsoDate, 'Ange ett datum (ÅÅÅÅ-MM-DD)');
const minutes = (min: number, max: number) =>
  z.coerce
    .number({ error: 'Ange antal minuter' })
    .int('Ange hela minuter')
    .min(min, `Minst ${min} minuter`)
    .max(max, `Högst ${max} minuter`);

/** How an interview is set up: what the free times are worked out from. */
export const interviewSetupShape = {
  kind: z.enum(INTERVIEW_KINDS, { error: 'Välj typ av intervju' }),
  place: z.string().trim().max(500, 'Högst 500 tecken').default(''),
  durationMinutes: minutes(INTERVIEW_LIMITS.minMinutes, INTERVIEW_LIMITS.maxMinutes),
  interviewerIds: z
    .array(positiveId('Ogiltig intervjuare'), { error: 'Välj minst en intervjuare' })
    .min(1, 'Välj minst en intervjuare')
    .max(INTERVIEW_LIMITS.maxInterviewers, `Högst ${INTERVIEW_LIMITS.maxInterviewers} intervjuare`),
  /** How many of the interviewers must be free (and take part): all of them, or any N. */
  need: z.coerce.number().int().min(1, 'Minst 1').max(INTERVIEW_LIMITS.maxInterviewers),
  windowFrom: isoDateSchema,
  windowTo: isoDateSchema,
  bufferBeforeMinutes: minutes(0, INTERVIEW_LIMITS.maxBufferMinutes).default(0),
  bufferAfterMinutes: minutes(0, INTERVIEW_LIMITS.maxBufferMinutes).default(0),
  noticeHours: z.coerce
    .number({ error: 'Ange antal timmar' })
    .int()
    .min(0)
    .max(INTERVIEW_LIMITS.maxNoticeHours, `Högst ${INTERVIEW_LIMITS.maxNoticeHours} timmar`)
    .default(24),
};
export type InterviewSetup = z.output<z.ZodObject<typeof interviewSetupShape>>;

/** Checks across the setup's fields (the window's order and length, N of M). */
export function checkSetup(setup: InterviewSetup, ctx: z.RefinementCtx): void {
  if (setup.need > new Set(setup.interviewerIds).size) {
    ctx.addIssue({ code: 'custom', path: ['need'], message: INTERVIEW_TEXTS.needTooLarge });
  }
  if (setup.windowTo < setup.windowFrom) {
    ctx.addIssue({ code: 'custom', path: ['windowTo'], message: INTERVIEW_TEXTS.windowOrder });
  } else {
    const days = (Date.parse(setup.windowTo) - Date.parse(setup.windowFrom)) / 86_400_000;
    if (days >= INTERVIEW_LIMITS.maxWindowDays) {
      ctx.addIssue({ code: 'custom', path: ['windowTo'], message: INTERVIEW_TEXTS.windowTooLong });
    }
  }
}

export const interviewId = positiveId('Ogiltig intervju');
export const calendarSourceId = positiveId('Ogiltig kalender');
/** A start time chosen among the free ones (ISO 8601 with offset or Z). */
export const slotStartSchema = z.iso.datetime({ offset: true, error: 'Välj en tid' });

export const CALENDAR_SOURCE_STATES = ['pending', 'ok', 'failing'] as const;
export type CalendarSourceState = (typeof CALENDAR_SOURCE_STATES)[number];

/** A busy-time source as its owner sees it (never the password). */
export interface CalendarSource {
  id: number;
  kind: 'ics' | 'caldav';
  url: string;
  username: string | null;
  state: CalendarSourceState;
  /** Why it fails, in Swedish, when it does. */
  failure: string | null;
  /** When it was last read (ISO), or null before the first time. */
  checkedAt: string | null;
  busyCount: number;
}

export interface Availability {
  timeZone: string;
  hours: WeeklyHoursInput;
  maxPerDay: number | null;
  /** False until the staff member has saved their hours once (the defaults are shown). */
  saved: boolean;
  sources: CalendarSource[];
  /** The private subscription address of their interviews, or null before one is made. */
  feedUrl: string | null;
}

/** A free time offered: its start and end (ISO) and who would interview then. */
export interface OfferedSlot {
  start: string;
  end: string;
  interviewerIds: number[];
}

export interface Interviewer {
  id: number;
  name: string;
  email: string;
  /** Has saved working hours (without, the defaults apply). */
  hasAvailability: boolean;
}

export interface InterviewView extends InterviewFacts {
  id: number;
  applicationId: number;
  positionId: number;
  applicantName: string;
  positionName: string;
  interviewers: { id: number; name: string }[];
  windowFrom: string;
  windowTo: string;
  createdAt: string;
  createdBy: string | null;
  /** The candidate's booking link, for the recruiter to copy (null once cancelled). */
  bookingUrl: string | null;
}
