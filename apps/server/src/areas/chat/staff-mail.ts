/**
 * What a staff member's mail to an applicant carries besides its text: their name with the company's on
 * the operator's address, a Reply-To that brings the answer back (the application's reply address when
 * inbound mail is set up, else the sender's own address) and a Message-ID of its own, which the answer's
 * In-Reply-To and a bounce name. Kept in the e-mail log, from which the send job builds the headers.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { containers, replyAddresses } from '../../db/schema.ts';
import type { Config } from '../../config.ts';
import { cteName, type StatementPart } from '../../db/statement.ts';
import { addressOf } from '../../platform/mail.ts';

/** The local part of every reply address: svar+<token>@<inbound domain>. */
export const REPLY_LOCAL_PART = 'svar';
const TOKEN = /^[a-f0-9]{32}$/;

export const replyAddress = (token: string, domain: string) => `${REPLY_LOCAL_PART}+${token}@${domain}`;

/** The token of a reply address at `domain`, or null when the address is not one. */
export function tokenOf(address: string, domain: string): string | null {
  const match = /^([^@]+)@(.+)$/.exec(address.trim().toLowerCase());
  if (!match || match[2] !== domain) return null;
  const [local, token] = match[1]!.split('+', 2);
  return local === REPLY_LOCAL_PART && token && TOKEN.test(token) ? token : null;
}

/** A name as a header may carry it: no line breaks or other control characters, at most 120 characters. */
export const headerSafe = (name: string) =>
  name
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);

const newToken = () => randomBytes(16).toString('hex');

/**
 * The reply address of an application stored in one statement (createApplication), for its receipt: the
 * address, and its row as a part of that statement, so it exists exactly when the application does.
 */
export function newReplyAddress(domain: string, containerId: number, applicationId: number) {
  const token = newToken();
  const part: StatementPart = {
    ctes: [
      sql`${cteName('reply', 'address')} as (insert into ${replyAddresses} (token, container_id, application_id)
        values (${token}, ${containerId}, ${applicationId}) returning 1)`,
    ],
    reads: [],
  };
  return { address: replyAddress(token, domain), part };
}

/** The reply tokens of applications, made on first use (one per application, kept while it lives). */
export async function replyTokensOf(
  db: Queryable,
  containerId: number,
  applicationIds: number[],
): Promise<Map<number, string>> {
  const ids = [...new Set(applicationIds)];
  if (ids.length === 0) return new Map();
  await db
    .insert(replyAddresses)
    .values(
      ids.map((applicationId) => ({ token: randomBytes(16).toString('hex'), containerId, applicationId })),
    )
    .onConflictDoNothing({ target: replyAddresses.applicationId });
  const rows = await db
    .select({ applicationId: replyAddresses.applicationId, token: replyAddresses.token })
    .from(replyAddresses)
    .where(and(inArray(replyAddresses.applicationId, ids), isNotNull(replyAddresses.applicationId)));
  return new Map(rows.map((r) => [r.applicationId!, r.token]));
}

export interface StaffSender {
  firstname: string;
  lastname: string;
  email: string;
}

export interface StaffMailHeaders {
  fromName: string;
  replyTo: string;
  messageId: string;
}

/** The domain of MAIL_FROM's address, for Message-IDs when no inbound domain is set. */
const domainOf = (mailFrom: string) => addressOf(mailFrom).split('@')[1]?.toLowerCase() || 'rekry.local';

/** The headers of a staff member's mail to each of the applications named. */
export async function staffMailHeaders(
  db: Queryable,
  config: Pick<Config, 'inboundMail' | 'mailFrom'>,
  containerId: number,
  sender: StaffSender,
  applicationIds: number[],
): Promise<(applicationId: number) => StaffMailHeaders> {
  const [company] = await db
    .select({ name: containers.name })
    .from(containers)
    .where(eq(containers.id, containerId));
  const person = headerSafe(`${sender.firstname} ${sender.lastname}`) || headerSafe(sender.email);
  const fromName = headerSafe([person, company?.name ?? ''].filter(Boolean).join(', '));
  const inbound = config.inboundMail;
  const tokens = inbound ? await replyTokensOf(db, containerId, applicationIds) : new Map<number, string>();
  const idDomain = inbound?.domain ?? domainOf(config.mailFrom);
  return (applicationId) => {
    const token = tokens.get(applicationId);
    return {
      fromName,
      replyTo: inbound && token ? replyAddress(token, inbound.domain) : sender.email,
      messageId: `<${randomUUID()}@${idDomain}>`,
    };
  };
}
