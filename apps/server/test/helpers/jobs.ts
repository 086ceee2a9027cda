import { sql } from 'drizzle-orm';
import { jobs } from '../../src/db/schema.ts';
import { createJobHandlers, type JobDeps } from '../../src/composition/job-handlers.ts';
import { JobWorker, type JobWorkerOptions } from '../../src/platform/job-worker.ts';
import type { ClaimedJob, JobHandlers } from '../../src/platform/jobs.ts';
import { queueEmails } from '../../src/platform/mail-queue.ts';
import type { LoggedMail } from '../../src/platform/mail.ts';
import type { TestApp } from './app.ts';

/** The queue's own handlers on a test app's services (what its worker runs), with `deps` over them. */
export function jobHandlersOf(t: TestApp, deps: Partial<JobDeps> = {}): JobHandlers {
  return createJobHandlers({
    ...t.app.services,
    log: t.app.log,
    mailFrom: t.config.mailFrom,
    tokenSecret: t.config.tokenSecret,
    appUrl: t.config.appUrl,
    inboundDomain: t.config.inboundMail?.domain,
    ...deps,
  });
}

/** A worker of the test's own on a test app's queue with the queue's own handlers: the test runs it. */
export function jobWorkerOf(t: TestApp, options: JobWorkerOptions = {}, deps: Partial<JobDeps> = {}) {
  return new JobWorker(t.database, jobHandlersOf(t, deps), t.app.log, options);
}

/**
 * An e-mail to 'borta@example.se' that never went and now failed for good, as the queue ends it (its
 * `failed`, jobs.test.ts shows when). Its job leaves in the transaction that queued it, so the running
 * worker never delivers it first. Answers its log row.
 */
export async function mailThatFailedForGood(t: TestApp, mail: Omit<LoggedMail, 'to' | 'subject' | 'text'>) {
  const [logged] = await t.db.transaction(async (tx) => {
    const rows = await queueEmails(tx, [
      { to: 'borta@example.se', subject: 'Intervju', text: 'Hej', ...mail },
    ]);
    await tx.delete(jobs).where(sql`${jobs.payload}->>'emailLogId' = ${String(rows[0]!.id)}`);
    return rows;
  });
  await jobHandlersOf(t)['send-email'].failed!(
    { emailLogId: logged!.id },
    {} as ClaimedJob,
    '550 mailbox unavailable',
  );
  return logged!;
}
