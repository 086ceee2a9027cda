import { beforeAll, expect } from 'vitest';
import { testAppForFile } from '../helpers/app.ts';
import { forgivingSearchCases } from '../helpers/forgiving-search.ts';

/** The forgiving career search on PGlite: its pg_trgm, folding and 'Menade du …' as on PostgreSQL. */
const t = testAppForFile();
beforeAll(() => {
  expect(t.database.kind).toBe('pglite');
});
forgivingSearchCases(t);
