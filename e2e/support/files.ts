import { luhnCheckDigit } from '@rekry/domain/public';

/**
 * A valid personal number for a birth date 'YYYYMMDD' (default 1990-01-01), its check digit by the Luhn
 * rule; `serial` keeps applicants apart.
 */
export function validSsn(serial = 123, birth = '19900101'): string {
  const nine = `${birth.slice(2)}${String(serial).padStart(3, '0')}`;
  return `${birth.slice(0, 2)}${nine}${luhnCheckDigit(nine)}`;
}

/** Real PDFs and PNGs made in code, the same the demo data uses. */
export { pdfWithPages, pdfWithText, solidPng } from '../../apps/server/src/demo/files.ts';
