import { sql } from 'drizzle-orm';
import { formatDate } from '@rekry/domain';
import { rowsOf, type Db } from '../db/client.ts';
import { publishCheckedAds, unpublishPositionAds } from './job-ads.ts';
import { notifyCompany } from './notifications.ts';

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
 * Tells each company of its positions' events once: published (its start has come), closing soon (its
 * stop is within CLOSING_SOON_DAYS) and closed (its stop has passed). The clock makes these happen, not a
 * request, so the job worker runs this every POSITION_EVENTS_EVERY_MS; each event is claimed by an update
 * of its column, so instances running it together tell it once. Answers how many events were told.
 */
export async function tellPositionEvents(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const claim = async (column: string, when: ReturnType<typeof sql>) =>
      rowsOf<EventRow>(
        await tx.execute(sql`
          update positions set ${sql.raw(column)} = now()
          where ${sql.raw(column)} is null and not is_archived and ${when}
          returning id, container_id, name, stop`),
      );
    const published = await claim(
      'published_notified_at',
      sql`(start is null or start <= now()) and (stop is null or stop >= now())`,
    );
    const closingSoon = await claim(
      'closing_soon_notified_at',
      sql`(start is null or start <= now()) and stop >= now()
        and stop <= now() + ${CLOSING_SOON_DAYS} * interval '1 day'`,
    );
    const closed = await claim('closed_notified_at', sql`stop < now()`);
    const events = [
      ...published.map((p) => ({ p, title: 'Annons publicerad', message: `${p.name} är publicerad` })),
      ...closingSoon.map((p) => ({
        p,
        title: 'Annonsen stänger snart',
        message: `${p.name} stänger ${stopOf(p)}`,
      })),
      ...closed.map((p) => ({ p, title: 'Annons stängd', message: `${p.name} stängdes ${stopOf(p)}` })),
    ];
    // Billing (SPEC §4) is not charged here: a position was paid for when it was saved onto the career site,
    // scheduled or not, and a paid channel when it was ticked (services/billing.ts chargePublication).
    // The boards follow the clock too: a ticked channel is published on the first day, taken down after the last.
    for (const p of published) await publishCheckedAds(tx, Number(p.id));
    for (const p of closed) await unpublishPositionAds(tx, Number(p.id));
    for (const { p, title, message } of events) {
      await notifyCompany(tx, {
        containerId: Number(p.container_id),
        type: 'position',
        title,
        message,
        data: { positionId: Number(p.id) },
      });
    }
    return events.length;
  });
}
