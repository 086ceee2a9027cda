import { sql, type SQL } from 'drizzle-orm';
import { formatDate } from '@rekry/domain';
import { rowsOf, type Db, type Queryable } from '../../db/client.ts';
import { publicNow } from '../../db/schema.ts';
import { publishCheckedAds, unpublishPositionAds } from '../job-channels/index.ts';
import { queueAlertMatching } from '../job-alerts/index.ts';
import { notifyCompany } from '../../platform/notifications.ts';

/** A position closes "soon" when its last day is this close (SPEC §3 position events). */
export const CLOSING_SOON_DAYS = 3;

interface EventRow {
  id: number;
  container_id: number;
  name: string;
  stop: Date | string | null;
}

const stopOf = (row: EventRow) =>
  row.stop ? formatDate(Math.floor(new Date(row.stop).getTime() / 1000)) : '';

/**
 * What each event's claim asks of a position, beside not having been told of it: public at `at` (a draft
 * has no events; a scheduled one's come when its moment does; the talent pool none) and, for 'published',
 * open by its dates.
 */
const openAt = (at: SQL) => sql`(start is null or start <= ${at}) and (stop is null or stop >= ${at})`;

/**
 * Marks the event told on the positions `when` picks that are public at `at` and have not been told of
 * it; answers those.
 */
async function claim(db: Queryable, column: string, when: SQL, at: SQL = sql`now()`) {
  return rowsOf<EventRow>(
    await db.execute(sql`
      update positions set ${sql.raw(column)} = now()
      where ${sql.raw(column)} is null and not is_archived and kind = 'job' and ${publicNow(at)} and ${when}
      returning id, container_id, name, stop`),
  );
}

const publishedNotice = (p: EventRow) => ({
  p,
  title: 'Annons publicerad',
  message: `${p.name} är publicerad`,
});

/**
 * A save that publishes the position now (created, copied, brought back from the archive, its start
 * moved to today) does at once what the clock would do next (tellPositionEvents): its ticked channels
 * are queued, and the company is told, everyone concerned but the one who saved it. A position whose
 * start is still to come is the clock's when it comes.
 */
export async function tellPublishedBySave(db: Queryable, positionId: number, actorId: number) {
  // The save stamped its moments with this server's clock, after its transaction's now(): compared with
  // now(), an ad published in the second that began meanwhile would wait for the clock's next round.
  const at = sql`${new Date().toISOString()}::timestamptz`;
  const claimed = await claim(db, 'published_notified_at', sql`id = ${positionId} and ${openAt(at)}`, at);
  for (const p of claimed) {
    await publishCheckedAds(db, Number(p.id));
    // Saved searches are matched by a job: the request only queues it.
    await queueAlertMatching(db, Number(p.id));
  }
  await tell(db, claimed.map(publishedNotice), actorId);
}

/** Each event to its company (the one who caused it, if anyone, left out). */
async function tell(db: Queryable, events: ReturnType<typeof publishedNotice>[], actorId?: number) {
  for (const { p, title, message } of events) {
    await notifyCompany(db, {
      containerId: Number(p.container_id),
      type: 'position',
      title,
      message,
      data: { positionId: Number(p.id) },
      ...(actorId === undefined ? {} : { actorId }),
    });
  }
}

/**
 * Tells each company of its positions' events once: published (its start has come), closing soon (its
 * stop is within CLOSING_SOON_DAYS) and closed (its stop has passed). The clock makes these happen, not a
 * request, so the job worker runs this every POSITION_EVENTS_EVERY_MS; each event is claimed by an update
 * of its column, so instances running it together tell it once. Answers how many events were told.
 */
export async function tellPositionEvents(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const published = await claim(tx, 'published_notified_at', openAt(sql`now()`));
    const closingSoon = await claim(
      tx,
      'closing_soon_notified_at',
      sql`(start is null or start <= now()) and stop >= now()
        and stop <= now() + ${CLOSING_SOON_DAYS} * interval '1 day'`,
    );
    const closed = await claim(tx, 'closed_notified_at', sql`stop < now()`);
    const events = [
      ...published.map(publishedNotice),
      ...closingSoon.map((p) => ({
        p,
        title: 'Annonsen stänger snart',
        message: `${p.name} stänger ${stopOf(p)}`,
      })),
      ...closed.map((p) => ({ p, title: 'Annons stängd', message: `${p.name} stängdes ${stopOf(p)}` })),
    ];
    // Billing (SPEC §4) is not charged here: a position was paid for when it was saved onto the career site,
    // scheduled or not, and a paid channel when it was ticked (areas/billing/points.ts chargePublication).
    // The boards follow the clock too: a ticked channel is published on the first day, taken down after the last.
    for (const p of published) {
      await publishCheckedAds(tx, Number(p.id));
      // A scheduled ad that became public now is matched with the saved searches as a published one is.
      await queueAlertMatching(tx, Number(p.id));
    }
    for (const p of closed) await unpublishPositionAds(tx, Number(p.id));
    await tell(tx, events);
    return events.length;
  });
}
