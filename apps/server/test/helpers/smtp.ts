import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll } from 'vitest';
import { mailParts } from './mail-parts.ts';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, '' when the mail had none. */
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
  /** The From, Reply-To, Message-ID and In-Reply-To headers as parsed ('' when absent). */
  from: { name: string; address: string };
  replyTo: string;
  messageId: string;
  inReplyTo: string;
  /** The envelope's sender (MAIL FROM): where a bounce goes. */
  envelopeFrom: string;
  /** The header section as it came, line by line (what an injected header would show in). */
  headerLines: string[];
  /** The message as it came over the wire, for checks on its bytes (a DKIM signature). */
  raw: Buffer;
}

/** A real SMTP peer on a free local port that keeps what it receives. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      buffer(stream)
        .then(async (raw) => {
          const mail = await simpleParser(raw);
          const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? ''));
          const from = mail.from?.value[0];
          received.push({
            to,
            ...mailParts(mail),
            from: { name: from?.name ?? '', address: from?.address ?? '' },
            replyTo: mail.replyTo?.value[0]?.address ?? '',
            messageId: mail.messageId ?? '',
            inReplyTo: mail.inReplyTo ?? '',
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            headerLines: mail.headerLines.map((h) => h.line),
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content,
            })),
            raw,
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The newest mail to an address, waiting up to `timeoutMs` for it. */
    async waitFor(address: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.findLast((m) => m.to.includes(address));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/**
 * startSmtpServer for the file's tests: started before them, closed after them (after an app opened
 * below it). Give its url to the app late: `testAppForFile(() => ({ smtpUrl: smtp.url }))`.
 */
export function smtpServerForFile(): SmtpServer {
  // Filled in place, as testAppForFile's app is.
  const smtp = {} as SmtpServer;
  beforeAll(async () => {
    Object.assign(smtp, await startSmtpServer());
  });
  afterAll(() => smtp.close?.());
  return smtp;
}

/** The reset token from the link in a mail's text. */
export function resetTokenFrom(mail: ReceivedMail): string {
  const match = /\/reset\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
}
