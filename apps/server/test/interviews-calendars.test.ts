import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { addDays, INTERVIEW_TEXTS, stockholmDate, stockholmUnix } from '@rekry/domain';
import { calendarBusy, calendarSources, emailLog, interviewCalendarCopies } from '../src/db/schema.ts';
import { remindOfInterview } from '../src/areas/interviews/reminders.ts';
import { buildApplication } from './helpers/applicants.ts';
import { get, testAppWithWorld } from './helpers/app.ts';
import { STOCKHOLM_VTIMEZONE, icsLines } from './helpers/calendar-fixtures.ts';
import { buildWritersPosition } from './helpers/factories.ts';
import { httpPeerForFile } from './helpers/local-http.ts';
import { radicaleForFile } from './helpers/radicale.ts';

/**
 * A staff member's calendars through the actions and the jobs: a feed read with its ETag, a CalDAV
 * account on a real server (Radicale) whose weekly series with a moved and a removed occurrence blocks
 * exactly its times, the interview written to and removed from that calendar, the private feed read by
 * node-ical, and the refusals (a private address, a wrong password) kept as the source's reason.
 */
const radicale = radicaleForFile({ sven: 'appnyckel' });
const feed = httpPeerForFile();
const { t, world, tokens } = testAppWithWorld(() => ({ jobWorker: false, calendarFetchAllow: ['loopback'] }));
const jobs = () => t.app.services.jobs;
/** Sven's CalDAV account on the test server as a calendar of the user with `token`. */
const addSvensCalendar = (token: string, password: string) =>
  t
    .as(token)
    .dispatch('add_MyCalendarSource', { kind: 'caldav', url: radicale.url, username: 'sven', password });

/** The Monday of the week `weeks` ahead of this one (YYYY-MM-DD, Swedish calendar). */
function monday(weeks: number): string {
  const today = stockholmDate();
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, 7 * weeks - weekday);
}
const compact = (day: string, time: string) => `${day.replaceAll('-', '')}T${time.replace(':', '')}00`;
const at = (day: string, time: string) => new Date(stockholmUnix(day, `${time}:00`) * 1000).toISOString();

/**
 * Mondays 09:00–10:00 Swedish time from next week on: the second Monday removed (EXDATE), the third
 * moved to its Tuesday 13:00 (RECURRENCE-ID).
 */
function weeklySeries() {
  const [first, second, third] = [monday(1), monday(2), monday(3)];
  return icsLines(
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//SV',
    ...STOCKHOLM_VTIMEZONE,
    'BEGIN:VEVENT',
    'UID:veckomote@example.se',
    'DTSTAMP:20261101T120000Z',
    `DTSTART;TZID=Europe/Stockholm:${compact(first, '09:00')}`,
    `DTEND;TZID=Europe/Stockholm:${compact(first, '10:00')}`,
    'RRULE:FREQ=WEEKLY;BYDAY=MO',
    `EXDATE;TZID=Europe/Stockholm:${compact(second, '09:00')}`,
    'SUMMARY:Veckomöte',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:veckomote@example.se',
    'DTSTAMP:20261101T120000Z',
    `RECURRENCE-ID;TZID=Europe/Stockholm:${compact(third, '09:00')}`,
    `DTSTART;TZID=Europe/Stockholm:${compact(addDays(third, 1), '13:00')}`,
    `DTEND;TZID=Europe/Stockholm:${compact(addDays(third, 1), '14:00')}`,
    'SUMMARY:Veckomöte (flyttat)',
    'END:VEVENT',
    'END:VCALENDAR',
  );
}

const setupFor = (positionId: number, interviewerId: number) => ({
  containerId: world.own.id,
  positionId,
  kind: 'video' as const,
  place: 'https://meet.example.se/x',
  durationMinutes: 60,
  interviewerIds: [interviewerId],
  need: 1,
  windowFrom: monday(1),
  windowTo: addDays(monday(3), 1),
  noticeHours: 0,
});

/** An applicant booked by the writer at the first free time of the interview above, with the writer. */
async function bookedAtFirstSlot() {
  const position = await buildWritersPosition(t.db, world.own.id, world.writer);
  const application = await buildApplication(t.db, world.own.id, position.id);
  const setup = setupFor(position.id, world.writer.id);
  const [slot] = (await t.as(tokens.writer).dispatch('get_InterviewSlots', setup)).data;
  const created = await t.as(tokens.writer).dispatch('create_Interviews', {
    ...setup,
    applicantIds: [application.id],
    start: slot!.start,
  });
  expect(created.status, JSON.stringify(created.error)).toBe(200);
  return { application, slot: slot!, id: created.data.interviews[0]!.id };
}

describe('a staff member’s availability', () => {
  it('starts from the defaults and saves hours, zone and cap, refusing spans that end before they start', async () => {
    const first = await t.as(tokens.reader).dispatch('get_MyAvailability', {});
    expect(first.data).toMatchObject({
      saved: false,
      timeZone: 'Europe/Stockholm',
      sources: [],
      feedUrl: null,
    });
    const bad = await t.as(tokens.reader).dispatch('update_MyAvailability', {
      timeZone: 'Europe/Stockholm',
      hours: { 1: [{ start: '12:00', end: '09:00' }] },
      maxPerDay: 2,
    });
    expect(bad.status).toBe(400);
    expect(Object.values(bad.error!.fields ?? {})).toContain(INTERVIEW_TEXTS.hoursOrder);
    const zone = await t.as(tokens.reader).dispatch('update_MyAvailability', {
      timeZone: 'Mars/Olympus',
      hours: {},
      maxPerDay: null,
    });
    expect(zone.error?.fields?.timeZone).toBe(INTERVIEW_TEXTS.badZone);
    const saved = await t.as(tokens.reader).dispatch('update_MyAvailability', {
      timeZone: 'Europe/London',
      hours: { 2: [{ start: '08:00', end: '12:00' }] },
      maxPerDay: 2,
    });
    expect(saved.data).toMatchObject({ saved: true, timeZone: 'Europe/London', maxPerDay: 2 });
  });

  it('reads a feed, then asks with its ETag and keeps the busy times on a 304', async () => {
    const ics = weeklySeries();
    feed.handle = (req, res) => {
      if (req.headers['if-none-match'] === '"v1"') return res.writeHead(304).end();
      res.writeHead(200, { 'content-type': 'text/calendar', etag: '"v1"' }).end(ics);
    };
    const added = await t.as(tokens.admin).dispatch('add_MyCalendarSource', {
      kind: 'ics',
      url: feed.url('/upptagen.ics'),
    });
    expect(added.data.sources).toMatchObject([{ kind: 'ics', state: 'pending' }]);
    await jobs().runUntilIdle('calendar-sync');
    const read = await t.as(tokens.admin).dispatch('get_MyAvailability', {});
    const source = read.data.sources[0]!;
    expect(source).toMatchObject({ state: 'ok', failure: null });
    expect(source.busyCount).toBeGreaterThanOrEqual(10);

    await t.as(tokens.admin).dispatch('refresh_MyCalendarSource', { id: source.id });
    await jobs().runUntilIdle('calendar-sync');
    expect(feed.seen.at(-1)!.headers['if-none-match']).toBe('"v1"');
    const again = (await t.as(tokens.admin).dispatch('get_MyAvailability', {})).data.sources[0]!;
    expect(again).toMatchObject({ state: 'ok', busyCount: source.busyCount });

    const other = await t.as(tokens.writer).dispatch('remove_MyCalendarSource', { id: source.id });
    expect(other.status).toBe(404);
    await t.as(tokens.admin).dispatch('remove_MyCalendarSource', { id: source.id });
    expect(await t.db.select().from(calendarBusy).where(eq(calendarBusy.sourceId, source.id))).toEqual([]);
  });

  it('marks a source failing with its reason: a metadata address, a wrong password', async () => {
    await t.as(tokens.reader).dispatch('add_MyCalendarSource', {
      kind: 'ics',
      url: 'http://169.254.169.254/latest/meta-data.ics',
    });
    await addSvensCalendar(tokens.reader, 'fel');
    await jobs().runUntilIdle('calendar-sync');
    const { sources } = (await t.as(tokens.reader).dispatch('get_MyAvailability', {})).data;
    expect(sources.map((s) => s.state)).toEqual(['failing', 'failing']);
    expect(sources[0]!.failure).toMatch(/nät|adress/i);
    expect(sources[1]!.failure).toBe('Kalenderservern godtog inte användarnamnet eller lösenordet.');
    const [stored] = await t.db.select().from(calendarSources).where(eq(calendarSources.id, sources[1]!.id));
    expect(stored!.passwordSealed).not.toContain('fel');
  });
});

describe('interviews in the interviewers’ CalDAV calendars', () => {
  it('blocks exactly the weekly series’ times, writes the booking there and takes it away when cancelled', async () => {
    await radicale.makeCalendar('sven', 'arbete', 'Arbete');
    await radicale.putEvent('sven', 'arbete', 'veckomote.ics', weeklySeries());
    await addSvensCalendar(tokens.writer, 'appnyckel');
    await jobs().runUntilIdle('calendar-sync');
    const position = await buildWritersPosition(t.db, world.own.id, world.writer);
    const setup = setupFor(position.id, world.writer.id);
    const slots = await t.as(tokens.writer).dispatch('get_InterviewSlots', setup);
    const starts = new Set(slots.data.map((s) => s.start));
    const [first, second, third] = [monday(1), monday(2), monday(3)];
    // The series' Mondays are busy 09–10: a 60-minute interview starts at 10:00 at the earliest.
    expect(starts.has(at(first, '09:00'))).toBe(false);
    expect(starts.has(at(first, '09:45'))).toBe(false);
    expect(starts.has(at(first, '10:00'))).toBe(true);
    // The removed Monday and the moved one are free at 09:00; the Tuesday it moved to is not at 13:00.
    expect(starts.has(at(second, '09:00'))).toBe(true);
    expect(starts.has(at(third, '09:00'))).toBe(true);
    expect(starts.has(at(addDays(third, 1), '13:00'))).toBe(false);
    expect(starts.has(at(addDays(third, 1), '14:00'))).toBe(true);

    const application = await buildApplication(t.db, world.own.id, position.id);
    const start = at(second, '09:00');
    const created = await t.as(tokens.writer).dispatch('create_Interviews', {
      ...setup,
      applicantIds: [application.id],
      start,
    });
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const interview = created.data.interviews[0]!;
    await jobs().runUntilIdle('interview-calendar');
    const [copy] = await t.db
      .select()
      .from(interviewCalendarCopies)
      .where(eq(interviewCalendarCopies.interviewId, interview.id));
    const stored = await (await radicale.request('sven', new URL(copy!.url).pathname)).text();
    expect(stored).toContain(`UID:interview-${interview.id}@`);
    expect(stored).not.toMatch(/^METHOD:/m);
    expect(stored).toContain(`DTSTART:${start.replace(/[-:]|\.\d+/g, '')}`);

    // Read back as busy, the copy is the interview itself: the time is not offered twice.
    const cancelled = await t.as(tokens.writer).dispatch('cancel_Interview', {
      containerId: world.own.id,
      positionId: position.id,
      applicantId: application.id,
      id: interview.id,
    });
    expect(cancelled.status).toBe(200);
    await jobs().runUntilIdle('interview-calendar');
    await jobs().runUntilIdle('remove-calendar-copy');
    expect((await radicale.request('sven', new URL(copy!.url).pathname)).status).toBe(404);
    expect(
      await t.db
        .select()
        .from(interviewCalendarCopies)
        .where(eq(interviewCalendarCopies.interviewId, interview.id)),
    ).toEqual([]);
  });

  it('takes the interview out of the calendar when the person is erased, whatever erased them', async () => {
    const { application, id } = await bookedAtFirstSlot();
    await jobs().runUntilIdle('interview-calendar');
    const [copy] = await t.db
      .select()
      .from(interviewCalendarCopies)
      .where(eq(interviewCalendarCopies.interviewId, id));
    expect((await radicale.request('sven', new URL(copy!.url).pathname)).status).toBe(200);

    const erased = await t.as(tokens.admin).dispatch('delete_ApplicantFromContainer', {
      containerId: world.own.id,
      userId: application.user.id,
    });
    expect(erased.status, JSON.stringify(erased.error)).toBe(200);
    await jobs().runUntilIdle('remove-calendar-copy');
    expect((await radicale.request('sven', new URL(copy!.url).pathname)).status).toBe(404);
  });

  it('serves the private feed of one’s interviews and stops the old address when renewed', async () => {
    const { application, id, slot } = await bookedAtFirstSlot();
    const { feedUrl } = (await t.as(tokens.writer).dispatch('renew_MyInterviewFeed', {})).data;
    const path = new URL(feedUrl!).pathname;
    const res = await get(t.app, path);
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toMatch(/^text\/calendar/);
    const events = Object.values(ical.sync.parseICS(res.raw.body)).filter(
      (c) => c?.type === 'VEVENT',
    ) as VEvent[];
    const mine = events.find((e) => e.uid.startsWith(`interview-${id}@`));
    expect(mine?.start.toISOString()).toBe(slot.start);

    const renewed = (await t.as(tokens.writer).dispatch('renew_MyInterviewFeed', {})).data.feedUrl!;
    expect(renewed).not.toBe(feedUrl);
    expect((await get(t.app, path)).status).toBe(404);
    expect((await get(t.app, '/api/calendar/inte-en-adress.ics')).status).toBe(404);

    // The reminder a day before goes for the version it was queued for, not for an older one.
    const before = (await t.db.select().from(emailLog).where(eq(emailLog.applicationId, application.id)))
      .length;
    const services = t.app.services;
    await remindOfInterview(t.db, services, { interviewId: id, sequence: 5 });
    expect(await t.db.select().from(emailLog).where(eq(emailLog.applicationId, application.id))).toHaveLength(
      before,
    );
    await remindOfInterview(t.db, services, { interviewId: id, sequence: 0 });
    const after = await t.db.select().from(emailLog).where(eq(emailLog.applicationId, application.id));
    expect(after.length).toBe(before + 2);
    expect(after.at(-1)!.subject).toMatch(/^Påminnelse: intervju i morgon/);
  });
});
