import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { PermissionId, TALENT_POOL_NAME, monthsBefore, type PersonExtract } from '@rekry/domain';
import { emailLog, jobApplications, talentPoolInvites } from '../src/db/schema.ts';
import { runRetention } from '../src/areas/gdpr/retention.ts';
import { testAppForFile } from './helpers/app.ts';
import { buildContainer, buildPosition, buildUser } from './helpers/factories.ts';
import { buildPoolMember } from './helpers/talent-pool.ts';

/** Talent pool members are applicants to the GDPR tools: listed, extracted, erased and kept only so long. */
const t = testAppForFile({ rateLimitFactor: 1000, jobWorker: false });
const NOW = new Date('2026-11-23T03:00:00Z');
const DAY = 86_400_000;

/** The retention run at NOW, as the hourly job runs it. */
const retentionRun = () =>
  runRetention(
    {
      database: t.database,
      storage: t.app.services.storage,
      log: t.app.log,
      appUrl: 'https://min.rekry.test',
    },
    NOW,
  );

async function scene() {
  const company = await buildContainer(t.db);
  const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
  const { pool, member } = await buildPoolMember(t.db, company.id, { lastname: 'Poolsson' });
  const target = await buildPosition(t.db, company.id);
  await t.db.insert(talentPoolInvites).values({
    containerId: company.id,
    applicationId: member.id,
    positionId: target.id,
    tokenHash: `hash-${member.id}`,
    expiresAt: new Date(Date.now() + DAY),
  });
  return { company, admin, pool, member };
}

describe('a talent pool member in the GDPR tools', () => {
  it('is listed, in the register extract as the pool, and erased with their invitations', async () => {
    const s = await scene();
    const as = t.as(s.admin);
    const input = { containerId: s.company.id, userId: s.member.userId };
    const person = await as.dispatch('get_GdprPerson', input);
    expect(person.status, JSON.stringify(person.error)).toBe(200);
    expect(person.data!.applications).toEqual([
      expect.objectContaining({ id: s.member.id, positionName: TALENT_POOL_NAME }),
    ]);
    expect(person.data!.deleteOn).toMatch(/^\d{4}-\d\d-\d\d$/);

    const extract = await as.dispatch('inform_Person', { ...input, delivery: 'download', format: 'json' });
    expect(extract.status, JSON.stringify(extract.error)).toBe(200);
    if (extract.data!.delivery !== 'download') throw new Error('expected a download');
    const json = JSON.parse(Buffer.from(extract.data!.data, 'base64').toString('utf8')) as PersonExtract;
    expect(json.companies[0]!.applications).toEqual([
      expect.objectContaining({ id: s.member.id, position: TALENT_POOL_NAME }),
    ]);
    expect(json.companies[0]!.applications[0]!.answers).toContainEqual({
      label: expect.any(String),
      value: 'Poolsson',
    });

    const erased = await as.dispatch('delete_ApplicantFromContainer', { ...input, reason: 'Begäran' });
    expect(erased.status, JSON.stringify(erased.error)).toBe(200);
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.id, s.member.id))).toEqual([]);
    expect(
      await t.db.select().from(talentPoolInvites).where(eq(talentPoolInvites.applicationId, s.member.id)),
    ).toEqual([]);
  });

  it('is told before the retention period ends and removed after it, as an applicant is', async () => {
    const due = await scene();
    const soon = await buildPoolMember(t.db, due.company.id);
    await t.db
      .update(jobApplications)
      .set({ lastActivityAt: monthsBefore(NOW, 25) })
      .where(eq(jobApplications.id, due.member.id));
    await t.db
      .update(jobApplications)
      .set({ lastActivityAt: new Date(monthsBefore(NOW, 24).getTime() + 10 * DAY) })
      .where(eq(jobApplications.id, soon.member.id));
    await retentionRun();
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.id, due.member.id))).toEqual(
      [],
    );
    const [kept] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, soon.member.id));
    expect(kept!.retentionWarnedAt).toEqual(NOW);
    const mails = await t.db.select().from(emailLog).where(eq(emailLog.emailAddress, soon.member.user.email));
    const warning = mails.find((m) => m.emailType === 'retention_warning')!;
    // A member never applied for a job: the mail says where the data came from, when it goes, how to stay.
    expect(warning.body).not.toContain('sökt jobb');
    expect(warning.body).toContain(`Du gick med i talangpoolen hos ${due.company.name}.`);
    expect(warning.body).toContain('tas bort 2026-12-03.');
    expect(warning.body).toMatch(
      /Vill du vara kvar i talangpoolen\?[^\n]*\nhttps:\/\/min\.rekry\.test\/samtycke\/[\w-]{43}/,
    );
    expect(warning.body).toContain('du finns inte längre i talangpoolen');

    // In the pool and an applicant too: both, in one mail.
    const position = await buildPosition(t.db, due.company.id);
    const both = await buildPoolMember(t.db, due.company.id);
    const [applied] = await t.db
      .insert(jobApplications)
      .values({ containerId: due.company.id, positionId: position.id, userId: both.member.userId })
      .returning();
    await t.db
      .update(jobApplications)
      .set({ lastActivityAt: new Date(monthsBefore(NOW, 24).getTime() + 10 * DAY) })
      .where(inArray(jobApplications.id, [both.member.id, applied!.id]));
    await retentionRun();
    const [bothWarning] = await t.db
      .select()
      .from(emailLog)
      .where(
        and(eq(emailLog.emailAddress, both.member.user.email), eq(emailLog.emailType, 'retention_warning')),
      );
    expect(bothWarning!.body).toContain(
      `Du har sökt jobb hos ${due.company.name} och finns i företagets talangpool.`,
    );
  });
});
