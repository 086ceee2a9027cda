import { defineProject } from 'vitest/config';

/** What both server projects share (this one and `server-embedded` in the root config). */
export const serverTestOptions = {
  // One migrated database per run; each file starts from a copy of it (test/global-setup.ts).
  globalSetup: ['test/global-setup.ts'],
  // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL database).
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // On PostgreSQL, test/embedded/ (PGlite alone) runs in the `server-embedded` project instead.
    exclude: process.env.TEST_DATABASE_URL ? ['test/embedded/**'] : [],
    ...serverTestOptions,
  },
});
