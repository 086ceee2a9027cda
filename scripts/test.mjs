#!/usr/bin/env node
// `npm test`: everything, in order, stopping at the first failure with its exit code.
//   typecheck → lint → unit tests (domain, web) → server on PGlite → server on PostgreSQL (only when
//   TEST_DATABASE_URL is set) → Playwright journeys.
// `npm test -- --skip-e2e` leaves the journeys out for a quick local run.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** The server suite on PGlite must not pick up TEST_DATABASE_URL from the caller's shell. */
const withoutTestDatabase = { ...process.env };
delete withoutTestDatabase.TEST_DATABASE_URL;

const steps = [
  { label: 'Typkontroll', command: ['npm', 'run', 'typecheck'] },
  { label: 'Lint och formatering', command: ['npm', 'run', 'lint'] },
  {
    label: 'Enhetstester (domain, web)',
    command: [...vitest, 'run', '--project', 'domain', '--project', 'web'],
  },
  {
    label: 'Server (PGlite)',
    command: [...vitest, 'run', '--project', 'server'],
    env: withoutTestDatabase,
  },
  testDatabaseUrl && {
    label: 'Server på PostgreSQL',
    command: [...vitest, 'run', '--project', 'server'],
    env: { ...process.env, TEST_DATABASE_URL: testDatabaseUrl },
  },
  !skipE2e && { label: 'E2E (Playwright, Chromium)', command: ['npm', 'run', 'test:e2e'] },
].filter(Boolean);

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
let current;
let interrupted = false;

// Ctrl+C reaches the running step through the process group; stay alive until it has stopped.
process.on('SIGINT', () => (interrupted = true));
process.on('SIGTERM', () => current?.kill('SIGTERM'));

function run(step) {
  return new Promise((resolve) => {
    const [command, ...rest] = step.command;
    current = spawn(command, rest, { cwd: root, stdio: 'inherit', env: step.env ?? process.env });
    current.on('error', (err) => {
      console.error(`Kunde inte starta ${command}: ${err.message}`);
      resolve(127);
    });
    current.on('exit', (code, signal) => resolve(code ?? (signal === 'SIGINT' ? 130 : 1)));
  });
}

const started = Date.now();
const done = [];
for (const [index, step] of steps.entries()) {
  console.log(`\n━━━ [${index + 1}/${steps.length}] ${step.label} ━━━  ${step.command.join(' ')}\n`);
  const stepStarted = Date.now();
  const code = await run(step);
  const took = Date.now() - stepStarted;
  if (code === 0 && interrupted) {
    console.error(`\nAvbruten efter ${step.label}; total tid ${seconds(Date.now() - started)}`);
    process.exit(130);
  }
  if (code !== 0) {
    console.error(
      `\n✗ ${step.label} misslyckades (kod ${code}) efter ${seconds(took)}; total tid ${seconds(Date.now() - started)}`,
    );
    process.exit(code);
  }
  done.push(`  ✓ ${step.label.padEnd(30)} ${seconds(took).padStart(8)}`);
}

const notes = [];
if (!testDatabaseUrl) notes.push('server på PostgreSQL hoppades över (TEST_DATABASE_URL är inte satt)');
if (skipE2e) notes.push('E2E hoppades över (--skip-e2e)');
console.log(`\n${done.join('\n')}\n\nAllt gick igenom på ${seconds(Date.now() - started)}.`);
for (const note of notes) console.log(`  (${note})`);
