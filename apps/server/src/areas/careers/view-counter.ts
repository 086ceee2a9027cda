import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { stockholmDate } from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../db/outage.ts';
import { positions } from '../../db/schema.ts';

/** Link previews and crawlers fetch pages too; they are not people reading an ad. */
const ROBOT = /bot|crawl|spider|slurp|preview|facebookexternalhit|headless|lighthouse/i;
/** Visitors remembered per day and instance; past this the day's further visitors go uncounted. */
const MAX_VISITORS_PER_DAY = 500_000;

export interface ViewCounterOptions {
  /** How often counted views are written (they are written on close too). */
  flushMs?: number;
  /** Today's date (Europe/Stockholm): a visitor counts once per position and day. */
  today?: () => string;
}

/**
 * A position's `views` (SPEC §3): public views, one per visitor, position and day. No cookie is set and
 * nothing about the visitor is stored: a visitor is a salted hash of their address and browser, kept in
 * memory for the day only, and the salt is new every day, so yesterday's hashes cannot be matched to
 * today's. Views are added up in memory and written in batches, so the public pages stay served from
 * memory; a crash loses at most the last few seconds of counts.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The career site's views of positions (registered with its routes). */
    positionViews: ViewCounter;
  }
}

export class ViewCounter {
  private readonly flushMs: number;
  private readonly today: () => string;
  private day = '';
  private salt = randomBytes(16);
  private readonly seen = new Set<string>();
  private readonly pending = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Queryable,
    private readonly log: FastifyBaseLogger,
    options: ViewCounterOptions = {},
  ) {
    this.flushMs = options.flushMs ?? 10_000;
    this.today = options.today ?? (() => stockholmDate());
  }

  /** A view of the position by this visitor (address and user agent), unless already counted today. */
  count(positionId: number, address: string, userAgent: string | undefined): void {
    if (!userAgent || ROBOT.test(userAgent)) return;
    const day = this.today();
    if (day !== this.day) {
      this.day = day;
      this.salt = randomBytes(16);
      this.seen.clear();
    }
    const visitor = createHash('sha256')
      .update(this.salt)
      .update(`${positionId}\n${address}\n${userAgent}`)
      .digest('base64url');
    if (this.seen.has(visitor) || this.seen.size >= MAX_VISITORS_PER_DAY) return;
    this.seen.add(visitor);
    this.pending.set(positionId, (this.pending.get(positionId) ?? 0) + 1);
    this.later();
  }

  private later(): void {
    this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
  }

  /** Writes the views counted so far (one statement per position); never throws. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.pending];
    this.pending.clear();
    this.flushing = this.flushing.then(async () => {
      for (const [id, added] of batch) {
        await this.db
          .update(positions)
          .set({ views: sql`${positions.views} + ${added}` })
          .where(sql`${positions.id} = ${id}`)
          .catch((err: unknown) => {
            // The database away (its outage is logged once): the views wait for the next flush.
            if (!isDatabaseUnavailable(err))
              return this.log.warn({ err, positionId: id }, 'position views not written');
            this.pending.set(id, (this.pending.get(id) ?? 0) + added);
            this.later();
          });
      }
    });
    return this.flushing;
  }
}
