import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseCsv } from 'csv-parse/sync';
import {
  applicantsTestApp,
  buildApplication,
  exportedApplicant,
  labelByName,
} from '../helpers/applicants.ts';

/**
 * The CSV export on PGlite: its rows come from the driver as arrays (executeArrays), which each driver
 * builds its own way; the columns, their types and the keyset's batches must come out as on PostgreSQL.
 */
const { t, tokens, own, positionWithRights } = applicantsTestApp();
beforeAll(() => {
  expect(t.database.kind).toBe('pglite');
});

describe('the CSV export on PGlite', () => {
  it('writes every column of each applicant once', async () => {
    const position = await positionWithRights();
    const interesting = await labelByName(t.db, own(), 'Intressant');
    await buildApplication(t.db, own(), position.id, exportedApplicant(interesting.id));
    await buildApplication(t.db, own(), position.id, { firstname: 'Bea' });
    const csv = await t.as(tokens.reader).dispatch('export_Applicants', {
      containerId: own(),
      positionId: position.id,
    });
    expect(csv.status).toBe(200);
    const [titles, ...rows] = parseCsv(csv.raw.body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    const cells = rows.find((row) => row[0] === 'Åke Öberg')!;
    const cell = (title: string) => cells[titles!.indexOf(title)];
    expect(rows.map((row) => row[0]!.split(' ')[0]).sort()).toEqual(['Bea', 'Åke']);
    expect(cell('Telefon')).toBe('070-111 22 33');
    expect(cell('Ansökt')).toBe('2026-07-01 23:59');
    expect(cell('Status')).toBe('Intressant');
    expect(cell('Läst')).toBe('Ja');
    expect(cell('Tillagd för hand')).toBe('Nej');
    // A boolean column is the driver's false, not a text 'f' that would read as true.
    const bea = rows.find((row) => row[0]!.startsWith('Bea'))!;
    expect(bea[titles!.indexOf('Läst')]).toBe('Nej');
  });
});
