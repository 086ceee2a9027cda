import { Worker } from 'node:worker_threads';

/** The body the baseline answers: about the size of the health response. */
export const BASELINE_BODY = JSON.stringify({
  status: 'ok',
  version: '0.0.0',
  database: { kind: 'none', ok: true },
});

/**
 * The same-run reference points: a bare `node:http` server answering a static JSON body, and on
 * POST /upload receiving a body and writing it to a file (then removing it), the floor under any upload.
 * It runs in a worker thread of this process, so it has an event loop of its own (as the real server has
 * its own process) and does not compete with autocannon's loop on the main thread.
 */
const WORKER_SOURCE = `
const http = require('node:http');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');
const body = Buffer.from(workerData.body);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rekry-bench-upload-'));
let uploads = 0;
const server = http.createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/upload') {
    const file = path.join(dir, String(uploads++));
    req.pipe(fs.createWriteStream(file)).on('finish', () => {
      fs.unlink(file, () => undefined);
      res.writeHead(201, { 'content-type': 'application/json', 'content-length': 2 });
      res.end('{}');
    });
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', (msg) => {
  if (msg === 'close') {
    server.closeAllConnections();
    fs.rmSync(dir, { recursive: true, force: true });
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
