#!/usr/bin/env node
// Makes sure Debian's Chromium is here (we never download a browser): its headless shell for the Playwright
// journeys, the full browser for the bench's Lighthouse. As root with apt-get at hand it installs what is
// missing; otherwise it says how, in one line, and fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Each Debian package by the file it brings. */
const BROWSERS = {
  chromium: '/usr/bin/chromium',
  'chromium-headless-shell': '/usr/lib/chromium/chromium-headless-shell',
};
const missing = () => Object.keys(BROWSERS).filter((pkg) => !existsSync(BROWSERS[pkg]));
const HINT = `Chromium saknas: kör 'sudo apt-get install -y ${Object.keys(BROWSERS).join(' ')}' (Debian) och försök igen.`;

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args[0]} misslyckades (kod ${result.status ?? result.signal})`);
  }
}

const wanted = missing();
if (!wanted.length) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !hasAptGet()) {
  console.error(HINT);
  process.exit(1);
}

try {
  console.log(`${wanted.join(', ')} saknas; installerar med apt-get …`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', ...wanted, 'fonts-dejavu-core']);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  console.error(HINT);
  process.exit(1);
}

const still = missing();
if (still.length) {
  console.error(
    `apt-get är klar men ${still.map((pkg) => BROWSERS[pkg]).join(', ')} finns fortfarande inte.`,
  );
  console.error(HINT);
  process.exit(1);
}
console.log(`Chromium installerad: ${wanted.map((pkg) => BROWSERS[pkg]).join(', ')}`);
