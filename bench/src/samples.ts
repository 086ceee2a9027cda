/** What one load run measured, and the latencies it is made from (any load generator's). */
export interface Measurement {
  connections: number;
  durationSeconds: number;
  /** Responses received (any status). */
  requests: number;
  requestsPerSecond: number;
  latencyMs: { average: number; p50: number; p90: number; p95: number; p99: number; max: number };
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

/** Latencies of 2xx responses, kept at full precision (autocannon's own histogram rounds to whole ms). */
export class Samples {
  private values = new Float64Array(1 << 16);
  private size = 0;

  add(value: number): void {
    if (this.size === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.size++] = value;
  }

  summary(): Measurement['latencyMs'] {
    const sorted = this.values.subarray(0, this.size).sort();
    const at = (p: number) =>
      this.size ? sorted[Math.min(this.size - 1, Math.ceil(p * this.size) - 1)]! : 0;
    let sum = 0;
    for (const v of sorted) sum += v;
    return {
      average: round(this.size ? sum / this.size : 0, 3),
      p50: round(at(0.5), 3),
      p90: round(at(0.9), 3),
      p95: round(at(0.95), 3),
      p99: round(at(0.99), 3),
      max: round(at(1), 3),
    };
  }
}

export function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
