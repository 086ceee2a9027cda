import { rgb } from 'pdf-lib';
import { sql, type SQL } from 'drizzle-orm';
import {
  APPLICANT_TEXTS,
  PDF_EXPORT_MAX_ROWS,
  TIME_ZONE,
  formatDateTime,
  answerFilterGroups,
  stockholmDate,
  type ApplicantInfo,
  type FileDownload,
} from '@rekry/domain';
import { eachRow, type Queryable } from '../../db/client.ts';
import { jobApplications } from '../../db/schema.ts';
import type { ActionContext } from '../../platform/action-context.ts';
import { CSV_BOM, csvLines } from '../../platform/csv.ts';
import { GREY, PdfWriter } from '../../platform/pdf-writer.ts';
import {
  applicantPageQuery,
  type ListFilter,
  applicantPageSql,
  currentAge,
  type ListRow,
  type PositionContext,
} from './queries.ts';
import { companyLabels } from '../labels/index.ts';
import { tagNamesCell } from '../tags/index.ts';
import { anonymousInfo, hiddenOfPosition } from '../anonymity/index.ts';

// Rows a query reads: what the CSV holds in memory at a time (about 2.5 MB), and 20 queries for 100,000.
const BATCH = 5000;

const t = jobApplications;

/** Info fields the CSV writes (name, e-mail, address, city, gender and what the age is read from). */
const INFO_FIELDS = ['name', 'email', 'address', 'zipCode', 'city', 'gender', 'dateOfBirth', 'age'] as const;

/**
 * The CSV's columns as the database writes them, in the order of a row read as an array (executeArrays),
 * followed by a `chose` column for each answer option and the list's cursor. Each info field and phone
 * number is text (`->>`), and whether each answer option was chosen a boolean the database decided (`->`
 * compared as jsonb, so `true` is never the text 'true'): no JSON for the driver to decode per row. The
 * time is already Stockholm's 'YYYY-MM-DD HH:MM' (as formatDateTime writes it).
 */
const CSV_COLUMNS = [
  'id',
  'createdAt',
  ...INFO_FIELDS,
  'mobilePhone',
  'homePhone',
  'labelId',
  'processLabelId',
  'tags',
  'viewedAt',
  'isManuallyCreated',
] as const;
const at = Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, i])) as Record<
  (typeof CSV_COLUMNS)[number],
  number
>;
/** The columns that name, reach or date the person. */
const PERSONAL_AT = new Set(
  [...INFO_FIELDS, 'mobilePhone', 'homePhone'].map((c) => at[c as keyof typeof at]),
);
/** A CSV row: the columns' values at their places (texts, numbers, booleans, nulls). */
type CsvRow = readonly unknown[];
const text = (row: CsvRow, column: (typeof CSV_COLUMNS)[number]) => row[at[column]] as string | null;

/** The info's stored age, when it is a number. */
const ageOf = (value: string | null) =>
  value !== null && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined;

/** An answer option the CSV tells: its answer's key and the value that means it was chosen. */
interface ChoiceCondition {
  key: string;
  value: unknown;
}

/** The CSV's selection for applicantPageSql: CSV_COLUMNS, then `chose<i>` for each of `conditions`. */
function csvFields(conditions: readonly ChoiceCondition[]): Record<string, SQL> {
  const info = Object.fromEntries(INFO_FIELDS.map((key) => [key, sql`${t.info}->>${key}::text`]));
  const chose = Object.fromEntries(
    conditions.map((c, i) => [
      `chose${i}`,
      sql`${t.metadata}->${c.key}::text = ${JSON.stringify(c.value)}::jsonb`,
    ]),
  );
  const fields: Record<(typeof CSV_COLUMNS)[number], SQL> = {
    id: sql`${t.id}`,
    createdAt: sql`to_char(${t.createdAt} at time zone ${TIME_ZONE}, 'YYYY-MM-DD HH24:MI')`,
    ...(info as Record<(typeof INFO_FIELDS)[number], SQL>),
    mobilePhone: sql`${t.metadata}->>'form_mobilePhone'`,
    homePhone: sql`${t.metadata}->>'form_homePhone'`,
    labelId: sql`${t.labelId}`,
    processLabelId: sql`${t.processLabelId}`,
    // The names joined by the database, through the application's key of application_tags.
    tags: tagNamesCell(t.id),
    viewedAt: sql`${t.viewedAt} is not null`,
    isManuallyCreated: sql`${t.isManuallyCreated}`,
  };
  // In CSV_COLUMNS' order, whatever order the object above was written in.
  return { ...Object.fromEntries(CSV_COLUMNS.map((c) => [c, fields[c]])), ...chose };
}

/** The keyset of the list's order: a row's cursor value and id (applicantPageSql's `after`). */
type Cursor = [string, number];

/** What one query of the keyset read: its page, how many rows that holds, and where the next one starts. */
interface Batch<Page> {
  page: Page;
  size: number;
  /** The page's last row's keyset, when a row beyond the page was there (so there is more to read). */
  next?: Cursor;
}

/** Reads the (up to) `take` rows of the list after `after`, and whether there are more. */
type BatchReader<Page> = (take: number, after?: Cursor) => Promise<Batch<Page>>;

/**
 * Every matching application in the list's order, a batch at a time through the keyset: one short query
 * per batch, on PostgreSQL and PGlite alike, so a connection is held only while a batch is read. The next
 * batch is asked for before this one is handed on, so the database reads while the rows are written; a
 * consumer that stops (a client gone) stops the queries there, the one under way left to finish.
 */
async function* matchingBatches<Page>(
  read: BatchReader<Page>,
  limit: number,
  batch = BATCH,
): AsyncGenerator<Page> {
  let given = 0;
  let take = Math.min(batch, limit);
  let next = read(take);
  while (given < limit) {
    const { page, size, next: after } = await next;
    given += size;
    const more = after !== undefined && given < limit;
    if (more) {
      take = Math.min(batch, limit - given);
      next = read(take, after);
      // Not awaited when the consumer stops here: its failure then has nobody to tell.
      next.catch(() => undefined);
    }
    if (size) yield page;
    if (!more) return;
  }
}

/** A file name from the position's name: letters, digits and dashes. */
function fileStem(name: string): string {
  const stem = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `sokande-${stem || 'tjanst'}-${stockholmDate()}`;
}

/** What the first columns are made of: the info's fields, the time as written, the labels. */
interface BaseFields {
  name?: string | null;
  email?: string | null;
  city?: string | null;
  gender?: string | null;
  dateOfBirth?: string | null;
  age?: number | null | undefined;
  created: string;
  labelId: number | null;
  processLabelId: number | null;
}

/** The labels' names and the answer groups a row of the export is written with. */
async function exportContext(db: Queryable, containerId: number, pos: PositionContext) {
  const labels = new Map((await companyLabels(db, containerId)).map((l) => [l.id, l.name]));
  const labelText = (id: number | null, none: string) => (id === null ? none : (labels.get(id) ?? ''));
  const today = stockholmDate();
  const groups = answerFilterGroups(pos.form);
  // What the PDF shows too: the CSV's first columns.
  const base = (f: BaseFields) => ({
    name: f.name ?? '',
    email: f.email ?? '',
    city: f.city ?? '',
    age: pos.showAge ? String(currentAge(f as Partial<ApplicantInfo>, today) ?? '') : undefined,
    gender: pos.showGender ? (f.gender ?? '') : undefined,
    created: f.created,
    status: labelText(f.labelId, APPLICANT_TEXTS.unprocessed),
    process: labelText(f.processLabelId, ''),
  });
  return { groups, base };
}

/** The CSV's lines: the header, then a row per application as its batch comes from the database. */
async function* csvBody(
  db: Queryable,
  containerId: number,
  pos: PositionContext,
  filter: ListFilter,
  counted: { rows: number },
  batch?: number,
): AsyncGenerator<string> {
  const { groups, base } = await exportContext(db, containerId, pos);
  // In an anonymised review the rows of those hidden from the caller carry the alias alone.
  const hidden = await hiddenOfPosition(db, filter.viewer, pos.id);
  const header = [
    'Namn',
    'E-post',
    'Telefon',
    'Adress',
    'Postnummer',
    'Ort',
    ...(pos.showAge ? ['Ålder'] : []),
    ...(pos.showGender ? ['Kön'] : []),
    'Ansökt',
    'Status',
    'Processnivå',
    'Taggar',
    'Läst',
    'Tillagd för hand',
    // The question as the form asks it: the filter group's kind is the list's word, not the reader's.
    ...groups.map((g) => g.title),
  ];
  yield CSV_BOM + csvLines([header]);
  // Each group's options of one condition, by their `chose` column.
  const conditions: ChoiceCondition[] = [];
  const choices = groups.map((g) =>
    g.options
      .filter((o) => o.conditions.length === 1)
      .map((o) => ({ column: CSV_COLUMNS.length + conditions.push(o.conditions[0]!) - 1, label: o.label })),
  );
  const chosen = (row: CsvRow, options: (typeof choices)[number]) =>
    options
      .filter((o) => row[o.column])
      .map((o) => o.label)
      .join(', ');
  const fields = csvFields(conditions);
  const cursor = CSV_COLUMNS.length + conditions.length;
  const cells = (row: CsvRow) => {
    const alias = hidden.get(row[at.id] as number);
    if (alias) row = row.map((value, i) => (PERSONAL_AT.has(i) ? null : value));
    const b = base({
      name: alias ?? text(row, 'name'),
      email: text(row, 'email'),
      city: text(row, 'city'),
      gender: text(row, 'gender'),
      dateOfBirth: text(row, 'dateOfBirth'),
      age: ageOf(text(row, 'age')),
      created: text(row, 'createdAt')!,
      labelId: row[at.labelId] as number | null,
      processLabelId: row[at.processLabelId] as number | null,
    });
    return [
      b.name,
      b.email,
      text(row, 'mobilePhone') || text(row, 'homePhone') || '',
      text(row, 'address') ?? '',
      text(row, 'zipCode') ?? '',
      b.city,
      ...(b.age !== undefined ? [b.age] : []),
      ...(b.gender !== undefined ? [b.gender] : []),
      b.created,
      b.status,
      b.process,
      text(row, 'tags') ?? '',
      row[at.viewedAt] ? 'Ja' : 'Nej',
      row[at.isManuallyCreated] ? 'Ja' : 'Nej',
      ...choices.map((options) => chosen(row, options)),
    ];
  };
  // Each row becomes its line as it comes from the database, so no batch of rows is ever held.
  const read: BatchReader<{ lines: string; rows: number }> = async (take, after) => {
    let lines = '';
    let size = 0;
    let next: Cursor | undefined;
    let last: CsvRow | undefined;
    const page = applicantPageSql(containerId, pos.id, filter, { take, after }, fields);
    await eachRow(db, page, (row) => {
      if (size === take) {
        next = [last![cursor] as string, last![at.id] as number];
        return;
      }
      lines += csvLines([cells(row)]);
      size += 1;
      last = row;
    });
    return { page: { lines, rows: size }, size, next };
  };
  for await (const { lines, rows } of matchingBatches(read, Infinity, batch)) {
    counted.rows += rows;
    yield lines;
  }
}

/** The PDF: the first PDF_EXPORT_MAX_ROWS rows (it says when there were more). */
async function pdfFile(
  db: Queryable,
  containerId: number,
  pos: PositionContext,
  filter: ListFilter,
): Promise<{ bytes: Uint8Array; rows: number }> {
  const { base } = await exportContext(db, containerId, pos);
  const hidden = await hiddenOfPosition(db, filter.viewer, pos.id);
  const rows: ReturnType<typeof base>[] = [];
  const read: BatchReader<ListRow[]> = async (take, after) => {
    const rows = (await applicantPageQuery(db, containerId, pos.id, filter, { take, after })) as ListRow[];
    const page = rows.slice(0, take);
    const last = page.at(-1);
    return {
      page,
      size: page.length,
      next: rows.length > take && last ? [last.cursorValue, last.id] : undefined,
    };
  };
  for await (const batch of matchingBatches(read, PDF_EXPORT_MAX_ROWS + 1))
    rows.push(
      ...batch.map((row) =>
        base({
          ...(hidden.has(row.id) ? anonymousInfo(hidden.get(row.id)!) : row.info),
          created: formatDateTime(row.createdAt),
          labelId: row.labelId,
          processLabelId: row.processLabelId,
        }),
      ),
    );
  const cut = rows.length > PDF_EXPORT_MAX_ROWS;
  const bytes = await pdfTable(pos, rows.slice(0, PDF_EXPORT_MAX_ROWS), cut);
  return { bytes, rows: Math.min(rows.length, PDF_EXPORT_MAX_ROWS) };
}

/** A readable A4 landscape table of the list, with a header on every page and page numbers. */
async function pdfTable(
  pos: PositionContext,
  rows: {
    name: string;
    email: string;
    city: string;
    age?: string;
    gender?: string;
    created: string;
    status: string;
    process: string;
  }[],
  cut: boolean,
): Promise<Uint8Array> {
  const title = `Sökande – ${pos.name}`;
  const pdf = await PdfWriter.create({ title, margin: 36, landscape: true });
  const size = 8.5;
  const rowHeight = 14;
  type Row = (typeof rows)[number];
  const columns: { title: string; width: number; get: (r: Row) => string }[] = [
    { title: 'Namn', width: 150, get: (r) => r.name },
    { title: 'E-post', width: 180, get: (r) => r.email },
    { title: 'Ort', width: 90, get: (r) => r.city },
    ...(pos.showAge ? [{ title: 'Ålder', width: 35, get: (r: Row) => r.age ?? '' }] : []),
    ...(pos.showGender ? [{ title: 'Kön', width: 45, get: (r: Row) => r.gender ?? '' }] : []),
    { title: 'Ansökt', width: 80, get: (r) => r.created },
    { title: 'Status', width: 90, get: (r) => r.status },
    { title: 'Processnivå', width: 90, get: (r) => r.process },
  ];
  const drawRow = (cell: (c: (typeof columns)[number]) => string, bold = false) => {
    let x = pdf.margin;
    for (const c of columns) {
      pdf.text(cell(c), x, { size, bold });
      x += c.width;
    }
    pdf.y -= rowHeight;
  };
  pdf.eachPage((page, first) => {
    if (first) {
      page.text(title, page.margin, { size: 16, bold: true, dy: -14 });
      const summary = `${pos.containerName} · utskrivet ${stockholmDate()} · ${rows.length} sökande${
        cut ? ` (de första ${PDF_EXPORT_MAX_ROWS}; hela listan finns i CSV-exporten)` : ''
      }`;
      page.text(summary, page.margin, { size: 9, color: GREY, dy: -30 });
      page.y -= 48;
    }
    page.band(rowHeight, rgb(0.92, 0.93, 0.97));
    drawRow((c) => c.title, true);
  });
  pdf.newPage();
  if (rows.length === 0) pdf.text('Inga sökande matchar filtret.', pdf.margin, { dy: -4 });
  rows.forEach((r, i) => {
    pdf.ensure(rowHeight);
    if (i % 2 === 1) pdf.band(rowHeight, rgb(0.97, 0.97, 0.97));
    drawRow((c) => pdf.fit(c.get(r), c.width - 6, { size }));
  });
  return pdf.finish();
}

/**
 * The export, with its audit entry: the format, how many rows and from which position. The CSV streams;
 * its entry is written when the last row has gone, or with the rows sent so far when the client left
 * before (the generator's `finally`).
 */
export async function exportRecorded(
  { db, audit }: Pick<ActionContext, 'db' | 'audit'>,
  containerId: number,
  pos: PositionContext,
  filter: ListFilter,
  format: 'csv' | 'pdf',
  /** Rows a query reads (BATCH; a test streams a few rows in several batches). */
  { batch }: { batch?: number } = {},
): Promise<FileDownload> {
  const record = (rows: number, whole: boolean) =>
    audit({
      kind: 'export',
      summary: `Exporterade ${rows} sökande som ${format.toUpperCase()} från tjänsten ${pos.name}${whole ? '' : ' (avbruten)'}`,
      containerId,
      data: { export: 'applicants', format, positionId: pos.id, rows, ...(whole ? {} : { aborted: true }) },
    });
  if (format === 'pdf') {
    const { bytes, rows } = await pdfFile(db, containerId, pos, filter);
    await record(rows, true);
    return { filename: `${fileStem(pos.name)}.pdf`, contentType: 'application/pdf', body: [bytes], rows };
  }
  async function* recorded() {
    const counted = { rows: 0 };
    let whole = false;
    try {
      yield* csvBody(db, containerId, pos, filter, counted, batch);
      whole = true;
    } finally {
      await record(counted.rows, whole);
    }
  }
  return {
    filename: `${fileStem(pos.name)}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: recorded(),
  };
}
