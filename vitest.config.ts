import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { serverTestOptions } from './apps/server/vitest.config.ts';

/**
 * What only the embedded database (PGlite) can show: its migrations from older schemas, its demo seed,
 * its single-process paths (rate limits in memory, LISTEN inside the process) and every action once on it.
 * With TEST_DATABASE_URL set, the `server` project runs everything else on PostgreSQL and
 * `server-embedded` runs these on PGlite; without it, `server` runs the whole suite on PGlite.
 */
const EMBEDDED_ENGINE_OWN = [
  'test/embedded/**/*.test.ts',
  'test/seed.test.ts',
  'test/seed-areas.test.ts',
  'test/rate-limit.test.ts',
];

// Measured on two cores: the server suite 235 s with one worker, 187 s with two, 174 s with three; the unit
// tests 124 s with one, 98 s with two. Two leave a loaded machine its margin; a bigger machine uses all but
// one core. Vitest 5 resolves maxWorkers per project, each defaulting to cores − 1 (one on two cores), and
// projects of different worker counts cannot share a run: VITEST_MAX_WORKERS is the one setting every
// project reads (a value set from outside wins).
process.env.VITEST_MAX_WORKERS ??= String(Math.max(2, availableParallelism() - 1));

// One runner, four projects: pure domain units, server integration (real DB), the embedded engine's own
// server tests, web components (jsdom).
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/server',
      {
        root: './apps/server',
        test: {
          name: 'server-embedded',
          include: EMBEDDED_ENGINE_OWN,
          ...serverTestOptions,
          // An empty TEST_DATABASE_URL puts createTestApp on PGlite; the pass name skips describeOnce blocks
          // (no database of their own to vary), which the `server` pass already ran.
          env: { TEST_DATABASE_URL: '', REKRY_TEST_PASS: 'embedded' },
        },
      },
      'apps/web',
    ],
  },
});
