import { luhnCheckDigit } from '@rekry/domain';
import { pdfWithText } from '../../apps/server/src/demo/files.ts';

/** A 1,000,000-byte file that is a real PDF by its first bytes (the rest is padding). */
const FILE_BYTES = 1_000_000;
// A CV with a text layer, as most are: its reading after the commit is pdftotext's, not OCR's.
const pdf = pdfWithText([
  'Bench Benchsson - CV',
  'Profil: lagerarbetare med truckkort A och B, van vid plock och pack.',
  'Erfarenhet: Lagermedarbetare, Logistik AB, Vasteras 2018-2024.',
  'Utbildning: Gymnasieskolans handels- och administrationsprogram.',
  'Korkort: B. Sprak: svenska och engelska.',
]);
const fileBytes = Buffer.concat([pdf, Buffer.alloc(FILE_BYTES - pdf.length, 0x20)]);
const file = `data:application/pdf;base64,${fileBytes.toString('base64')}`;
const ssn = `19900101123${luhnCheckDigit('900101123')}`;

const MARKER = 'bench-address@example.se';

/** The answers of the warehouse form, the CV given as `cv`. */
function request(positionId: number, cv: unknown) {
  return {
    action: 'create_jobApplication',
    data: {
      email: MARKER,
      positionId,
      metadata: {
        form_firstname: 'Bench',
        form_surname: 'Benchsson',
        form_ssn: ssn,
        form_address: 'Storgatan 1',
        form_zipcode: '722 15',
        form_city: 'Västerås',
        form_mobilePhone: '070-123 45 67',
        form_email: MARKER,
        form_referer: 'form_referer_2',
        form_agreement_terms: true,
        form_agreement_gdpr: true,
        form_file: cv,
      },
    },
  };
}

/** The JSON around the file, made once; only the address changes from request to request. */
function template(positionId: number): string[] {
  return JSON.stringify(request(positionId, { filename: 'cv.pdf', data: file })).split(MARKER);
}

const templates = new Map<number, string[]>();

/** The body of an application to a position with the demo warehouse form (standard form, required CV). */
export function applyBody(positionId: number, email: string): string {
  let parts = templates.get(positionId);
  if (!parts) templates.set(positionId, (parts = template(positionId)));
  return parts.join(email);
}

export const MULTIPART_BOUNDARY = 'rekry-bench-7d1f0a';

/**
 * The same application as multipart/form-data, as the career site sends it: `data` (the JSON, the CV
 * announced by name and size) and the CV's bytes as a part of their own.
 */
export function multipartApplyBody(positionId: number, email: string, bytes = FILE_BYTES): Buffer {
  const cv = bytes === FILE_BYTES ? fileBytes : fileBytes.subarray(0, bytes);
  const json = JSON.stringify(request(positionId, { filename: 'cv.pdf', data: '', size: cv.length }))
    .split(MARKER)
    .join(email);
  const b = MULTIPART_BOUNDARY;
  return Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${json}\r\n`),
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="form_file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    cv,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
}
