import autocannon from 'autocannon';
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
