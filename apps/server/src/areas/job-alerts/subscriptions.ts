/**
 * Saving a search (Bevaka sökningen) and what its links do: confirm (double opt-in: nothing is mailed
 * before), see and change the address's alerts, and unsubscribe one. Whoever asks gets the same answer
 * whether the address is known or not, and an address gets at most one unanswered confirmation mail a day.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  JOB_ALERT_RULES,
  JOB_ALERT_TEXTS,
  careerSiteUrl,
  describeJobAlert,
  profileFromProperties,
  type JobAlertFrequency,
  type JobAlertView,
  type PublicSearch,
} from '@rekry/domain';
import { rowsOf, type Queryable } from '../../db/client.ts';
import { allWordsQuery } from '../../db/text-search.ts';
import { containers, jobAlertAddresses, jobAlerts, type ContainerMetadata } from '../../db/schema.ts';
import { displayNameOf } from '../../core/access/membership.ts';
import { notFound } from '../../core/errors.ts';
import { queueEmails } from '../../platform/mail-queue.ts';
import { searchWords } from '../careers/index.ts';
import { jobAlertMailbox, jobAlertToken } from './tokens.ts';
import { confirmationMail, JOB_ALERT_EMAIL, type AlertCompany } from './mails.ts';

/** An alert's row as the mail runs read it: the saved search, its address and its company, if any. */
export interface AlertWithCompany {
  id: number;
  address_id: number;
  email: string;
  q: string;
  town: string;
  type: string;
  company: string;
  container_id: number | null;
  company_name: string | null;
  company_metadata: ContainerMetadata | null;
  company_theme: unknown;
}

const HOUR_MS = 3_600_000;

/**
 * What the links and mails need: the token secret, the admin site's address (the career site's follows)
 * and the inbound receiver's domain, when there is one (the mailboxes of unsubscribing and bounces).
 */
export interface JobAlertLinks {
  tokenSecret: string;
  appUrl: string;
  inboundDomain?: string;
}

export type { AlertCompany };

export const companyOf = (c: {
  id: number;
  name: string;
  metadata: ContainerMetadata;
  theme: unknown;
}): AlertCompany => ({
  id: c.id,
  name: displayNameOf(c),
  dns: profileFromProperties(c.metadata.properties).dns || null,
  theme: c.theme,
});

/** The company of an alert's row as the mail runs read it (null on the portal). */
export const companyOfRow = (r: AlertWithCompany): AlertCompany | null =>
  r.container_id !== null && r.company_name !== null && r.company_metadata
    ? companyOf({
        id: r.container_id,
        name: r.company_name,
        metadata: r.company_metadata,
        theme: r.company_theme,
      })
    : null;

/** The career site an alert was saved on: the company's own, or the portal. */
export const siteOf = (links: JobAlertLinks, company: AlertCompany | null) =>
  careerSiteUrl(links.appUrl, company?.dns ?? null);

export const manageUrl = (links: JobAlertLinks, company: AlertCompany | null, addressId: number) =>
  `${siteOf(links, company)}/bevakning/${jobAlertToken(links.tokenSecret, 'manage', addressId)}`;

/**
 * Where a bounce of a mail to the address goes, and the mail's Message-ID (which the bounce quotes), when
 * the inbound receiver takes mail; nothing otherwise (a bounce then reaches MAIL_FROM's mailbox).
 */
export const bounceHeaders = (links: JobAlertLinks, addressId: number) =>
  links.inboundDomain
    ? {
        returnPath: jobAlertMailbox(links.tokenSecret, 'bounce', addressId, links.inboundDomain),
        messageId: `<${randomUUID()}@${links.inboundDomain}>`,
      }
    : {};

/**
 * What a mail of one alert carries besides its text: List-Unsubscribe's one-click address and, with the
 * inbound receiver, its mailto: (a mail to it ends the alert) and the bounce headers.
 */
export function alertMailHeaders(
  links: JobAlertLinks,
  company: AlertCompany | null,
  alert: { id: number; addressId: number },
) {
  const unsubscribe = `${siteOf(links, company)}/api/public/job-alerts/unsubscribe/${jobAlertToken(links.tokenSecret, 'unsubscribe', alert.id)}`;
  if (!links.inboundDomain) return { unsubscribe };
  const mailbox = jobAlertMailbox(links.tokenSecret, 'unsubscribe', alert.id, links.inboundDomain);
  return {
    unsubscribe,
    unsubscribeMail: `mailto:${mailbox}?subject=${encodeURIComponent(JOB_ALERT_TEXTS.unsubscribeMailSubject)}`,
    ...bounceHeaders(links, alert.addressId),
  };
}

/** An active company by id, else null (a suspended or deleted one takes no alerts and sends none). */
export async function activeCompany(db: Queryable, containerId: number): Promise<AlertCompany | null> {
  const [row] = await db
    .select({
      id: containers.id,
      name: containers.name,
      metadata: containers.metadata,
      theme: containers.theme,
      status: containers.status,
    })
    .from(containers)
    .where(eq(containers.id, containerId));
  return row && row.status === 'active' ? companyOf(row) : null;
}

export interface Subscription {
  email: string;
  frequency: JobAlertFrequency;
  search: PublicSearch;
  company: AlertCompany | null;
}

/**
 * Saves the search unconfirmed and mails the confirmation link, unless the address had one within a day
 * that nobody answered (a link of its mails opened since: the mailbox's owner is there, so their next
 * search is mailed at once; a stranger's tries stay at one unanswered mail a day) or holds its most
 * alerts already; the caller answers the same in every case.
 */
export async function subscribe(db: Queryable, links: JobAlertLinks, s: Subscription, now = new Date()) {
  const [address] = await db
    .insert(jobAlertAddresses)
    .values({ email: s.email })
    .onConflictDoUpdate({ target: jobAlertAddresses.email, set: { email: s.email } })
    .returning();
  if (!address) return;
  const held = await db
    .select({
      id: jobAlerts.id,
      q: jobAlerts.q,
      town: jobAlerts.town,
      type: jobAlerts.type,
      company: jobAlerts.company,
      containerId: jobAlerts.containerId,
    })
    .from(jobAlerts)
    .where(eq(jobAlerts.addressId, address.id));
  const same = held.some(
    (a) =>
      a.containerId === (s.company?.id ?? null) &&
      [a.q, a.town, a.type, a.company].join('\n').toLowerCase() ===
        [s.search.q, s.search.town, s.search.type, s.search.company].join('\n').toLowerCase(),
  );
  if (!same && held.length < JOB_ALERT_RULES.perAddress) {
    await db.insert(jobAlerts).values({
      addressId: address.id,
      containerId: s.company?.id ?? null,
      ...s.search,
      query: allWordsQuery(searchWords(s.search.q)) ?? null,
      frequency: s.frequency,
    });
  }
  const since = new Date(now.getTime() - JOB_ALERT_RULES.confirmationHours * HOUR_MS);
  const recent =
    address.confirmationSentAt &&
    address.confirmationSentAt > since &&
    !(address.lastOpenedAt && address.lastOpenedAt > address.confirmationSentAt);
  const [waiting] = await db
    .select({ id: jobAlerts.id })
    .from(jobAlerts)
    .where(and(eq(jobAlerts.addressId, address.id), isNull(jobAlerts.confirmedAt)))
    .limit(1);
  if (recent || !waiting) return;
  // Claimed by the update, so two requests at once send one mail.
  const claimed = await db
    .update(jobAlertAddresses)
    .set({ confirmationSentAt: now })
    .where(
      and(
        eq(jobAlertAddresses.id, address.id),
        sql`(${jobAlertAddresses.confirmationSentAt} is null
          or ${jobAlertAddresses.confirmationSentAt} < ${since.toISOString()}::timestamptz
          or ${jobAlertAddresses.lastOpenedAt} > ${jobAlertAddresses.confirmationSentAt})`,
      ),
    )
    .returning({ id: jobAlertAddresses.id });
  if (!claimed.length) return;
  const link = `${siteOf(links, s.company)}/bevakning/bekrafta/${jobAlertToken(links.tokenSecret, 'confirm', address.id)}`;
  await queueEmails(db, [
    {
      ...confirmationMail(s.company, describeJobAlert(s.search, null), link),
      ...bounceHeaders(links, address.id),
      to: s.email,
      emailType: JOB_ALERT_EMAIL.confirmation,
      containerId: s.company?.id ?? null,
    },
  ]);
}

/** Confirms every alert the address waits with; the link counts as opened. Null for an unknown address. */
export async function confirmAddress(db: Queryable, addressId: number, now = new Date()) {
  const [address] = await db
    .update(jobAlertAddresses)
    .set({ lastOpenedAt: now })
    .where(eq(jobAlertAddresses.id, addressId))
    .returning({ id: jobAlertAddresses.id });
  if (!address) return null;
  await db
    .update(jobAlerts)
    .set({ confirmedAt: now })
    .where(and(eq(jobAlerts.addressId, addressId), isNull(jobAlerts.confirmedAt)));
  return address;
}

interface AlertRow {
  id: number;
  q: string;
  town: string;
  type: string;
  company: string;
  frequency: JobAlertFrequency;
  confirmed_at: Date | string | null;
  last_sent_at: Date | string | null;
  created_at: Date | string;
  container_id: number | null;
  company_name: string | null;
  company_metadata: ContainerMetadata | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const viewOf = (r: AlertRow): JobAlertView => {
  const search = { q: r.q, town: r.town, type: r.type, company: r.company };
  const companyName =
    r.container_id !== null && r.company_name !== null && r.company_metadata
      ? displayNameOf({ name: r.company_name, metadata: r.company_metadata })
      : null;
  return {
    id: r.id,
    description: describeJobAlert(search, companyName),
    search,
    companyName,
    frequency: r.frequency,
    confirmed: r.confirmed_at !== null,
    createdAt: iso(r.created_at)!,
    lastSentAt: iso(r.last_sent_at),
  };
};

/** The alerts of the address `where` picks (its id, or its e-mail), oldest first. */
export async function alertsWhere(db: Queryable, where: { addressId: number } | { email: string }) {
  const pick =
    'addressId' in where
      ? sql`a.address_id = ${where.addressId}`
      : sql`ad.email = ${where.email.trim().toLowerCase()}`;
  const rows = rowsOf<AlertRow>(
    await db.execute(sql`
      select a.id, a.q, a.town, a.type, a.company, a.frequency, a.confirmed_at, a.last_sent_at, a.created_at,
        a.container_id, c.name as company_name, c.metadata as company_metadata
      from ${jobAlerts} a join ${jobAlertAddresses} ad on ad.id = a.address_id
      left join ${containers} c on c.id = a.container_id
      where ${pick} order by a.id`),
  );
  return rows.map(viewOf);
}

/** The address behind a manage link, marking it opened; 404 when it is gone. */
export async function openAddress(db: Queryable, addressId: number, now = new Date()) {
  const [address] = await db
    .update(jobAlertAddresses)
    .set({ lastOpenedAt: now })
    .where(eq(jobAlertAddresses.id, addressId))
    .returning({ id: jobAlertAddresses.id, email: jobAlertAddresses.email });
  if (!address) throw notFound(JOB_ALERT_TEXTS.linkUnknown);
  // Opened: a question to go on is answered by the visit itself.
  await db.update(jobAlerts).set({ continueAskedAt: null }).where(eq(jobAlerts.addressId, addressId));
  return address;
}

/** Changes how often one of the address's alerts goes; 404 for another address's. */
export async function changeFrequency(
  db: Queryable,
  addressIds: number[],
  alertId: number,
  frequency: JobAlertFrequency,
) {
  const [changed] = await db
    .update(jobAlerts)
    .set({ frequency })
    .where(and(eq(jobAlerts.id, alertId), inArray(jobAlerts.addressId, addressIds)))
    .returning({ id: jobAlerts.id });
  if (!changed) throw notFound(JOB_ALERT_TEXTS.notFound);
}

/** Removes one of the address's alerts (and the address with its last); 404 for another address's. */
export async function removeAlert(db: Queryable, addressIds: number[], alertId: number) {
  const [removed] = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, alertId), inArray(jobAlerts.addressId, addressIds)))
    .returning({ addressId: jobAlerts.addressId });
  if (!removed) throw notFound(JOB_ALERT_TEXTS.notFound);
  await removeEmptyAddresses(db, [removed.addressId]);
}

/** Addresses left without an alert go: nothing is kept of an address that bevakar nothing. */
export async function removeEmptyAddresses(db: Queryable, ids?: number[]) {
  await db.execute(sql`delete from ${jobAlertAddresses} ad
    where ${ids ? sql`ad.id = any(${sql.param(ids)}::int[]) and` : sql``}
      not exists (select 1 from ${jobAlerts} a where a.address_id = ad.id)`);
}

/** One-click unsubscribe: the alert goes; false when it was gone already (a reused link). */
export async function unsubscribe(db: Queryable, alertId: number): Promise<boolean> {
  const [removed] = await db
    .delete(jobAlerts)
    .where(eq(jobAlerts.id, alertId))
    .returning({ addressId: jobAlerts.addressId });
  if (removed) await removeEmptyAddresses(db, [removed.addressId]);
  return !!removed;
}

/** The address ids of an e-mail (none or one), for the signed-in person's own alerts. */
export async function addressIdsOf(db: Queryable, email: string): Promise<number[]> {
  const rows = await db
    .select({ id: jobAlertAddresses.id })
    .from(jobAlertAddresses)
    .where(eq(jobAlertAddresses.email, email.trim().toLowerCase()))
    .orderBy(asc(jobAlertAddresses.id));
  return rows.map((r) => r.id);
}
