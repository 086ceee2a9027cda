/**
 * Matching at scale: a position that became public is compared with every confirmed alert in one
 * statement (the alert's stored tsquery against the ad's search document, as the career search reads it,
 * and the town, type and company filters), which records a hit per matching alert. The hits are then
 * mailed in batches: "direkt" ones at once, the daily and weekly ones by their digest.
 */
import { sql } from 'drizzle-orm';
import { JOB_ALERT_RULES, describeJobAlert, publicSearchParams, type JobAlertFrequency } from '@rekry/domain';
import { changedCount, rowsOf, type Db, type Queryable } from '../../db/client.ts';
import {
  containers,
  jobAlertAddresses,
  jobAlertHits,
  jobAlerts,
  positions,
  positionSearch,
  positionTypes,
  type ContainerMetadata,
} from '../../db/schema.ts';
import { displayNameOf } from '../../core/access/membership.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { queueEmails, type QueuedMail } from '../../platform/mail-queue.ts';
import { folded, onTheSite, openAt, publicOnly } from '../careers/index.ts';
import { adsMail, JOB_ALERT_EMAIL, type AlertAd } from './mails.ts';
import {
  alertMailHeaders,
  companyOfRow,
  manageUrl,
  siteOf,
  type AlertWithCompany,
  type JobAlertLinks,
} from './subscriptions.ts';
import { jobAlertToken } from './tokens.ts';

/** Alerts mailed per statement: a batch's mails, their jobs and the hits marked sent go together. */
export const SEND_BATCH = 500;

/** Queues the matching of a position that became public: the publishing request does no more than this. */
export const queueAlertMatching = (db: Queryable, positionId: number) =>
  enqueueJob(db, 'job-alert-match', { positionId });

/**
 * Records a hit for every confirmed alert the position matches, if it is public and open now on an
 * active company's site (the career list's own conditions). Answers how many alerts it matched.
 */
export async function matchPosition(db: Queryable, positionId: number, now = new Date()): Promise<number> {
  const result = await db.execute(sql`
    insert into ${jobAlertHits} (alert_id, position_id)
    select a.id, ${positions.id}
    from ${positions}
    join ${containers} on ${containers.id} = ${positions.containerId}
    join ${positionSearch} ps on ps.position_id = ${positions.id}
    join ${jobAlerts} a on a.confirmed_at is not null
      and (a.container_id is null or a.container_id = ${positions.containerId})
      and (a.query is null or ps.document @@ a.query)
      and (a.town = '' or ${folded(sql`a.town`)} = ${folded(sql`${positions.location}`)})
      and (a.type = '' or exists (select 1 from ${positionTypes} t where t.id = ${positions.positionTypeId}
        and ${folded(sql`t.name`)} = ${folded(sql`a.type`)}))
      and (a.company = '' or lower(${containers.name}) = lower(a.company))
    where ${positions.id} = ${positionId} and ${publicOnly(now)} and ${openAt(now)} and ${onTheSite}
    on conflict do nothing`);
  return changedCount(result) ?? 0;
}

interface WaitingAlert extends AlertWithCompany {
  company_status: string | null;
}

interface HitRow {
  alert_id: number;
  id: number;
  name: string;
  is_internal: boolean;
  link_id: string;
  location: string;
  stop: Date | string | null;
  container_name: string;
  container_metadata: ContainerMetadata;
  public: boolean;
}

/**
 * The next alerts of a frequency with hits waiting, after `after` (by id). The test for a waiting hit is a
 * subquery with LIMIT, which the planner keeps per row: the alerts are walked in id order and the walk
 * stops at the batch's end (2.6 ms at 100,000 alerts). As a semi-join, after a mass insert of hits whose
 * statistics lag, it gathered every waiting hit first (1.8 s a batch).
 */
async function waitingAlerts(db: Queryable, frequency: JobAlertFrequency, after: number) {
  return rowsOf<WaitingAlert>(
    await db.execute(sql`
      with picked as materialized (
        select a.id from ${jobAlerts} a
        where a.id > ${after} and a.frequency = ${frequency} and a.confirmed_at is not null
          and (select true from ${jobAlertHits} h where h.alert_id = a.id and h.sent_at is null limit 1)
        order by a.id limit ${SEND_BATCH}
      )
      select a.id, a.address_id, ad.email, a.q, a.town, a.type, a.company, a.container_id,
        c.name as company_name, c.metadata as company_metadata, c.theme as company_theme,
        c.status as company_status
      from picked p join ${jobAlerts} a on a.id = p.id
      join ${jobAlertAddresses} ad on ad.id = a.address_id
      left join ${containers} c on c.id = a.container_id
      order by a.id`),
  );
}

/**
 * Claims the waiting hits of the alerts (marked sent in the caller's transaction), with the ads as a mail
 * lists them and whether each is still public. Two sends at once (two ads' matching jobs) never claim
 * one hit twice: the second waits for the first's commit and finds it sent.
 */
async function claimHits(db: Queryable, alertIds: number[], now: Date) {
  return rowsOf<HitRow>(
    await db.execute(sql`
      update ${jobAlertHits} h set sent_at = ${now.toISOString()}::timestamptz
      from ${positions} join ${containers} on ${containers.id} = ${positions.containerId}
      where h.alert_id = any(${sql.param(alertIds)}::int[]) and h.sent_at is null and ${positions.id} = h.position_id
      returning h.alert_id, ${positions.id} as id, ${positions.name} as name, ${positions.isInternal} as is_internal,
        ${positions.linkId} as link_id, ${positions.location} as location, ${positions.stop} as stop,
        ${containers.name} as container_name, ${containers.metadata} as container_metadata,
        (${publicOnly(now)} and ${openAt(now)} and ${onTheSite}) as public`),
  ).sort((a, b) => a.alert_id - b.alert_id || b.id - a.id);
}

/**
 * Mails every alert of the frequency whose hits wait: one mail per alert listing its new ads (those
 * still public), batch by batch, each batch's mails and its hits marked sent in one transaction.
 * An alert of a company no longer active sends nothing (the retention run removes it). Answers the mails.
 */
export async function sendWaiting(
  db: Db,
  links: JobAlertLinks,
  frequency: JobAlertFrequency,
  now = new Date(),
): Promise<number> {
  let after = 0;
  let sent = 0;
  for (;;) {
    const alerts = await waitingAlerts(db, frequency, after);
    if (!alerts.length) break;
    after = alerts[alerts.length - 1]!.id;
    sent += await db.transaction((tx) => mailBatch(tx, links, alerts, now));
  }
  return sent;
}

/** One batch: its hits claimed, a mail per alert with ads still public, queued in the same transaction. */
async function mailBatch(db: Queryable, links: JobAlertLinks, alerts: WaitingAlert[], now: Date) {
  const hits = await claimHits(
    db,
    alerts.map((a) => a.id),
    now,
  );
  const mails: QueuedMail[] = [];
  const mailed: number[] = [];
  for (const alert of alerts) {
    const company = companyOfRow(alert);
    if (alert.container_id !== null && alert.company_status !== 'active') continue;
    const site = siteOf(links, company);
    const manage = manageUrl(links, company, alert.address_id);
    const ads: AlertAd[] = hits
      .filter((h) => h.alert_id === alert.id && h.public)
      .map((h) => ({
        name: h.name,
        companyName: displayNameOf({ name: h.container_name, metadata: h.container_metadata }),
        location: h.location,
        stop: h.stop ? Math.floor(new Date(h.stop).getTime() / 1000) : null,
        // Through the address's own link, which counts the mail as opened and leads on to the ad.
        url: `${site}/api/public/job-alerts/open/${jobAlertToken(links.tokenSecret, 'manage', alert.address_id)}/${h.id}`,
      }));
    if (!ads.length) continue;
    const search = { q: alert.q, town: alert.town, type: alert.type, company: alert.company };
    const shown = ads.slice(0, JOB_ALERT_RULES.adsPerMail);
    const query = new URLSearchParams(publicSearchParams(search)).toString();
    mailed.push(alert.id);
    mails.push({
      ...adsMail(
        company,
        describeJobAlert(search, null),
        shown,
        { count: ads.length - shown.length, searchUrl: `${site}/${query ? `?${query}` : ''}` },
        manage,
      ),
      to: alert.email,
      emailType: JOB_ALERT_EMAIL.ads,
      containerId: company?.id ?? null,
      ...alertMailHeaders(links, company, { id: alert.id, addressId: alert.address_id }),
    });
  }
  await queueEmails(db, mails);
  await db.execute(sql`update ${jobAlerts} set last_sent_at = ${now.toISOString()}::timestamptz
    where id = any(${sql.param(mailed)}::int[])`);
  return mails.length;
}

/** The ad by its id when it is public now on an active company's site (for an alert mail's link). */
export async function openPublicPositionsById(db: Queryable, id: number, now = new Date()) {
  return rowsOf<{ id: number; name: string; isInternal: boolean; linkId: string }>(
    await db.execute(sql`
      select ${positions.id} as id, ${positions.name} as name, ${positions.isInternal} as "isInternal",
        ${positions.linkId} as "linkId"
      from ${positions} join ${containers} on ${containers.id} = ${positions.containerId}
      where ${positions.id} = ${id} and ${publicOnly(now)} and ${openAt(now)} and ${onTheSite}`),
  );
}
