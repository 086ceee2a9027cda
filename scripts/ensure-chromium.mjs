#!/usr/bin/env node
// Makes sure Debian's Chromium is at /usr/bin/chromium for the Playwright journeys (we never download a
// browser). As root with apt-get at hand it installs it; otherwise it says how, in one line, and fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const HINT = "Chromium saknas: kör 'sudo apt-get install -y chromium' (Debian) och försök igen.";

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

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !hasAptGet()) {
  console.error(HINT);
  process.exit(1);
}

try {
  console.log(`${CHROMIUM} saknas; installerar Chromium med apt-get …`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core']);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  console.error(HINT);
  process.exit(1);
}

if (!existsSync(CHROMIUM)) {
  console.error(`apt-get är klar men ${CHROMIUM} finns fortfarande inte.`);
  console.error(HINT);
  process.exit(1);
}
console.log(`Chromium installerad: ${CHROMIUM}`);
