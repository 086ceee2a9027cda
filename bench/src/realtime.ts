import WebSocket from 'ws';
import {
  DEMO_CONTAINERS,
  DEMO_PASSWORD,
  DEMO_POSITIONS,
  DEMO_USERS,
} from '../../apps/server/src/demo/seed.ts';
import { MULTIPART_BOUNDARY, multipartApplyBody } from './apply-body.ts';
import { startServer, type RunningServer } from './server.ts';

export interface FanoutResult {
  sockets: number;
  instances: number;
  events: number;
  deliveries: number;
  /** From the application's request to each socket's event, ms. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The application request's own answer time, p50 (the part of the latency that is not the fan-out). */
  applyP50Ms: number;
  /** From the first socket's event to each other socket's: the fan-out itself, after the commit. */
  spreadP50Ms: number;
  spreadP99Ms: number;
}

/**
 * Applications sent first and not measured, as every other scenario runs a second unmeasured: the first
 * few paid for compiling the fan-out's code and planning the application's statements (70–125 ms to the
 * last socket against 30–50 ms after).
 */
const WARMUP_EVENTS = 3;

/** The fan-out's applications carry a CV of this size (a page of text as a PDF). */
const SMALL_CV_BYTES = 20_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * realtime-fanout: `sockets` hub sockets of Demo AB's admin spread over two server instances on one
 * PostgreSQL database; `events` applications sent through the first instance, one at a time; the latency of
 * each delivery is from sending the application to the socket's event (so it includes the application's
 * own request: the commit, then NOTIFY to every instance, then the fan-out), after WARMUP_EVENTS unmeasured
 * ones. Printed, not asserted.
 */
export async function measureRealtimeFanout(
  postgresUrl: string,
  log: (m: string) => void,
  { jobWorker = false, sockets = 1000, events = 20 } = {},
): Promise<FanoutResult> {
  const secret = 'bench-realtime-secret-0123456789abcdef';
  // Web instances unless BENCH_JOB_WORKER=1, as the measured server (run.ts): no job worker reading the
  // last application's CV on the same cores while the next one's news goes out.
  const env = { TOKEN_SECRET: secret, JOB_WORKER: jobWorker ? '1' : '0' };
  const a = await startServer({ postgresUrl, env });
  let b: RunningServer | undefined;
  const open: WebSocket[] = [];
  try {
    b = await startServer({ databaseUrl: a.databaseUrl, env: { ...env, SEED_DEMO: '0' } });
    const login = await fetch(`${a.url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USERS.admin, password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const containerId = DEMO_CONTAINERS.demo.id;
    // The first arrival of the current event at each socket.
    const arrivals = new Map<WebSocket, number>();
    log(`realtime-fanout: opening ${sockets} sockets on two instances …`);
    const servers = [a, b];
    for (let i = 0; i < sockets; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, sockets - i) }, (_, j) => {
          const server = servers[(i + j) % 2]!;
          return new Promise<void>((resolve, reject) => {
            const ws = new WebSocket(`${server.url.replace('http', 'ws')}/notifications`);
            open.push(ws);
            ws.once('open', () => ws.send(JSON.stringify({ token, containerId })));
            ws.once('close', (code) => reject(new Error(`socket closed: ${code}`)));
            ws.on('message', (raw) => {
              // The time first: parsing is the bench's own work, not the delivery's.
              const at = performance.now();
              const event = JSON.parse(String(raw)) as { type: string };
              if (event.type === 'ready') resolve();
              else if (event.type === 'notification' && !arrivals.has(ws)) arrivals.set(ws, at);
            });
          });
        }),
      );
    }
    const latencies: number[] = [];
    const spreads: number[] = [];
    const answers: number[] = [];
    const position = DEMO_POSITIONS.warehouse.id;
    for (let e = -WARMUP_EVENTS; e < events; e++) {
      arrivals.clear();
      const sent = performance.now();
      // A small CV: what is measured is the news reaching the sockets, not the upload (apply-1mb has that).
      const res = await fetch(`${a.url}/api/public/positions/apply`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` },
        body: multipartApplyBody(position, `fanout-${e}-${Date.now()}@bench.rekry.test`, SMALL_CV_BYTES),
      });
      if (res.status !== 201) throw new Error(`apply: HTTP ${res.status} ${await res.text()}`);
      const answered = performance.now() - sent;
      const deadline = Date.now() + 10_000;
      while (arrivals.size < open.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      if (arrivals.size < open.length)
        throw new Error(`only ${arrivals.size} of ${open.length} sockets heard event ${e}`);
      if (e < 0) continue;
      answers.push(answered);
      const first = Math.min(...arrivals.values());
      for (const at of arrivals.values()) {
        latencies.push(at - sent);
        spreads.push(at - first);
      }
    }
    latencies.sort((x, y) => x - y);
    spreads.sort((x, y) => x - y);
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      sockets: open.length,
      instances: 2,
      events,
      deliveries: latencies.length,
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      maxMs: round(latencies.at(-1) ?? NaN),
      spreadP50Ms: round(percentile(spreads, 50)),
      spreadP99Ms: round(percentile(spreads, 99)),
      applyP50Ms: round(
        percentile(
          answers.sort((x, y) => x - y),
          50,
        ),
      ),
    };
  } finally {
    for (const ws of open) ws.terminate();
    await b?.stop();
    await a.stop();
  }
}
