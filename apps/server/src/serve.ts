/** The server process: configuration, database, demo data, listening and the graceful stop (main.ts runs it). */
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { refuseToStart } from './environment.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo/seed.ts';
import { logSystemTools } from './platform/system-tools.ts';

const started = Date.now();
let config: Config;
try {
  config = loadConfig();
} catch (err) {
  // A setting that cannot work (PORT=abc, a missing production secret): one line per bad variable, and stop.
  refuseToStart(err);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database });

// Under the start-up lock: instances started together on a new database take turns, so one creates the
// demo data and the others find it there (each part is recorded in app_meta once made).
if (
  config.seedDemo &&
  (await database.exclusively(() =>
    seedDemo(database.db, app.services.storage, config.operatorName, app.services.secrets, config.appUrl),
  ))
) {
  app.log.info({ logins: Object.values(DEMO_USERS), password: DEMO_PASSWORD }, 'demo data created');
}

// The machine's programs (LibreOffice, poppler, Tesseract): each found, or what is off without it.
void app.services.systemTools.current().then((tools) => logSystemTools(app.log, tools));

let closing = false;
/**
 * Graceful stop: the listening socket closes at once (new connections are refused), requests in flight
 * finish, then the job worker stops after its running jobs, and only then the database closes, so no
 * request or job ever meets a closed pool. All of it within SHUTDOWN_GRACE_SECONDS; past that the process
 * exits as it is (the pool left open, LibreOffice runs die with their watchdog).
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  const graceMs = config.shutdownGraceSeconds * 1000;
  app.log.info({ signal, graceMs }, 'shutting down');
  const force = setTimeout(() => {
    app.log.error({ graceMs }, 'shutdown: in-flight work did not end in time; exiting without it');
    process.exit(1);
  }, graceMs);
  force.unref();
  try {
    await app.close();
    await database.close();
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
  clearTimeout(force);
  app.log.info('shut down');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  {
    database: database.kind,
    admin: `http://localhost:${config.port}`,
    public: `http://jobb.localhost:${config.port}`,
  },
  `Rekry is up in ${Date.now() - started} ms`,
);
