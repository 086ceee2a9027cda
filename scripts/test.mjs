#!/usr/bin/env node
// `npm test`: everything, in order, stopping at the first failure with its exit code, and ending with a
// timing table (each step, the slowest test files and journeys; also test-results/timings.json).
//   (typecheck → unit tests (domain, web)) ‖ lint → server suite → Playwright journeys.
// The server suite runs once, on PostgreSQL when TEST_DATABASE_URL is set (plus, on PGlite, what is the
// embedded engine's own: the `server-embedded` project), else entirely on PGlite.
// `npm test -- --skip-e2e` leaves the journeys out for a quick local run.
import './require-node.mjs';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reportTimings } from './test-timings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--skip-e2e');
if (unknown.length) {
  console.error(`Okänt argument: ${unknown.join(' ')}\nAnvändning: npm test [-- --skip-e2e]`);
  process.exit(2);
}
const skipE2e = args.includes('--skip-e2e');

const localVitest = path.join(root, 'node_modules', '.bin', 'vitest');
const vitest = existsSync(localVitest) ? [localVitest] : ['npx', '--no-install', 'vitest'];
const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** A vitest run whose JSON report feeds the timing table. */
function vitestStep(label, slug, projects, env) {
  const file = path.join(results, `vitest-${slug}.json`);
  return {
    label,
    command: [
      ...vitest,
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    env,
    report: { kind: 'vitest', file },
  };
}

/** Without TEST_DATABASE_URL the server suite must not pick one up from the caller's shell. */
const withoutTestDatabase = { ...process.env };
delete withoutTestDatabase.TEST_DATABASE_URL;

// A group (an array) runs its lanes side by side; a lane is a step, or an array of steps run one after the
// other. The lint takes one core for a minute while the type check is done in a fifth of it: the unit tests
// (they only read files too) take the other core meanwhile instead of waiting for the lint.
const steps = [
  [
    [
      { label: 'Typkontroll', command: ['npm', 'run', 'typecheck'] },
      vitestStep('Enhetstester (domain, web)', 'unit', ['domain', 'web']),
    ],
    { label: 'Lint och formatering', command: ['npm', 'run', 'lint'] },
  ],
  testDatabaseUrl
    ? vitestStep('Server (PostgreSQL; PGlite: motorns egna)', 'server', ['server', 'server-embedded'], {
        ...process.env,
        TEST_DATABASE_URL: testDatabaseUrl,
      })
    : vitestStep('Server (PGlite)', 'server', ['server'], withoutTestDatabase),
  !skipE2e && {
    label: 'E2E (Playwright, Chromium)',
    command: ['npm', 'run', 'test:e2e'],
    env: { ...process.env, REKRY_PLAYWRIGHT_JSON: path.join(results, 'playwright.json') },
    report: { kind: 'playwright', file: path.join(results, 'playwright.json') },
  },
].filter(Boolean);

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const running = new Set();
let interrupted = false;

// Ctrl+C reaches the running steps through the process group; stay alive until they have stopped.
process.on('SIGINT', () => (interrupted = true));
process.on('SIGTERM', () => running.forEach((child) => child.kill('SIGTERM')));

/** Runs one step; `quiet` keeps its output until it ends (steps side by side never interleave). */
function run(step, quiet) {
  return new Promise((resolve) => {
    const [command, ...rest] = step.command;
    const started = Date.now();
    const child = spawn(command, rest, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: step.env ?? process.env,
    });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const finish = (code) => {
      running.delete(child);
      if (quiet) process.stdout.write(`\n─── ${step.label} ───\n${output}`);
      resolve({ ...step, ms: Date.now() - started, code });
    };
    child.on('error', (err) => {
      output += `Kunde inte starta ${command}: ${err.message}\n`;
      finish(127);
    });
    child.on('exit', (code, signal) => finish(code ?? (signal === 'SIGINT' ? 130 : 1)));
  });
}

const started = Date.now();
const done = [];
let failure;
/** Runs a lane's steps in order, stopping at the first that fails. */
async function runLane(lane, quiet) {
  const results = [];
  for (const step of lane) {
    const result = await run(step, quiet);
    results.push(result);
    if (result.code !== 0 || interrupted) break;
  }
  return results;
}

for (const [index, entry] of steps.entries()) {
  const lanes = (Array.isArray(entry) ? entry : [entry]).map((lane) => (Array.isArray(lane) ? lane : [lane]));
  const title = lanes.map((lane) => lane.map((step) => step.label).join(' → ')).join(' ‖ ');
  const commands = lanes.map((lane) => lane.map((step) => step.command.join(' ')).join(' → ')).join('  ‖  ');
  console.log(`\n━━━ [${index + 1}/${steps.length}] ${title} ━━━  ${commands}\n`);
  const results = (await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1)))).flat();
  done.push(...results);
  const failed = results.find((r) => r.code !== 0);
  if (failed || interrupted) {
    failure = { step: failed ?? results.at(-1), code: failed?.code || 130 };
    break;
  }
}

reportTimings({ root, steps: done, totalMs: Date.now() - started });
if (failure) {
  const why = failure.code === 130 && interrupted ? 'avbröts' : `misslyckades (kod ${failure.code})`;
  console.error(`\n✗ ${failure.step.label} ${why}; total tid ${seconds(Date.now() - started)}`);
  process.exit(failure.code);
}
const notes = [];
if (!testDatabaseUrl) notes.push('servern kördes på PGlite (TEST_DATABASE_URL är inte satt)');
if (skipE2e) notes.push('E2E hoppades över (--skip-e2e)');
console.log(`\nAllt gick igenom på ${seconds(Date.now() - started)}.`);
for (const note of notes) console.log(`  (${note})`);
