import { Worker } from 'node:worker_threads';

/** The body the baseline answers: about the size of the health response. */
export const BASELINE_BODY = JSON.stringify({
  status: 'ok',
  version: '0.0.0',
  database: { kind: 'none', ok: true },
});

/**
 * The same-run reference point: a bare `node:http` server answering a static JSON body. It runs in a worker
 * thread of this process, so it has an event loop of its own (as the real server has its own process) and
 * does not compete with autocannon's loop on the main thread.
 */
const WORKER_SOURCE = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const body = Buffer.from(workerData.body);
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', (msg) => {
  if (msg === 'close') {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  }
});
`;

export interface BaselineServer {
  url: string;
  close(): Promise<void>;
}

export async function startBaseline(): Promise<BaselineServer> {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { body: BASELINE_BODY } });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (msg: { port: number }) => resolve(msg.port));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`baseline worker exited early (code ${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage('close');
      const timer = setTimeout(() => void worker.terminate(), 2000);
      await exited;
      clearTimeout(timer);
    },
  };
}
