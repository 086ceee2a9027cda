/**
 * Interviews (the issue's goals): the free times of five interviewers whose calendars hold a year of
 * meetings, p95 within 50 ms; and candidates booking under load, 100 a second or more, with no
 * interviewer booked twice at once.
 *
 * - interview-slots: get_InterviewSlots for 45 minutes over four weeks from next Monday, any 2 of the 5
 *   free (every interviewer is looked at for every start, which all of them would end at the first busy
 *   one), one connection at a time so latency is the server's. The interviewers are interview-staff.ts's.
 * - interview-booking: the candidate's POST /api/public/interviews/:token/book on the suite's connections,
 *   a distinct invitation per request (create_Interviews on the applicant scenarios' applicants), 15-minute
 *   phone interviews, any 1 of the interviewers. The starts are planned from the free times read once:
 *   about two requests per start and interviewer free then (fewer for one with a daily cap), shuffled
 *   within each day, so two candidates often want the same time at once. 200 (booked) and 409 (taken
 *   meanwhile, or no longer free) are both the product at work; anything else is an error. Afterwards the
 *   bookings are checked: on PostgreSQL over interview_slots, on PGlite through each interviewer's feed.
 */
import type autocannon from 'autocannon';
import ICAL from 'ical.js';
import pg from 'pg';
import { addDays, stockholmDate, type InterviewView, type OfferedSlot } from '@rekry/domain';
import { seededRandom } from '../../apps/server/src/areas/data-generation/sample-data/cvs.ts';
import { DEMO_CONTAINERS, DEMO_POSITIONS } from '../../apps/server/src/demo/seed.ts';
import { call, dispatchRequest, prepareOnce } from './applicant-scenarios.ts';
import { prepareStaff, type Interviewer, type Staff } from './interview-staff.ts';
import type { BenchContext, Scenario } from './scenario.ts';

const containerId = DEMO_CONTAINERS.demo.id;
const positionId = DEMO_POSITIONS.warehouse.id;
const json = { 'content-type': 'application/json' };
/** Requests aimed at each start and interviewer free then. */
const AIMS_PER_FREE_TIME = 2;
/** create_Interviews takes at most this many applicants at once. */
const INVITE_BATCH = 100;
/** Invitations at most: more than a run sends at a few hundred bookings a second. */
const MAX_INVITATIONS = 4000;

/** Four weeks from next Monday (Swedish dates); a Monday gives the Monday after. */
function fourWeeks() {
  const today = stockholmDate();
  const sunday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const windowFrom = addDays(today, (8 - sunday) % 7 || 7);
  return { windowFrom, windowTo: addDays(windowFrom, 27) };
}

const slotsSetup = (interviewerIds: number[]) => ({
  containerId,
  positionId,
  kind: 'video',
  place: '',
  durationMinutes: 45,
  interviewerIds,
  need: 2,
  ...fourWeeks(),
});

const slotsNotes: string[] = [];

const interviewSlots: Scenario = {
  id: 'interview-slots',
  label: "get_InterviewSlots: 5 interviewers' calendars (a year each), 4 weeks, 45 min, any 2 free",
  maxConnections: 1,
  prepare: async (ctx) => {
    const staff = await prepareStaff(ctx);
    const data = slotsSetup(staff.interviewers.map((i) => i.id));
    const slots = await call<OfferedSlot[]>(ctx, staff.token, 'get_InterviewSlots', data);
    slotsNotes.push(
      ...staff.notes,
      `${slots.length} free times offered, ${data.windowFrom} to ${data.windowTo}, any 2 of ${staff.interviewers.length}`,
    );
    return { url: ctx.serverUrl, requests: [dispatchRequest(staff.token, 'get_InterviewSlots', data)] };
  },
  check: async () => slotsNotes,
};

const bookingSetup = (interviewerIds: number[]) => ({
  containerId,
  positionId,
  kind: 'phone',
  place: '',
  durationMinutes: 15,
  interviewerIds,
  need: 1,
  ...fourWeeks(),
});

/**
 * The starts to book, in order: for each start, AIMS_PER_FREE_TIME requests per interviewer free then (an
 * interviewer with a daily cap counts as the share of their free starts that day the cap lets them take),
 * shuffled within each day.
 */
async function plannedStarts(ctx: BenchContext, staff: Staff): Promise<string[]> {
  const setup = bookingSetup([]);
  const share = new Map<string, number>();
  for (const interviewer of staff.interviewers) {
    const own = { ...setup, interviewerIds: [interviewer.id] };
    const slots = await call<OfferedSlot[]>(ctx, staff.token, 'get_InterviewSlots', own);
    const perDay = new Map<string, number>();
    const dayOf = (start: string) => stockholmDate(new Date(start));
    for (const s of slots) perDay.set(dayOf(s.start), (perDay.get(dayOf(s.start)) ?? 0) + 1);
    for (const s of slots) {
      const cap = interviewer.maxPerDay;
      const weight = cap === null ? 1 : Math.min(1, cap / perDay.get(dayOf(s.start))!);
      share.set(s.start, (share.get(s.start) ?? 0) + weight);
    }
  }
  const rnd = seededRandom(4711);
  const days = new Map<string, string[]>();
  for (const [start, free] of [...share].sort(([a], [b]) => Date.parse(a) - Date.parse(b))) {
    const day = stockholmDate(new Date(start));
    const list = days.get(day) ?? [];
    for (let n = Math.round(AIMS_PER_FREE_TIME * free); n > 0; n--) list.push(start);
    days.set(day, list);
  }
  return [...days.values()].flatMap((list) => {
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
    return list;
  });
}

/** Application ids of the bench's position, newest first. */
async function applicationIds(ctx: BenchContext, token: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  let after: string | undefined;
  while (ids.length < count) {
    const page = await call<{ items: { id: number }[]; nextCursor: string | null }>(
      ctx,
      token,
      'get_ApplicantsByPosition',
      { containerId, positionId, take: 200, ...(after ? { after } : {}) },
    );
    ids.push(...page.items.map((i) => i.id));
    if (!page.nextCursor) break;
    after = page.nextCursor;
  }
  return ids.slice(0, count);
}

/** Invitations with a booking link, INVITE_BATCH at a time: each one's id and link token. */
async function invite(ctx: BenchContext, staff: Staff, applicants: number[]) {
  const setup = bookingSetup(staff.interviewers.map((i) => i.id));
  const invited: { id: number; token: string }[] = [];
  const started = Date.now();
  for (let i = 0; i < applicants.length; i += INVITE_BATCH) {
    const { interviews } = await call<{ interviews: InterviewView[] }>(
      ctx,
      staff.token,
      'create_Interviews',
      {
        ...setup,
        applicantIds: applicants.slice(i, i + INVITE_BATCH),
        subject: 'Välkommen på telefonintervju',
        body: 'Hej!\n\nVälj en tid som passar dig här: ##BOOKINGLINK##\n\nVänliga hälsningar',
      },
    );
    for (const v of interviews) invited.push({ id: v.id, token: v.bookingUrl!.split('/boka/')[1]! });
  }
  ctx.log(`interviews: ${invited.length} invitations in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return invited;
}

interface Booked {
  /** Interviews of the plan booked now. */
  booked: number;
  /** Pairs of one interviewer's bookings that overlap. */
  overlaps: number;
  /** Interviewer-days with more bookings than their cap: the bookings and the cap of each. */
  overCap: { n: number; cap: number }[];
  how: string;
}

const overCapText = (days: Booked['overCap']) =>
  days.length
    ? `${days.length} (${days
        .slice(0, 5)
        .map((d) => `${d.n} where the cap is ${d.cap}`)
        .join(', ')}${days.length > 5 ? ' …' : ''})`
    : '0';

/** What interview_slots holds: the plan's bookings, overlaps of one interviewer, days over a cap. */
async function bookedInDatabase(databaseUrl: string, ids: number[]): Promise<Booked> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ booked: number; overlaps: number }>(
      `select
         (select count(*)::int from interviews where id = any($1) and status = 'booked') as booked,
         (select count(*)::int from interview_slots a join interview_slots b
            on a.user_id = b.user_id and a.interview_id < b.interview_id
           and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')) as overlaps`,
      [ids],
    );
    // Counted as freeSlots counts a day's bookings: by the day (their zone) the blocked range starts on.
    const overCap = await client.query<{ n: number; cap: number }>(
      `select count(*)::int as n, a.max_per_day as cap
       from interview_slots s join interviewer_availability a using (user_id)
       where a.max_per_day is not null
       group by s.user_id, (s.starts_at at time zone a.time_zone)::date, a.max_per_day
       having count(*) > a.max_per_day
       order by count(*) - a.max_per_day desc`,
    );
    return { ...rows[0]!, overCap: overCap.rows, how: 'over interview_slots' };
  } finally {
    await client.end();
  }
}

/** The same, read from each interviewer's private feed (a new address each, renew_MyInterviewFeed). */
async function bookedInFeeds(ctx: BenchContext, interviewers: Interviewer[], ids: number[]): Promise<Booked> {
  const planned = new Set(ids);
  const result: Booked = { booked: 0, overlaps: 0, overCap: [], how: "through the interviewers' feeds" };
  for (const interviewer of interviewers) {
    const { feedUrl } = await call<{ feedUrl: string }>(ctx, interviewer.token, 'renew_MyInterviewFeed', {});
    const res = await fetch(`${ctx.serverUrl}${new URL(feedUrl).pathname}`);
    if (!res.ok) throw new Error(`the feed of ${interviewer.email} answered HTTP ${res.status}`);
    const events = new ICAL.Component(ICAL.parse(await res.text()) as never)
      .getAllSubcomponents('vevent')
      .map((e) => {
        const event = new ICAL.Event(e);
        return {
          id: Number(/^interview-(\d+)@/.exec(event.uid)?.[1]),
          start: event.startDate.toJSDate().getTime(),
          end: event.endDate.toJSDate().getTime(),
        };
      })
      .sort((a, b) => a.start - b.start);
    let reach = -Infinity;
    const perDay = new Map<string, number>();
    for (const e of events) {
      if (planned.has(e.id)) result.booked++;
      if (e.start < reach) result.overlaps++;
      reach = Math.max(reach, e.end);
      const day = stockholmDate(new Date(e.start));
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    const cap = interviewer.maxPerDay;
    if (cap !== null) for (const n of perDay.values()) if (n > cap) result.overCap.push({ n, cap });
  }
  return result;
}

/** What the booking scenario planned and sent, for its check. */
const booking = { ids: [] as number[], starts: 0, repeated: 0 };

const interviewBooking: Scenario = {
  id: 'interview-booking',
  label: 'POST /api/public/interviews/:token/book, a candidate each, about 2 per free time (200 or 409)',
  prepare: async (ctx) => {
    const staff = await prepareStaff(ctx);
    await prepareOnce(ctx);
    const starts = await plannedStarts(ctx, staff);
    const applicants = await applicationIds(ctx, staff.token, Math.min(starts.length, MAX_INVITATIONS));
    const invited = await invite(ctx, staff, applicants);
    const plan = starts.slice(0, invited.length);
    booking.starts = new Set(plan).size;
    ctx.log(`interviews: ${plan.length} bookings planned at ${booking.starts} starts`);
    booking.ids = invited.map((i) => i.id);
    const book = (n: number) => ({
      path: `/api/public/interviews/${invited[n]!.token}/book`,
      body: JSON.stringify({ start: plan[n] }),
    });
    // The probe sends the first as it stands; the load takes the others in turn, on every connection alike.
    let next = 1;
    const request: autocannon.Request = {
      method: 'POST',
      headers: { ...json },
      ...book(0),
      setupRequest: (req) => {
        const n = next++;
        if (n >= plan.length) booking.repeated++;
        return { ...req, ...book(n % plan.length) };
      },
    };
    return { url: ctx.serverUrl, requests: [request] };
  },
  check: async (ctx, measured) => {
    const staff = await prepareStaff(ctx);
    const codes = measured.statusCodes;
    const found = ctx.databaseUrl
      ? await bookedInDatabase(ctx.databaseUrl, booking.ids)
      : await bookedInFeeds(ctx, staff.interviewers, booking.ids);
    const notes = [
      ...staff.notes,
      `planned: ${booking.ids.length} invitations, each booking one of ${booking.starts} starts (15 minutes, ` +
        `any 1 of ${staff.interviewers.length}, four weeks from next Monday)`,
      `measured: ${codes['200'] ?? 0} booked (200), ${codes['409'] ?? 0} refused (409: taken meanwhile or no ` +
        `longer free), ${measured.requestsPerSecond} a second; the latencies are the 200s'`,
      `in all (the probe and the warm-up too): ${found.booked} invitations booked`,
      `overlapping bookings of one interviewer: ${found.overlaps} (checked ${found.how}); ` +
        `interviewer-days over their daily cap: ${overCapText(found.overCap)}`,
    ];
    if (booking.repeated)
      notes.push(
        `the plan ran out: ${booking.repeated} requests were sent again to invitations already tried`,
      );
    const others = Object.entries(codes).filter(([code]) => code !== '200' && code !== '409');
    const problems = [
      ...others.map(([code, n]) => `${n} × HTTP ${code}`),
      ...(measured.errors ? [`${measured.errors} connection errors`] : []),
      ...(found.overlaps ? [`${found.overlaps} double bookings`] : []),
    ];
    if (problems.length) throw new Error(`${problems.join(', ')} (${notes.join('; ')})`);
    return notes;
  },
};

export const interviewScenarios: Scenario[] = [interviewSlots, interviewBooking];
