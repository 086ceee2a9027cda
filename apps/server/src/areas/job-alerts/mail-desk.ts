/**
 * The alerts' desk at the inbound receiver (platform/inbound-mail.ts): a mail to an alert's unsubscribe
 * mailbox (List-Unsubscribe's mailto:) ends that alert, whatever it says, as the one-click POST does; a
 * hard bounce to an address's bounce mailbox (its mails' envelope sender) marks the returned mail bounced
 * and stops the address's alerts, as a mail that fails for good does. A forged or altered mailbox is
 * refused at RCPT TO; a reused one is taken and changes nothing, so nothing tells whether it subscribed.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { JOB_ALERT_TEXTS } from '@rekry/domain';
import type { Db } from '../../db/client.ts';
import { emailLog, jobAlertAddresses } from '../../db/schema.ts';
import {
  MailRefusal,
  readBounce,
  type InboundMail,
  type InboundMailDesk,
} from '../../platform/inbound-mail.ts';
import { JOB_ALERT_EMAIL } from './mails.ts';
import { stopAlertsOfFailedMail } from './retention.ts';
import { unsubscribe } from './subscriptions.ts';
import { isJobAlertMailbox, readJobAlertMailbox } from './tokens.ts';

const ALERT_TYPES = Object.values(JOB_ALERT_EMAIL);

/** A delivery report of a permanent failure (RFC 3464: Action failed, Status 5.x.x). */
function isHardBounce(mail: InboundMail): boolean {
  const status = mail.parsed.attachments.find(
    (a) => a.contentType.toLowerCase() === 'message/delivery-status',
  );
  const text = status?.content.toString('utf8') ?? mail.parsed.text ?? '';
  const action = /^Action:\s*(\S+)/im.exec(text)?.[1]?.toLowerCase();
  const code = /^Status:\s*(\d)\./im.exec(text)?.[1];
  return code === '5' && (action === undefined || action === 'failed');
}

/** Marks the alert mail a bounce returns (by its Message-ID, else the address's last one) and stops the address. */
async function fileBounce(db: Db, addressId: number, mail: InboundMail): Promise<void> {
  const report = readBounce(mail.parsed);
  await db.transaction(async (tx) => {
    const [address] = await tx
      .select({ email: jobAlertAddresses.email })
      .from(jobAlertAddresses)
      .where(eq(jobAlertAddresses.id, addressId));
    // The address went already (unsubscribed, or an earlier bounce): nothing is mailed to it any more.
    if (!address) return;
    const mine = and(eq(emailLog.emailAddress, address.email), inArray(emailLog.emailType, ALERT_TYPES));
    const [returned] = await tx
      .select({ id: emailLog.id })
      .from(emailLog)
      .where(report.messageId ? and(mine, eq(emailLog.messageId, report.messageId)) : mine)
      .orderBy(desc(emailLog.id))
      .limit(1);
    if (returned)
      await tx
        .update(emailLog)
        .set({ status: 'bounced', error: report.reason, updatedAt: sql`now()` })
        .where(eq(emailLog.id, returned.id));
    await stopAlertsOfFailedMail(tx, address.email);
  });
}

/** The desk, and which addresses are its own (the receiver's other addresses go to the staff mail desk). */
export function jobAlertMailDesk(
  db: Db,
  secret: string,
  domain: string,
): { owns: (address: string) => boolean; desk: InboundMailDesk } {
  const read = (address: string) => readJobAlertMailbox(secret, address, domain);
  return {
    owns: (address) => isJobAlertMailbox(address, domain),
    desk: {
      async checkRecipient(address) {
        if (!read(address)) throw new MailRefusal(550, `5.1.1 ${JOB_ALERT_TEXTS.unknownMailbox}`);
      },
      async take(mail) {
        for (const recipient of mail.recipients) {
          const box = read(recipient);
          if (!box) continue;
          if (box.box === 'unsubscribe') {
            // Whatever a person's mail program sends there asks to unsubscribe; a delivery report does not.
            if (mail.kind !== 'bounce') await db.transaction((tx) => unsubscribe(tx, box.id));
          } else if (mail.kind === 'bounce' && isHardBounce(mail)) {
            await fileBounce(db, box.id, mail);
          }
          // Anything else to the bounce mailbox (a delay report, an out-of-office) is taken and dropped.
        }
      },
    },
  };
}
