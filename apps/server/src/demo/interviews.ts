/**
 * Demo data of interviews: the writer and the admin of Demo AB have working hours, the writer's busy
 * times come from a real feed (the demo calendar the server itself serves, read by the job like any
 * other), Kim Kandidat has an invitation waiting to be booked, and Elin Berg a booked interview, so the
 * applicant page, the booking page and the home page's "Dagens intervjuer" show something from the start.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, blockedRange, stockholmDate, stockholmUnix, type WeeklyHoursInput } from '@rekry/domain';
import type { Db } from '../db/client.ts';
import {
  appMeta,
  calendarSources,
  interviewerAvailability,
  interviewInterviewers,
  interviews,
  interviewSlots,
  jobApplications,
  users,
} from '../db/schema.ts';
import { enqueueJob } from '../platform/jobs.ts';
import { newLinkToken, tokenHash } from '../platform/link-tokens.ts';
import type { SecretBox } from '../platform/secret-box.ts';

/** The demo calendar's address on the server (apps/web/public/demo-kalender.ics). */
export const DEMO_CALENDAR_PATH = '/demo-kalender.ics';

const HOURS: WeeklyHoursInput = Object.fromEntries(
  [1, 2, 3, 4, 5].map((d) => [
    d,
    [
      { start: '08:30', end: '12:00' },
      { start: '13:00', end: '16:30' },
    ],
  ]),
);

export async function seedInterviews(
  database: Db,
  secrets: SecretBox,
  appUrl: string,
  emails: { writer: string; admin: string; candidate: string },
  positionId: number,
): Promise<boolean> {
  return database.transaction(async (db) => {
    const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_interviews_seeded'));
    if (done) return false;
    const staff = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, [emails.writer, emails.admin]));
    const writer = staff.find((u) => u.email === emails.writer);
    const admin = staff.find((u) => u.email === emails.admin);
    if (!writer || !admin) return false;
    await db
      .insert(interviewerAvailability)
      .values([
        { userId: writer.id, hours: HOURS, maxPerDay: 4 },
        { userId: admin.id, hours: HOURS, maxPerDay: 3 },
      ])
      .onConflictDoNothing();
    const [source] = await db
      .insert(calendarSources)
      .values({ userId: writer.id, kind: 'ics', url: `${appUrl}${DEMO_CALENDAR_PATH}` })
      .returning({ id: calendarSources.id });
    await enqueueJob(db, 'calendar-sync', { sourceId: source!.id });

    const applications = await db
      .select({ id: jobApplications.id, containerId: jobApplications.containerId, email: users.email })
      .from(jobApplications)
      .innerJoin(users, eq(users.id, jobApplications.userId))
      .where(and(eq(jobApplications.positionId, positionId)));
    const kim = applications.find((a) => a.email === emails.candidate);
    const elin = applications.find((a) => a.email === 'elin.berg@example.se');
    const today = stockholmDate();
    const base = {
      positionId,
      kind: 'video',
      place: 'https://meet.demo.rekry.test/lager',
      durationMinutes: 45,
      bufferAfterMinutes: 15,
      need: 1,
      createdBy: writer.id,
    };
    const sealed = () => {
      const token = newLinkToken();
      return { tokenHash: tokenHash(token), tokenSealed: secrets.seal(token) };
    };
    if (kim) {
      const [invited] = await db
        .insert(interviews)
        .values({
          ...base,
          ...sealed(),
          containerId: kim.containerId,
          applicationId: kim.id,
          windowFrom: addDays(today, 1),
          windowTo: addDays(today, 15),
        })
        .returning({ id: interviews.id });
      await db.insert(interviewInterviewers).values([
        { interviewId: invited!.id, userId: writer.id },
        { interviewId: invited!.id, userId: admin.id },
      ]);
    }
    if (elin) {
      // Today at 15:00 (Swedish time), whatever day the demo was made.
      const start = stockholmUnix(today, '15:00:00') * 1000;
      const setup = { ...base, place: 'Lagervägen 4, Västerås', kind: 'onsite' };
      const [booked] = await db
        .insert(interviews)
        .values({
          ...setup,
          ...sealed(),
          containerId: elin.containerId,
          applicationId: elin.id,
          status: 'booked',
          windowFrom: today,
          windowTo: addDays(today, 7),
          startsAt: new Date(start),
          endsAt: new Date(start + base.durationMinutes * 60_000),
        })
        .returning({ id: interviews.id });
      await db.insert(interviewInterviewers).values({ interviewId: booked!.id, userId: writer.id });
      const range = blockedRange(start, { ...setup, bufferBeforeMinutes: 0 });
      await db.insert(interviewSlots).values({
        interviewId: booked!.id,
        userId: writer.id,
        startsAt: new Date(range.start),
        endsAt: new Date(range.end),
      });
    }
    await db.insert(appMeta).values({ key: 'demo_interviews_seeded', value: new Date().toISOString() });
    return true;
  });
}
