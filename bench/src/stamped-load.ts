import http from 'node:http';
import { Samples, round, type Measurement } from './samples.ts';

/**
 * A large body sent again and again with one thing changed per request: the digits at `slots` (a counter,
 * `width` digits, e.g. inside an e-mail address so that each application is a new applicant).
 */
export interface StampedBody {
  body: Buffer;
  slots: number[];
  width: number;
}

/** The offsets of every `marker` in `body` (where a counter's digits are to go). */
export function slotsOf(body: Buffer, marker: string): number[] {
  const slots: number[] = [];
  for (let at = body.indexOf(marker); at >= 0; at = body.indexOf(marker, at + 1)) slots.push(at);
  if (!slots.length) throw new Error(`the body has no ${marker}`);
  return slots;
}

/** Writes `n` into the body's slots in place. */
export function stamp(load: StampedBody, into: Buffer, n: number): Buffer {
  const digits = String(n).padStart(load.width, '0');
  if (digits.length > load.width) throw new Error(`counter ${n} does not fit ${load.width} digits`);
  for (const at of load.slots) into.write(digits, at, 'latin1');
  return into;
}

/** Numbers the stamped requests of a whole run (warm-up, probe and measurement never send one twice). */
let sent = 0;
export const nextStamp = () => ++sent;

/**
 * POSTs a stamped body on `connections` keep-alive connections for `durationSeconds`, each connection
 * stamping its own copy in place once its previous answer is in: no body is built or copied per request.
 * autocannon builds every request afresh (for a 1 MB body: two copies and the garbage they leave), and the
 * load generator shares the two cores with the server it measures, so it measured itself by a fifth.
 */
export async function measureStamped(
  spec: { url: string; headers?: Record<string, string>; stamped: StampedBody },
  connections: number,
  durationSeconds: number,
): Promise<Measurement> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const samples = new Samples();
  const statusCodes: Record<string, number> = {};
  let requests = 0;
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const until = started + durationSeconds * 1000;
  const headers = { ...spec.headers, 'content-length': String(spec.stamped.body.length) };

  const post = (body: Buffer) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(spec.url, { method: 'POST', agent, headers }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(body);
    });

  const connection = async () => {
    const body = Buffer.from(spec.stamped.body);
    while (performance.now() < until) {
      const begun = performance.now();
      try {
        const status = await post(stamp(spec.stamped, body, nextStamp()));
        requests++;
        statusCodes[status] = (statusCodes[status] ?? 0) + 1;
        if (status >= 200 && status < 300) samples.add(performance.now() - begun);
        else non2xx++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  return {
    connections,
    durationSeconds: round(elapsed, 2),
    requests,
    requestsPerSecond: round(requests / elapsed, 1),
    latencyMs: samples.summary(),
    non2xx,
    errors,
    timeouts: 0,
    statusCodes,
  };
}
