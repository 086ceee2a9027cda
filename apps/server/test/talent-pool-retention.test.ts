import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  PermissionId,
  deletionDate,
  formatDate,
  monthsBefore,
  stockholmDate,
  type PersonExtract,
  type PublicContainer,
} from '@rekry/domain';
import { dataUrl, pdfWithText } from '../src/demo/files.ts';
import { consentLinks, emailLog, jobApplications } from '../src/db/schema.ts';
import { newLinkToken, tokenHash } from '../src/platform/link-tokens.ts';
import { runRetention } from '../src/areas/gdpr/retention.ts';
import { get, post, testAppForFile } from './helpers/app.ts';
import { buildContainer, buildPosition, buildUser, standardAnswers } from './helpers/factories.ts';
import { buildApplication } from './helpers/applicants.ts';
import { buildPoolMember } from './helpers/talent-pool.ts';

/**
 * The pool's own period: an admin sets it, the join page's consent and the receipt name it, and the
 * retention run keeps and removes pool members by it rather than by the company's period.
 */
const t = testAppForFile({ rateLimitFactor: 1000, jobWorker: false });
const NOW = new Date('2026-11-23T03:00:00Z');

async function company(dns?: string, companyMonths?: number) {
  const row = await buildContainer(t.db, {
    metadata: {
      foreignKey: null,
      properties: {
        ...(dns ? { dns, displayName: 'Periodbolaget' } : {}),
        ...(companyMonths ? { retentionMonths: companyMonths } : {}),
      },
    },
  });
  const admin = await buildUser(t.db, { memberOf: [[row.id, [PermissionId.Administrator]]] });
  return { row, admin };
}

const lastActive = (id: number, monthsAgo: number) =>
  t.db
    .update(jobApplications)
    .set({ lastActivityAt: monthsBefore(NOW, monthsAgo) })
    .where(eq(jobApplications.id, id));

const exists = async (id: number) =>
  (await t.db.select().from(jobApplications).where(eq(jobApplications.id, id))).length === 1;

const run = () =>
  runRetention(
    {
      database: t.database,
      storage: t.app.services.storage,
      log: t.app.log,
      appUrl: 'https://min.rekry.test',
    },
    NOW,
  );

describe("the pool's period", () => {
  it('is set by an admin within 6–36 months, and the join page and the receipt name it', async () => {
    const { row, admin } = await company('periodbolaget');
    const writer = await buildUser(t.db, { memberOf: [[row.id, [PermissionId.Write]]] });
    const as = t.as(admin);
    const before = await as.dispatch('set_TalentPoolRetention', { containerId: row.id, months: 12 });
    expect(before.status).toBe(404);
    expect(before.error!.message).toBe('Företaget har ingen öppen talangpool');
    const opened = await as.dispatch('open_TalentPool', { containerId: row.id });
    expect(opened.data).toMatchObject({ retentionMonths: 24 });

    const short = await as.dispatch('set_TalentPoolRetention', { containerId: row.id, months: 5 });
    expect(short.status).toBe(400);
    expect(short.error!.fields).toEqual({ months: 'Minst 6 månader' });
    const long = await as.dispatch('set_TalentPoolRetention', { containerId: row.id, months: 37 });
    expect(long.status).toBe(400);
    expect(long.error!.fields).toEqual({ months: 'Högst 36 månader' });
    const input = { containerId: row.id, months: 9 };
    expect((await t.as(writer).dispatch('set_TalentPoolRetention', input)).status).toBe(403);
    const set = await as.dispatch('set_TalentPoolRetention', input);
    expect(set.status, JSON.stringify(set.error)).toBe(200);
    expect(set.data).toMatchObject({
      retentionMonths: 9,
      message: 'Medlemmarnas uppgifter sparas nu i 9 månader',
    });
    expect((await as.dispatch('get_TalentPool', { containerId: row.id })).data!.retentionMonths).toBe(9);

    const site = await get<PublicContainer>(t.app, '/api/public/containers/periodbolaget');
    expect(site.body.consent.retentionMonths).toBe(24);
    expect(site.body.consent.gdprHtml).toContain('24 månader');
    expect(site.body.talentPoolConsent!.retentionMonths).toBe(9);
    expect(site.body.talentPoolConsent!.gdprHtml).toContain('9 månader');
    expect(site.body.talentPoolConsent!.gdprHtml).not.toContain('24 månader');

    const email = 'period@example.se';
    const { form_ssn: _ssn, form_referer: _referer, ...standard } = standardAnswers(email);
    const cv = { filename: 'cv.pdf', data: dataUrl('application/pdf', pdfWithText(['Per Iod'])) };
    const joined = await post(t.app, '/api/public/positions/apply', {
      action: 'create_jobApplication',
      data: {
        email,
        positionId: site.body.talentPool,
        metadata: { ...standard, pool_area: 'Lager', form_file: cv },
      },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    await t.app.services.storage.settled();
    const [receipt] = await t.db
      .select()
      .from(emailLog)
      .where(and(eq(emailLog.emailAddress, email), eq(emailLog.emailType, 'application_confirmation')));
    const keptUntil = formatDate(monthsBefore(new Date(), -9));
    expect(receipt!.body).toContain(
      `Vi sparar dina uppgifter i 9 månader från din senaste kontakt med oss, nu till och med ${keptUntil}`,
    );
  });

  it("removes a member after the pool's shorter period while the company's applicants stay", async () => {
    const { row, admin } = await company(undefined, 24);
    const { member } = await buildPoolMember(t.db, row.id);
    await t.as(admin).dispatch('set_TalentPoolRetention', { containerId: row.id, months: 6 });
    const position = await buildPosition(t.db, row.id);
    const applicant = await buildApplication(t.db, row.id, position.id);
    // In the pool and an applicant too: kept for the longer of the two.
    const both = await buildPoolMember(t.db, row.id);
    const [alsoApplied] = await t.db
      .insert(jobApplications)
      .values({
        containerId: row.id,
        positionId: position.id,
        userId: both.member.userId,
        metadata: {},
        info: both.member.info,
      })
      .returning();
    for (const id of [member.id, applicant.id, both.member.id, alsoApplied!.id]) await lastActive(id, 7);
    const warned = await buildPoolMember(t.db, row.id);
    await t.db
      .update(jobApplications)
      .set({ lastActivityAt: new Date(monthsBefore(NOW, 6).getTime() + 10 * 86_400_000) })
      .where(eq(jobApplications.id, warned.member.id));

    // The GDPR screen's date for a member is the pool's period's.
    const [warnedRow] = await t.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, warned.member.id));
    const person = await t
      .as(admin)
      .dispatch('get_GdprPerson', { containerId: row.id, userId: warned.member.userId });
    expect(person.status, JSON.stringify(person.error)).toBe(200);
    expect(person.data!.deleteOn).toBe(stockholmDate(deletionDate(warnedRow!.lastActivityAt, 6)));
    const listed = await t
      .as(admin)
      .dispatch('get_GdprOverview', { containerId: row.id, query: warned.member.user.email });
    expect(listed.status, JSON.stringify(listed.error)).toBe(200);
    expect(listed.data!.people.map((p) => p.deleteOn)).toEqual([person.data!.deleteOn]);
    // And the member's own pages say the same date.
    const mine = await t.as(warned.member.user).dispatch('get_MyApplications', {});
    expect(mine.status, JSON.stringify(mine.error)).toBe(200);
    expect(mine.data!.applications.map((a) => a.deleteOn)).toEqual([person.data!.deleteOn]);
    // And the warning's page, where the consent is renewed.
    const token = newLinkToken();
    await t.db.insert(consentLinks).values({
      containerId: row.id,
      userId: warned.member.userId,
      tokenHash: tokenHash(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const page = await get<{ months: number; deleteOn: string }>(t.app, `/api/public/consent/${token}`);
    expect(page.body).toMatchObject({
      months: 6,
      deleteOn: person.data!.deleteOn,
      held: { pool: true, job: false },
    });
    // And the register extract.
    const extract = await t.as(admin).dispatch('inform_Person', {
      containerId: row.id,
      userId: warned.member.userId,
      delivery: 'download',
      format: 'json',
    });
    expect(extract.status, JSON.stringify(extract.error)).toBe(200);
    if (extract.data!.delivery !== 'download') throw new Error('expected a download');
    const json = JSON.parse(Buffer.from(extract.data!.data, 'base64').toString('utf8')) as PersonExtract;
    expect(json.companies[0]).toMatchObject({ retentionMonths: 6, deleteOn: person.data!.deleteOn });

    await run();
    expect(await exists(member.id)).toBe(false);
    expect(await exists(applicant.id)).toBe(true);
    expect(await exists(both.member.id)).toBe(true);
    const [told] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, warned.member.id));
    expect(told!.retentionWarnedAt).toEqual(NOW);
    const [applicantRow] = await t.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, applicant.id));
    expect(applicantRow!.retentionWarnedAt).toBeNull();
  });

  it("keeps a member for the pool's longer period after the company's has passed", async () => {
    const { row, admin } = await company(undefined, 12);
    const { member } = await buildPoolMember(t.db, row.id);
    const set = await t.as(admin).dispatch('set_TalentPoolRetention', { containerId: row.id, months: 36 });
    expect(set.status).toBe(200);
    const position = await buildPosition(t.db, row.id);
    const applicant = await buildApplication(t.db, row.id, position.id);
    const old = await buildPoolMember(t.db, row.id);
    await lastActive(member.id, 13);
    await lastActive(applicant.id, 13);
    await lastActive(old.member.id, 37);

    const summary = await t.as(admin).dispatch('get_GdprOverview', { containerId: row.id });
    expect(summary.status, JSON.stringify(summary.error)).toBe(200);
    // The GDPR screen's dry run counts by each person's own period too.
    expect(summary.data!.nextRun.erase).toBe(2);
    expect(summary.data!.nextRunErases.map((p) => p.userId).sort()).toEqual(
      [applicant.userId, old.member.userId].sort(),
    );
    await run();
    expect(await exists(member.id)).toBe(true);
    expect(await exists(applicant.id)).toBe(false);
    expect(await exists(old.member.id)).toBe(false);
  });
});
