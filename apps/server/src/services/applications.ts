import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  GDPR_VALID_FROM,
  LEGAL_BASIS,
  isConvertibleDocument,
  type Answers,
  type ApplicantInfo,
  type ConsentRecord,
  type PublicContainer,
} from '@rekry/domain';
import type { Db, Tx } from '../db/client.ts';
import { applicationFiles, jobApplications, users } from '../db/schema.ts';
import type { CheckedFile } from './file-check.ts';
import { enqueueJob } from './jobs.ts';
import type { LoggedMail } from './mail.ts';
import { queueEmails } from './mail-queue.ts';
import { aboutApplication, notifyCompany } from './notifications.ts';
import { publishApplicantsChanged } from './applicant-changes.ts';
import { FileStorage } from './storage.ts';

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

export interface NewApplicationFile {
  propertyKey: string;
  /** The applicant's name for the file (kept for display only). */
  filename: string;
  file: CheckedFile;
}

export interface NewApplication {
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
  return storage.inTransaction(db, async (tx, writeFile) => {
    const userId = await applicantUserId(tx, input.email, input.info);
    const [application] = await tx
      .insert(jobApplications)
      .values({
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
    if (!application) throw new AlreadyAppliedError();
    const applicationId = application.id;

    for (const { propertyKey, filename, file } of input.files) {
      const storedName = FileStorage.newStoredName(file.extension);
      await writeFile({ containerId: input.containerId, applicationId, storedName }, file.bytes);
      const [row] = await tx
        .insert(applicationFiles)
        .values({
          applicationId,
          containerId: input.containerId,
          propertyKey,
          filename,
          storedName,
          contentType: file.contentType,
          size: file.bytes.length,
        })
        .returning({ id: applicationFiles.id });
      // Documents get their '.converted.pdf' preview from the job queue, after the commit.
      if (isConvertibleDocument(filename)) {
        await enqueueJob(tx, 'convert-document', { fileId: row!.id }, { containerId: input.containerId });
      }
      await enqueueJob(tx, 'extract-text', { fileId: row!.id }, { containerId: input.containerId });
    }

    await notifyCompany(tx, {
      containerId: input.containerId,
      type: 'create_jobApplication',
      title: 'Ny ansökan',
      message: `${input.info.name || input.email} har sökt ${input.positionName}`,
      ...aboutApplication(input.positionId, applicationId),
    });
    await publishApplicantsChanged(tx, input.containerId, input.positionId);
    if (input.receipt) await queueEmails(tx, [{ ...input.receipt, applicationId }]);
    return { applicationId, userId };
  });
}
