import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { monthsBefore, RETENTION_PROPERTY } from '@rekry/domain';
import {
  applicationFiles,
  containers,
  emailLog,
  jobApplications,
  jobs,
  personalDataAudit,
  users,
} from '../src/db/schema.ts';
import {
  retentionPlan,
  retentionSummary,
  runRetention,
  scheduleRetention,
} from '../src/areas/gdpr/retention.ts';
import { get, post, testAppForFile } from './helpers/app.ts';
import { applyWithCv, buildApplication } from './helpers/applicants.ts';
import { buildContainer, buildPosition, uniqueEmail, validSsn } from './helpers/factories.ts';
import { rowsMentioning } from './helpers/rows-mentioning.ts';

const t = testAppForFile({ rateLimitFactor: 1000 });

const DAY = 86_400_000;
const NOW = new Date('2026-11-23T03:00:00Z');
const deps = () => ({
  database: t.database,
  storage: t.app.services.storage,
  log: t.app.log,
  appUrl: 'https://min.rekry.test',
});

/** A person with one application whose own last activity was `lastActivity`. */
async function personWith(containerId: number, positionId: number, lastActivity: Date, legalHold = false) {
  const application = await buildApplication(t.db, containerId, positionId);
  await t.db
    .update(jobApplications)
    .set({ lastActivityAt: lastActivity, legalHold })
    .where(eq(jobApplications.id, application.id));
  return application;
}

async function applicationsOf(userId: number) {
  return t.db.select().from(jobApplications).where(eq(jobApplications.userId, userId));
}

/** The token of the last warning link mailed to an address. */
async function linkTokenFor(email: string) {
  const mails = await t.db.select().from(emailLog).where(eq(emailLog.emailAddress, email));
  const mail = mails.find((m) => m.emailType === 'retention_warning');
  expect(mail, 'no warning mail').toBeTruthy();
  return /\/samtycke\/([A-Za-z0-9_-]{43})/.exec(mail!.body)![1]!;
}

async function world() {
  const company = await buildContainer(t.db);
  const position = await buildPosition(t.db, company.id);
  const due = await personWith(company.id, position.id, monthsBefore(NOW, 25));
  const held = await personWith(company.id, position.id, monthsBefore(NOW, 30), true);
  const soon = await personWith(
    company.id,
    position.id,
    new Date(monthsBefore(NOW, 24).getTime() + 10 * DAY),
  );
  const fresh = await personWith(company.id, position.id, monthsBefore(NOW, 1));
  return { company, position, due, held, soon, fresh };
}

describe('retention', () => {
  it('the dry run lists who goes and who is told, and changes nothing', async () => {
    const w = await world();
    const plan = await retentionPlan(t.db, w.company.id, NOW);
    expect(plan.months).toBe(24);
    expect(plan.due.map((p) => p.userId)).toEqual([w.due.userId]);
    expect(plan.warn.map((p) => p.userId)).toEqual([w.soon.userId]);
    expect(plan.warn[0]!.deleteOn).toBe('2026-12-03');
    expect(plan.held).toBe(1);
    // The GDPR screen's summary counts the same from the index and reads only the first removed in full.
    expect(await retentionSummary(t.db, w.company.id, NOW, 50)).toEqual({
      months: 24,
      due: 1,
      warn: 1,
      held: 1,
      firstDue: plan.due,
    });
    expect(await applicationsOf(w.due.userId)).toHaveLength(1);
  });

  it('a run removes those past the period, tells those 30 days from it once, keeps held ones, and audits', async () => {
    const w = await world();
    const other = await buildContainer(t.db);
    const otherPosition = await buildPosition(t.db, other.id);
    // The same person elsewhere, recently: the other company keeps its application.
    await t.db.insert(jobApplications).values({
      containerId: other.id,
      positionId: otherPosition.id,
      userId: w.due.userId,
      lastActivityAt: monthsBefore(NOW, 1),
    });

    const first = await runRetention(deps(), NOW);
    expect(first.erased).toBeGreaterThanOrEqual(1);
    const left = await applicationsOf(w.due.userId);
    expect(left.map((a) => a.containerId)).toEqual([other.id]);
    expect(await applicationsOf(w.held.userId)).toHaveLength(1);
    expect(await applicationsOf(w.fresh.userId)).toHaveLength(1);
    const [soon] = await applicationsOf(w.soon.userId);
    expect(soon!.retentionWarnedAt).toEqual(NOW);
    const token = await linkTokenFor(w.soon.user.email);
    expect(token).toHaveLength(43);
    const [told] = await t.db.select().from(emailLog).where(eq(emailLog.emailAddress, w.soon.user.email));
    expect(told!.body).toContain(`Du har sökt jobb hos ${w.company.name}. Dina uppgifter`);
    expect(told!.body).not.toContain('talangpool');
    // Told once this period: the summary no longer counts them, as the plan no longer lists them.
    expect(await retentionSummary(t.db, w.company.id, NOW, 50)).toMatchObject({ due: 0, warn: 0, held: 1 });

    // Safe to repeat: nobody goes twice, nobody is told twice.
    const before = await t.db.select().from(emailLog).where(eq(emailLog.emailAddress, w.soon.user.email));
    await runRetention(deps(), NOW);
    const after = await t.db.select().from(emailLog).where(eq(emailLog.emailAddress, w.soon.user.email));
    expect(after).toHaveLength(before.length);

    const audit = await t.db
      .select()
      .from(personalDataAudit)
      .where(eq(personalDataAudit.containerId, w.company.id));
    expect(audit.filter((a) => a.kind === 'retention')).toHaveLength(1);
    expect(audit.filter((a) => a.kind === 'retention_run').map((a) => a.summary)).toEqual([
      { months: 24, erased: 1, warned: 1, held: 1 },
      { months: 24, erased: 0, warned: 0, held: 1 },
    ]);
    expect(JSON.stringify(audit)).not.toContain(w.due.user.email);
  });

  it('after a run nothing of an erased applicant is left: no row names them, no file stays', async () => {
    const company = await buildContainer(t.db);
    const position = await buildPosition(t.db, company.id);
    const email = uniqueEmail();
    const surname = `Gammalsson${Date.now()}`;
    const ssn = validSsn('19800101', '123');
    const id = await applyWithCv(t.app, position.id, email, { form_surname: surname, form_ssn: ssn });
    await t.db
      .update(jobApplications)
      .set({ lastActivityAt: monthsBefore(NOW, 25) })
      .where(eq(jobApplications.id, id));
    const files = await t.db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, id));
    const onDisk = files.map((f) =>
      path.join(t.config.dataDir, 'files', String(f.containerId), String(f.applicationId), f.storedName),
    );
    expect(onDisk.length).toBeGreaterThan(0);
    expect(onDisk.every((f) => existsSync(f))).toBe(true);
    expect((await rowsMentioning(t.db, [email, surname, ssn])).length).toBeGreaterThan(0);

    await runRetention(deps(), NOW);
    expect(await rowsMentioning(t.db, [email, surname, ssn])).toEqual([]);
    for (const file of onDisk) expect(existsSync(file), file).toBe(false);
    const [audit] = await t.db
      .select()
      .from(personalDataAudit)
      .where(and(eq(personalDataAudit.containerId, company.id), eq(personalDataAudit.kind, 'retention')));
    expect(audit).toBeTruthy();
  });

  it('the company’s own period counts, and an invalid one falls back to 24 months', async () => {
    const company = await buildContainer(t.db, {
      metadata: { foreignKey: null, properties: { [RETENTION_PROPERTY]: 6 } },
    });
    const position = await buildPosition(t.db, company.id);
    const sevenMonths = await personWith(company.id, position.id, monthsBefore(NOW, 7));
    expect((await retentionPlan(t.db, company.id, NOW)).due.map((p) => p.userId)).toEqual([
      sevenMonths.userId,
    ]);
    await t.db
      .update(containers)
      .set({ metadata: { foreignKey: null, properties: { [RETENTION_PROPERTY]: 48 } } })
      .where(eq(containers.id, company.id));
    expect((await retentionPlan(t.db, company.id, NOW)).due).toEqual([]);
  });

  it('the warning’s link renews consent (the period starts again) or deletes at once, once', async () => {
    const w = await world();
    const another = await personWith(
      w.company.id,
      w.position.id,
      new Date(monthsBefore(NOW, 24).getTime() + 5 * DAY),
    );
    await runRetention(deps(), NOW);
    const renewToken = await linkTokenFor(w.soon.user.email);
    const deleteToken = await linkTokenFor(another.user.email);

    const info = await get(t.app, `/api/public/consent/${renewToken}`);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ companyName: w.company.name, applications: 1, deleteOn: '2026-12-03' });

    const bad = await post(t.app, `/api/public/consent/${renewToken}`, { choice: 'later' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.choice).toMatch(/förnya/);

    const renewed = await post(t.app, `/api/public/consent/${renewToken}`, { choice: 'renew' });
    expect(renewed.status).toBe(200);
    expect(renewed.body.message).toBe('Tack! Vi sparar dina uppgifter en ny period.');
    const [kept] = await applicationsOf(w.soon.userId);
    expect(kept!.lastActivityAt.getTime()).toBeGreaterThan(NOW.getTime());
    expect(kept!.retentionWarnedAt).toBeNull();
    const plan = await retentionPlan(t.db, w.company.id, new Date(NOW.getTime() + 40 * DAY));
    expect(plan.due.map((p) => p.userId)).not.toContain(w.soon.userId);

    const again = await post(t.app, `/api/public/consent/${renewToken}`, { choice: 'renew' });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Länken är ogiltig eller har gått ut');

    const deleted = await post(t.app, `/api/public/consent/${deleteToken}`, { choice: 'delete' });
    expect(deleted.status).toBe(200);
    expect(await applicationsOf(another.userId)).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.id, another.userId))).toEqual([]);

    for (const token of ['kort', 'x'.repeat(43), renewToken.replace(/^./, '-')]) {
      const res = await get(t.app, `/api/public/consent/${token}`);
      expect(res.status).toBe(404);
    }
  });

  it('is queued once per Stockholm day, whichever instance asks', async () => {
    const day = new Date('2031-01-05T10:00:00Z');
    const asked = await Promise.all([
      scheduleRetention(t.database, day),
      scheduleRetention(t.database, day),
      scheduleRetention(t.database, new Date(day.getTime() + 3600_000)),
    ]);
    expect(asked.filter(Boolean)).toHaveLength(1);
    expect(await scheduleRetention(t.database, new Date(day.getTime() + DAY))).toBe(true);
    const queued = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'retention')))
      .orderBy(asc(jobs.id));
    expect(queued.map((j) => j.payload['day']).filter((d) => String(d).startsWith('2031'))).toEqual([
      '2031-01-05',
      '2031-01-06',
    ]);
  });
});
