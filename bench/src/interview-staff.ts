/**
 * The interviewers of the interview scenarios: five members of Demo AB, each with a year's calendar
 * (calendar-feeds.ts) read into busy times as the calendar sync does it: the feed expanded by
 * busyTimesOfAll over the sync window, written as an ICS source in state 'ok' with its calendar_busy rows.
 *
 * PostgreSQL only (direct inserts on BENCH_DATABASE_URL, as cv-texts.ts): the demo has four members, so a
 * fifth is added as the server's tests add users (a users row and its membership; the admin's password
 * hash, so the demo password signs them in). On PGlite the server's database is inside its process: the
 * scenarios then take the demo's four members without busy times, and say so.
 */
import pg from 'pg';
import { DEMO_CONTAINERS, DEMO_PASSWORD, DEMO_USERS } from '../../apps/server/src/demo/seed.ts';
import { busyTimesOfAll } from '../../apps/server/src/platform/calendar/busy-times.ts';
import { call } from './applicant-scenarios.ts';
import { FEED_TIME_ZONE, syncWindow, yearFeed } from './calendar-feeds.ts';
import type { BenchContext } from './scenario.ts';

const containerId = DEMO_CONTAINERS.demo.id;
/** How many interviewers the goal names. */
export const INTERVIEWERS = 5;
const WRITE = 2;

export interface Interviewer {
  id: number;
  email: string;
  /** Their own session (their feed, their availability). */
  token: string;
  /** Most interviews a day, or null. */
  maxPerDay: number | null;
}

export interface Staff {
  /** A writer of Demo AB, who sets interviews up. */
  token: string;
  interviewers: Interviewer[];
  /** Lines for the report: who, and what their calendars hold. */
  notes: string[];
}

let staff: Promise<Staff> | undefined;

/** The interviewers, made once for both interview scenarios. */
export function prepareStaff(ctx: BenchContext): Promise<Staff> {
  return (staff ??= (async () => {
    const token = await ctx.login(DEMO_USERS.writer);
    const members = () =>
      call<{ id: number; email: string }[]>(ctx, token, 'get_Interviewers', { containerId });
    const notes: string[] = [];
    if (ctx.databaseUrl) {
      const missing = INTERVIEWERS - (await members()).length;
      if (missing > 0) await addMembers(ctx.databaseUrl, missing);
    }
    const chosen = (await members()).slice(0, INTERVIEWERS);
    const interviewers = await Promise.all(
      chosen.map(async ({ id, email }) => {
        const own = await ctx.login(email, DEMO_PASSWORD);
        const { maxPerDay } = await call<{ maxPerDay: number | null }>(ctx, own, 'get_MyAvailability', {});
        return { id, email, token: own, maxPerDay };
      }),
    );
    const caps = interviewers.map((i) => i.maxPerDay ?? '–').join(', ');
    notes.push(`interviewers: ${interviewers.length} members of Demo AB (most a day: ${caps})`);
    if (ctx.databaseUrl) notes.push(await insertBusyTimes(ctx.databaseUrl, interviewers, ctx.log));
    else {
      const line = 'no busy times: calendars are inserted on PostgreSQL only (BENCH_DATABASE_URL)';
      ctx.log(`interviews: ${line}`);
      notes.push(line);
    }
    return { token, interviewers, notes };
  })());
}

/** Members of Demo AB with the right to write, named Intervjuare 1, 2 …, signing in with the demo password. */
async function addMembers(databaseUrl: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let n = 1; n <= count; n++) {
      await client.query(
        `with u as (
           insert into users (email, firstname, lastname, title, password_hash)
           select $1, 'Intervjuare', $2, 'Rekryterare', password_hash from users where email = $3
           returning id
         )
         insert into container_users (container_id, user_id, permission_id) select $4, id, $5 from u`,
        [`intervjuare-${n}@demo.rekry.test`, String(n), DEMO_USERS.admin, containerId, WRITE],
      );
    }
  } finally {
    await client.end();
  }
}

/** Each interviewer's year feed, expanded and written as a read source; answers the report's line. */
async function insertBusyTimes(
  databaseUrl: string,
  interviewers: Interviewer[],
  log: (message: string) => void,
): Promise<string> {
  const now = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let events = 0;
    let intervals = 0;
    for (const [n, interviewer] of interviewers.entries()) {
      const feed = yearFeed(n + 1, now);
      const { busy } = busyTimesOfAll([feed.ics], syncWindow(now), { timeZone: FEED_TIME_ZONE });
      events += feed.events;
      intervals += busy.length;
      // Read a moment ago; the schedule would read it again in a year (the address answers nothing).
      await client.query(
        `with s as (
           insert into calendar_sources (user_id, kind, url, state, checked_at, expanded_at, next_sync_at)
           values ($1, 'ics', $2, 'ok', now(), now(), now() + interval '1 year')
           returning id
         )
         insert into calendar_busy (source_id, user_id, starts_at, ends_at)
         select s.id, $1, u.s, u.e from s, unnest($3::timestamptz[], $4::timestamptz[]) as u(s, e)`,
        [
          interviewer.id,
          `https://kalender.bench.rekry.test/${n + 1}.ics`,
          busy.map((b) => b.start.toISOString()),
          busy.map((b) => b.end.toISOString()),
        ],
      );
    }
    await client.query('analyze calendar_sources, calendar_busy');
    const line =
      `busy times: a year's ICS feed each (${Math.round(events / interviewers.length)} events), ` +
      `${intervals} intervals in calendar_busy over the ${Math.round((syncWindow(now).end.getTime() - now) / 86_400_000)} days ahead`;
    log(`interviews: ${line}`);
    return line;
  } finally {
    await client.end();
  }
}
