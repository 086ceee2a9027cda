import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { PermissionId } from '@rekry/domain';
import { rowsOf } from '../src/db/client.ts';
import { applicationFiles, emailLog, jobApplications, personalDataAudit, users } from '../src/db/schema.ts';
import { get, post, testAppForFile } from './helpers/app.ts';
import { labelByName, applyWithCv } from './helpers/applicants.ts';
import { rowsMentioning } from './helpers/rows-mentioning.ts';
import { buildContainer, buildPosition, buildUser, uniqueEmail, validSsn } from './helpers/factories.ts';

const t = testAppForFile({ rateLimitFactor: 1000 });

describe('erasing a person from a company', () => {
  it('leaves nothing of them in the company — rows, files, e-mail, notifications, search — and one anonymous audit row', async () => {
    const company = await buildContainer(t.db);
    const other = await buildContainer(t.db);
    const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    const first = await buildPosition(t.db, company.id, { name: 'Lagerchef' });
    const second = await buildPosition(t.db, company.id, { name: 'Truckförare' });
    const elsewhere = await buildPosition(t.db, other.id, { name: 'Kock' });

    const email = uniqueEmail();
    const surname = `Raderasson${Date.now()}`;
    const ssn = validSsn('19870412', '327');
    const person = { form_surname: surname, form_ssn: ssn };
    const a = await applyWithCv(t.app, first.id, email, person);
    const b = await applyWithCv(t.app, second.id, email, person);
    await applyWithCv(t.app, elsewhere.id, email, person);

    // Staff work on the applications: a note, a status (a notification), an e-mail.
    const as = t.as(admin);
    expect(
      (
        await as.dispatch('create_ApplicantNote', {
          containerId: company.id,
          positionId: first.id,
          applicantId: a,
          text: `Ringde ${surname}`,
        })
      ).status,
    ).toBe(200);
    const hired = await labelByName(t.db, company.id, 'Intressant');
    expect(
      (
        await as.dispatch('update_ApplicantStatus', {
          containerId: company.id,
          positionId: second.id,
          labelId: hired.id,
          ids: [b],
          labelType: 'Interest',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await as.dispatch('send_ApplicantEmail', {
          containerId: company.id,
          positionId: first.id,
          applicantId: a,
          email,
          subject: 'Intervju',
          body: `Hej! Välkommen på intervju, ${surname}.`,
        })
      ).status,
    ).toBe(200);

    // A conversation: staff write with an attachment, the applicant answers through the e-mailed link.
    const sent = await as.dispatch('send_Message', {
      containerId: company.id,
      applicationId: a,
      body: `Hej ${surname}, se bifogat schema.`,
      attachment: {
        filename: 'schema.txt',
        data: `data:text/plain;base64,${Buffer.from('Måndag 9').toString('base64')}`,
      },
    });
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    const [mail] = await t.db
      .select({ body: emailLog.body })
      .from(emailLog)
      .where(and(eq(emailLog.applicationId, a), eq(emailLog.emailType, 'conversation_message')));
    const token = /\/svar\/([A-Za-z0-9_-]{43})/.exec(mail!.body)![1]!;
    expect(
      (await post(t.app, `/api/public/conversations/${token}`, { body: `Tack! /${surname}` })).status,
    ).toBe(200);
    const conversationsOf = async () =>
      rowsOf<{ conversations: number; messages: number; reads: number; links: number }>(
        await t.db.execute(sql`
          select
            (select count(*) from conversations where application_id in (${a}, ${b}))::int as conversations,
            (select count(*) from conversation_messages m join conversations c on c.id = m.conversation_id
              where c.application_id in (${a}, ${b}))::int as messages,
            (select count(*) from conversation_reads r join conversations c on c.id = r.conversation_id
              where c.application_id in (${a}, ${b}))::int as reads,
            (select count(*) from conversation_links l join conversations c on c.id = l.conversation_id
              where c.application_id in (${a}, ${b}))::int as links,
            (select count(*) from conversation_messages where container_id = ${company.id})::int as all_messages`),
      )[0]!;
    expect(await conversationsOf()).toMatchObject({ conversations: 1, messages: 2, links: 1 });

    const [person0] = await t.db.select().from(users).where(eq(users.email, email));
    const files = await t.db
      .select()
      .from(applicationFiles)
      .where(sql`${applicationFiles.applicationId} in (${a}, ${b})`);
    expect(files.length).toBeGreaterThanOrEqual(2);
    const onDisk = files.map((f) =>
      path.join(t.config.dataDir, 'files', String(f.containerId), String(f.applicationId), f.storedName),
    );
    const needles = [email, surname, ssn];
    expect((await rowsMentioning(t.db, needles)).some((r) => r.row.container_id === company.id)).toBe(true);

    const res = await as.dispatch('delete_ApplicantFromContainer', {
      containerId: company.id,
      userId: person0!.id,
      reason: 'Den sökande bad om det',
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ removed: 2, message: 'Den ansökande har tagits bort' });

    // What is left names the person only in their own account and the other company's application.
    const left = await rowsMentioning(t.db, needles);
    for (const { table, row } of left) {
      expect(
        table === 'users' || row.container_id === other.id,
        `${table}: ${JSON.stringify(row).slice(0, 300)}`,
      ).toBe(true);
    }
    expect(left.some((r) => r.table === 'job_applications')).toBe(true);
    for (const file of onDisk) expect(existsSync(file), file).toBe(false);
    // The conversation went with it: messages, read marks, reply links and the attachment's file.
    expect(await conversationsOf()).toMatchObject({
      conversations: 0,
      messages: 0,
      reads: 0,
      links: 0,
      all_messages: 0,
    });
    expect(files.some((f) => f.id === sent.data.attachment!.fileId)).toBe(true);
    expect((await get(t.app, `/api/public/conversations/${token}`)).status).toBe(404);
    const search = await as.dispatch('get_applicantPositionBySearchQuery', {
      containerId: company.id,
      filter: surname,
    });
    expect(search.status).toBe(200);
    expect(JSON.stringify(search.data)).not.toContain(surname);

    const audit = await t.db
      .select()
      .from(personalDataAudit)
      .where(eq(personalDataAudit.containerId, company.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, kind: 'erase', reason: 'Den sökande bad om det' });
    expect(audit[0]!.summary).toMatchObject({
      applications: 2,
      notes: 1,
      // The two receipts, the interview e-mail and the message's e-mail.
      emails: 4,
      messages: 2,
      positionIds: [first.id, second.id].sort((x, y) => x - y),
      userRemoved: false,
    });
    expect((audit[0]!.summary as { files: number }).files).toBe(files.length);
    expect((audit[0]!.summary as { notifications: number }).notifications).toBeGreaterThanOrEqual(2);
  });

  it('takes the user row too when the person has no account and nothing elsewhere', async () => {
    const company = await buildContainer(t.db);
    const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    const position = await buildPosition(t.db, company.id);
    const email = uniqueEmail();
    await applyWithCv(t.app, position.id, email, {});
    const [person] = await t.db.select().from(users).where(eq(users.email, email));
    const res = await t.as(admin).dispatch('delete_ApplicantFromContainer', {
      containerId: company.id,
      userId: person!.id,
    });
    expect(res.status).toBe(200);
    expect(await rowsMentioning(t.db, [email])).toEqual([]);
    expect(
      await t.db.select().from(jobApplications).where(eq(jobApplications.containerId, company.id)),
    ).toEqual([]);
  });

  it('refuses a reason that is too long and saves nothing', async () => {
    const company = await buildContainer(t.db);
    const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    const position = await buildPosition(t.db, company.id);
    const email = uniqueEmail();
    const application = await applyWithCv(t.app, position.id, email, {});
    const [person] = await t.db.select().from(users).where(eq(users.email, email));
    const res = await t.as(admin).dispatch('delete_ApplicantFromContainer', {
      containerId: company.id,
      userId: person!.id,
      reason: 'x'.repeat(501),
    });
    expect(res.status).toBe(400);
    expect(res.error?.fields?.reason).toBe('Skälet är för långt');
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.id, application))).toHaveLength(
      1,
    );
  });
});

describe('the GDPR viewer', () => {
  it('lists the people the company holds data on, with what and until when, to admins only', async () => {
    const company = await buildContainer(t.db);
    const foreign = await buildContainer(t.db);
    const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    const writer = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Write]]] });
    const foreignAdmin = await buildUser(t.db, { memberOf: [[foreign.id, [PermissionId.Administrator]]] });
    const position = await buildPosition(t.db, company.id, { name: 'Kock' });
    const email = uniqueEmail();
    const applicationId = await applyWithCv(t.app, position.id, email, { form_surname: 'Viewsson' });

    const res = await t.as(admin).dispatch('get_GdprOverview', { containerId: company.id });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ months: 24, maxMonths: 36, legalBasis: 'Samtycke', total: 1, page: 1 });
    const [person] = res.data.people;
    expect(person).toMatchObject({
      email,
      name: 'Anna Viewsson',
      files: 1,
      notes: 0,
      emails: 1,
      legalHold: false,
    });
    expect(person!.applications).toEqual([
      expect.objectContaining({ id: applicationId, positionName: 'Kock', legalHold: false }),
    ]);
    expect(person!.applications[0]!.consentAt).toMatch(/^\d{4}-/);
    expect(person!.applications[0]!.consentTextHash).toMatch(/^[0-9a-f]{64}$/);
    expect(person!.deleteOn).toMatch(/^\d{4}-\d\d-\d\d$/);

    expect((await t.as(undefined).dispatch('get_GdprOverview', { containerId: company.id })).status).toBe(
      401,
    );
    for (const caller of [writer, foreignAdmin])
      expect((await t.as(caller).dispatch('get_GdprOverview', { containerId: company.id })).status).toBe(403);
    const badPage = await t.as(admin).dispatch('get_GdprOverview', { containerId: company.id, page: 0 });
    expect(badPage.status).toBe(400);
    expect(badPage.error?.fields?.page).toBe('Ogiltig sida');
  });

  it('sets the period within 1–36 months, and a legal hold keeps a person past it', async () => {
    const company = await buildContainer(t.db);
    const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    const writer = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Write]]] });
    const position = await buildPosition(t.db, company.id);
    const email = uniqueEmail();
    await applyWithCv(t.app, position.id, email, {});
    const [person] = await t.db.select().from(users).where(eq(users.email, email));
    const as = t.as(admin);

    for (const [months, message] of [
      [0, 'Minst 1 månad'],
      [37, 'Högst 36 månader'],
      [1.5, 'Ange hela månader'],
    ] as const) {
      const res = await as.dispatch('update_RetentionMonths', { containerId: company.id, months });
      expect(res.status).toBe(400);
      expect(res.error?.fields?.months).toBe(message);
    }
    expect(
      (await t.as(writer).dispatch('update_RetentionMonths', { containerId: company.id, months: 6 })).status,
    ).toBe(403);
    const saved = await as.dispatch('update_RetentionMonths', { containerId: company.id, months: 6 });
    expect(saved.data).toEqual({ months: 6 });
    expect((await as.dispatch('get_GdprOverview', { containerId: company.id })).data.months).toBe(6);

    // Seven months without activity: past the period, unless held.
    await t.db
      .update(jobApplications)
      .set({ lastActivityAt: new Date(Date.now() - 210 * 86_400_000) })
      .where(eq(jobApplications.userId, person!.id));
    let overview = (await as.dispatch('get_GdprOverview', { containerId: company.id })).data;
    expect(overview.nextRun).toEqual({ erase: 1, warn: 0, held: 0 });
    const hold = await as.dispatch('update_LegalHold', {
      containerId: company.id,
      userId: person!.id,
      hold: true,
    });
    expect(hold.data).toEqual({ ok: true, applications: 1 });
    overview = (await as.dispatch('get_GdprOverview', { containerId: company.id })).data;
    expect(overview.nextRun).toEqual({ erase: 0, warn: 0, held: 1 });
    expect(overview.people[0]).toMatchObject({ legalHold: true, deleteOn: null });

    const stranger = await buildUser(t.db);
    const none = await as.dispatch('update_LegalHold', {
      containerId: company.id,
      userId: stranger.id,
      hold: true,
    });
    expect(none.status).toBe(400);
    expect(none.error?.message).toBe('Personen har inga ansökningar hos företaget');
  });
});
