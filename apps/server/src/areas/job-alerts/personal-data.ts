/** A person's alerts in the GDPR area's register extract and erasure: found by the person's address. */
import { sql } from 'drizzle-orm';
import type { JobAlertView } from '@rekry/domain';
import { changedCount, rowsOf, type Queryable } from '../../db/client.ts';
import { jobAlertAddresses, jobAlerts } from '../../db/schema.ts';
import { alertsWhere, removeEmptyAddresses } from './subscriptions.ts';

/**
 * The address's alerts a company holds (saved on its page), or with `null` every alert of the address
 * (the person's own extract, portal alerts included).
 */
export async function alertsOfEmail(
  db: Queryable,
  email: string,
  containerId: number | null,
): Promise<JobAlertView[]> {
  const all = await alertsWhere(db, { email });
  if (containerId === null) return all;
  const mine =
    await db.execute(sql`select a.id from ${jobAlerts} a join ${jobAlertAddresses} ad on ad.id = a.address_id
    where ad.email = ${email.trim().toLowerCase()} and a.container_id = ${containerId}`);
  const ids = new Set(rowsOf<{ id: number }>(mine).map((r) => Number(r.id)));
  return all.filter((a) => ids.has(a.id));
}

/** Erases the address's alerts saved on the company's page (every one with `null`); answers how many. */
export async function eraseAlertsOf(
  db: Queryable,
  email: string,
  containerId: number | null,
): Promise<number> {
  const result = await db.execute(sql`delete from ${jobAlerts} a using ${jobAlertAddresses} ad
    where ad.id = a.address_id and ad.email = ${email.trim().toLowerCase()}
      ${containerId === null ? sql`` : sql`and a.container_id = ${containerId}`}`);
  await removeEmptyAddresses(db);
  return changedCount(result) ?? 0;
}
