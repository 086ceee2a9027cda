/**
 * Conversations between staff and an applicant (SPEC §2 /admin/chat, /admin/chat/{id}, /admin/recruit-chat;
 * §7 'messaging channels and send message'). One conversation per application; plain-text messages (shown
 * escaped, never as HTML) with an optional attachment under the application-upload rules (SPEC §5).
 */
import { z } from 'zod';
import { fileDataUrl, isConvertedPdf } from './applicant-files.ts';
import { APPLICANT_TEXTS } from './applicants.ts';
import { positiveId } from './ids.ts';

/** The longest message, in characters. */
export const MESSAGE_MAX_LENGTH = 5000;
/** How many conversations one page of the list holds at most (and by default). */
export const CHANNELS_PAGE_MAX = 100;
export const CHANNELS_PAGE_DEFAULT = 30;
/** How long an e-mailed reply link works, in days. */
export const REPLY_LINK_DAYS = 30;

/** The Swedish texts both sides use (server errors, e-mail, the reply page's answers). */
export const CHAT_TEXTS = {
  /** The same 404 as the staff side's: another person's application is not there. */
  applicationNotFound: APPLICANT_TEXTS.applicationNotFound,
  emptyMessage: 'Skriv ett meddelande eller bifoga en fil',
  tooLong: `Meddelandet får vara högst ${MESSAGE_MAX_LENGTH} tecken`,
  notText: 'Meddelandet måste vara text',
  badCursor: 'Ogiltig sidmarkör',
  linkUnknown: 'Länken är ogiltig, redan använd eller har gått ut. Du får en ny länk med nästa meddelande.',
  replySent: 'Tack! Ditt svar har skickats.',
  emailSubject: (company: string) => `Nytt meddelande från ${company}`,
  emailIntro: (company: string, position: string) =>
    `Du har fått ett nytt meddelande från ${company} om din ansökan till ${position}.`,
  emailReply: 'Läs och svara här:',
  emailSignIn: 'Du kan också logga in och läsa dina meddelanden under Mina meddelanden.',
  emailAnswerByMail: 'Du kan också svara direkt på det här mejlet.',
  emailAttachment: (name: string) => `Bifogad fil: ${name} (finns via länken nedan)`,
  attachmentAdded: (name: string) => `Fil bifogad i meddelande: ${name}`,
  notificationTitle: 'Nytt meddelande',
  notificationMessage: (name: string, position: string) =>
    `${name || 'En sökande'} har skickat ett meddelande om ${position}.`,
} as const;

/** What the receiver of e-mailed answers says: in the SMTP conversation, the log and the thread. */
export const MAIL_REPLY_TEXTS = {
  unknownAddress: 'Okänd mottagare',
  erased: 'Ansökan finns inte längre, så svaret har inte sparats',
  notAnAnswer: 'Meddelandet är inte ett svar på ett mejl från Rekry',
  logAnswer: (subject: string) => `Svar via e-post: ${subject || '(utan ämne)'}`,
  logAutoReply: (subject: string) => `Automatiskt svar via e-post: ${subject || '(utan ämne)'}`,
  logBounce: (subject: string, reason: string) => `E-post kom inte fram: ${subject} (${reason})`,
  bounceTitle: 'E-post kom inte fram',
  bounceMessage: (address: string, subject: string, reason: string) =>
    `E-post till ${address} (${subject}) kom inte fram: ${reason}`,
  attachmentRefused: (name: string, why: string) => `Bilagan ”${name}” sparades inte: ${why}`,
  tooManyAttachments: (max: number) => `Bara de ${max} första bilagorna sparades.`,
  truncated: '[Svaret kortades vid 5 000 tecken]',
} as const;

const body = z
  .string({ error: CHAT_TEXTS.notText })
  .max(MESSAGE_MAX_LENGTH, CHAT_TEXTS.tooLong)
  .transform((text) => text.replace(/\r\n?/g, '\n').trim())
  .default('');

const attachment = z
  .object(
    {
      filename: z
        .string({ error: 'Filnamnet saknas' })
        .trim()
        .min(1, 'Filnamnet saknas')
        .max(200, 'Filnamnet är för långt')
        .refine(
          (name) => !/[/\\]/.test(name) && ![...name].some((c) => c.charCodeAt(0) < 32),
          'Ogiltigt filnamn',
        )
        .refine((name) => !isConvertedPdf(name), 'Ogiltigt filnamn'),
      data: fileDataUrl,
    },
    { error: 'Ogiltig bilaga' },
  )
  .optional();

/** A message as it is sent: text and/or one attachment (a data URL, at most 5 MB). */
export const messageShape = { body, attachment };
export const hasContent = (m: { body: string; attachment?: unknown }) =>
  m.body.length > 0 || m.attachment !== undefined;
export const messageSchema = z
  .object(messageShape)
  .refine(hasContent, { message: CHAT_TEXTS.emptyMessage, path: ['body'] });
export type NewMessage = z.input<typeof messageSchema>;

export const conversationApplicationId = positiveId('Ogiltig ansökan');

/** Keyset cursor of the list: the last row's time (unix ms) and id, as `ms:id`. */
export const channelsCursor = z
  .string({ error: CHAT_TEXTS.badCursor })
  .regex(/^\d{1,15}:\d{1,10}$/, CHAT_TEXTS.badCursor)
  .optional();
export const channelsTake = z.coerce
  .number({ error: `Antalet måste vara ett heltal mellan 1 och ${CHANNELS_PAGE_MAX}` })
  .int(`Antalet måste vara ett heltal mellan 1 och ${CHANNELS_PAGE_MAX}`)
  .min(1, `Antalet måste vara ett heltal mellan 1 och ${CHANNELS_PAGE_MAX}`)
  .max(CHANNELS_PAGE_MAX, `Antalet måste vara ett heltal mellan 1 och ${CHANNELS_PAGE_MAX}`)
  .default(CHANNELS_PAGE_DEFAULT);

/** Who wrote a message, as the reader sees it. */
export type MessageAuthor =
  { kind: 'staff'; userId: number | null; name: string } | { kind: 'applicant'; name: string };

export interface MessageAttachment {
  fileId: number;
  filename: string;
  size: number;
}

export interface ConversationMessage {
  id: number;
  author: MessageAuthor;
  /** Plain text: the client shows it as text, never as HTML. */
  body: string;
  attachment: MessageAttachment | null;
  /** How it came: written in Rekry, or an applicant's answer to an e-mail. */
  via: 'app' | 'email';
  /** An automatic answer (out of office): nobody was notified of it. */
  autoReply: boolean;
  /** An e-mailed answer's quoted history ('' when none), shown folded. */
  quoted: string;
  /** Unix seconds. */
  createdAt: number;
  /** Written by the reader themselves. */
  own: boolean;
}

/** One row of a conversation list (staff: the company's; an applicant: their own). */
export interface ConversationSummary {
  applicationId: number;
  positionId: number;
  positionName: string;
  /** Staff see the applicant's name; an applicant sees the company's. */
  applicantName: string;
  companyName: string;
  lastMessage: {
    body: string;
    hasAttachment: boolean;
    fromApplicant: boolean;
    /** Written by the reader themselves ('Du: …' in the list). */
    own: boolean;
    createdAt: number;
  } | null;
  unread: number;
}

export interface ConversationPage {
  items: ConversationSummary[];
  /** Unread messages in every conversation of the list, not just this page. */
  unread: number;
  /** Pass it back for the next page; null on the last one. */
  nextCursor: string | null;
}

/** A thread, oldest first (the chat convention: newest at the bottom). */
export interface ConversationThread {
  conversation: ConversationSummary;
  messages: ConversationMessage[];
  /** Whether the caller may write (staff: writer on the position; the applicant: always). */
  canWrite: boolean;
}

/** What the reply link's page shows. */
export type ReplyLinkInfo = ConversationThread;
