import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  GDPR_VALID_FROM,
  LEGAL_BASIS,
  isConvertibleDocument,
  type Answers,
  type ApplicantInfo,
  type ConsentRecord,
  type PublicContainer,
} from '@rekry/domain';
import { rowsOf, type Db, type Queryable, type Tx } from '../db/client.ts';
import { applicationFiles, jobApplications, users } from '../db/schema.ts';
import type { CheckedFile } from './file-check.ts';
import { rowsWithJobs } from './jobs.ts';
import type { LoggedMail } from './mail.ts';
import { queueEmails } from './mail-queue.ts';
import { aboutApplication, notifyCompany } from './notifications.ts';
import { applicantsChanged } from './applicant-changes.ts';
import { FileStorage, type FileBody, type PendingFile, type StoredFileRef } from './storage.ts';

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

/** An upload written under its pending key while it arrived (http/apply-parts.ts), judged by its bytes. */
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
  files: NewApplicationFile[];
  isManuallyCreated?: boolean;
  /** The applicant's receipt: queued in the same transaction, so it goes out exactly when the application is stored. */
  receipt?: Omit<LoggedMail, 'applicationId'>;
}

/**
 * An application id taken before the application is stored, so that its files can stream to their keys
 * while they arrive. An id whose application is never stored is simply not used (a gap, as a rollback leaves).
 */
export async function reserveApplicationId(db: Queryable): Promise<number> {
  const result = await db.execute(
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
 * The applicant is a users row found by (lower-case) e-mail or created without a password, named from
 * the answers; an existing account keeps its own names.
 */
async function applicantUserId(tx: Tx, email: string, info: ApplicantInfo): Promise<number> {
  const [created] = await tx
    .insert(users)
    .values({ email, firstname: info.firstname, lastname: info.lastname, isCandidate: true })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (created) return created.id;
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return existing!.id;
}

/**
 * Stores an application in one transaction: the applicant, the application with its answers and
 * consent, its files (on disk and as rows), the company's notification and the applicant's receipt. Any
 * failure leaves nothing, files included.
 */
export async function createApplication(
  db: Db,
  storage: FileStorage,
  input: NewApplication,
): Promise<{ applicationId: number; userId: number }> {
  const streamed = input.files.flatMap((f) => ('streamed' in f ? [f.streamed.pending] : []));
  return storage.inTransaction(
    db,
    async (tx, writeFile) => {
      const userId = await applicantUserId(tx, input.email, input.info);
      const applicationId = input.applicationId ?? (await reserveApplicationId(tx));
      // Everything that belongs to the application first, the application row last (migration 0031): its
      // tally triggers lock the position's counters until the commit, and should hold them for no more.
      for (const file of input.files) await insertFile(tx, input.containerId, applicationId, file, writeFile);
      await notifyCompany(tx, {
        containerId: input.containerId,
        type: 'create_jobApplication',
        title: 'Ny ansökan',
        message: `${input.info.name || input.email} har sökt ${input.positionName}`,
        ...aboutApplication(input.positionId, applicationId),
        applicationWrittenLater: true,
      });
      if (input.receipt) await queueEmails(tx, [{ ...input.receipt, applicationId }]);
      const insert = tx
        .insert(jobApplications)
        .values({
          id: applicationId,
          containerId: input.containerId,
          positionId: input.positionId,
          userId,
          metadata: input.metadata,
          info: input.info,
          consent: input.consent,
          isManuallyCreated: input.isManuallyCreated ?? false,
        })
        .onConflictDoNothing({ target: [jobApplications.positionId, jobApplications.userId] })
        .returning({ id: jobApplications.id });
      // The row and the live event of the position's list in one statement.
      const inserted = rowsOf(
        await tx.execute(
          sql`with inserted as (${insert.getSQL()})
            select id, ${applicantsChanged(input.containerId, input.positionId)} from inserted`,
        ),
      );
      // The whole transaction goes back, files, notification and receipt with it.
      if (!inserted.length) throw new AlreadyAppliedError();
      return { applicationId, userId };
    },
    streamed,
  );
}

/** One file's row (and its bytes, when they are in memory), and its conversion when it is a document. */
async function insertFile(
  tx: Tx,
  containerId: number,
  applicationId: number,
  file: NewApplicationFile,
  writeFile: (ref: StoredFileRef, body: FileBody) => Promise<number>,
): Promise<void> {
  const { propertyKey, filename } = file;
  let stored: { storedName: string; contentType: string; size: number };
  if ('streamed' in file) {
    const { pending, contentType } = file.streamed;
    if (pending.ref.applicationId !== applicationId || pending.ref.containerId !== containerId)
      throw new Error('a streamed file belongs to another application');
    stored = { storedName: pending.ref.storedName, contentType, size: pending.size };
  } else {
    const storedName = FileStorage.newStoredName(file.file.extension);
    const size = await writeFile({ containerId, applicationId, storedName }, file.file.bytes);
    stored = { storedName, contentType: file.file.contentType, size };
  }
  // Its text for the CV search is read by the job queue after the commit, and a document gets its
  // '.converted.pdf' preview there too: the row and its jobs in one statement.
  const payload = sql`jsonb_build_object('fileId', row.id)`;
  await rowsWithJobs(
    tx,
    tx
      .insert(applicationFiles)
      .values({ applicationId, containerId, propertyKey, filename, ...stored })
      .returning({ id: applicationFiles.id, containerId: applicationFiles.containerId }),
    [
      ...(isConvertibleDocument(filename) ? [{ kind: 'convert-document' as const, payload }] : []),
      { kind: 'extract-text', payload },
    ],
  );
}
