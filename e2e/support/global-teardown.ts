import { rm } from 'node:fs/promises';
import { adminStatement } from './db.ts';
import { state } from './e2e-state.ts';

/**
 * Stops the server (SIGTERM, then SIGKILL after 10 s) and the SMTP server, drops the e2e database and
 * removes the temp folder.
 */
export default async function globalTeardown() {
  const e2e = state.__rekryE2e;
  if (!e2e) return;
  const { server } = e2e;
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  await e2e.closeMail();
  await adminStatement(`drop database if exists ${e2e.database} with (force)`);
  await rm(e2e.tempDir, { recursive: true, force: true });
  delete state.__rekryE2e;
}
