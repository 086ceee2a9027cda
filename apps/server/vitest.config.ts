import { defineProject } from 'vitest/config';

/** What both server projects share (this one and `server-embedded` in the root config). */
export const serverTestOptions = {
  // One migrated database per run; each file starts from a copy of it (test/global-setup.ts).
  globalSetup: ['test/global-setup.ts'],
  // A file in which pg warns of a query sent to a busy client fails.
  setupFiles: ['test/setup/no-pg-query-warning.ts'],
  // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL database).
  testTimeout: 30_000,
  // The files share their workers and modules: evaluating the server's 425 modules again for each of 61
  // files was a quarter of the suite (418 s → 284 s on two cores). Nothing in src keeps state between
  // apps (each file's createTestApp builds its own services), and no server test mocks a module or changes
  // process.env; a test that needs either belongs in a project of its own.
  isolate: false,
  hookTimeout: 120_000,
};

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // On PostgreSQL, what is PGlite's alone runs in the `server-embedded` project instead: test/embedded/, and
    // the demo seed, which `npm start` makes on PGlite (the journeys make it on PostgreSQL at every start).
    exclude: process.env.TEST_DATABASE_URL
      ? ['test/embedded/**', 'test/seed.test.ts', 'test/seed-areas.test.ts']
      : [],
    ...serverTestOptions,
  },
});
