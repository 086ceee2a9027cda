import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  GDPR_VALID_FROM,
  LEGAL_BASIS,
  isConvertibleDocument,
  type Answers,
  type ApplicantInfo,
  type ApplicationSource,
  type ConsentRecord,
  type PublicContainer,
} from '@rekry/domain';
import { executePrepared, isUniqueViolation, rowsOf, type Db, type Queryable } from '../../db/client.ts';
import { cteName, effectsOf, withParts, type StatementPart } from '../../db/statement.ts';
import { applicationFiles, jobApplications, users } from '../../db/schema.ts';
import type { CheckedFile } from '../../platform/file-check.ts';
import { jobsPart } from '../../platform/jobs.ts';
import type { LoggedMail } from '../../platform/mail.ts';
import { queuedEmailsPart } from '../../platform/mail-queue.ts';
import { aboutApplication, notificationPart } from '../../platform/notifications.ts';
import { applicantsChanged } from '../../platform/live-events.ts';
import { FileStorage, type FileBody, type PendingFile, type StoredFileRef } from '../../platform/storage.ts';
import { newReplyAddress } from '../chat/index.ts';

/**
 * The consent an applicant gave (SPEC §3): both approvals, the company named as responsible, the GDPR
 * text's version and retention, and a SHA-256 of the exact GDPR text shown, so it can be proven later.
 */
export function consentRecord(
  consent: Pick<PublicContainer['consent'], 'consentCompanyName' | 'gdprHtml' | 'retentionMonths'>,
  approvedAt = new Date(),
): ConsentRecord {
  return {
    approvedAt: approvedAt.toISOString(),
    terms: true,
    gdpr: true,
    consentCompanyName: consent.consentCompanyName,
    gdprValidFrom: GDPR_VALID_FROM,
    retentionMonths: consent.retentionMonths,
    legalBasis: LEGAL_BASIS,
    gdprTextSha256: createHash('sha256').update(consent.gdprHtml).digest('hex'),
  };
}

/** An application file: checked bytes in memory, or an upload already streamed to its pending key. */
export type NewApplicationFile = {
  propertyKey: string;
  /** The applicant's name for the file (kept for display only). */
  filename: string;
} & ({ file: CheckedFile } | { streamed: StreamedFile });

/** An upload written under its pending key while it arrived (areas/careers/apply-parts.ts), judged by its bytes. */
export interface StreamedFile {
  pending: PendingFile;
  contentType: string;
}

export interface NewApplication {
  /** The id taken in advance (reserveApplicationId) when files were streamed under it before the insert. */
  applicationId?: number;
  containerId: number;
  positionId: number;
  positionName: string;
  email: string;
  /** The answers without file contents. */
  metadata: Answers;
  info: ApplicantInfo;
  consent: ConsentRecord | null;
  /** Where the applicant came from (the career site's apply request); absent: direct. */
  source?: ApplicationSource;
  files: NewApplicationFile[];
  isManuallyCreated?: boolean;
  /** The applicant's receipt: queued in the same transaction, so it goes out exactly when the application is stored. */
  receipt?: Omit<LoggedMail, 'applicationId'>;
  /** With inbound mail: the receipt answers to the application's reply address, stored with it. */
  replyDomain?: string;
}

/**
 * An application id taken before the application is stored, so that its files can stream to their keys
 * while they arrive. An id whose application is never stored is simply not used (a gap, as a rollback leaves).
 */
export async function reserveApplicationId(db: Queryable): Promise<number> {
  const result = await executePrepared(
    db,
    sql`select nextval(pg_get_serial_sequence('job_applications', 'id'))::int as id`,
  );
  return rowsOf<{ id: number }>(result)[0]!.id;
}

/** The person has an application for this position already (SPEC: job_already_applied). */
export class AlreadyAppliedError extends Error {
  constructor() {
    super('already applied');
  }
}

/**
 * The applicant as a CTE giving its users row id: found by (lower-case) e-mail or created without a
 * password, named from the answers; an existing account keeps its own names. The no-op update makes the
 * row come back also when it exists (or another request is creating it right now).
 */
function applicantPart(db: Queryable, email: string, info: ApplicantInfo): StatementPart & { id: SQL } {
  const name = cteName('', 'applicant');
  const upsert = db
    .insert(users)
    .values({ email, firstname: info.firstname, lastname: info.lastname, isCandidate: true })
    .onConflictDoUpdate({ target: users.email, set: { email: sql`excluded.email` } })
    .returning({ id: users.id });
  return { ctes: [sql`${name} as (${upsert.getSQL()})`], reads: [], id: sql`(select id from ${name})` };
}

/** The applicant's users row id (applicantPart), found or created. */
export async function applicantUserId(db: Queryable, email: string, info: ApplicantInfo): Promise<number> {
  const applicant = applicantPart(db, email, info);
  const result = await db.execute(sql`${withParts([applicant])} select ${applicant.id} as id`);
  return rowsOf<{ id: number }>(result)[0]!.id;
}

/** The receipt's parts: the mail, and with inbound mail the reply address an answer to it comes back to. */
function receiptParts(db: Db, input: NewApplication, applicationId: number): StatementPart[] {
  if (!input.receipt) return [];
  const reply = input.replyDomain
    ? newReplyAddress(input.replyDomain, input.containerId, applicationId)
    : null;
  const receipt = { ...input.receipt, applicationId, ...(reply ? { replyTo: reply.address } : {}) };
  return [...(reply ? [reply.part] : []), queuedEmailsPart(db, 'receipt', [receipt])];
}

/**
 * Stores an application in one statement (db/statement.ts): the applicant, the application with its
 * answers and consent, its files (on disk and as rows), the company's notification and the applicant's
 * receipt. Any failure leaves nothing, files included. One statement rather than a transaction: the
 * position's kept counts, which every application to it updates, stay locked for that statement only,
 * not for the round trips a transaction makes, and those round trips go too.
 */
export async function createApplication(
  db: Db,
  storage: FileStorage,
  input: NewApplication,
): Promise<{ applicationId: number; userId: number }> {
  const applicationId = input.applicationId ?? (await reserveApplicationId(db));
  const streamed = input.files.flatMap((f) => ('streamed' in f ? [f.streamed.pending] : []));
  return storage.committing(async (write) => {
    const applicant = applicantPart(db, input.email, input.info);
    const files = await Promise.all(
      input.files.map(async (file, i) =>
        filePart(db, `file${i}`, { containerId: input.containerId, applicationId, file, write }),
      ),
    );
    const parts = [
      applicant,
      ...files,
      notificationPart('told', {
        containerId: input.containerId,
        type: 'create_jobApplication',
        title: 'Ny ansökan',
        message: `${input.info.name || input.email} har sökt ${input.positionName}`,
        ...aboutApplication(input.positionId, applicationId),
        applicationWrittenLater: true,
      }),
      ...receiptParts(db, input, applicationId),
    ];
    const application = cteName('', 'application');
    const row = db
      .insert(jobApplications)
      .values({
        id: applicationId,
        containerId: input.containerId,
        positionId: input.positionId,
        userId: sql`${applicant.id}`,
        metadata: input.metadata,
        info: input.info,
        consent: input.consent,
        source: input.source ?? {},
        isManuallyCreated: input.isManuallyCreated ?? false,
      })
      .returning({ userId: jobApplications.userId });
    try {
      // The application row, its live event for the position's list, and everything that belongs to it.
      const [stored] = rowsOf<{ user_id: number }>(
        await executePrepared(
          db,
          sql`${withParts(parts)}, ${application} as (${row.getSQL()})
          select user_id, ${applicantsChanged(input.containerId, input.positionId)}, ${effectsOf(parts)} as effects
          from ${application}`,
        ),
      );
      return { applicationId, userId: stored!.user_id };
    } catch (err) {
      // The person's second application to the position breaks its unique index: the whole statement
      // goes back, files, notification and receipt with it.
      if (isUniqueViolation(err, 'job_applications_position_user_idx')) throw new AlreadyAppliedError();
      throw err;
    }
  }, streamed);
}

/** One file's row and its jobs (and its bytes, when they are in memory, written pending first). */
async function filePart(
  db: Db,
  prefix: string,
  {
    containerId,
    applicationId,
    file,
    write,
  }: {
    containerId: number;
    applicationId: number;
    file: NewApplicationFile;
    write: (ref: StoredFileRef, body: FileBody) => Promise<number>;
  },
): Promise<StatementPart> {
  const { propertyKey, filename } = file;
  let stored: { storedName: string; contentType: string; size: number };
  if ('streamed' in file) {
    const { pending, contentType } = file.streamed;
    if (pending.ref.applicationId !== applicationId || pending.ref.containerId !== containerId)
      throw new Error('a streamed file belongs to another application');
    stored = { storedName: pending.ref.storedName, contentType, size: pending.size };
  } else {
    const storedName = FileStorage.newStoredName(file.file.extension);
    const size = await write({ containerId, applicationId, storedName }, file.file.bytes);
    stored = { storedName, contentType: file.file.contentType, size };
  }
  // Its text for the CV search is read by the job queue after the commit, and a document gets its
  // '.converted.pdf' preview there too.
  const payload = sql`jsonb_build_object('fileId', row.id)`;
  return jobsPart(
    prefix,
    db
      .insert(applicationFiles)
      .values({ applicationId, containerId, propertyKey, filename, ...stored })
      .returning({ id: applicationFiles.id, containerId: applicationFiles.containerId }),
    [
      ...(isConvertibleDocument(filename) ? [{ kind: 'convert-document' as const, payload }] : []),
      { kind: 'extract-text', payload },
    ],
  );
}
