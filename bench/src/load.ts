import { request } from 'node:http';
import autocannon from 'autocannon';
import type { RawAnswer } from './baseline.ts';
import { measurePageLoads } from './page-load.ts';
import type { LoadSpec } from './scenario.ts';
import { Samples, round, type Measurement } from './samples.ts';
import { measureStamped, nextStamp, stamp } from './stamped-load.ts';

export type { Measurement } from './samples.ts';

/** One autocannon run against a prepared load. */
export async function measure(
  spec: LoadSpec,
  connections: number,
  durationSeconds: number,
): Promise<Measurement> {
  if (spec.stamped) return measureStamped({ ...spec, stamped: spec.stamped }, connections, durationSeconds);
  if (spec.page) return measurePageLoads({ url: spec.url, page: spec.page }, durationSeconds);
  const samples = new Samples();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        method: spec.method ?? 'GET',
        // Copies: autocannon writes each body's content-length into the headers it is given, so a
        // headers object two scenarios share carried one's length into the other (the applications'
        // JSON headers gave the banner upload a wrong content-length). Scenarios build theirs afresh too.
        headers: spec.headers && { ...spec.headers },
        body: spec.body,
        requests: spec.requests?.map((r) => ({ ...r, headers: r.headers && { ...r.headers } })),
        connections,
        duration: durationSeconds,
        // Slow endpoints (argon2 under load) must not be cut off by autocannon's 10 s default.
        timeout: 30,
      },
      (err: unknown, res: autocannon.Result) => (err ? reject(err as Error) : resolve(res)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) samples.add(responseTime);
    });
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = stat.count ?? 0;
  }
  const elapsed = result.duration > 0 ? result.duration : durationSeconds;
  return {
    connections,
    durationSeconds: round(elapsed, 2),
    requests: result.requests.total,
    requestsPerSecond: round(result.requests.total / elapsed, 1),
    latencyMs: samples.summary(),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}

/** One request outside the load, so a scenario that only gets 401s or 404s fails loudly instead of "fast". */
export async function probe(spec: LoadSpec): Promise<void> {
  const first = spec.requests?.[0];
  const url = first?.path ? new URL(first.path, spec.url).href : spec.url;
  const headers = new Headers(spec.headers);
  for (const [name, value] of Object.entries(first?.headers ?? {})) {
    if (value !== undefined) headers.set(name, String(value));
  }
  const res = await fetch(url, {
    method: first?.method ?? spec.method ?? 'GET',
    headers,
    body:
      first?.body ??
      (spec.stamped ? stamp(spec.stamped, Buffer.from(spec.stamped.body), nextStamp()) : spec.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`probe request answered HTTP ${res.status}: ${text.slice(0, 300)}`);
}

/** Headers of the connection, not of the answer: the baseline's node:http writes its own. */
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * A GET scenario's answer as it went over the wire: compressed bytes left compressed (fetch would undo
 * them) and the headers as sent, for a baseline that answers the same (BaselineServer.answerLike).
 */
export function rawAnswer(spec: LoadSpec): Promise<RawAnswer> {
  if (spec.requests || spec.stamped || (spec.method ?? 'GET') !== 'GET')
    throw new Error('rawAnswer takes a plain GET scenario');
  return new Promise((resolve, reject) => {
    const req = request(spec.url, { headers: spec.headers, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!;
          if (!HOP_BY_HOP.has(name.toLowerCase())) headers[name] = res.rawHeaders[i + 1]!;
        }
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('timeout', () => req.destroy(new Error('rawAnswer: no answer within 30 s')));
    req.on('error', reject);
    req.end();
  });
}
