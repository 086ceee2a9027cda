import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { mailParts } from '../../apps/server/test/helpers/mail-parts.ts';

export interface CaughtMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The From header's display name, and the Reply-To, Message-ID and In-Reply-To headers ('' when absent). */
  fromName: string;
  replyTo: string;
  messageId: string;
  inReplyTo: string;
  /** The List-Unsubscribe and List-Unsubscribe-Post headers as they came ('' when absent). */
  listUnsubscribe: string;
  listUnsubscribePost: string;
  /** The files it carried (name, type and size; not the contents). */
  attachments: { filename: string; contentType: string; size: number }[];
  receivedAt: string;
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  if (!value) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase())).filter(Boolean);
}

/** A header's value as it came (unfolded), '' when the mail has none. */
function headerLine(lines: readonly { key: string; line: string }[], key: string): string {
  const line = lines.find((h) => h.key === key)?.line ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}

/**
 * A real SMTP server that keeps every message it receives, plus a tiny HTTP endpoint so test workers (other
 * processes) can read them: GET /messages?to=<address> answers the parsed messages as JSON, newest last.
 */
export async function startMailCatcher(): Promise<{
  smtpPort: number;
  apiUrl: string;
  close: () => Promise<void>;
}> {
  const messages: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          messages.push({
            to: [...new Set([...addresses(mail.to), ...envelopeTo])],
            from: addresses(mail.from)[0] ?? '',
            fromName: mail.from?.value[0]?.name ?? '',
            replyTo: addresses(mail.replyTo)[0] ?? '',
            messageId: mail.messageId ?? '',
            inReplyTo: mail.inReplyTo ?? '',
            listUnsubscribe: headerLine(mail.headerLines, 'list-unsubscribe'),
            listUnsubscribePost: headerLine(mail.headerLines, 'list-unsubscribe-post'),
            ...mailParts(mail),
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              size: a.size,
            })),
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const api: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? messages.filter((m) => m.to.includes(to)) : messages;
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(found));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', () => resolve()));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

  return {
    smtpPort,
    apiUrl,
    close: async () => {
      await new Promise<void>((resolve) => api.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
