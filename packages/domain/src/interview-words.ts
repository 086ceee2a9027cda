/**
 * The words and plain values of interviews, without zod: the kinds, statuses and weekdays with their
 * Swedish names, the limits, the texts, the booking link's variable and address, and what the candidate's
 * booking page receives. The career site's booking page reads them through '@rekry/domain/public';
 * interviews.ts holds the schemas and re-exports these.
 */
import { TIME_ZONE } from './format.ts';

export const INTERVIEW_KINDS = ['onsite', 'video', 'phone'] as const;
export type InterviewKind = (typeof INTERVIEW_KINDS)[number];
export const INTERVIEW_KIND_LABELS: Record<InterviewKind, string> = {
  onsite: 'På plats',
  video: 'Video',
  phone: 'Telefon',
};
/** What the place field holds for each kind. */
export const INTERVIEW_PLACE_LABELS: Record<InterviewKind, string> = {
  onsite: 'Adress',
  video: 'Länk till mötet',
  phone: 'Telefonnummer',
};

/** Invited: the candidate has a link and no time yet; booked: a time is set; cancelled: by either side. */
export const INTERVIEW_STATUSES = ['invited', 'booked', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = {
  invited: 'Väntar på bokning',
  booked: 'Bokad',
  cancelled: 'Avbokad',
};

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  1: 'Måndag',
  2: 'Tisdag',
  3: 'Onsdag',
  4: 'Torsdag',
  5: 'Fredag',
  6: 'Lördag',
  7: 'Söndag',
};

/** Interviews are set up and shown in Swedish time unless a staff member works in another zone. */
export const DEFAULT_TIME_ZONE = TIME_ZONE;
export const INTERVIEW_LIMITS = {
  minMinutes: 15,
  maxMinutes: 180,
  maxBufferMinutes: 120,
  maxNoticeHours: 14 * 24,
  maxWindowDays: 60,
  maxInterviewers: 10,
  maxPerDay: 20,
  maxSources: 5,
  /** Applications invited in one go (the list's or board's selection). */
  maxApplications: 100,
} as const;

export const INTERVIEW_TEXTS = {
  notFound: 'Intervjun finns inte',
  linkUnknown: 'Länken är ogiltig eller har gått ut.',
  cancelled: 'Intervjun är avbokad.',
  windowPassed: 'Tiden för att boka har gått ut. Hör av dig till företaget om du vill ha en ny tid.',
  slotTaken: 'Tiden hann bokas av någon annan. Välj en av de lediga tiderna nedan.',
  slotGone: 'Tiden är inte längre ledig. Välj en av de lediga tiderna nedan.',
  noSlots: 'Det finns inga lediga tider just nu. Hör av dig till företaget.',
  booked: 'Tack! Intervjun är bokad.',
  moved: 'Intervjun är flyttad.',
  cancelDone: 'Intervjun är avbokad.',
  alreadyBooked: 'Intervjun är redan bokad.',
  notBooked: 'Intervjun har ingen bokad tid.',
  past: 'Intervjun har redan varit.',
  interviewerNotMember: 'En av intervjuarna hör inte till företaget',
  needTooLarge: 'Fler intervjuare måste vara lediga än du har valt',
  windowOrder: 'Sista dagen kan inte vara före första dagen',
  windowTooLong: `Högst ${INTERVIEW_LIMITS.maxWindowDays} dagar`,
  windowPast: 'Sista dagen har redan varit',
  fixedOneApplication: 'En bestämd tid kan bara ges till en sökande åt gången',
  hoursOrder: 'Sluttiden måste vara efter starttiden',
  hoursOverlap: 'Tiderna överlappar varandra',
  badTime: 'Ange tiden som TT:MM',
  badZone: 'Okänd tidszon',
  sourceLimit: `Högst ${INTERVIEW_LIMITS.maxSources} kalendrar`,
  sourceNotFound: 'Kalendern finns inte',
  sourceAdded: 'Kalendern är tillagd. Upptagna tider hämtas nu.',
  feedRenewed: 'En ny adress är skapad. Den gamla slutar fungera.',
  availabilitySaved: 'Tillgängligheten är sparad',
  nonexistentTime: 'Den tiden finns inte i svensk tid (klockan ställs fram)',
  invitationSubject: (company: string, position: string) => `Boka intervju – ${position}, ${company}`,
  bookedSubject: (position: string) => `Intervju bokad: ${position}`,
  movedSubject: (position: string) => `Intervjun är flyttad: ${position}`,
  cancelledSubject: (position: string) => `Intervjun är avbokad: ${position}`,
  reminderSubject: (position: string) => `Påminnelse: intervju i morgon – ${position}`,
} as const;

/** The booking link's variable in an e-mail template (filled per recipient from their open invitation). */
export const BOOKING_LINK_VARIABLE = '##BOOKINGLINK##';

/** The candidate's booking page: on the career site (its theme), addressed by the link's secret. */
export const bookingPagePath = (token: string) => `/boka/${token}`;

/** A time the candidate may choose, as ISO instants. */
export interface FreeTime {
  start: string;
  end: string;
}

/** An interview's state, kind, place and time (null until booked), as staff and the candidate see them. */
export interface InterviewFacts {
  status: InterviewStatus;
  kind: InterviewKind;
  place: string;
  durationMinutes: number;
  start: string | null;
  end: string | null;
}

/** What the candidate's booking page shows. */
export interface PublicBooking extends InterviewFacts {
  companyName: string;
  positionName: string;
  applicantName: string;
  interviewers: string[];
  /**
   * The free times to book an invitation at; empty once booked (where it may move is asked when the
   * candidate wants to move it, so those are fresh) or closed.
   */
  slots: FreeTime[];
  /** Why nothing can be chosen (window passed, cancelled), or null. */
  closed: string | null;
  timeZone: string;
}
