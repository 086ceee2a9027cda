import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { INTERVIEW_TEXTS, type PublicBooking } from '@rekry/domain';
import {
  applicationLog,
  calendarBusy,
  calendarSources,
  emailLog,
  interviews,
  interviewSlots,
  jobs,
  notifications,
} from '../src/db/schema.ts';
import { buildPersonExtract } from '../src/areas/gdpr/person-extract.ts';
import { buildApplication } from './helpers/applicants.ts';
import { get, post, testAppWithWorld } from './helpers/app.ts';
import { buildWritersPosition } from './helpers/factories.ts';
import { buildInterview } from './helpers/interviews.ts';
import { smtpServerForFile, type ReceivedMail } from './helpers/smtp.ts';

/**
 * The candidate's booking link through HTTP: the free times, booking, moving and cancelling, each with
 * its invitation (iMIP, read back by node-ical, not by the writer), the slot rows the constraint guards,
 * and the refusals (a time taken meanwhile, a time never offered, a link that is not one).
 */
const smtp = smtpServerForFile();
const { t, world, tokens } = testAppWithWorld(() => ({
  smtpUrl: smtp.url,
  jobWorker: false,
  // A hundred candidates book from one address here: the limits per address would answer 429 first.
  rateLimitFactor: 1000,
}));

async function invited(options: { interviewerIds?: number[]; need?: number } = {}) {
  const position = await buildWritersPosition(t.db, world.own.id, world.writer, { name: 'Lagerchef' });
  const application = await buildApplication(t.db, world.own.id, position.id, {
    firstname: 'Åsa',
    lastname: 'Öberg',
  });
  const at = { containerId: world.own.id, positionId: position.id, applicantId: application.id };
  const { interview, token } = await buildInterview(t, at, {
    interviewerIds: options.interviewerIds ?? [world.writer.id],
    need: options.need,
  });
  return { at, application, interview, token };
}

const page = (token: string) => get<PublicBooking>(t.app, `/api/public/interviews/${token}`);
const book = (token: string, start: string) =>
  post<{ booking: PublicBooking; message: string; error?: { message: string } }>(
    t.app,
    `/api/public/interviews/${token}/book`,
    { start },
  );

/** The calendar part of a received mail, read by node-ical. */
function calendarOf(mail: ReceivedMail) {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  expect(part, 'a text/calendar part').toBeTruthy();
  const parsed = ical.sync.parseICS(part!.content.toString('utf8'));
  const event = Object.values(parsed).find((c) => c?.type === 'VEVENT') as VEvent;
  const calendar = Object.values(parsed).find((c) => c?.type === 'VCALENDAR') as unknown as {
    method: string;
  };
  return { event, method: calendar.method, raw: part!.content.toString('utf8') };
}

describe('the candidate books from the link', () => {
  it('shows the free times, books one, and sends invitations every calendar accepts', async () => {
    const { token, interview, application } = await invited();
    const shown = await page(token);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ status: 'invited', positionName: 'Lagerchef', closed: null });
    expect(shown.body.slots.length).toBeGreaterThan(0);
    const slot = shown.body.slots[0]!;

    const res = await book(token, slot.start);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(INTERVIEW_TEXTS.booked);
    expect(res.body.booking).toMatchObject({ status: 'booked', start: slot.start, end: slot.end });
    const [held] = await t.db
      .select()
      .from(interviewSlots)
      .where(eq(interviewSlots.interviewId, interview.id));
    expect(held).toMatchObject({ userId: world.writer.id, startsAt: new Date(slot.start) });

    await t.app.services.jobs.runUntilIdle('send-email');
    const toCandidate = await smtp.waitFor(application.user.email);
    const toInterviewer = await smtp.waitFor(world.writer.email);
    for (const mail of [toCandidate, toInterviewer]) {
      const { event, method, raw } = calendarOf(mail);
      expect(method).toBe('REQUEST');
      expect(raw).toMatch(/^METHOD:REQUEST\r$/m);
      expect(event.uid).toMatch(new RegExp(`^interview-${interview.id}@`));
      expect(Number(event.sequence)).toBe(0);
      expect(event.start.toISOString()).toBe(slot.start);
      expect(String((event.organizer as { val: string }).val).toLowerCase()).toMatch(/^mailto:/);
      const attendees = [event.attendee].flat() as { val: string; params: Record<string, string> }[];
      expect(attendees.map((a) => a.val.toLowerCase())).toEqual(
        expect.arrayContaining([`mailto:${application.user.email}`, `mailto:${world.writer.email}`]),
      );
      expect(attendees[0]!.params).toMatchObject({ PARTSTAT: 'NEEDS-ACTION' });
      expect(String(attendees[0]!.params.RSVP).toUpperCase()).toBe('TRUE');
    }
    expect(toCandidate.text).toContain('Flytta eller avboka:');
    expect(toCandidate.text).toContain(`/boka/${token}`);

    const log = await t.db
      .select()
      .from(applicationLog)
      .where(and(eq(applicationLog.applicationId, application.id), eq(applicationLog.kind, 'interview')));
    expect(log[0]!.message).toMatch(/^Intervju bokad: .* \(Kandidaten\)$/);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.applicationId, application.id), eq(notifications.type, 'interview')));
    expect(told.length).toBeGreaterThan(0);
    const reminder = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'interview-reminder')));
    expect(reminder.some((j) => (j.payload as { interviewId: number }).interviewId === interview.id)).toBe(
      new Date(slot.start).getTime() - 86_400_000 > Date.now(),
    );

    // The list's and the board's cards show the time; the register extract holds the booking.
    const board = await t.as(tokens.writer).dispatch('get_ApplicantBoard', {
      containerId: world.own.id,
      positionId: interview.positionId,
    });
    const card = board.data.columns.flatMap((c) => c.items).find((i) => i.id === application.id);
    expect(card?.interviewAt).toBe(slot.start);
    const extract = await buildPersonExtract(t.db, {
      userId: application.user.id,
      containerIds: [world.own.id],
      operatorName: 'Rekry',
    });
    const extracted = extract!.companies[0]!.applications.find((a) => a.id === application.id)!.interviews;
    expect(extracted).toEqual([
      expect.objectContaining({
        status: 'Bokad',
        kind: 'Video',
        start: slot.start,
        interviewers: [expect.any(String)],
      }),
    ]);

    const ics = await t.app.inject({ method: 'GET', url: `/api/public/interviews/${token}/intervju.ics` });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
  });

  it('moves the booking with a higher SEQUENCE and cancels it with the same UID', async () => {
    const { token, interview, application } = await invited();
    const { slots } = (await page(token)).body;
    const booked = await book(token, slots[0]!.start);
    // The answer and the page of a booking carry no free times; where it may move is asked when wanted.
    expect(booked.body.booking.slots).toEqual([]);
    expect((await page(token)).body.slots).toEqual([]);
    const moves = await get<{ slots: { start: string }[] }>(t.app, `/api/public/interviews/${token}/times`);
    expect(moves.status).toBe(200);
    expect(moves.body.slots.map((s) => s.start)).toContain(slots[3]!.start);
    const moved = await book(token, slots[3]!.start);
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe(INTERVIEW_TEXTS.moved);
    const [row] = await t.db.select().from(interviews).where(eq(interviews.id, interview.id));
    expect(row).toMatchObject({ status: 'booked', sequence: 1, startsAt: new Date(slots[3]!.start) });

    const cancelled = await post(t.app, `/api/public/interviews/${token}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(
      await t.db.select().from(interviewSlots).where(eq(interviewSlots.interviewId, interview.id)),
    ).toEqual([]);
    await t.app.services.jobs.runUntilIdle('send-email');
    const last = smtp.received.filter((m) => m.to.includes(application.user.email)).at(-1)!;
    const { event, method } = calendarOf(last);
    expect(method).toBe('CANCEL');
    expect(event.uid).toMatch(new RegExp(`^interview-${interview.id}@`));
    expect(Number(event.sequence)).toBe(2);
    expect(event.status).toBe('CANCELLED');

    const after = await page(token);
    expect(after.body).toMatchObject({ status: 'cancelled', closed: INTERVIEW_TEXTS.cancelled, slots: [] });
    const none = await get<{ slots: unknown[] }>(t.app, `/api/public/interviews/${token}/times`);
    expect(none.body.slots).toEqual([]);
    const again = await book(token, slots[1]!.start);
    expect(again.status).toBe(409);
  });

  it('refuses a time taken meanwhile with the free times as they are now', async () => {
    const first = await invited();
    const second = await invited();
    const { slots } = (await page(first.token)).body;
    expect((await book(first.token, slots[0]!.start)).status).toBe(200);
    const late = await book(second.token, slots[0]!.start);
    expect(late.status).toBe(409);
    expect(late.body.error!.message).toBe(INTERVIEW_TEXTS.slotGone);
    expect(late.body.booking.slots.map((s: { start: string }) => s.start)).not.toContain(slots[0]!.start);
    expect(late.body.booking.slots.length).toBeGreaterThan(0);
  });

  it('refuses a time that a calendar event read since then starts within', async () => {
    const { token } = await invited();
    const slot = (await page(token)).body.slots[0]!;
    const [source] = await t.db
      .insert(calendarSources)
      .values({ userId: world.writer.id, kind: 'ics', url: 'https://kalender.example/upptagen.ics' })
      .returning();
    const tenPast = Date.parse(slot.start) + 10 * 60_000;
    await t.db.insert(calendarBusy).values({
      sourceId: source!.id,
      userId: world.writer.id,
      startsAt: new Date(tenPast),
      endsAt: new Date(tenPast + 10 * 60_000),
    });
    const late = await book(token, slot.start);
    expect(late.status).toBe(409);
    expect(late.body.error!.message).toBe(INTERVIEW_TEXTS.slotGone);
    expect(late.body.booking.slots.map((s: { start: string }) => s.start)).not.toContain(slot.start);
    await t.db.delete(calendarSources).where(eq(calendarSources.id, source!.id));
  });

  it('gives one booking of 100 at once on one interviewer’s slot, and 99 clear answers', async () => {
    const many = await Promise.all(Array.from({ length: 100 }, () => invited()));
    const { slots } = (await page(many[0]!.token)).body;
    const wanted = slots.at(-1)!.start;
    const answers = await Promise.all(many.map((m) => book(m.token, wanted)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect([INTERVIEW_TEXTS.slotTaken, INTERVIEW_TEXTS.slotGone]).toContain(a.body.error!.message);
      expect(a.body.booking.slots.map((s: { start: string }) => s.start)).not.toContain(wanted);
    }
    const held = await t.db
      .select()
      .from(interviewSlots)
      .where(and(eq(interviewSlots.userId, world.writer.id), eq(interviewSlots.startsAt, new Date(wanted))));
    expect(held).toHaveLength(1);
  });

  it('keeps an interviewer’s daily cap when candidates book different times of one day at once', async () => {
    const capped = await t.as(tokens.admin).dispatch('update_MyAvailability', {
      timeZone: 'Europe/Stockholm',
      hours: {
        1: [{ start: '08:00', end: '17:00' }],
        2: [{ start: '08:00', end: '17:00' }],
        3: [{ start: '08:00', end: '17:00' }],
        4: [{ start: '08:00', end: '17:00' }],
        5: [{ start: '08:00', end: '17:00' }],
      },
      maxPerDay: 1,
    });
    expect(capped.status).toBe(200);
    const many = await Promise.all(
      Array.from({ length: 8 }, () => invited({ interviewerIds: [world.admin.id] })),
    );
    const { slots } = (await page(many[0]!.token)).body;
    const day = slots[0]!.start.slice(0, 10);
    const sameDay = slots.filter((s) => s.start.startsWith(day) && s.start !== slots[0]!.start);
    // Different times of one day, at once: the cap of one lets exactly one through.
    const answers = await Promise.all(
      many.map((m, i) => book(m.token, (sameDay[i * 4] ?? sameDay[i] ?? slots[0]!).start)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(many.length - 1);
  });

  it('answers bad links and bad times in Swedish, never 500', async () => {
    const { token } = await invited();
    expect((await page('x'.repeat(43))).status).toBe(404);
    expect((await page('kort')).status).toBe(404);
    expect((await get(t.app, `/api/public/interviews/${'x'.repeat(43)}/times`)).status).toBe(404);
    expect((await page('x'.repeat(43))).body).toMatchObject({
      error: { message: INTERVIEW_TEXTS.linkUnknown },
    });
    expect((await book(token, 'i morgon')).status).toBe(400);
    const never = await book(token, '2027-03-28T02:30:00+01:00');
    expect(never.status).toBe(409);
    expect(never.body.error!.message).toBe(INTERVIEW_TEXTS.slotGone);
    const odd = await book(token, new Date(Date.now() + 3 * 86_400_000 + 7 * 60_000).toISOString());
    expect(odd.status).toBe(409);
    const body = await t.app.inject({
      method: 'POST',
      url: `/api/public/interviews/${token}/book`,
      payload: '{"start":',
      headers: { 'content-type': 'application/json' },
    });
    expect(body.statusCode).toBe(400);
  });

  it('closes a link whose window has passed', async () => {
    const position = await buildWritersPosition(t.db, world.own.id, world.writer);
    const application = await buildApplication(t.db, world.own.id, position.id);
    const at = { containerId: world.own.id, positionId: position.id, applicantId: application.id };
    const { token } = await buildInterview(t, at, { interviewerIds: [world.writer.id], window: [-10, -1] });
    const shown = await page(token);
    expect(shown.body).toMatchObject({ status: 'invited', closed: INTERVIEW_TEXTS.windowPassed, slots: [] });
    const late = await book(token, new Date(Date.now() + 86_400_000).toISOString());
    expect(late.status).toBe(409);
    expect(late.body.error!.message).toBe(INTERVIEW_TEXTS.windowPassed);
  });

  it('lets staff cancel, and the cancelled link shows why', async () => {
    const { token, at, interview } = await invited();
    const { slots } = (await page(token)).body;
    await book(token, slots[0]!.start);
    const res = await t.as(tokens.writer).dispatch('cancel_Interview', { ...at, id: interview.id });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ status: 'cancelled', bookingUrl: null });
    expect((await page(token)).body.closed).toBe(INTERVIEW_TEXTS.cancelled);
    const twice = await t.as(tokens.writer).dispatch('cancel_Interview', { ...at, id: interview.id });
    expect(twice.status).toBe(409);
    const foreign = await t.as(tokens.foreignAdmin).dispatch('cancel_Interview', {
      ...at,
      containerId: world.foreign.id,
      id: interview.id,
    });
    expect(foreign.status).toBe(404);
  });
});

describe('interview invitations by e-mail', () => {
  it('fills ##BOOKINGLINK## per recipient and needs it in the text', async () => {
    const position = await buildWritersPosition(t.db, world.own.id, world.writer, { name: 'Truckförare' });
    const a = await buildApplication(t.db, world.own.id, position.id, { firstname: 'Anna' });
    const b = await buildApplication(t.db, world.own.id, position.id, { firstname: 'Bo' });
    const setup = {
      containerId: world.own.id,
      positionId: position.id,
      kind: 'onsite' as const,
      place: 'Lagervägen 1, Västerås',
      durationMinutes: 30,
      interviewerIds: [world.writer.id, world.admin.id],
      need: 1,
      windowFrom: new Date().toISOString().slice(0, 10),
      windowTo: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      applicantIds: [a.id, b.id],
      subject: 'Intervju – ##POSITION##',
    };
    const without = await t.as(tokens.writer).dispatch('create_Interviews', { ...setup, body: 'Hej!' });
    expect(without.status).toBe(400);
    expect(without.error?.fields?.body).toMatch(/##BOOKINGLINK##/);
    expect(await t.db.select().from(interviews).where(eq(interviews.positionId, position.id))).toEqual([]);

    const res = await t.as(tokens.writer).dispatch('create_Interviews', {
      ...setup,
      body: 'Hej ##FIRSTNAME##! Boka här: ##BOOKINGLINK##',
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data.interviews).toHaveLength(2);
    const mails = await t.db.select().from(emailLog).where(eq(emailLog.positionId, position.id));
    expect(mails).toHaveLength(2);
    const links = mails.map((m) => /\/boka\/([A-Za-z0-9_-]{43})/.exec(m.body)?.[1]);
    expect(new Set(links).size).toBe(2);
    for (const link of links) expect((await page(link!)).body.status).toBe('invited');
  });

  it('refuses an interviewer from outside the company and a window already past', async () => {
    const position = await buildWritersPosition(t.db, world.own.id, world.writer);
    const a = await buildApplication(t.db, world.own.id, position.id);
    const base = {
      containerId: world.own.id,
      positionId: position.id,
      kind: 'phone' as const,
      durationMinutes: 30,
      need: 1,
      applicantIds: [a.id],
      subject: 'Intervju',
      body: '##BOOKINGLINK##',
    };
    const outsider = await t.as(tokens.writer).dispatch('create_Interviews', {
      ...base,
      interviewerIds: [world.foreignAdmin.id],
      windowFrom: '2099-01-01',
      windowTo: '2099-01-10',
    });
    expect(outsider.status).toBe(400);
    expect(outsider.error?.fields?.interviewerIds).toBe(INTERVIEW_TEXTS.interviewerNotMember);
    // Nor are another company's staff's busy times read through the free times.
    const { applicantIds: _, subject: _s, body: _b, ...setup } = base;
    const peek = await t.as(tokens.writer).dispatch('get_InterviewSlots', {
      ...setup,
      interviewerIds: [world.foreignAdmin.id],
      windowFrom: '2099-01-01',
      windowTo: '2099-01-10',
    });
    expect(peek.status).toBe(400);
    const past = await t.as(tokens.writer).dispatch('create_Interviews', {
      ...base,
      interviewerIds: [world.writer.id],
      windowFrom: '2020-01-01',
      windowTo: '2020-01-10',
    });
    expect(past.status).toBe(400);
    expect(past.error?.fields?.windowTo).toBe(INTERVIEW_TEXTS.windowPast);
    const tooMany = await t.as(tokens.writer).dispatch('create_Interviews', {
      ...base,
      interviewerIds: [world.writer.id],
      need: 2,
      windowFrom: '2099-01-01',
      windowTo: '2099-01-10',
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.error?.fields?.need).toBe(INTERVIEW_TEXTS.needTooLarge);
  });
});
