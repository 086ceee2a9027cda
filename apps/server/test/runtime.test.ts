import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

// Should the check ever let an old Node through, what starts writes here and listens on a free port.
const dataDir = mkdtempSync(path.join(tmpdir(), 'rekry-runtime-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Runs `args` on this Node made to report `version`, as an older Node started by hand would, and waits
 * for it to end. No clock decides: a loaded machine may take long to start Node and tsx. If the check ever
 * let an old Node through, the process would log its start on stdout and run on, so the first stdout
 * output stops it; the test then fails on that output.
 */
function runAs(version: string, args: string[]) {
  const pretend = `Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '${version}' } });`;
  const child = spawn(
    process.execPath,
    ['--import', `data:text/javascript,${encodeURIComponent(pretend)}`, ...args],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0' },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    child.kill('SIGKILL');
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('the runtime', () => {
  it('is the Node 24 that npm ci installs, for the tests and every process they start', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
    // Where the registry has the binary for this machine (Linux, Windows), it is the one in node_modules.
    const installed = path.join(root, 'node_modules/node/bin/node');
    if (existsSync(installed)) expect(process.execPath).toBe(installed);
  });

  it.each([
    ['npm start’s script', ['scripts/start.mjs']],
    ['the server itself', ['--import', 'tsx', 'apps/server/src/main.ts']],
  ])(
    '%s on an older Node stops at once with one line that says why',
    async (_name, args) => {
      const run = await runAs('20.20.2', args);
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(
        "Rekry needs Node.js 24 or later, this is v20.20.2: start it with npm start (or npm test), which runs the project's own Node 24 from npm ci.\n",
      );
      // The budget for a machine loaded by other work, where starting Node and tsx alone has taken over 10 s.
    },
    120_000,
  );
});
