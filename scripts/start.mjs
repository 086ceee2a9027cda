// npm start: build the web app when its build is missing or older than its sources, install the system
// tools the product runs when they are missing (scripts/system-tools.mjs), then run the server.
// A restart with an up-to-date build skips Vite and is up in seconds.
import './require-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { SERVER_ENTRY, SERVER_NODE_ARGS } from './server-command.mjs';
import { ensureSystemTools } from './system-tools.mjs';

const root = path.resolve(import.meta.dirname, '..');

// A setting that cannot work stops here, before any build (the server checks the rest when it starts).
const environment = await tsImport('../apps/server/src/environment.ts', import.meta.url);
try {
  environment.readEnvironment(process.env);
} catch (err) {
  environment.refuseToStart(err);
}
// The web build's last step (admin, career site, then the career site's server renderer).
const built = path.join(root, 'apps/web/dist-ssr/entry-server.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/domain/src',
]
  .map((p) => path.join(root, p))
  .filter(existsSync);
const stale =
  !existsSync(built) ||
  Math.max(...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs))) >
    statSync(built).mtimeMs;

if (stale) {
  // Vite's chunk-by-chunk report (stdout) is shown only if the build fails; its warnings (stderr) always.
  const started = Date.now();
  console.log('Bygger webbappen …');
  const build = spawnSync('npm', ['run', 'build', '-w', '@rekry/web'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.exit(build.status ?? 1);
  }
  console.log(`Webbappen byggd på ${Math.round((Date.now() - started) / 1000)} s.`);
}

// The embedded demo takes answers to staff mail on a local port: a reply sent to the address in a
// recruiter's mail (README: 'Svar på e-post') lands in the conversation. A real setup names its own.
if (!process.env.DATABASE_URL && !process.env.INBOUND_SMTP_PORT && !process.env.INBOUND_MAIL_DOMAIN) {
  process.env.INBOUND_SMTP_PORT = '2525';
  process.env.INBOUND_SMTP_HOST = '127.0.0.1';
  process.env.INBOUND_MAIL_DOMAIN = 'svar.rekry.localhost';
}
// The embedded demo's interviewer reads busy times from the demo calendar this server serves itself
// (/demo-kalender.ics); calendars on the machine's own network are refused unless allowed like this.
if (!process.env.DATABASE_URL && process.env.CALENDAR_FETCH_ALLOW === undefined) {
  process.env.CALENDAR_FETCH_ALLOW = 'loopback';
}

// LibreOffice, poppler and Tesseract: installed when missing (as root with apt-get), or named.
await ensureSystemTools();

const server = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_ENTRY, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
