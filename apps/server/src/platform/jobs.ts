import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { JobAdOperation, PartnerName } from '@rekry/domain';
import { rowsOf, type Queryable } from '../db/client.ts';
import { cteName, effectsOf, withParts, type StatementPart } from '../db/statement.ts';
import { jobs } from '../db/schema.ts';
import type { StoredFileRef } from './stored-file-ref.ts';
import type { MailFrame } from './mail-frame.ts';

/**
 * Attachments a queued mail carries, by reference: the register extract of a person over companies is
 * built when the mail is delivered, so the personal data is not copied into the job queue.
 */
export interface MailAttachmentRef {
  personExtract: { userId: number; containerIds: number[] };
}

/** An invitation sent as a mail's calendar part (RFC 6047): the iCalendar text and its METHOD. */
export interface MailCalendarPart {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

/** What the queue knows how to do. */
export type JobKind =
  | 'convert-document'
  | 'extract-text'
  | 'send-email'
  | 'notification-digest'
  | 'retention'
  | 'job-ad'
  | 'generate-data'
  | 'remove-generated-data'
  | 'remove-files'
  | 'calendar-sync'
  | 'interview-calendar'
  | 'remove-calendar-copy'
  | 'interview-reminder'
  | 'job-alert-match'
  | 'job-alert-send';

/** A 'job-ad' job's payload: which record, what to do, and the transaction that asked for it. */
export interface JobAdPayload {
  op: JobAdOperation;
  partner: PartnerName;
  transactionId: string;
  /** Null when the position is gone (deleted): then the ad's identity travels in the payload. */
  integrationId: number | null;
  externalId?: string | null;
  reference: string;
}

export interface JobPayloads {
  'convert-document': { fileId: number };
  /** Read an attached file's text for the CV search (platform/file-text.ts). */
  'extract-text': { fileId: number };
  /** `attach`: files made when the mail goes (never stored in the queue), see mail-queue.ts. */
  'send-email': {
    emailLogId: number;
    attach?: MailAttachmentRef;
    calendar?: MailCalendarPart;
    /** A mail of a list (an alert): its one-click unsubscribe address (RFC 8058). */
    unsubscribe?: string;
    /** And the mailto: beside it (RFC 2369). */
    unsubscribeMail?: string;
    /** The envelope's sender, where a bounce goes (an alert's: its address at the inbound receiver). */
    returnPath?: string;
    /** A system mail's HTML goes in this frame (platform/mail-frame.ts). */
    frame?: MailFrame;
  };
  'notification-digest': { userId: number };
  /** One run of the retention job for the Stockholm day it names (one per day across instances). */
  retention: { day: string };
  /** Publish, update or unpublish one ad on a job board or classifieds site (areas/job-channels/job-ads.ts). */
  'job-ad': JobAdPayload;
  /** Generate data: one run, chunk by chunk from its `done` (areas/data-generation/runs.ts). */
  'generate-data': { generationId: number };
  /** Removes what one run made, chunk by chunk. */
  'remove-generated-data': { generationId: number };
  /** Stored files whose rows are gone, which the file store could not remove at the time. */
  'remove-files': { files: StoredFileRef[] };
  /** Reads one busy-time source (an ICS feed or a CalDAV account) into calendar_busy. */
  'calendar-sync': { sourceId: number };
  /** Writes, moves or removes an interview's copies in its interviewers' CalDAV calendars. */
  'interview-calendar': { interviewId: number };
  /** An interview's copy to take out of an interviewer's calendar (queued by a trigger as its row goes). */
  'remove-calendar-copy': { userId: number; url: string; etag: string | null };
  /** The reminder a day before; `sequence` names the version it is for (a move makes it stale). */
  'interview-reminder': { interviewId: number; sequence: number };
  /** Finds the alerts a position that became public matches (areas/job-alerts/matching.ts). */
  'job-alert-match': { positionId: number };
  /** Mails the waiting hits of one frequency; `period` names the digest's day or week (one per period). */
  'job-alert-send': { frequency: 'direct' | 'daily' | 'weekly'; period?: string };
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  containerId: number | null;
  attempts: number;
  maxAttempts: number;
}

export interface JobHandler<K extends JobKind = JobKind> {
  run(payload: JobPayloads[K], job: ClaimedJob): Promise<void>;
  /** Called once when the last attempt failed (the job is recorded as failed). */
  failed?(payload: JobPayloads[K], job: ClaimedJob, error: string): Promise<void>;
}
export type JobHandlers = { [K in JobKind]: JobHandler<K> };

/**
 * Thrown by a handler whose work was cut short because this process is stopping (not because of the job):
 * the job goes back to pending at once and the try is not counted.
 */
export class JobInterrupted extends Error {}

/** Channel on which an enqueue wakes the workers of every instance (NOTIFY is delivered at commit). */
export const JOBS_CHANNEL = 'rekry_jobs';

/** Default attempts per kind: e-mail is worth more tries than a conversion that failed twice. */
const MAX_ATTEMPTS: Record<JobKind, number> = {
  'convert-document': 3,
  // A file that cannot be read fails the same way twice; hostile files are marked, not retried.
  'extract-text': 2,
  'send-email': 6,
  'notification-digest': 3,
  retention: 3,
  'job-ad': 8,
  'generate-data': 5,
  'remove-generated-data': 5,
  // Backing off from 5 s to 10 minutes, ten tries wait out a store outage of about half an hour.
  'remove-files': 10,
  // A feed that fails is marked failing with its reason and read again on its schedule: one try.
  'calendar-sync': 1,
  // A calendar server that is down comes back: the copies try again for about an hour.
  'interview-calendar': 8,
  'remove-calendar-copy': 8,
  'interview-reminder': 6,
  'job-alert-match': 5,
  'job-alert-send': 5,
};

/**
 * Adds a job. Inside a transaction it becomes visible (and wakes workers) only when the transaction
 * commits, so a job never runs for a row that was rolled back.
 */
export async function enqueueJob<K extends JobKind>(
  db: Queryable,
  kind: K,
  payload: JobPayloads[K],
  options: { containerId?: number | null; maxAttempts?: number; runAt?: Date } = {},
): Promise<number> {
  const [id] = await enqueueJobs(db, kind, [{ payload, ...options }], options);
  return id!;
}

/**
 * Jobs of one kind and their wake-up in one statement. Jobs that belong to rows being written go with
 * them instead (rowsWithJobs). Answers their ids in the order given.
 */
export async function enqueueJobs<K extends JobKind>(
  db: Queryable,
  kind: K,
  items: { payload: JobPayloads[K]; containerId?: number | null; runAt?: Date }[],
  options: { maxAttempts?: number } = {},
): Promise<number[]> {
  if (!items.length) return [];
  const part = queuedJobsPart('', kind, items, options);
  const result = await db.execute(
    sql`${withParts([part])} select id, ${effectsOf([part])} as effects from ${part.ids} order by id`,
  );
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

/** Jobs of one kind (enqueueJobs) as a part of one statement (db/statement.ts), its CTEs named by `prefix`. */
export function queuedJobsPart<K extends JobKind>(
  prefix: string,
  kind: K,
  items: { payload: JobPayloads[K]; containerId?: number | null; runAt?: Date }[],
  options: { maxAttempts?: number } = {},
): StatementPart & { ids: SQL } {
  const attempts = options.maxAttempts ?? MAX_ATTEMPTS[kind];
  const rows = items.map(
    (i) => sql`(${kind}, ${JSON.stringify(i.payload)}::jsonb, ${i.containerId ?? null}::int, ${attempts}::int,
      coalesce(${i.runAt?.toISOString() ?? null}::timestamptz, now()))`,
  );
  const queued = cteName(prefix, 'queued');
  const woken = cteName(prefix, 'woken');
  return {
    ids: queued,
    ctes: [
      sql`${queued} as (
        insert into ${jobs} (kind, payload, container_id, max_attempts, run_at)
        values ${sql.join(rows, sql`, `)}
        returning id)`,
      sql`${woken} as (select pg_notify(${JOBS_CHANNEL}, ${kind}))`,
    ],
    reads: [woken],
  };
}

/** A job each row needs: its payload built from the row's columns (`row.<column>`, `row.n`). */
export interface JobPerRow {
  kind: JobKind;
  /** A jsonb expression, e.g. sql`jsonb_build_object('fileId', row.id)`. */
  payload: SQL;
  maxAttempts?: number;
}

/**
 * Rows and the jobs they need as a part of one statement (db/statement.ts), its CTEs named by `prefix`.
 * `rows` is an insert … returning, or a select, giving each row's `container_id`; `rows` names the CTE
 * that holds them, each numbered `n` from 1 in the order given. The jobs wake the workers on commit, as
 * enqueueJobs' do.
 */
export function jobsPart(
  prefix: string,
  rows: SQLWrapper,
  perRow: JobPerRow[],
): StatementPart & { rows: SQL } {
  const written = cteName(prefix, 'written');
  const numbered = cteName(prefix, 'numbered');
  const woken = cteName(prefix, 'woken');
  const selects = perRow.map(
    (
      j,
    ) => sql`select ${j.kind}::text, ${j.payload}, row.container_id, ${j.maxAttempts ?? MAX_ATTEMPTS[j.kind]}::int, now()
      from ${numbered} row`,
  );
  const kinds = [...new Set(perRow.map((j) => j.kind))];
  return {
    rows: numbered,
    ctes: [
      sql`${written} as (${rows.getSQL()})`,
      sql`${numbered} as (select ${written}.*, (row_number() over ())::int as n from ${written})`,
      sql`${cteName(prefix, 'queued')} as (
        insert into ${jobs} (kind, payload, container_id, max_attempts, run_at)
        ${sql.join(selects, sql` union all `)}
        returning id)`,
      sql`${woken} as (select pg_notify(${JOBS_CHANNEL}, kind) from unnest(${sql.param(kinds)}::text[]) kind)`,
    ],
    reads: [woken],
  };
}

/**
 * Rows and the jobs they need in one statement (jobsPart), a round trip less than writing them apart.
 * Answers the rows in order (with an `effects` column of no interest).
 */
export function rowsWithJobs<Row>(
  db: Queryable,
  rows: SQLWrapper,
  perRow: JobPerRow[],
): Promise<(Row & { n: number })[]> {
  return runJobsPart<Row>(db, jobsPart('', rows, perRow));
}

/** Runs a jobsPart as its own statement: answers its rows in order. */
export async function runJobsPart<Row>(
  db: Queryable,
  part: ReturnType<typeof jobsPart>,
): Promise<(Row & { n: number })[]> {
  const result = await db.execute(
    sql`${withParts([part])} select ${part.rows}.*, ${effectsOf([part])} as effects from ${part.rows} order by n`,
  );
  return rowsOf<Row & { n: number }>(result);
}
