/** Queued e-mail: each mail a log row and a send-email job, written together in one statement. */
import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { emailLog, jobs } from '../src/db/schema.ts';
import { queueEmails } from '../src/platform/mail-queue.ts';
import { testAppForFile } from './helpers/app.ts';
import { buildContainer } from './helpers/factories.ts';

const t = testAppForFile({ jobWorker: false });

describe('queueEmails', () => {
  it('gives every mail its own log row and job, in order, the attachments to the mail that has them', async () => {
    const company = await buildContainer(t.db);
    const mail = (subject: string) => ({
      to: `${subject}@example.se`,
      subject,
      text: 'Hej',
      emailType: 'applicant_email',
      containerId: company.id,
    });
    const attach = { personExtract: { userId: 7, containerIds: [company.id] } };
    const logged = await t.db.transaction((tx) =>
      queueEmails(tx, [mail('forsta'), { ...mail('andra'), attach }, mail('tredje')]),
    );

    expect(logged.map((l) => l.subject)).toEqual(['forsta', 'andra', 'tredje']);
    const rows = await t.db
      .select({ id: emailLog.id, subject: emailLog.subject, status: emailLog.status })
      .from(emailLog)
      .where(
        inArray(
          emailLog.id,
          logged.map((l) => l.id),
        ),
      );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.subject]))).toEqual(
      Object.fromEntries(logged.map((l) => [l.id, l.subject])),
    );
    expect(rows.every((r) => r.status === 'queued')).toBe(true);

    const queued = await t.db
      .select({ payload: jobs.payload, containerId: jobs.containerId, maxAttempts: jobs.maxAttempts })
      .from(jobs)
      .where(
        sql`${jobs.kind} = 'send-email' and (${jobs.payload}->>'emailLogId')::int in ${logged.map((l) => l.id)}`,
      );
    const byLog = new Map(queued.map((j) => [(j.payload as { emailLogId: number }).emailLogId, j]));
    expect(byLog.get(logged[0]!.id)).toEqual({
      payload: { emailLogId: logged[0]!.id },
      containerId: company.id,
      maxAttempts: 6,
    });
    expect(byLog.get(logged[1]!.id)?.payload).toEqual({ emailLogId: logged[1]!.id, attach });
    expect(byLog.get(logged[2]!.id)?.payload).toEqual({ emailLogId: logged[2]!.id });
  });

  it('writes nothing when the transaction goes back', async () => {
    const company = await buildContainer(t.db);
    const subject = `tillbaka-${company.id}`;
    await expect(
      t.db.transaction(async (tx) => {
        await queueEmails(tx, [{ to: 'a@example.se', subject, text: 'x', emailType: 'applicant_email' }]);
        throw new Error('tillbaka');
      }),
    ).rejects.toThrow('tillbaka');
    expect(await t.db.select().from(emailLog).where(eq(emailLog.subject, subject))).toEqual([]);
  });
});
