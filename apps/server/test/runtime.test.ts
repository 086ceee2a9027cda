import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

// Should the check ever let an old Node through, what starts writes here and listens on a free port.
const dataDir = mkdtempSync(path.join(tmpdir(), 'rekry-runtime-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `args` on this Node made to report `version`, as an older Node started by hand would. */
function runAs(version: string, args: string[]) {
  const pretend = `Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '${version}' } });`;
  return spawnSync(
    process.execPath,
    ['--import', `data:text/javascript,${encodeURIComponent(pretend)}`, ...args],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0' },
      encoding: 'utf8',
      // Well inside the test's own time, so a process that did start is stopped (SIGTERM) by this call.
      timeout: 10_000,
    },
  );
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
  ])('%s on an older Node stops at once with one line that says why', (_name, args) => {
    const run = runAs('20.20.2', args);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      "Rekry needs Node.js 24 or later, this is v20.20.2: start it with npm start (or npm test), which runs the project's own Node 24 from npm ci.\n",
    );
  });
});
