/**
 * The applicant pipeline under load: BENCH_APPLICANTS (default 10,000; e.g. 100,000) made-up
 * applicants are generated on Demo AB's 'Lagermedarbetare' with create_DemoApplicants (one generate_series
 * insert per 10,000), then the list's first page, a filtered page, the board, a status change of 1,000
 * selected and the CSV export of them all are measured one connection at a time, so latency is the
 * server's time; so is the home page's overview of the company, which counts them all, and the GDPR
 * page's overview and search; the GDPR page itself is loaded in a browser (page-load.ts) until its
 * people list is shown.
 * On PostgreSQL (BENCH_DATABASE_URL) the plans of the two list queries are printed with EXPLAIN ANALYZE.
 * The header's global search runs over the same applicants: a rare text, a common last name,
 * a city typed without åäö and three letters, in turn; its plans are printed too.
 * On PostgreSQL each applicant also gets a two-page CV text (cv-texts.ts) for 'Sök i CV och svar' in the
 * list (a few queries in turn: words, a phrase, an exclusion, eller) and the header's CV hits.
 */
import type autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_CONTAINERS, DEMO_POSITIONS, DEMO_USERS } from '../../apps/server/src/demo/seed.ts';
import { insertCvTexts } from './cv-texts.ts';
import { GDPR_PEOPLE_SHOWN, adminOrigin } from './page-load.ts';
import type { BenchContext, Scenario } from './scenario.ts';

const containerId = DEMO_CONTAINERS.demo.id;
const positionId = DEMO_POSITIONS.warehouse.id;
const json = { 'content-type': 'application/json' };
// Node's fetch gives up on an answer after 300 s (undici's headersTimeout): on PGlite on a busy machine
// 25,000 at once took longer than that, so the batches are smaller.
const CHUNK = 10_000;

/** One dispatcher action outside the load; its answer's data. */
export async function call<T>(ctx: BenchContext, token: string, action: string, data: unknown): Promise<T> {
  const res = await fetch(`${ctx.serverUrl}/api/dispatcher`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({ action, data }),
    signal: AbortSignal.timeout(600_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${action} answered HTTP ${res.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

interface Prepared {
  token: string;
  interestingId: number;
  maybeId: number;
  /** The filtered page: status 'Intressant' and the first merit. */
  filter: Record<string, unknown>;
  /** 1,000 applicants of the position. */
  thousand: number[];
}

let prepared: Promise<Prepared> | undefined;

/** The scenarios that search the CVs' text. */
const CV_SCENARIOS = ['applicants-cv-search', 'global-search-cv'];

/** Generates the applicants once for all the scenarios below (and the interviews' invitations). */
export function prepareOnce(ctx: BenchContext): Promise<Prepared> {
  return (prepared ??= (async () => {
    const odin = await ctx.login(DEMO_USERS.odin);
    const started = Date.now();
    for (let done = 0; done < ctx.applicants; done += CHUNK) {
      const count = Math.min(CHUNK, ctx.applicants - done);
      await call(ctx, odin, 'create_DemoApplicants', { containerId, positionId, count });
      ctx.log(`generated ${done + count} of ${ctx.applicants} applicants`);
    }
    ctx.log(`${ctx.applicants} applicants in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Six minutes or more at 100,000 applicants (each text stemmed twice into the GIN index): only for a
    // run that searches them.
    const cvTexts = CV_SCENARIOS.some((id) => ctx.selected.has(id));
    if (cvTexts && ctx.databaseUrl) await insertCvTexts(ctx.databaseUrl, containerId, positionId, ctx.log);
    else if (cvTexts) ctx.log('no CV texts: they are inserted on PostgreSQL only (BENCH_DATABASE_URL)');
    // Measured on a settled database: after a bulk load PostgreSQL's autovacuum analyzes the new rows
    // within minutes; the bench does not wait for it but analyzes at once (every table it filled).
    if (ctx.databaseUrl) {
      const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: 1 });
      await pool.query('analyze').finally(() => pool.end());
    }

    const token = await ctx.login(DEMO_USERS.admin);
    const labels = await call<{ id: number; name: string }[]>(ctx, token, 'get_Labels', { containerId });
    const idOf = (name: string) => labels.find((l) => l.name === name)!.id;
    const filters = await call<{ answers: { kind: string; options: { conditions: unknown[] }[] }[] }>(
      ctx,
      token,
      'get_ApplicantFilters',
      { containerId, positionId },
    );
    const merit = filters.answers.find((g) => g.kind === 'Meriterande')!;
    const filter = { labelId: idOf('Intressant'), answers: merit.options[0]!.conditions };

    const thousand: number[] = [];
    let after: string | undefined;
    while (thousand.length < 1000) {
      const page = await call<{ items: { id: number }[]; nextCursor: string | null }>(
        ctx,
        token,
        'get_ApplicantsByPosition',
        { containerId, positionId, take: 200, ...(after ? { after } : {}) },
      );
      thousand.push(...page.items.map((i) => i.id));
      if (!page.nextCursor) break;
      after = page.nextCursor;
    }
    if (ctx.databaseUrl) {
      await explainLists(ctx, filter);
      await explainGlobalSearch(ctx);
    }
    return {
      token,
      interestingId: idOf('Intressant'),
      maybeId: idOf('Kanske'),
      filter,
      thousand: thousand.slice(0, 1000),
    };
  })());
}

type Explained = readonly (readonly [string, { sql: string; params: unknown[] }])[];

/**
 * EXPLAIN ANALYZE of queries the server runs, built by `queries` on a drizzle client of the bench's
 * PostgreSQL database (after ANALYZE, so the plans are the ones a settled database gets).
 */
async function explain(ctx: BenchContext, section: string, queries: (db: never) => Promise<Explained>) {
  const [{ drizzle }, schema] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('../../apps/server/src/db/schema.ts'),
  ]);
  const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: 1 });
  try {
    await pool.query('analyze job_applications');
    for (const [what, query] of await queries(drizzle(pool, { schema }) as never)) {
      const plan = await pool.query(`explain (analyze, buffers) ${query.sql}`, query.params);
      const lines = plan.rows.map((r: Record<string, string>) => `    ${Object.values(r)[0]}`);
      ctx.log(`EXPLAIN ANALYZE, ${section}, ${what}:\n${lines.join('\n')}`);
    }
  } finally {
    await pool.end();
  }
}

/** The list's first page, the filtered page and the search; the board's columns are pages like these. */
async function explainLists(ctx: BenchContext, filter: { labelId: number; answers: unknown[] }) {
  const [{ applicantPageQuery, countQuery }, { applicantFilterSchema }] = await Promise.all([
    import('../../apps/server/src/areas/applicants/queries.ts'),
    import('@rekry/domain'),
  ]);
  // The filter as the handler gets it, every default in (written out, a new field left undefined wrote
  // 'tag_id = )' into the SQL) and the CV query as read, not as typed.
  // The caller as an admin of the position, who sees every submitted score (the list's score column).
  const viewer = { userId: 0, positionId, visibility: 'after_submit', isAdmin: true } as const;
  const read = (values: Record<string, unknown>) => ({ ...applicantFilterSchema.parse(values), viewer });
  for (const [name, f] of [
    ['first page', read({})],
    ['filtered page', read(filter)],
    ['search', read({ query: SEARCH })],
    ...(CV_SCENARIOS.some((id) => ctx.selected.has(id)) ? CV_SEARCHES : []).map(
      (textQuery) => [`CV search '${textQuery}'`, read({ textQuery })] as const,
    ),
  ] as const)
    await explain(ctx, name, async (db) => [
      ['page', applicantPageQuery(db, containerId, positionId, f as never, { take: 30 }).toSQL()],
      ['count', countQuery(db, containerId, positionId, f as never).toSQL()],
    ]);
}

/** The GDPR page's search: a common last name (the count reads every match). */
const GDPR_SEARCH = 'johansson';

/** The global search's texts, in turn: a rare one, a common last name, a city without åäö, three letters. */
const GLOBAL_SEARCHES = ['-4711@', 'johansson', 'vasteras', 'son'];

/** The global search's queries for each text: applicants, positions and the found positions' counts. */
async function explainGlobalSearch(ctx: BenchContext) {
  const [{ applicantCountsQuery, applicantSearchQuery, positionSearchQuery }, { searchNeedle }] =
    await Promise.all([import('../../apps/server/src/areas/search/queries.ts'), import('@rekry/domain')]);
  for (const text of GLOBAL_SEARCHES) {
    const needle = searchNeedle(text);
    await explain(ctx, `global search '${text}'`, async (db) => {
      const found = await positionSearchQuery(db, containerId, needle);
      return [
        ['applicants', applicantSearchQuery(db, containerId, needle).toSQL()],
        ['positions', positionSearchQuery(db, containerId, needle).toSQL()],
        ...(found.length
          ? ([
              [
                'counts',
                applicantCountsQuery(
                  db,
                  found.map((p) => p.id),
                ).toSQL(),
              ],
            ] as const)
          : []),
      ];
    });
  }
}

/** The home page's queries (get_HomeOverview): open positions, applications per day, applicants by status. */
async function explainHome(ctx: BenchContext) {
  const [home, { nowSeconds }, { statusTalliesQuery }] = await Promise.all([
    import('../../apps/server/src/areas/home/queries.ts'),
    import('../../apps/server/src/areas/positions/queries.ts'),
    import('../../apps/server/src/areas/applicants/status-counts.ts'),
  ]);
  const now = nowSeconds();
  const since = home.homeDays(now)[0]!;
  await explain(ctx, 'home', async (db) => [
    ['open positions', home.homePositionsQuery(db, containerId, now).toSQL()],
    ['per day', home.perDayQuery(db, containerId, since).toSQL()],
    ['by status', statusTalliesQuery(db, containerId).toSQL()],
  ]);
}

/**
 * 'Sök i CV och svar' in turn: a word in about a third of the CVs, a rare one, a phrase, an exclusion and
 * eller.
 */
const CV_SEARCHES = [
  'truckkort',
  'sjuksköterska',
  '"svenska och engelska"',
  'sap -truckkort',
  'visma eller fortnox',
];

/** The header search with a CV word: common, rare, and one only in the CVs of those who know Excel. */
const CV_HEADER_SEARCHES = ['truckkort', 'sjuksköterska', 'pivottabeller'];

/** 'Sök sökande' for a part of generated e-mails (gen-<tag>-4711@example.se): one hit per generated batch. */
const SEARCH = '-4711@';

export const dispatchRequest = (token: string, action: string, data: unknown): autocannon.Request => ({
  method: 'POST',
  path: '/api/dispatcher',
  headers: { ...json, authorization: `Bearer ${token}` },
  body: JSON.stringify({ action, data }),
});

/** A scenario of one dispatcher action on the prepared applicants, one connection at a time. */
function actionScenario(
  id: string,
  label: string,
  action: string,
  data: (p: Prepared) => Record<string, unknown>,
  extra: Pick<Scenario, 'minDurationSeconds'> = {},
): Scenario {
  return {
    id,
    label,
    maxConnections: 1,
    ...extra,
    prepare: async (ctx) => {
      const p = await prepareOnce(ctx);
      return { url: ctx.serverUrl, requests: [dispatchRequest(p.token, action, data(p))] };
    },
  };
}

const quoted = (texts: readonly string[]) => texts.map((q) => `'${q}'`).join(', ');

/** A scenario of a few requests in turn (different search texts), one connection at a time. */
function turnsScenario(id: string, label: string, requests: (p: Prepared) => autocannon.Request[]): Scenario {
  return {
    id,
    label,
    maxConnections: 1,
    prepare: async (ctx) => ({ url: ctx.serverUrl, requests: requests(await prepareOnce(ctx)) }),
  };
}

/** The header's search (get_applicantPositionBySearchQuery) with each filter text in turn. */
const headerSearches = (id: string, label: string, filters: readonly string[]) =>
  turnsScenario(id, `get_applicantPositionBySearchQuery ?filter= ${label}`, (p) =>
    filters.map((filter) => ({
      ...dispatchRequest(p.token, 'get_applicantPositionBySearchQuery', { containerId }),
      path: `/api/dispatcher?filter=${encodeURIComponent(filter)}`,
    })),
  );

export const applicantScenarios: Scenario[] = [
  {
    id: 'home-overview',
    label: 'get_HomeOverview, the home page of the company with the applicants',
    maxConnections: 1,
    prepare: async (ctx) => {
      const p = await prepareOnce(ctx);
      if (ctx.databaseUrl) await explainHome(ctx);
      return {
        url: ctx.serverUrl,
        requests: [dispatchRequest(p.token, 'get_HomeOverview', { containerId })],
      };
    },
  },
  actionScenario(
    'gdpr-overview',
    'get_GdprOverview: period, the dry run of the retention job, first 50 people',
    'get_GdprOverview',
    () => ({ containerId }),
  ),
  {
    id: 'gdpr-page',
    label: 'The GDPR page in a browser: ms until the people list is shown (a first visit, nothing cached)',
    maxConnections: 1,
    prepare: async (ctx) => {
      const p = await prepareOnce(ctx);
      return {
        url: `${adminOrigin(ctx.serverUrl)}/admin/gdpr`,
        page: { token: p.token, containerId, ready: GDPR_PEOPLE_SHOWN },
      };
    },
  },
  actionScenario(
    'gdpr-search',
    `get_GdprOverview, people whose name, e-mail or personnummer holds '${GDPR_SEARCH}'`,
    'get_GdprOverview',
    () => ({ containerId, query: GDPR_SEARCH }),
  ),
  actionScenario(
    'positions-list',
    "get_Positions, first page with each position's channels and job-ad status (jobAds)",
    'get_Positions',
    () => ({ containerId }),
  ),
  actionScenario(
    'applicants-first-page',
    'get_ApplicantsByPosition, first page of 30',
    'get_ApplicantsByPosition',
    () => ({ containerId, positionId }),
  ),
  actionScenario(
    'applicants-filtered-page',
    'get_ApplicantsByPosition, status + merit filter',
    'get_ApplicantsByPosition',
    (p) => ({ containerId, positionId, ...p.filter }),
  ),
  actionScenario(
    'applicants-board',
    "get_ApplicantBoard, the board: every status's count and first 30 cards",
    'get_ApplicantBoard',
    () => ({ containerId, positionId }),
  ),
  actionScenario(
    'applicants-search',
    `get_ApplicantsByPosition, search '${SEARCH}'`,
    'get_ApplicantsByPosition',
    () => ({ containerId, positionId, query: SEARCH }),
  ),
  headerSearches('global-search', `(${quoted(GLOBAL_SEARCHES)})`, GLOBAL_SEARCHES),
  turnsScenario('applicants-cv-search', `get_ApplicantsByPosition, textQuery (${quoted(CV_SEARCHES)})`, (p) =>
    CV_SEARCHES.map((textQuery) =>
      dispatchRequest(p.token, 'get_ApplicantsByPosition', { containerId, positionId, textQuery }),
    ),
  ),
  headerSearches('global-search-cv', `a CV word (${quoted(CV_HEADER_SEARCHES)})`, CV_HEADER_SEARCHES),
  {
    id: 'applicants-status-1000',
    label: 'update_ApplicantStatus, 1,000 selected',
    maxConnections: 1,
    prepare: async (ctx) => {
      const p = await prepareOnce(ctx);
      let n = 0;
      // Alternate the label, so every request really changes 1,000 rows and logs them.
      const request = () =>
        dispatchRequest(p.token, 'update_ApplicantStatus', {
          containerId,
          positionId,
          ids: p.thousand,
          labelId: n++ % 2 ? p.interestingId : p.maybeId,
        });
      return { url: ctx.serverUrl, requests: [{ ...request(), setupRequest: () => request() }] };
    },
  },
  actionScenario(
    'applicants-export-csv',
    'export_Applicants CSV, every applicant of the position',
    'export_Applicants',
    () => ({ containerId, positionId, format: 'csv' }),
    // Seconds per request with 100,000 rows: a window long enough for a few of them.
    { minDurationSeconds: 30 },
  ),
];
