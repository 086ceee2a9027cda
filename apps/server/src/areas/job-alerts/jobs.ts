/** The alerts' work in the job queue: matching a position that became public, and sending what waits. */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { JobHandler } from '../../platform/jobs.ts';
import { matchPosition, sendWaiting } from './matching.ts';
import type { JobAlertLinks } from './subscriptions.ts';

export function jobAlertJobs(deps: { database: Database; links: JobAlertLinks; log: FastifyBaseLogger }): {
  'job-alert-match': JobHandler<'job-alert-match'>;
  'job-alert-send': JobHandler<'job-alert-send'>;
} {
  const { db } = deps.database;
  return {
    'job-alert-match': {
      /** The hits of every frequency are recorded; the "direkt" ones are mailed at once. */
      async run({ positionId }) {
        const started = Date.now();
        const matched = await matchPosition(db, positionId);
        const mailed = matched ? await sendWaiting(db, deps.links, 'direct') : 0;
        deps.log.info({ positionId, matched, mailed, ms: Date.now() - started }, 'job alerts matched');
      },
    },
    'job-alert-send': {
      async run({ frequency, period }) {
        const started = Date.now();
        const mailed = await sendWaiting(db, deps.links, frequency);
        deps.log.info({ frequency, period, mailed, ms: Date.now() - started }, 'job alert mails queued');
      },
    },
  };
}
