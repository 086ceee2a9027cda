/**
 * A file of an anonymous applicant as reviewers may see it: a PDF redrawn on the server from the file's
 * words (its text layer, or Swedish OCR of a scan), the person's own values and Swedish personal data
 * blacked out, no images. A Word file is redacted from the PDF it was converted to.
 */
import { and, eq } from 'drizzle-orm';
import {
  ANONYMITY_TEXTS,
  APPLICANT_TEXTS,
  type ApplicantInfo,
  type Answers,
  type FormProperty,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { applicationFiles, jobApplications, positions } from '../../db/schema.ts';
import { conflict, notFound } from '../../core/errors.ts';
import type { Services } from '../../platform/services.ts';
import { ConversionError } from '../../platform/conversion.ts';
import { redactedRendition } from '../../platform/redaction/redacted-rendition.ts';
import { ToolMissing } from '../../platform/system-tools.ts';
import { personValuesOf } from './mask.ts';

const REDACTABLE = /\.(pdf|png|jpe?g|gif|bmp)$/i;

export interface FileOfApplication {
  containerId: number;
  applicationId: number;
  fileId: number;
  storedName: string;
  filename: string;
}

/** The file whose words are redacted: the file itself, or the PDF a Word file was converted to. */
async function redactionSource(db: Queryable, file: FileOfApplication): Promise<FileOfApplication> {
  if (REDACTABLE.test(file.storedName)) return file;
  const [converted] = await db
    .select({ fileId: applicationFiles.id, storedName: applicationFiles.storedName })
    .from(applicationFiles)
    .where(and(eq(applicationFiles.derivedFromId, file.fileId), eq(applicationFiles.kind, 'converted')))
    .limit(1);
  if (!converted) throw conflict(ANONYMITY_TEXTS.renditionPending);
  return { ...file, ...converted };
}

/** The redacted rendition of an applicant's file, made now. */
export async function redactedFile(
  services: Services,
  file: FileOfApplication,
  applicant: { info: Partial<ApplicantInfo>; metadata: Answers; form: readonly FormProperty[] },
): Promise<Uint8Array> {
  const source = await redactionSource(services.database.db, file);
  const bytes = await services.storage.read(source);
  const extension = source.storedName.slice(source.storedName.lastIndexOf('.') + 1);
  const person = personValuesOf(applicant.info, applicant.metadata, applicant.form);
  try {
    return (await redactedRendition(services.converter, bytes, extension, person)).pdf;
  } catch (error) {
    // A file that cannot be read (or a missing tool) has no rendition: said as such, never as a crash.
    if (error instanceof ConversionError || error instanceof ToolMissing)
      throw conflict(ANONYMITY_TEXTS.renditionFailed);
    throw error;
  }
}

/** The redacted rendition of a file of an application, with that applicant's own values looked for. */
export async function redactedFileOf(services: Services, file: FileOfApplication): Promise<Uint8Array> {
  const { db } = services.database;
  const [applicant] = await db
    .select({ info: jobApplications.info, metadata: jobApplications.metadata, form: positions.form })
    .from(jobApplications)
    .innerJoin(positions, eq(positions.id, jobApplications.positionId))
    .where(eq(jobApplications.id, file.applicationId));
  if (!applicant) throw notFound(APPLICANT_TEXTS.applicationNotFound);
  return redactedFile(services, file, applicant);
}
