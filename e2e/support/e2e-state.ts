import type { ChildProcess } from 'node:child_process';

/** What global teardown needs to stop and remove. Both run in the Playwright runner process. */
export interface E2eState {
  server: ChildProcess;
  closeMail: () => Promise<void>;
  tempDir: string;
  database: string;
}

/** Where global setup leaves that state for global teardown. */
export const state = globalThis as typeof globalThis & { __rekryE2e?: E2eState };
