import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { containers, emailLog, jobs } from '../src/db/schema.ts';
import { buildApplication } from './helpers/applicants.ts';
import { createTestApp, testAppWithWorld } from './helpers/app.ts';
import {
  buildContainer,
  buildPosition,
  buildWorld,
  tokenFor,
  buildWritersPosition,
} from './helpers/factories.ts';
import { freePort } from './helpers/process.ts';
import { smtpServerForFile } from './helpers/smtp.ts';

const smtp = smtpServerForFile();
const { t, world, tokens } = testAppWithWorld(() => ({ smtpUrl: smtp.url, jobWorker: false }));

async function positionWithApplicants(names: [string, string][], containerId = world.own.id) {
  const position = await buildWritersPosition(t.db, containerId, world.writer, { name: 'Lagermedarbetare' });
  const applications = [];
  for (const [firstname, lastname] of names) {
    applications.push(await buildApplication(t.db, containerId, position.id, { firstname, lastname }));
  }
  return { position, applications, at: { containerId, positionId: position.id } };
}

const TEMPLATE = {
  subject: 'Din ansökan till ##POSITION##',
  body: 'Hej ##FIRSTNAME## ##LASTNAME##!\n\nTack för din ansökan till ##POSITION## hos ##COMPANY##.\n\nHälsningar\n##SENDER##',
};

describe('send_ApplicantEmail', () => {
  it('queues the mail without sending it, and the job delivers it over SMTP with the variables filled in', async () => {
    const { applications, at } = await positionWithApplicants([['Anna', 'Andersson']]);
    const [anna] = applications;
    const res = await t.as(tokens.writer).dispatch('send_ApplicantEmail', {
      ...at,
      applicantId: anna!.id,
      email: anna!.user.email.toUpperCase(),
      ...TEMPLATE,
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toEqual({ queued: 1, message: 'E-post skickad' });
    const [queued] = await t.db.select().from(emailLog).where(eq(emailLog.applicationId, anna!.id));
    expect(queued).toMatchObject({
      status: 'queued',
      emailType: 'applicant_message',
      sentBy: world.writer.id,
    });
    expect(smtp.received.some((m) => m.to.includes(anna!.user.email))).toBe(false);

    await t.app.services.jobs.runUntilIdle('send-email');
    const mail = await smtp.waitFor(anna!.user.email);
    expect(mail.subject).toBe('Din ansökan till Lagermedarbetare');
    const [company] = await t.db.select().from(containers).where(eq(containers.id, world.own.id));
    expect(mail.text.trimEnd()).toBe(
      `Hej Anna Andersson!\n\nTack för din ansökan till Lagermedarbetare hos ${company!.name}.\n\nHälsningar\nTest Testsson`,
    );
    const [sent] = await t.db.select().from(emailLog).where(eq(emailLog.id, queued!.id));
    expect(sent).toMatchObject({ status: 'sent', error: null });
  });

  it('sends an HTML body as HTML with a readable text part, the values escaped', async () => {
    const { applications, at } = await positionWithApplicants([['<b>Bo</b>', 'Ek']]);
    const [bo] = applications;
    await t.as(tokens.writer).dispatch('send_ApplicantEmail', {
      ...at,
      applicantId: bo!.id,
      email: bo!.user.email,
      subject: 'Hej',
      body: '<p>Hej ##FIRSTNAME##!</p><p>Rad två<script>x()</script></p>',
    });
    const [row] = await t.db.select().from(emailLog).where(eq(emailLog.applicationId, bo!.id));
    expect(row!.body).toBe('<p>Hej &lt;b&gt;Bo&lt;/b&gt;!</p><p>Rad två</p>');
    await t.app.services.jobs.runUntilIdle('send-email');
    const mail = await smtp.waitFor(bo!.user.email);
    // Paragraphs apart, as the HTML shows them.
    expect(mail.text.trimEnd()).toBe('Hej <b>Bo</b>!\n\nRad två');
  });

  it('refuses an address that is not the applicant’s, and another position’s applicant', async () => {
    const { applications, at } = await positionWithApplicants([['Cilla', 'Berg']]);
    const other = await positionWithApplicants([['Dan', 'Ås']]);
    const wrong = await t.as(tokens.writer).dispatch('send_ApplicantEmail', {
      ...at,
      applicantId: applications[0]!.id,
      email: 'nagon.annan@example.se',
      ...TEMPLATE,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.fields?.email).toBe('E-postadressen hör inte till den sökande');
    const elsewhere = await t.as(tokens.writer).dispatch('send_ApplicantEmail', {
      ...at,
      applicantId: other.applications[0]!.id,
      email: other.applications[0]!.user.email,
      ...TEMPLATE,
    });
    expect(elsewhere.status).toBe(404);
  });

  it('answers 400 per bad field and 403 to a reader', async () => {
    const { applications, at } = await positionWithApplicants([['Eva', 'Lund']]);
    const base = { ...at, applicantId: applications[0]!.id, email: applications[0]!.user.email, ...TEMPLATE };
    for (const [field, value] of [
      ['subject', ''],
      ['subject', 'rad\nbrytning'],
      ['body', '  '],
      ['email', 'inte-en-adress'],
      ['applicantId', 'x'],
    ] as const) {
      const res = await t.as(tokens.writer).dispatch('send_ApplicantEmail', { ...base, [field]: value });
      expect(res.status, field).toBe(400);
      expect(res.error?.fields).toHaveProperty(field);
    }
    expect((await t.as(tokens.reader).dispatch('send_ApplicantEmail', base)).status).toBe(403);
  });
});

describe('send_ApplicantsEmail', () => {
  it('fills the variables per recipient', async () => {
    const { applications, at } = await positionWithApplicants([
      ['Fia', 'Holm'],
      ['Gustav', 'Ilves'],
      ['Hanna', 'Juhl'],
    ]);
    const res = await t.as(tokens.writer).dispatch('send_ApplicantsEmail', {
      ...at,
      recipients: applications.map((a) => a.id),
      subject: 'Till ##FIRSTNAME##',
      body: 'Hej ##NAME## (##EMAIL##)',
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data.queued).toBe(3);
    await t.app.services.jobs.runUntilIdle('send-email');
    for (const a of applications) {
      const mail = await smtp.waitFor(a.user.email);
      expect(mail.subject).toBe(`Till ${a.user.firstname}`);
      expect(mail.text.trimEnd()).toBe(`Hej ${a.user.firstname} ${a.user.lastname} (${a.user.email})`);
    }
  });

  it('refuses recipients who are not applicants of the position, queuing nothing', async () => {
    const { applications, at } = await positionWithApplicants([['Ida', 'Kvist']]);
    const foreign = await positionWithApplicants([['Jon', 'Lind']], world.foreign.id);
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(emailLog);
    const res = await t.as(tokens.writer).dispatch('send_ApplicantsEmail', {
      ...at,
      recipients: [applications[0]!.id, foreign.applications[0]!.id],
      ...TEMPLATE,
    });
    expect(res.status).toBe(400);
    expect(res.error?.fields?.recipients).toBe('En eller flera mottagare finns inte bland tjänstens sökande');
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(emailLog);
    expect(after[0]!.n).toBe(before[0]!.n);
    const empty = await t.as(tokens.writer).dispatch('send_ApplicantsEmail', {
      ...at,
      recipients: [],
      ...TEMPLATE,
    });
    expect(empty.error?.fields?.recipients).toBe('Välj minst en mottagare');
  });
});

describe('delivery failures', () => {
  it('retry with back-off and end as failed in the e-mail log; the request never waits for SMTP', async () => {
    const down = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${await freePort()}`, jobWorker: false });
    try {
      const w = await buildWorld(down.db);
      const token = await tokenFor(down.db, down.app.services.tokens, w.admin.id);
      const position = await buildPosition(down.db, w.own.id);
      const a = await buildApplication(down.db, w.own.id, position.id);
      const res = await down.as(token).dispatch('send_ApplicantEmail', {
        containerId: w.own.id,
        positionId: position.id,
        applicantId: a.id,
        email: a.user.email,
        ...TEMPLATE,
      });
      expect(res.status).toBe(200);
      const [row] = await down.db.select().from(emailLog).where(eq(emailLog.applicationId, a.id));
      expect(row!.status).toBe('queued');
      const [job] = await down.db.select().from(jobs).where(eq(jobs.kind, 'send-email'));
      for (let attempt = 1; attempt <= job!.maxAttempts; attempt++) {
        await down.db
          .update(jobs)
          .set({ runAt: sql`now()` })
          .where(eq(jobs.id, job!.id));
        await down.app.services.jobs.runUntilIdle();
        const [now] = await down.db.select().from(jobs).where(eq(jobs.id, job!.id));
        expect(now!.attempts).toBe(attempt);
        expect(now!.status).toBe(attempt < job!.maxAttempts ? 'pending' : 'failed');
        const [mail] = await down.db.select().from(emailLog).where(eq(emailLog.id, row!.id));
        expect(mail!.status).toBe(attempt < job!.maxAttempts ? 'queued' : 'failed');
        expect(mail!.error).toMatch(/ECONNREFUSED|connect/i);
      }
    } finally {
      await down.close();
    }
  });
});

describe('get_EmailTracking and get_EmailStatusSummary', () => {
  it('list the company’s e-mails newest first with filters and the limit (50 by default)', async () => {
    const { applications, at } = await positionWithApplicants([['Kim', 'Ek']]);
    const [kim] = applications;
    const other = await buildContainer(t.db);
    const rows = Array.from({ length: 60 }, (_, i) => ({
      containerId: world.own.id,
      applicationId: kim!.id,
      positionId: at.positionId,
      emailType: i % 2 ? 'applicant_message' : 'application_confirmation',
      emailAddress: kim!.user.email,
      subject: `Nr ${i}`,
      body: 'x',
      status: i === 59 ? 'failed' : 'sent',
      createdAt: new Date(Date.now() - (60 - i) * 1000),
    }));
    await t.db.insert(emailLog).values(rows);
    await t.db.insert(emailLog).values({ ...rows[0]!, containerId: other.id, subject: 'Annat företag' });

    const all = await t.as(tokens.reader).dispatch('get_EmailTracking', {
      containerId: world.own.id,
      applicationId: kim!.id,
    });
    expect(all.status).toBe(200);
    expect(all.data).toHaveLength(50);
    expect(all.data[0]).toMatchObject({ subject: 'Nr 59', status: 'failed', positionId: at.positionId });
    expect(all.data.some((m) => m.subject === 'Annat företag')).toBe(false);

    const typed = await t.as(tokens.reader).dispatch('get_EmailTracking', {
      containerId: world.own.id,
      positionId: at.positionId,
      emailType: 'application_confirmation',
      emailAddress: kim!.user.email.toUpperCase(),
      limit: 100,
    });
    expect(typed.data).toHaveLength(30);

    const summary = await t.as(tokens.reader).dispatch('get_EmailStatusSummary', {
      containerId: world.own.id,
      applicationId: kim!.id,
    });
    expect(summary.status).toBe(200);
    expect(summary.data).toMatchObject({ total: 60, sent: 59, failed: 1, queued: 0, logged: 0 });
    expect(summary.data.recent.map((m) => m.subject)).toEqual(['Nr 59', 'Nr 58', 'Nr 57', 'Nr 56', 'Nr 55']);
    expect(summary.data.lastSent).toBe(rows[58]!.createdAt.toISOString());
    const bare = await t.as(tokens.reader).dispatch('get_EmailStatusSummary', {
      containerId: world.own.id,
      applicationId: kim!.id,
      includeRecent: false,
    });
    expect(bare.data.recent).toEqual([]);

    const bad = await t.as(tokens.reader).dispatch('get_EmailTracking', {
      containerId: world.own.id,
      limit: 0,
    });
    expect(bad.status).toBe(400);
    const foreign = await t.as(tokens.reader).dispatch('get_EmailTracking', { containerId: other.id });
    expect(foreign.status).toBe(403);
    const ids = (
      await t.db.select({ id: emailLog.id }).from(emailLog).where(eq(emailLog.containerId, other.id))
    ).map((r) => r.id);
    await t.db.delete(emailLog).where(and(inArray(emailLog.id, ids)));
  });
});
