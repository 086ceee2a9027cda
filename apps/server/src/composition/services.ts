import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { DocumentConverter } from '../platform/conversion.ts';
import { backfillFileTexts } from '../platform/file-text.ts';
import { createJobHandlers } from './job-handlers.ts';
import { JobChannels } from '../platform/channel-adapters/index.ts';
import { JobWorker } from '../platform/job-worker.ts';
import { MailService } from '../platform/mail.ts';
import { tellPositionEvents } from '../areas/positions/position-events.ts';
import { PublicCache } from '../platform/public-cache.ts';
import { NotificationHub } from '../platform/realtime.ts';
import { scheduleRetention } from '../areas/gdpr/retention.ts';
import { scheduleCalendarSyncs } from '../areas/interviews/index.ts';
import { scheduleAlertDigests } from '../areas/job-alerts/index.ts';
import { sendDueSurveys } from '../areas/reports/survey.ts';
import { createSafeFetch } from '../platform/calendar/safe-fetch.ts';
import { SecretBox } from '../platform/secret-box.ts';
import { SystemTools } from '../platform/system-tools.ts';
import { WAITING_FILES_EVERY_MS, requeueFilesWhoseToolCame } from '../platform/waiting-files.ts';
import { FileStorage, PENDING_MAX_AGE_MS } from '../platform/storage.ts';
import { LocalObjectStore } from '../platform/local-object-store.ts';
import type { ObjectStore } from '../platform/object-store.ts';
import { S3ObjectStore } from '../platform/s3-object-store.ts';
import { TokenService } from '../core/access/tokens.ts';
import type { Services } from '../platform/services.ts';

const HOUR_MS = 3_600_000;
const FILE_TEXT_BACKFILL_EVERY_MS = 5_000;

/** The store FILE_STORE names. */
export function objectStoreOf(config: Pick<Config, 'fileStore' | 'dataDir'>): ObjectStore {
  const { fileStore } = config;
  return fileStore.kind === 's3' ? new S3ObjectStore(fileStore) : new LocalObjectStore(config.dataDir);
}

export function createServices(config: Config, database: Database, log: FastifyBaseLogger): Services {
  const mail = new MailService(config.smtpUrl, config.mailFrom, log, config.dkim);
  const storage = new FileStorage(objectStoreOf(config), log);
  const limits = config.convertLimits;
  const converter = new DocumentConverter({
    soffice: config.sofficePath,
    concurrency: config.convertConcurrency,
    timeoutMs: limits.wallSeconds * 1000,
    cpuSeconds: limits.cpuSeconds,
    memoryBytes: limits.memoryMb * 1024 * 1024,
    workDir: path.join(config.dataDir, 'tmp'),
  });
  const tokens = new TokenService(config.tokenSecret, config.tokenTtlSeconds);
  const channels = new JobChannels(config.jobChannels, log);
  const secrets = new SecretBox(config.integrationKey);
  const systemTools = new SystemTools({ soffice: config.sofficePath });
  // Calendars are read from addresses staff type in: the fetch refuses private networks unless allowed.
  const calendarFetch = createSafeFetch({ allow: config.calendarFetchAllow });
  // The worker is made below from these handlers; a long job asks it whether it is stopping.
  let jobs: JobWorker | undefined = undefined;
  const handlers = createJobHandlers({
    stopping: () => jobs?.stopping ?? false,
    channels,
    secrets,
    database,
    storage,
    converter,
    mail,
    log,
    digestMinutes: config.notificationDigestMinutes,
    appUrl: config.appUrl,
    operatorName: config.operatorName,
    auditRetentionDays: config.auditRetentionDays,
    inboundDomain: config.inboundMail?.domain,
    calendarFetch,
    mailFrom: config.mailFrom,
    tokenSecret: config.tokenSecret,
  });
  return {
    config,
    database,
    mail,
    tokens,
    hub: new NotificationHub(database, tokens, log, config.realtimeRecheckMs, config.realtimeHelloTimeoutMs),
    storage,
    publicCache: new PublicCache(),
    channels,
    secrets,
    converter,
    systemTools,
    calendarFetch,
    jobs: (jobs = new JobWorker(database, handlers, log, {
      pollMs: config.jobPollMs,
      // One Generate data run at a time leaves the other slot to e-mail and conversions.
      kindLimits: {
        'convert-document': config.convertConcurrency,
        'extract-text': config.convertConcurrency,
        'generate-data': 1,
        // Mail takes one slot at most: a saved search's mass of mails never holds up a conversion or a digest.
        'send-email': 1,
        'remove-generated-data': 1,
      },
      periodic: [
        // A pending file whose move failed after its commit (the store was down) is made final here.
        {
          name: 'settle-pending-files',
          everyMs: PENDING_MAX_AGE_MS,
          run: () => storage.settlePending(database.db),
        },
        // Files stored before their texts were read, a few at a time until done (platform/file-text.ts).
        {
          name: 'file-text-backfill',
          everyMs: FILE_TEXT_BACKFILL_EVERY_MS,
          run: () => backfillFileTexts(database.db),
        },
        // A file that waits for a missing program is read once the program is here (no restart needed).
        {
          name: 'files-waiting-for-tools',
          everyMs: WAITING_FILES_EVERY_MS,
          run: () => requeueFilesWhoseToolCame(database.db, () => systemTools.refresh()),
        },
        {
          name: 'position-events',
          everyMs: config.positionEventsEveryMs,
          run: () => tellPositionEvents(database.db),
        },
        // Each calendar source is read again every quarter of an hour (areas/interviews/calendar-sync.ts).
        { name: 'calendar-syncs', everyMs: 60_000, run: () => scheduleCalendarSyncs(database) },
        // Candidate surveys a company's delay has made due (areas/reports/survey.ts).
        {
          name: 'candidate-surveys',
          everyMs: config.surveysEveryMs,
          run: () => sendDueSurveys(database.db, config.appUrl),
        },
        ...(config.retentionJob
          ? [{ name: 'retention-schedule', everyMs: HOUR_MS, run: () => scheduleRetention(database) }]
          : []),
        // The alerts' daily and weekly digests at their Swedish hour (areas/job-alerts/schedule.ts).
        { name: 'job-alert-digests', everyMs: HOUR_MS, run: () => scheduleAlertDigests(database) },
      ],
    })),
  };
}
