import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applicationFiles, emailLog, jobApplications, notifications, users } from '../src/db/schema.ts';
import { createTestApp, post } from './helpers/app.ts';
import { APPLY, PDF, applyWorld, cv, type ApplyWorld } from './helpers/apply-world.ts';
import {
  buildPosition,
  customerServiceAnswers,
  standardAnswers,
  uniqueEmail,
  validSsn,
} from './helpers/factories.ts';

const { t, smtp, world, apply } = applyWorld();
let company: ApplyWorld['company'];
let warehouse: ApplyWorld['warehouse'];
let service: ApplyWorld['service'];
beforeAll(() => {
  ({ company, warehouse, service } = world);
});

describe('POST /api/public/positions/apply: success', () => {
  it('stores the application, answers, files, consent and notification, and mails a receipt', async () => {
    const email = uniqueEmail();
    const before = Date.now();
    // Written as people do (ÅÅMMDD-NNNN): stored and shown as the 12 digits.
    const res = await apply(warehouse.id, email.toUpperCase(), {
      ...standardAnswers(email, { form_text_motivation: 'Jag gillar ordning.', form_ssn: '900101-1239' }),
      form_file: cv(),
      not_in_the_form: 'dropped',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { applicationId, thanksForApply, appliedSuccess } = res.body.data;
    expect(thanksForApply).toBe('Tack Anna, vi hör av oss!');
    expect(appliedSuccess).toContain('Hej Anna!');

    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, applicationId));
    expect(row).toMatchObject({
      containerId: company.id,
      positionId: warehouse.id,
      isManuallyCreated: false,
    });
    expect(row!.metadata.form_file).toEqual({ filename: 'cv.pdf', data: '' });
    expect(row!.metadata.form_text_motivation).toBe('Jag gillar ordning.');
    expect(row!.metadata.form_ssn).toBe('199001011239');
    expect(row!.metadata).not.toHaveProperty('not_in_the_form');
    expect(row!.info).toMatchObject({
      firstname: 'Anna',
      lastname: 'Andersson',
      name: 'Anna Andersson',
      email,
      ssn: validSsn(),
      dateOfBirth: '1990-01-01',
      gender: 'Man',
      city: 'Västerås',
    });
    expect(row!.consent).toMatchObject({
      terms: true,
      gdpr: true,
      consentCompanyName: 'Lagerbolaget',
      retentionMonths: 24,
      legalBasis: 'Samtycke',
      gdprValidFrom: '2022-01-31',
    });
    expect(row!.consent!.gdprTextSha256).toMatch(/^[0-9a-f]{64}$/);
    const approvedAt = Date.parse(row!.consent!.approvedAt);
    expect(approvedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(approvedAt).toBeLessThanOrEqual(Date.now());

    const [user] = await t.db.select().from(users).where(eq(users.id, row!.userId));
    expect(user).toMatchObject({ email, firstname: 'Anna', passwordHash: null, isCandidate: true });

    const files = await t.db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, applicationId));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      propertyKey: 'form_file',
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    expect(files[0]!.storedName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    await t.app.services.storage.settled();
    const onDisk = path.join(
      t.config.dataDir,
      'files',
      String(company.id),
      String(applicationId),
      files[0]!.storedName,
    );
    expect(readFileSync(onDisk).equals(PDF)).toBe(true);

    // The application's own: the clock may tell the company of the position's publication meanwhile.
    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.applicationId, applicationId));
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes)
      expect(note).toMatchObject({
        containerId: company.id,
        type: 'create_jobApplication',
        title: 'Ny ansökan',
        message: 'Anna Andersson har sökt Lagermedarbetare',
        data: { positionId: warehouse.id, id: applicationId },
        isRead: false,
      });

    // The receipt is queued with the application and delivered by the job queue.
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Tack för din ansökan – Lagermedarbetare');
    expect(mail.text).toContain('Tack Anna, vi hör av oss!');
    let logged: typeof emailLog.$inferSelect | undefined;
    for (let i = 0; i < 50 && logged?.status !== 'sent'; i++) {
      if (i) await new Promise((resolve) => setTimeout(resolve, 50));
      [logged] = await t.db.select().from(emailLog).where(eq(emailLog.emailAddress, email));
    }
    expect(logged).toMatchObject({
      emailType: 'application_confirmation',
      status: 'sent',
      containerId: company.id,
      applicationId,
      positionId: warehouse.id,
    });
  });

  it('takes every field type of the customer-service form, the photo stored as a file', async () => {
    const email = uniqueEmail();
    const res = await apply(service.id, email, customerServiceAnswers(email));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [row] = await t.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, res.body.data.applicationId));
    expect(row!.metadata).toMatchObject({
      customform_languages_1: true,
      'radio-group_shift': 'radio-group_shift_1',
      licensetodriveform: 'licensetodrive_1',
      summerperiodsform_1: true,
      form_photo: 'bild.png',
    });
    const files = await t.db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, res.body.data.applicationId));
    expect(files.map((f) => [f.propertyKey, f.contentType])).toEqual([['form_photo', 'image/png']]);
  });

  it('finds an existing account by e-mail instead of creating one, keeping its names', async () => {
    const email = uniqueEmail();
    const [existing] = await t.db.insert(users).values({ email, firstname: 'Kim' }).returning();
    const res = await apply(warehouse.id, email, { ...standardAnswers(email), form_file: cv() });
    expect(res.status).toBe(201);
    const [row] = await t.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, res.body.data.applicationId));
    expect(row!.userId).toBe(existing!.id);
    const [user] = await t.db.select().from(users).where(eq(users.id, existing!.id));
    expect(user!.firstname).toBe('Kim');
  });

  it('gives a new person applying to two positions at once one account with both applications', async () => {
    const email = uniqueEmail();
    const answers = { ...standardAnswers(email), form_file: cv() };
    const second = await buildPosition(t.db, company.id);
    const results = await Promise.all([warehouse.id, second.id].map((id) => apply(id, email, answers)));
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    const accounts = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(accounts).toHaveLength(1);
    const owners = await t.db
      .select({ userId: jobApplications.userId })
      .from(jobApplications)
      .where(eq(jobApplications.userId, accounts[0]!.id));
    expect(owners).toHaveLength(2);
  });

  it('accepts an internal position by its guid, and a plain UTF-8 text file', async () => {
    const internal = await buildPosition(t.db, company.id, { isInternal: true });
    const email = uniqueEmail();
    const text = Buffer.from('Mitt CV: lager, truck, ordning och reda – åäö');
    const res = await apply(internal.linkId, email, {
      ...standardAnswers(email),
      form_file: cv(text, 'cv.txt', 'text/plain'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});

describe('rate limit', () => {
  it('answers 429 with a Swedish message once one address has applied too often', async () => {
    const limited = await createTestApp({ rateLimitFactor: 1 / 30 });
    try {
      const send = () => post(limited.app, APPLY, { action: 'create_jobApplication', data: {} });
      expect((await send()).status).toBe(400);
      const res = await send();
      expect(res.status).toBe(429);
      expect(res.body.error.message).toContain('För många försök');
    } finally {
      await limited.close();
    }
  });
});
