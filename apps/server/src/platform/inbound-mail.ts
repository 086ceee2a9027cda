/**
 * The SMTP receiver for answers to staff mail (INBOUND_SMTP_PORT): it takes a message for the reply domain,
 * bounded in size and recipients, parses it, says whether it is a person's answer, an automatic one or a
 * bounce, and hands it to the desk that files it (the chat area). Whatever the desk refuses is refused in
 * the SMTP conversation itself (the sender's server tells its user), so nothing unwanted is ever stored.
 */
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

/** The largest message taken, in bytes (attachments included): larger ones are refused with 552. */
export const INBOUND_MAX_BYTES = 25 * 1024 * 1024;
/** Recipients of one message at most: an answer has one; more are refused with 452. */
export const INBOUND_MAX_RECIPIENTS = 10;

/** What the receiver says in its refusals (the sender's server passes them on to the person). */
export const INBOUND_TEXTS = {
  tooLarge: `Meddelandet är för stort (högst ${INBOUND_MAX_BYTES / 1024 / 1024} MB)`,
  tooManyRecipients: `För många mottagare (högst ${INBOUND_MAX_RECIPIENTS})`,
  unreadable: 'Meddelandet kunde inte läsas',
  tryLater: 'Tillfälligt fel, försök igen senare',
} as const;

/** A refusal in the SMTP conversation: a 4xx (try again) or 5xx (give up) code with its text. */
export class MailRefusal extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'MailRefusal';
  }
}

export type InboundKind = 'reply' | 'auto-reply' | 'bounce';

/** A received message as the desk gets it. */
export interface InboundMail {
  /** The envelope's recipients (RCPT TO), in lower case. */
  recipients: string[];
  kind: InboundKind;
  parsed: ParsedMail;
}

/** Files what the receiver takes; both steps answer a refusal by throwing MailRefusal. */
export interface InboundMailDesk {
  /** At RCPT TO: is this an address that takes mail? */
  checkRecipient(address: string): Promise<void>;
  /** At the end of DATA: file the message (in one transaction), or refuse it. */
  take(mail: InboundMail): Promise<void>;
}

/** A desk of the receiver and the addresses it owns. */
export interface OwnedDesk {
  owns(address: string): boolean;
  desk: InboundMailDesk;
}

/**
 * One receiver, several desks: each recipient is checked by the desk that owns its address (the rest by
 * `rest`), and a message goes to each desk with its own recipients.
 */
export function desksByRecipient(owned: OwnedDesk[], rest: InboundMailDesk): InboundMailDesk {
  const deskOf = (address: string) => owned.find((d) => d.owns(address))?.desk ?? rest;
  return {
    checkRecipient: (address) => deskOf(address).checkRecipient(address),
    async take(mail) {
      const groups = new Map<InboundMailDesk, string[]>();
      for (const r of mail.recipients) groups.set(deskOf(r), [...(groups.get(deskOf(r)) ?? []), r]);
      for (const [desk, recipients] of groups) await desk.take({ ...mail, recipients });
    },
  };
}

const header = (parsed: ParsedMail, name: string): string => {
  const value = parsed.headers.get(name);
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && 'value' in value) return String(value.value);
  return String(value);
};

const AUTO_SUBJECT =
  /^\s*(autosvar|automatiskt svar|frånvaro(meddelande)?|automatic reply|auto[- ]?reply|out of (the )?office|abwesenheit)\b/i;

/**
 * Whether a message is a delivery report (RFC 3464), an automatic answer (RFC 3834's Auto-Submitted, and
 * the headers and subjects mail programs use for out-of-office), or what a person wrote.
 */
export function inboundKind(parsed: ParsedMail): InboundKind {
  const type = parsed.headers.get('content-type') as { value?: string; params?: Record<string, string> };
  if (
    type?.value?.toLowerCase() === 'multipart/report' &&
    type.params?.['report-type']?.toLowerCase() === 'delivery-status'
  )
    return 'bounce';
  const submitted = header(parsed, 'auto-submitted').trim().toLowerCase();
  if (submitted && submitted !== 'no') return 'auto-reply';
  if (header(parsed, 'x-autoreply') || header(parsed, 'x-autorespond')) return 'auto-reply';
  if (/^(auto_reply|bulk|junk)$/i.test(header(parsed, 'precedence').trim())) return 'auto-reply';
  if (AUTO_SUBJECT.test(parsed.subject ?? '')) return 'auto-reply';
  return 'reply';
}

/** What a delivery report says about the mail it returns. */
export interface BounceReport {
  /** The Message-ID of the mail that did not arrive, from the returned headers. */
  messageId: string | null;
  /** Why, as the remote server put it (Diagnostic-Code, else Status). */
  reason: string;
}

const field = (text: string, name: string) =>
  new RegExp(`^${name}:\\s*(.+(?:\\r?\\n[ \\t].+)*)`, 'im').exec(text)?.[1]?.replace(/\s+/g, ' ').trim() ??
  '';

/** Reads a delivery report's status part and the returned mail's headers. */
export function readBounce(parsed: ParsedMail): BounceReport {
  const parts = parsed.attachments;
  const status = parts.find((a) => a.contentType.toLowerCase() === 'message/delivery-status');
  const returned = parts.find((a) =>
    ['message/rfc822', 'text/rfc822-headers', 'message/rfc822-headers'].includes(a.contentType.toLowerCase()),
  );
  const statusText = status?.content.toString('utf8') ?? parsed.text ?? '';
  const diagnostic = field(statusText, 'Diagnostic-Code').replace(/^smtp;\s*/i, '');
  const code = field(statusText, 'Status');
  const returnedText = returned?.content.subarray(0, 64 * 1024).toString('utf8') ?? '';
  const messageId = /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(returnedText)?.[1] ?? null;
  const reason = (diagnostic || (code ? `Status ${code}` : '') || 'Okänd orsak').slice(0, 500);
  return { messageId, reason };
}

/** Every address a header names (To, Cc …), in lower case. */
export function addressesIn(value: AddressObject | AddressObject[] | undefined): string[] {
  const objects = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return objects.flatMap((o) => o.value.flatMap((a) => (a.address ? [a.address.toLowerCase()] : [])));
}

function refusalOf(err: unknown): Error & { responseCode: number } {
  const refusal = err instanceof MailRefusal ? err : new MailRefusal(451, `4.3.0 ${INBOUND_TEXTS.tryLater}`);
  return Object.assign(new Error(refusal.message), { responseCode: refusal.responseCode });
}

/** Reads the message's bytes, stopping at the limit (smtp-server then marks the stream sizeExceeded). */
function readAll(stream: SMTPServerDataStream): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= INBOUND_MAX_BYTES) chunks.push(chunk);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(stream.sizeExceeded ? null : Buffer.concat(chunks)));
  });
}

export interface InboundMailOptions {
  host: string;
  port: number;
  /** The domain this receiver takes mail for (the reply addresses'). */
  domain: string;
}

export class InboundMailServer {
  private readonly server: SMTPServer;
  private readonly rcptTried = new WeakMap<SMTPServerSession, number>();

  constructor(
    private readonly options: InboundMailOptions,
    desk: InboundMailDesk,
    private readonly log: FastifyBaseLogger,
  ) {
    this.server = new SMTPServer({
      name: options.domain,
      banner: 'Rekry',
      // A receiver for answers: no accounts, and no TLS of its own (see docs/deploy.md).
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      size: INBOUND_MAX_BYTES,
      maxClients: 50,
      logger: false,
      onRcptTo: (address, session, callback) => {
        // Every RCPT counts, refused or repeated: a thousand of them (or a guess at tokens) ends at the limit.
        const tried = (this.rcptTried.get(session) ?? 0) + 1;
        this.rcptTried.set(session, tried);
        if (tried > INBOUND_MAX_RECIPIENTS)
          return callback(refusalOf(new MailRefusal(452, `4.5.3 ${INBOUND_TEXTS.tooManyRecipients}`)));
        desk.checkRecipient(address.address.toLowerCase()).then(
          () => callback(),
          (err: unknown) => callback(this.refused(err, 'recipient')),
        );
      },
      onMailFrom: (_address, session, callback) => {
        this.rcptTried.delete(session);
        callback();
      },
      onData: (stream, session, callback) => {
        this.receive(stream, session, desk).then(
          () => callback(),
          (err: unknown) => callback(this.refused(err, 'message')),
        );
      },
    });
    this.server.on('error', (err) => this.log.error({ err }, 'inbound mail receiver error'));
  }

  private refused(err: unknown, what: string) {
    if (!(err instanceof MailRefusal))
      this.log.error({ err }, `inbound mail: the ${what} could not be taken`);
    return refusalOf(err);
  }

  private async receive(stream: SMTPServerDataStream, session: SMTPServerSession, desk: InboundMailDesk) {
    const bytes = await readAll(stream);
    if (!bytes) throw new MailRefusal(552, `5.3.4 ${INBOUND_TEXTS.tooLarge}`);
    let parsed: ParsedMail;
    try {
      parsed = await simpleParser(bytes, { skipHtmlToText: true, skipImageLinks: true, skipTextLinks: true });
    } catch {
      throw new MailRefusal(554, `5.6.0 ${INBOUND_TEXTS.unreadable}`);
    }
    const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
    await desk.take({ recipients, kind: inboundKind(parsed), parsed });
  }

  /** Starts listening; answers the port (the one asked for, or the one given for port 0). */
  listen(): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.options.port, this.options.host, () => {
        this.server.off('error', reject);
        const address = this.server.server.address();
        resolve(typeof address === 'object' && address ? address.port : this.options.port);
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
