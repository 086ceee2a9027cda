/**
 * The alerts' part of the daily retention run (areas/gdpr/retention.ts runs it): unconfirmed alerts go
 * after JOB_ALERT_RULES.unconfirmedDays; a confirmed alert whose address opened no link of its mail for
 * the company's retention period (a portal alert: the platform's default) is asked once whether to go
 * on, and goes JOB_ALERT_RULES.continueDays later unless the address opened its manage link meanwhile
 * (which clears the question); an alert of a company no longer active goes.
 */
import { sql } from 'drizzle-orm';
import { JOB_ALERT_RULES, RETENTION, RETENTION_PROPERTY, describeJobAlert } from '@rekry/domain';
import { changedCount, rowsOf, type Db, type Queryable } from '../../db/client.ts';
import { containers, jobAlertAddresses, jobAlerts } from '../../db/schema.ts';
import { queueEmails } from '../../platform/mail-queue.ts';
import { continueMail, JOB_ALERT_EMAIL } from './mails.ts';
import {
  alertMailHeaders,
  companyOfRow,
  manageUrl,
  removeEmptyAddresses,
  type AlertWithCompany,
  type JobAlertLinks,
} from './subscriptions.ts';

/** The alert's period in months: its company's valid choice, else the default (portal: the platform's). */
const monthsSql = sql`case
  when c.id is null then ${JOB_ALERT_RULES.portalMonths}
  when (c.metadata->'properties'->>${RETENTION_PROPERTY}) ~ '^[0-9]{1,2}$'
    and (c.metadata->'properties'->>${RETENTION_PROPERTY})::int between ${RETENTION.minMonths} and ${RETENTION.maxMonths}
    then (c.metadata->'properties'->>${RETENTION_PROPERTY})::int
  else ${RETENTION.defaultMonths} end`;

export interface AlertRetentionResult {
  unconfirmed: number;
  inactive: number;
  asked: number;
  removed: number;
}

export async function runAlertRetention(
  db: Db,
  links: JobAlertLinks,
  now = new Date(),
): Promise<AlertRetentionResult> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const unconfirmed =
    changedCount(
      await db.execute(sql`delete from ${jobAlerts} where confirmed_at is null
      and created_at < ${at} - ${JOB_ALERT_RULES.unconfirmedDays} * interval '1 day'`),
    ) ?? 0;
  const inactive =
    changedCount(
      await db.execute(sql`delete from ${jobAlerts} a using ${containers} c
      where c.id = a.container_id and c.status <> 'active'`),
    ) ?? 0;
  const removed =
    changedCount(
      await db.execute(sql`delete from ${jobAlerts} where continue_asked_at is not null
      and continue_asked_at < ${at} - ${JOB_ALERT_RULES.continueDays} * interval '1 day'`),
    ) ?? 0;
  const ask = await db.transaction(async (tx) => {
    const rows = rowsOf<AlertWithCompany>(
      await tx.execute(sql`
        update ${jobAlerts} a set continue_asked_at = ${at}
        from ${jobAlertAddresses} ad, ${jobAlerts} x left join ${containers} c on c.id = x.container_id
        where ad.id = a.address_id and x.id = a.id and a.confirmed_at is not null and a.continue_asked_at is null
          and coalesce(ad.last_opened_at, a.confirmed_at) < ${at} - make_interval(months => ${monthsSql})
        returning a.id, a.address_id, ad.email, a.q, a.town, a.type, a.company, a.container_id,
          c.name as company_name, c.metadata as company_metadata, c.theme as company_theme`),
    );
    await queueEmails(
      tx,
      rows.map((r) => {
        const company = companyOfRow(r);
        const what = describeJobAlert(
          { q: r.q, town: r.town, type: r.type, company: r.company },
          company?.name ?? null,
        );
        return {
          ...continueMail(company, what, manageUrl(links, company, r.address_id)),
          ...alertMailHeaders(links, company, { id: r.id, addressId: r.address_id }),
          to: r.email,
          emailType: JOB_ALERT_EMAIL.continue,
          containerId: company?.id ?? null,
        };
      }),
    );
    return rows.length;
  });
  await removeEmptyAddresses(db);
  return { unconfirmed, inactive, asked: ask, removed };
}

/** A mail that could not be delivered for good (its tries spent): the address's alerts stop. */
export async function stopAlertsOfFailedMail(db: Queryable, email: string): Promise<void> {
  await db.execute(sql`delete from ${jobAlerts} a using ${jobAlertAddresses} ad
    where ad.id = a.address_id and ad.email = ${email.trim().toLowerCase()} and a.confirmed_at is not null`);
  await removeEmptyAddresses(db);
}
