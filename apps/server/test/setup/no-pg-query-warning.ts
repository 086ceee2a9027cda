/**
 * Fails the test file during which pg warns that a query was sent to a client still executing one (pg@9
 * refuses it; db/serial-client.ts makes it impossible). pg warns once per process and the files share their
 * workers, so the file that first sent one fails; test/one-query-at-a-time.test.ts checks in a fresh process.
 */
import { afterAll } from 'vitest';

export const PG_QUERY_WHILE_BUSY = 'when the client is already executing a query';

const HEARD = Symbol.for('rekry.test.pgQueryWhileBusy');
const shared = globalThis as { [HEARD]?: Error[] };
// One listener per process, however many files this setup runs before.
const heard = (shared[HEARD] ??= (() => {
  const list: Error[] = [];
  process.on('warning', (warning) => {
    if (warning.message.includes(PG_QUERY_WHILE_BUSY)) list.push(warning);
  });
  return list;
})());
heard.length = 0;

afterAll(async () => {
  // process.emitWarning tells its listeners on the next tick.
  await new Promise((resolve) => setImmediate(resolve));
  if (heard.length) throw new Error(`pg warned during this file:\n${heard[0]!.stack}`);
});
