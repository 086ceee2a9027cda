/**
 * The demo applicants' CVs: a made-up Swedish CV each (areas/data-generation/sample-data/cvs.ts), mostly PDFs with a
 * text layer and a few scans (a photographed page as PNG, a scanned PDF with no text in it), so the CV
 * search has different answers per applicant and shows OCR. Stored the way the apply call stores files;
 * their text is read after the commit by the 'extract-text' jobs queued here, never inside the seed's
 * transaction (OCR takes seconds a page).
 */
import type { Answers } from '@rekry/domain';
import type { Tx } from '../db/client.ts';
import { applicationFiles } from '../db/schema.ts';
import { enqueueJob } from '../platform/jobs.ts';
import {
  drawCvTraits,
  sampleCvText,
  seededRandom,
  type CvRole,
} from '../areas/data-generation/sample-data/cvs.ts';
import { FileStorage, type FileBody, type StoredFileRef } from '../platform/storage.ts';
import { documentPdf, scannedPdf, scannedPng, wrapLines } from './files.ts';

const ROLES: Record<number, CvRole> = {
  101: 'lager',
  102: 'kundtjanst',
  103: 'ekonomi',
  104: 'projekt',
  105: 'lager',
};

/** The applicants (position → index among its demo applicants) who send a scan instead of a PDF. */
const SCANS: Record<number, Record<number, 'png' | 'scan'>> = {
  101: { 1: 'png', 4: 'scan' },
  102: { 2: 'png' },
  103: { 1: 'scan' },
};

/** Lines of a scanned page: the big print of a photographed page fits about 56 characters a line. */
const SCAN_LINE = 56;
const SCAN_PAGE_LINES = 30;

/** The file name the applicant's CV has, for their answers' form_file. */
export function demoCvFilename(positionId: number, index: number, name: string): string {
  const kind = SCANS[positionId]?.[index];
  return kind === 'png'
    ? `CV ${name} (foto).png`
    : kind === 'scan'
      ? `Skannat CV ${name}.pdf`
      : `CV ${name}.pdf`;
}

/**
 * One CV file for each application of a demo position (in the order they were made), written through
 * `write` (pending until the transaction commits) and queued for its text.
 */
export async function seedDemoCvs(
  tx: Tx,
  write: (ref: StoredFileRef, body: FileBody) => Promise<number>,
  positionId: number,
  applications: readonly { id: number; containerId: number; metadata: Answers }[],
): Promise<void> {
  const role = ROLES[positionId] ?? 'lager';
  // A generator of its own, so the CVs do not change the rest of the demo's draws.
  const rnd = seededRandom(1000 + positionId);
  for (const [i, a] of applications.entries()) {
    const answers = a.metadata;
    const name = `${String(answers.form_firstname)} ${String(answers.form_surname)}`;
    const traits = drawCvTraits(rnd, role);
    const kind = SCANS[positionId]?.[i];
    // The warehouse's scans name a truckkort, so searching it there shows a hit read by OCR.
    if (kind && role === 'lager') traits.truckkort = true;
    const text = sampleCvText(
      rnd,
      {
        name,
        city: String(answers.form_city ?? ''),
        birthYear: Number(String(answers.form_ssn ?? '1990').slice(0, 4)),
        email: String(answers.form_email ?? ''),
        phone: String(answers.form_mobilePhone ?? ''),
      },
      traits,
    );
    const scanLines = () => wrapLines(text, SCAN_LINE).filter((l) => l.trim());
    const file =
      kind === 'png'
        ? { bytes: await scannedPng(scanLines()), extension: 'png', contentType: 'image/png' }
        : kind === 'scan'
          ? {
              bytes: await scannedPdf(scanLines(), SCAN_PAGE_LINES),
              extension: 'pdf',
              contentType: 'application/pdf',
            }
          : { bytes: documentPdf(text), extension: 'pdf', contentType: 'application/pdf' };
    const storedName = FileStorage.newStoredName(file.extension);
    const size = await write({ containerId: a.containerId, applicationId: a.id, storedName }, file.bytes);
    const [row] = await tx
      .insert(applicationFiles)
      .values({
        applicationId: a.id,
        containerId: a.containerId,
        propertyKey: 'form_file',
        filename: demoCvFilename(positionId, i, name),
        storedName,
        contentType: file.contentType,
        size,
      })
      .returning({ id: applicationFiles.id });
    await enqueueJob(tx, 'extract-text', { fileId: row!.id }, { containerId: a.containerId });
  }
}
