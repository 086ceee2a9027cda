import type {
  Availability,
  Interviewer,
  InterviewFacts,
  InterviewView,
  OfferedSlot,
  PublicBooking,
} from '@rekry/domain';
import { DEFAULT_WEEKLY_HOURS } from '@rekry/domain';

/** Tuesday 8 December 2026 10:00 and 11:00, Wednesday 9 December 14:00 (Swedish time), 45 minutes each. */
export const SLOTS: OfferedSlot[] = [
  { start: '2026-12-08T09:00:00.000Z', end: '2026-12-08T09:45:00.000Z', interviewerIds: [7] },
  { start: '2026-12-08T10:00:00.000Z', end: '2026-12-08T10:45:00.000Z', interviewerIds: [7] },
  { start: '2026-12-09T13:00:00.000Z', end: '2026-12-09T13:45:00.000Z', interviewerIds: [7, 8] },
];

export const INTERVIEWERS: Interviewer[] = [
  { id: 7, name: 'Anna Andersson', email: 'anna@demo.rekry.test', hasAvailability: true },
  { id: 8, name: 'Bertil Berg', email: 'bertil@demo.rekry.test', hasAvailability: false },
];

/** The fixtures' interview as both the staff and the candidate see it: a video call, not yet booked. */
const INVITED: InterviewFacts = {
  status: 'invited',
  kind: 'video',
  place: 'https://meet.example.se/abc',
  durationMinutes: 45,
  start: null,
  end: null,
};

/** An interview of Anna Berg's application (501) to Lagermedarbetare (101). */
export function interview(overrides: Partial<InterviewView> = {}): InterviewView {
  return {
    id: 31,
    applicationId: 501,
    positionId: 101,
    applicantName: 'Anna Berg',
    positionName: 'Lagermedarbetare',
    ...INVITED,
    interviewers: [{ id: 7, name: 'Anna Andersson' }],
    windowFrom: '2026-12-03',
    windowTo: '2026-12-16',
    createdAt: '2026-12-02T10:00:00.000Z',
    createdBy: 'Anna Andersson',
    bookingUrl: `http://jobb.localhost:3000/boka/${'T'.repeat(43)}`,
    ...overrides,
  };
}

/** The member's availability before they have saved anything: the suggested hours, no calendars. */
export function availability(overrides: Partial<Availability> = {}): Availability {
  return {
    timeZone: 'Europe/Stockholm',
    hours: DEFAULT_WEEKLY_HOURS,
    maxPerDay: null,
    saved: false,
    sources: [],
    feedUrl: null,
    ...overrides,
  };
}

/** What the candidate's booking page gets for an invitation with the three free times. */
export function publicBooking(overrides: Partial<PublicBooking> = {}): PublicBooking {
  return {
    companyName: 'Demo AB',
    positionName: 'Lagermedarbetare',
    applicantName: 'Anna Berg',
    ...INVITED,
    interviewers: ['Anna Andersson'],
    slots: SLOTS.map(({ start, end }) => ({ start, end })),
    closed: null,
    timeZone: 'Europe/Stockholm',
    ...overrides,
  };
}
