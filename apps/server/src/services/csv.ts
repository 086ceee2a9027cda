import { stringify } from 'csv-stringify/sync';

/** A cell a spreadsheet would start to compute: OWASP's CSV injection characters at its start. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number ('-12', '+3.5', '1 000,50' is not one): it cannot be a formula and stays a number. */
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * A cell as a spreadsheet should read it: one that would start a formula ('=HYPERLINK(…)', '+46 70…',
 * '@SUM(…)') gets a leading apostrophe, so Excel, LibreOffice and Google Sheets show it as text.
 */
export function neutralizeCsvCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/**
 * The one CSV writer: every cell neutralized, semicolons and CRLF with a BOM so Excel with Swedish
 * settings opens it as it is. Every CSV the product writes goes through here.
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return (
    '\uFEFF' +
    stringify(
      rows.map((row) => row.map(neutralizeCsvCell)),
      { delimiter: ';', record_delimiter: '\r\n' },
    )
  );
}
