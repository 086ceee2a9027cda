import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import { compress, type Encoding } from './compress.ts';

/** The longest a cached public answer is trusted without a change notice (SPEC: 'open' moves with time). */
export const PUBLIC_MAX_AGE_MS = 60_000;

/** The NOTIFY channel that tells every instance its public answers are stale. */
export const PUBLIC_CHANNEL = 'rekry_public';
/**
 * Enough for every company's pages and the common searches; a flood of made-up keys (a search per
 * request) only pushes out the oldest. The bytes are bounded too: a rendered page is tens of kilobytes.
 */
const MAX_ENTRIES = 5000;
const MAX_BYTES = 64 * 1024 * 1024;

export interface CachedAnswer<V = unknown> {
  /** What the loader found, for server-side use (the SEO tags). */
  value: V;
  /** The HTTP body: JSON serialized and encoded once, sent as is. */
  body: Buffer;
  etag: string;
  /** The body compressed with an encoding; done once per entry and encoding, then kept. */
  encoded(encoding: Encoding): Buffer;
  /** ms since epoch */
  expiresAt: number;
}

/** The compressed forms of a body, made on first use. */
function encodingsOf(body: Buffer): (encoding: Encoding) => Buffer {
  const made = new Map<Encoding, Buffer>();
  return (encoding) => {
    let bytes = made.get(encoding);
    if (!bytes) made.set(encoding, (bytes = compress(body, encoding)));
    return bytes;
  };
}

export interface Loaded<V> {
  value: V;
  /** What is sent, as JSON; `value` itself when left out. */
  body?: unknown;
  /** What is sent, as it is (a rendered page); instead of `body`. */
  raw?: string;
  /** When the answer stops being true by the clock (a position opens or closes), ms since epoch. */
  validUntil?: number;
}

/**
 * Public answers (the list, a position, a company) served from memory: serialized once with an ETag,
 * dropped on any change (pg_notify on PUBLIC_CHANNEL, heard by every instance) and when the clock makes
 * them untrue (the next start or stop they cover, at most PUBLIC_MAX_AGE_MS later).
 */
export class PublicCache {
  private readonly entries = new Map<string, CachedAnswer>();
  /** The bodies' bytes in `entries` (their compressed forms are smaller and come and go with them). */
  private bytes = 0;
  private readonly loading = new Map<string, Promise<CachedAnswer>>();
  /** Bumped on every change: a load that began before it must not be stored. */
  private generation = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly limits = { entries: MAX_ENTRIES, bytes: MAX_BYTES },
  ) {}

  /** Starts listening for change notices; resolves to the function that stops it. */
  listen(database: Database): Promise<() => Promise<void>> {
    return database.listen(PUBLIC_CHANNEL, () => this.clear());
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
    this.loading.clear();
  }

  /** The cached answer for a key, or the loader's (concurrent misses share one load). */
  async get<V>(key: string, load: () => Promise<Loaded<V>>): Promise<CachedAnswer<V>> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit as CachedAnswer<V>;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.fill(key, load);
      this.loading.set(key, pending);
    }
    return pending as Promise<CachedAnswer<V>>;
  }

  private async fill<V>(key: string, load: () => Promise<Loaded<V>>): Promise<CachedAnswer<V>> {
    const generation = this.generation;
    try {
      const loaded = await load();
      const body = Buffer.from(
        loaded.raw ?? JSON.stringify(loaded.body === undefined ? loaded.value : loaded.body),
      );
      const answer: CachedAnswer<V> = {
        value: loaded.value,
        body,
        etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
        encoded: encodingsOf(body),
        expiresAt: Math.min(loaded.validUntil ?? Infinity, this.now() + PUBLIC_MAX_AGE_MS),
      };
      if (generation === this.generation) this.store(key, answer);
      return answer;
    } finally {
      if (generation === this.generation) this.loading.delete(key);
    }
  }

  private store(key: string, answer: CachedAnswer): void {
    this.remove(key);
    for (const [oldest] of this.entries) {
      if (this.entries.size < this.limits.entries && this.bytes + answer.body.length <= this.limits.bytes)
        break;
      this.remove(oldest);
    }
    this.entries.set(key, answer);
    this.bytes += answer.body.length;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

/**
 * Tells every instance that public data changed (a position or a company was written). Inside a
 * transaction the notice goes out on commit, so no instance reloads before the change is visible.
 */
export async function notifyPublicChanged(db: Queryable, what = ''): Promise<void> {
  await db.execute(sql`select pg_notify(${PUBLIC_CHANNEL}, ${what})`);
}
