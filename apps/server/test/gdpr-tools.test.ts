import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PermissionId, type PersonExtract } from '@rekry/domain';
import { emailLog, personalDataAudit, users } from '../src/db/schema.ts';
import { applyWithCv } from './helpers/applicants.ts';
import { testAppForFile } from './helpers/app.ts';
import { buildContainer, buildPosition, buildUser, uniqueEmail } from './helpers/factories.ts';
import { smtpServerForFile } from './helpers/smtp.ts';

const smtp = smtpServerForFile();
const t = testAppForFile(() => ({ rateLimitFactor: 1000, smtpUrl: smtp.url, jobWorker: false }));

/** A company with an admin, a writer, a reader, another company's admin, and one applicant with a note. */
async function scene() {
  const company = await buildContainer(t.db);
  const foreign = await buildContainer(t.db);
  const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
  const writer = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Write]]] });
  const reader = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Read]]] });
  const foreignAdmin = await buildUser(t.db, { memberOf: [[foreign.id, [PermissionId.Administrator]]] });
  const position = await buildPosition(t.db, company.id, { name: 'Kock' });
  const foreignPosition = await buildPosition(t.db, foreign.id, { name: 'Diskare' });
  const email = uniqueEmail();
  const applicationId = await applyWithCv(t.app, position.id, email, { form_surname: 'Utdragsson' });
  const note = await t.as(admin).dispatch('create_ApplicantNote', {
    containerId: company.id,
    positionId: position.id,
    applicantId: applicationId,
    text: 'Ringde om intervju',
  });
  expect(note.status).toBe(200);
  const [person] = await t.db.select().from(users).where(eq(users.email, email));
  return {
    company,
    foreign,
    admin,
    writer,
    reader,
    foreignAdmin,
    position,
    foreignPosition,
    email,
    applicationId,
    person: person!,
  };
}

describe('get_GdprPerson', () => {
  it('lists what the company holds on the person and exactly what deleting would remove', async () => {
    const s = await scene();
    const as = t.as(s.admin);
    const res = await as.dispatch('get_GdprPerson', { containerId: s.company.id, userId: s.person.id });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toMatchObject({
      userId: s.person.id,
      email: s.email,
      name: 'Anna Utdragsson',
      legalHold: false,
      applications: [
        expect.objectContaining({ id: s.applicationId, positionName: 'Kock', status: 'Ej behandlad' }),
      ],
      files: [expect.objectContaining({ filename: 'cv.pdf', contentType: 'application/pdf' })],
      notes: [expect.objectContaining({ applicationId: s.applicationId })],
    });
    expect(res.data.deleteOn).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(res.data.emails.length).toBeGreaterThanOrEqual(1);
    const preview = res.data.erase;
    expect(preview).toMatchObject({ applications: 1, notes: 1, userRemoved: true });

    // The audit row of the erasure counts the same.
    const erased = await as.dispatch('delete_ApplicantFromContainer', {
      containerId: s.company.id,
      userId: s.person.id,
      reason: 'Begäran',
    });
    expect(erased.status).toBe(200);
    const [audit] = await t.db
      .select()
      .from(personalDataAudit)
      .where(and(eq(personalDataAudit.containerId, s.company.id), eq(personalDataAudit.kind, 'erase')));
    const { derivedFiles: _derived, ...counts } = preview;
    expect(audit!.summary).toMatchObject(counts);

    const gone = await as.dispatch('get_GdprPerson', { containerId: s.company.id, userId: s.person.id });
    expect(gone.status).toBe(404);
    expect(gone.error?.message).toBe('Personen finns inte');
  });

  it('answers 401, 400, 403 and 404 where it should', async () => {
    const s = await scene();
    const input = { containerId: s.company.id, userId: s.person.id };
    expect((await t.as(undefined).dispatch('get_GdprPerson', input)).status).toBe(401);
    for (const caller of [s.writer, s.reader, s.foreignAdmin])
      expect((await t.as(caller).dispatch('get_GdprPerson', input)).status).toBe(403);
    const bad = await t.as(s.admin).dispatch('get_GdprPerson', { containerId: s.company.id, userId: 0 });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields?.userId).toBe('Ogiltigt användar-id');
    // A person of another company only: nothing here.
    const other = uniqueEmail();
    await applyWithCv(t.app, s.foreignPosition.id, other);
    const [stranger] = await t.db.select().from(users).where(eq(users.email, other));
    const cross = await t.as(s.admin).dispatch('get_GdprPerson', {
      containerId: s.company.id,
      userId: stranger!.id,
    });
    expect(cross.status).toBe(404);
    expect(cross.error?.message).toBe('Personen finns inte');
    // The other company's admin cannot ask about this company's applicant through their own company.
    const foreign = await t.as(s.foreignAdmin).dispatch('get_GdprPerson', {
      containerId: s.foreign.id,
      userId: s.person.id,
    });
    expect(foreign.status).toBe(404);
  });
});

describe('inform_Person', () => {
  it('downloads the extract as JSON and PDF and writes an anonymous inform audit row', async () => {
    const s = await scene();
    const as = t.as(s.admin);
    const sent = await as.dispatch('send_Message', {
      containerId: s.company.id,
      applicationId: s.applicationId,
      body: 'Välkommen på intervju!',
    });
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    const json = await as.dispatch('inform_Person', {
      containerId: s.company.id,
      userId: s.person.id,
      delivery: 'download',
    });
    expect(json.status, JSON.stringify(json.error)).toBe(200);
    if (json.data.delivery !== 'download') throw new Error('expected a download');
    expect(json.data).toMatchObject({ contentType: 'application/json' });
    expect(json.data.filename).toMatch(/^registerutdrag-\d{4}-\d\d-\d\d\.json$/);
    const extract = JSON.parse(Buffer.from(json.data.data, 'base64').toString('utf8')) as PersonExtract;
    expect(extract).toMatchObject({
      schema: 'rekry.person-extract/1',
      person: { userId: s.person.id, email: s.email },
    });
    const [company] = extract.companies;
    expect(company).toMatchObject({ containerId: s.company.id, legalBasis: 'Samtycke', retentionMonths: 24 });
    expect(company!.gdprTextInForce.html).toContain('Behandling av personuppgifter');
    const [application] = company!.applications;
    expect(application).toMatchObject({
      id: s.applicationId,
      position: 'Kock',
      status: 'Ej behandlad',
      files: [expect.objectContaining({ name: 'cv.pdf', type: 'application/pdf', kind: 'original' })],
      notes: [expect.objectContaining({ text: 'Ringde om intervju' })],
    });
    expect(application!.answers).toContainEqual({ label: expect.any(String), value: 'Utdragsson' });
    expect(application!.consent).toMatchObject({ textSha256: company!.gdprTextInForce.sha256 });
    expect(application!.consent!.text).toBe(company!.gdprTextInForce.html);
    expect(application!.emails.length).toBeGreaterThanOrEqual(1);
    expect(application!.messages).toEqual([
      { from: 'staff', text: 'Välkommen på intervju!', attachment: null, sentAt: expect.any(String) },
    ]);

    const pdf = await as.dispatch('inform_Person', {
      containerId: s.company.id,
      userId: s.person.id,
      delivery: 'download',
      format: 'pdf',
    });
    expect(pdf.status).toBe(200);
    if (pdf.data.delivery !== 'download') throw new Error('expected a download');
    expect(pdf.data.contentType).toBe('application/pdf');
    expect(Buffer.from(pdf.data.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const audit = await t.db
      .select()
      .from(personalDataAudit)
      .where(and(eq(personalDataAudit.containerId, s.company.id), eq(personalDataAudit.kind, 'inform')));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      actorId: s.admin.id,
      summary: { delivery: 'download', format: 'json' },
    });
    expect(JSON.stringify(audit)).not.toContain(s.email);
    expect(JSON.stringify(audit.map((a) => a.summary))).not.toContain(String(s.person.id));
  });

  it('mails the person the JSON and the PDF through the queue', async () => {
    const s = await scene();
    const res = await t.as(s.admin).dispatch('inform_Person', {
      containerId: s.company.id,
      userId: s.person.id,
      delivery: 'email',
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toEqual({
      delivery: 'email',
      to: s.email,
      message: 'Registerutdraget skickas till personen',
    });
    const [queued] = await t.db
      .select()
      .from(emailLog)
      .where(and(eq(emailLog.containerId, s.company.id), eq(emailLog.emailType, 'register_extract')));
    expect(queued).toMatchObject({ status: 'queued', emailAddress: s.email, sentBy: s.admin.id });

    await t.app.services.jobs.runUntilIdle('send-email');
    const mail = await smtp.waitFor(s.email);
    const extractMail = smtp.received.findLast(
      (m) => m.to.includes(s.email) && m.subject.startsWith('Dina personuppgifter'),
    );
    expect(extractMail, mail.subject).toBeDefined();
    const names = extractMail!.attachments.map((a) => a.filename).sort();
    expect(names).toEqual([expect.stringMatching(/\.json$/), expect.stringMatching(/\.pdf$/)]);
    const json = extractMail!.attachments.find((a) => a.filename.endsWith('.json'))!;
    expect((JSON.parse(json.content.toString('utf8')) as PersonExtract).person.email).toBe(s.email);
    const pdf = extractMail!.attachments.find((a) => a.filename.endsWith('.pdf'))!;
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    const [sent] = await t.db.select().from(emailLog).where(eq(emailLog.id, queued!.id));
    expect(sent!.status).toBe('sent');
    const [audit] = await t.db
      .select()
      .from(personalDataAudit)
      .where(and(eq(personalDataAudit.containerId, s.company.id), eq(personalDataAudit.kind, 'inform')));
    expect(audit).toMatchObject({ actorId: s.admin.id, summary: { delivery: 'email' } });
  });

  it('sends nothing when the person is erased before the mail goes (the queued mail goes with them)', async () => {
    const s = await scene();
    const as = t.as(s.admin);
    const res = await as.dispatch('inform_Person', {
      containerId: s.company.id,
      userId: s.person.id,
      delivery: 'email',
    });
    expect(res.status).toBe(200);
    expect(
      (await as.dispatch('delete_ApplicantFromContainer', { containerId: s.company.id, userId: s.person.id }))
        .status,
    ).toBe(200);
    const before = smtp.received.length;
    await t.app.services.jobs.runUntilIdle('send-email');
    expect(smtp.received.slice(before).filter((m) => m.to.includes(s.email))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(emailLog)
        .where(and(eq(emailLog.containerId, s.company.id), eq(emailLog.emailType, 'register_extract'))),
    ).toEqual([]);
  });

  it('answers 401, 400 per field, 403 and 404 where it should, and writes nothing then', async () => {
    const s = await scene();
    const input = { containerId: s.company.id, userId: s.person.id, delivery: 'download' as const };
    expect((await t.as(undefined).dispatch('inform_Person', input)).status).toBe(401);
    for (const caller of [s.writer, s.reader, s.foreignAdmin])
      expect((await t.as(caller).dispatch('inform_Person', input)).status).toBe(403);
    const as = t.as(s.admin);
    const badDelivery = await as.dispatchUnchecked('inform_Person', { ...input, delivery: 'fax' });
    expect(badDelivery.status).toBe(400);
    expect(badDelivery.error?.fields?.delivery).toBe('Välj skicka eller ladda ned');
    const badFormat = await as.dispatchUnchecked('inform_Person', { ...input, format: 'docx' });
    expect(badFormat.status).toBe(400);
    expect(badFormat.error?.fields?.format).toBe('Välj JSON eller PDF');
    const badUser = await as.dispatch('inform_Person', { ...input, userId: -1 });
    expect(badUser.status).toBe(400);
    expect(badUser.error?.fields?.userId).toBe('Ogiltigt användar-id');
    const cross = await t
      .as(s.foreignAdmin)
      .dispatch('inform_Person', { ...input, containerId: s.foreign.id });
    expect(cross.status).toBe(404);
    expect(cross.error?.message).toBe('Personen finns inte');
    expect(
      await t.db.select().from(personalDataAudit).where(eq(personalDataAudit.kind, 'inform')),
    ).not.toContainEqual(expect.objectContaining({ containerId: s.company.id }));
  });
});
