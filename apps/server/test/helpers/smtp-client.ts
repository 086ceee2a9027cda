import net from 'node:net';

/** One SMTP reply: its code and text (the lines of a multi-line reply joined). */
export interface SmtpReply {
  code: number;
  text: string;
}

/**
 * A sender's side of SMTP as RFC 5321 writes it, a command and a reply at a time, so a test sees the
 * receiver's answer to each step (a refusal at RCPT TO, at the end of DATA) and nothing hides it.
 */
export async function smtpSession(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let buffer = '';
  let lines: string[] = [];
  const replies: SmtpReply[] = [];
  const waiting: ((reply: SmtpReply) => void)[] = [];
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      lines.push(line.slice(4));
      // '250-…' continues a reply, '250 …' ends it.
      if (line[3] === '-') continue;
      const reply = { code: Number(line.slice(0, 3)), text: lines.join('\n') };
      lines = [];
      const next = waiting.shift();
      if (next) next(reply);
      else replies.push(reply);
    }
  });
  const nextReply = () =>
    new Promise<SmtpReply>((resolve, reject) => {
      const ready = replies.shift();
      if (ready) return resolve(ready);
      const timer = setTimeout(() => reject(new Error('no SMTP reply in 10 s')), 10_000);
      waiting.push((reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
    });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const greeting = await nextReply();
  if (greeting.code !== 220) throw new Error(`greeting ${greeting.code} ${greeting.text}`);
  const command = (line: string) => {
    socket.write(`${line}\r\n`);
    return nextReply();
  };
  await command('EHLO tester.example');
  return {
    command,
    /** Sends the message after DATA (dot-stuffed) and answers the reply to its end. */
    async data(message: string): Promise<SmtpReply> {
      const start = await command('DATA');
      if (start.code !== 354) return start;
      const body = message.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
      socket.write(`${body}${body.endsWith('\r\n') ? '' : '\r\n'}.\r\n`);
      return nextReply();
    },
    async close() {
      await command('QUIT').catch(() => undefined);
      socket.destroy();
    },
  };
}

export interface Delivery {
  mailFrom: SmtpReply;
  rcpt: SmtpReply[];
  /** The reply to the message's end; null when no recipient was taken (DATA never sent). */
  data: SmtpReply | null;
}

/** One message from `from` to `to`, every step's reply kept. */
export async function deliver(port: number, from: string, to: string[], message: string): Promise<Delivery> {
  const session = await smtpSession(port);
  try {
    const mailFrom = await session.command(`MAIL FROM:<${from}>`);
    const rcpt: SmtpReply[] = [];
    for (const address of to) rcpt.push(await session.command(`RCPT TO:<${address}>`));
    const data = rcpt.some((r) => r.code === 250) ? await session.data(message) : null;
    return { mailFrom, rcpt, data };
  } finally {
    await session.close();
  }
}

/** A message as a mail program would write it (headers, a blank line, the body), lines joined by CRLF. */
export function message(headers: Record<string, string>, body: string): string {
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return [...head, 'MIME-Version: 1.0', '', body].join('\r\n');
}

/**
 * A delivery report (RFC 3464) as a receiving mail server sends it to a mail's envelope sender: `status`
 * 5.x.x with Action failed is a hard bounce, 4.x.x with Action delayed a soft one; the returned mail's
 * headers carry its Message-ID.
 */
export function deliveryReport(r: {
  to: string;
  recipient: string;
  messageId: string;
  status: string;
  diagnostic: string;
  /** The returned mail's subject, among its headers. */
  subject?: string;
}): string {
  const boundary = `dsn-${r.status}`;
  return message(
    {
      From: 'Mail Delivery System <MAILER-DAEMON@mx.example>',
      To: r.to,
      Subject: 'Undelivered Mail Returned to Sender',
      'Content-Type': `multipart/report; report-type=delivery-status; boundary="${boundary}"`,
    },
    [
      `--${boundary}`,
      'Content-Type: text/plain',
      '',
      'Your message could not be delivered.',
      `--${boundary}`,
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example',
      '',
      `Final-Recipient: rfc822; ${r.recipient}`,
      `Action: ${r.status.startsWith('5') ? 'failed' : 'delayed'}`,
      `Status: ${r.status}`,
      `Diagnostic-Code: smtp; ${r.diagnostic}`,
      `--${boundary}`,
      'Content-Type: text/rfc822-headers',
      '',
      `Message-ID: ${r.messageId}`,
      ...(r.subject ? [`Subject: ${r.subject}`] : []),
      `--${boundary}--`,
    ].join('\r\n'),
  );
}
