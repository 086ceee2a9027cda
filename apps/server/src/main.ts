import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './db/seed.ts';

const started = Date.now();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database });

if (config.seedDemo && (await seedDemo(database.db, app.services.storage, config.operatorName))) {
  app.log.info({ logins: Object.values(DEMO_USERS), password: DEMO_PASSWORD }, 'demo data created');
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
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
