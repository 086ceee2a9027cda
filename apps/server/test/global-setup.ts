import { rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openPglite, openPostgres } from '../src/db/client.ts';
import { createFreshPostgresDatabase } from '../src/db/fresh-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database each test file clones (`create database … template …`). */
    postgresTemplate: string;
    /** A migrated PGlite data folder, dumped to this file, that each test file loads. */
    pgliteTemplate: string;
  }
}

/**
 * Migrates one database for the whole run, so each test file starts from a copy of it in milliseconds
 * instead of running every migration again. The project's own env (an empty TEST_DATABASE_URL in
 * `server-embedded`) decides the engine, as it does in the tests.
 */
export default async function setup(project: TestProject) {
  const env = project.config.env ?? {};
  const databaseUrl =
    ('TEST_DATABASE_URL' in env ? env.TEST_DATABASE_URL : process.env.TEST_DATABASE_URL) || '';
  if (databaseUrl) {
    const template = await createFreshPostgresDatabase(databaseUrl, 'rekry_template', undefined, {
      throwaway: true,
    });
    const database = await openPostgres(template.url, 1);
    await migrate(database, template.url);
    await database.close();
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
    return () => template.drop();
  }
  const database = await openPglite();
  await migrate(database);
  const dump = await database.dumpDataDir!();
  await database.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'rekry-template-'));
  const file = path.join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
