import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { migrate, openPglite, openPostgres, type Database } from '../../src/db/client.ts';
import { createFreshPostgresDatabase as createDatabase } from '../../src/db/fresh-database.ts';
import { actingAs, type Acting, type Caller } from './dispatch.ts';
import { buildWorld, tokenFor, type World } from './factories.ts';

/**
 * TEST_DATABASE_URL names a PostgreSQL server; each test file gets a fresh database there, cloned from a
 * migrated template. Unset (or empty, as in the `server-embedded` project), tests run on PGlite.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** The `server-embedded` pass: the embedded engine's own tests on PGlite, beside a full pass on PostgreSQL. */
const embeddedPass = process.env.REKRY_TEST_PASS === 'embedded';

/**
 * A block whose tests never use the test database (configuration, LibreOffice on its own, real processes on
 * databases of their own): it runs in the full pass only, never again in the embedded engine's pass.
 */
export function describeOnce(name: string, body: () => void): void {
  describe.skipIf(embeddedPass)(name, body);
}

/** A fresh PostgreSQL database for a test: a throwaway, whose commits do not wait for the disk. */
export const createFreshPostgresDatabase = (adminUrl: string, prefix?: string, template?: string) =>
  createDatabase(adminUrl, prefix, template, { throwaway: true });

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  config: Config;
  /** Acts as a caller (token, user or nobody): `t.as(world.writer).dispatch(name, data)`. */
  as(caller: Caller): Acting;
  close(): Promise<void>;
}

/**
 * A server on its own new database and its own temporary data folder (stored files), with test-friendly
 * config; override any config field.
 */
/** The career site's server renderer as source (apps/web/src/entry-server.tsx). */
export const SSR_SOURCE = path.resolve(import.meta.dirname, '../../../web/src/entry-server.tsx');

/**
 * A new database of the test's own, already migrated: a copy of the run's template (test/global-setup.ts),
 * or migrated here when the file runs outside that setup.
 */
async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (testDatabaseUrl) {
    const fresh = await createFreshPostgresDatabase(
      testDatabaseUrl,
      'rekry_test',
      inject('postgresTemplate'),
    );
    const database = await openPostgres(fresh.url, 4);
    if (!inject('postgresTemplate')) await migrate(database, fresh.url);
    return { database, drop: fresh.drop };
  }
  const template = inject('pgliteTemplate');
  const database = await openPglite(undefined, template ? new Blob([readFileSync(template)]) : undefined);
  if (!template) await migrate(database);
  return { database, drop: async () => {} };
}

/** A fresh PostgreSQL database for a real server process, already migrated when the run has a template. */
export function createProcessDatabase() {
  return createFreshPostgresDatabase(testDatabaseUrl!, 'rekry_test', inject('postgresTemplate'));
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rekry-test-'));
  const config: Config = {
    ...loadConfig(
      {
        TOKEN_SECRET: 'test-secret-0123456789-abcdefghij',
        INTEGRATION_SECRET_KEY: 'test-integration-key-0123456789-abcdef',
        APP_URL: 'http://localhost:3000',
      },
      [],
    ),
    seedDemo: false,
    dataDir,
    // The renderer's source, compiled by Vitest: tests need no web build to see public pages rendered.
    webSsrEntry: SSR_SOURCE,
    // Position events come from the clock; a test that wants them calls tellPositionEvents, so none
    // arrives in the middle of another test's count.
    positionEventsEveryMs: 24 * 3600_000,
    // So are the candidate surveys: a test that wants them calls sendDueSurveys with its own clock.
    surveysEveryMs: 24 * 3600_000,
    // The retention run deletes by the clock; a test that wants it calls runRetention with its own clock.
    retentionJob: false,
    ...overrides,
  };
  const app = await buildApp({ config, database, logger: false });
  // The clock's tasks run once at start (position events among them): done before a test builds its
  // world, so none of them tells of it in the middle of the test.
  if (config.jobWorker) await app.services.jobs.firstRound;
  return {
    app,
    database,
    db: database.db,
    config,
    as: (caller) => actingAs(app, database.db, app.services.tokens, caller),
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The file's (or the describe block's) own test app: opened before its tests, closed after them. Read it
 * inside tests and hooks; `overrides` as for createTestApp, or a function for values known only then.
 */
export function testAppForFile(overrides: Partial<Config> | (() => Partial<Config>) = {}): TestApp {
  // Filled in place, so the caller can hold it from the start as it would a `let`.
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(typeof overrides === 'function' ? overrides() : overrides));
  });
  // Nothing to close when opening it failed: that failure is the one to read.
  afterAll(() => t.close?.());
  return t;
}

/** A token for each user of buildWorld, for calls through `t.as(token).dispatch(…)`. */
export type WorldTokens = Record<Exclude<keyof World, 'own' | 'foreign'>, string>;

/**
 * testAppForFile with buildWorld's two companies and one user per role in it, and a token for each user:
 * `const { t, world, tokens } = testAppWithWorld();`.
 */
export function testAppWithWorld(overrides: Partial<Config> | (() => Partial<Config>) = {}) {
  const t = testAppForFile(overrides);
  const world = {} as World;
  const tokens = {} as WorldTokens;
  beforeAll(async () => {
    Object.assign(world, await buildWorld(t.db));
    for (const role of ['reader', 'writer', 'admin', 'foreignAdmin', 'superuser', 'candidate'] as const)
      tokens[role] = await tokenFor(t.db, t.app.services.tokens, world[role].id);
  });
  return { t, world, tokens };
}

export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
  raw: LightMyRequestResponse;
}

function toJson<T>(raw: LightMyRequestResponse): JsonResponse<T> {
  let body: unknown = raw.body;
  try {
    body = raw.json();
  } catch {
    /* not JSON: keep the text */
  }
  return { status: raw.statusCode, body: body as T, raw };
}

export async function post<T = any>(app: FastifyInstance, url: string, payload: unknown, token?: string) {
  const raw = await app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return toJson<T>(raw);
}

export async function get<T = any>(app: FastifyInstance, url: string, token?: string) {
  const raw = await app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return toJson<T>(raw);
}

/** A sign-up through the public API: the password typed twice, unless a different repeat is given. */
export function register(app: FastifyInstance, email: string, password: string, confirmPassword = password) {
  return post(app, '/api/account/register', { email, password, confirmPassword });
}
