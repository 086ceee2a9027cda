import { Worker } from 'node:worker_threads';

/** The body the baseline answers: about the size of the health response. */
export const BASELINE_BODY = JSON.stringify({
  status: 'ok',
  version: '0.0.0',
  database: { kind: 'none', ok: true },
});

/**
 * The same-run reference points: a bare `node:http` server answering a static JSON body, on GET /same
 * the answer a scenario gave (its status, headers and bytes as sent: see `answerLike`), and on
 * POST /upload receiving a body and writing it to a file, the floor under any upload. The files are
 * written over again rather than removed: on a file system without a journal (this machine kind's) ext4
 * steps over every inode freed in the last minutes when it makes a new file, so thousands of removals
 * here made each file the next scenario (an application) creates cost up to 0.5 ms of kernel time.
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
let same = { status: 200, headers: {}, body: Buffer.alloc(0) };
const server = http.createServer((req, res) => {
  if (req.url === '/same') {
    res.writeHead(same.status, same.headers);
    res.end(same.body);
    return;
  }
  if (req.method === 'POST' && req.url === '/upload') {
    const file = path.join(dir, String(uploads++ % 16));
    req.pipe(fs.createWriteStream(file)).on('finish', () => {
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
  if (msg && msg.same) {
    same = { ...msg.same, body: Buffer.from(msg.same.body) };
    parentPort.postMessage({ answering: true });
  }
  if (msg === 'close') {
    server.closeAllConnections();
    fs.rmSync(dir, { recursive: true, force: true });
    server.close(() => process.exit(0));
  }
});
`;

/** An answer as it went over the wire: its status, the headers that describe it, the body's bytes. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface BaselineServer {
  url: string;
  /** Makes GET /same answer exactly this (until the next call). */
  answerLike(answer: RawAnswer): Promise<void>;
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
    answerLike: async (answer) => {
      const answering = new Promise<void>((resolve) => worker.once('message', () => resolve()));
      worker.postMessage({ same: answer });
      await answering;
    },
    close: async () => {
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage('close');
      const timer = setTimeout(() => void worker.terminate(), 2000);
      await exited;
      clearTimeout(timer);
    },
  };
}
