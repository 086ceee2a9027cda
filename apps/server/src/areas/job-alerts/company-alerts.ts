/** The GDPR page's part of the alerts: the addresses that bevakar the company's career page. */
import { sql } from 'drizzle-orm';
import type { CompanyJobAlerts } from '@rekry/domain';
import { rowsOf, type Queryable } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { jobAlertAddresses, jobAlerts } from '../../db/schema.ts';
import { alertsWhere } from './subscriptions.ts';

const SHOWN = 20;

export async function companyAlerts(
  db: Queryable,
  containerId: number,
  query: string,
): Promise<CompanyJobAlerts> {
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(distinct address_id)::int as n from ${jobAlerts} where container_id = ${containerId}`,
    ),
  );
  const needle = query.trim().toLowerCase();
  if (!needle) return { total: counted?.n ?? 0, addresses: [] };
  const found = rowsOf<{ email: string }>(
    await db.execute(sql`select distinct ad.email from ${jobAlertAddresses} ad
      join ${jobAlerts} a on a.address_id = ad.id and a.container_id = ${containerId}
      where ad.email like ${containsPattern(needle)} order by ad.email limit ${SHOWN}`),
  );
  const addresses = [];
  for (const { email } of found) {
    const alerts = await alertsWhere(db, { email });
    // Only what the company holds: the address's alerts on its own page.
    const mine = rowsOf<{ id: number }>(
      await db.execute(sql`select a.id from ${jobAlerts} a join ${jobAlertAddresses} ad on ad.id = a.address_id
        where ad.email = ${email} and a.container_id = ${containerId}`),
    ).map((r) => Number(r.id));
    addresses.push({ email, alerts: alerts.filter((a) => mine.includes(a.id)) });
  }
  return { total: counted?.n ?? 0, addresses };
}
