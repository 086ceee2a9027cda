import { z } from 'zod';
import { DEFAULT_MESSAGES } from './forms/messages.ts';
import { MESSAGE_KEYS, type MessageKey } from './forms/types.ts';

/**
 * The company's own texts (SPEC §3 container messages, §5): where each shows, what its markers stand for
 * and sample values for the editor's preview. Stored as `/messages/<key>` in the container's properties.
 */
export const MESSAGE_GUIDE: Record<
  MessageKey,
  { title: string; where: string; data?: string; sample?: string }
> = {
  thanksforapply: { title: 'Tack för ansökan', where: 'Rubriken när ansökan är skickad.' },
  job_applied_success: { title: 'Ansökan mottagen', where: 'Texten under rubriken när ansökan är skickad.' },
  job_already_applied: { title: 'Redan sökt', where: 'När någon söker samma tjänst en gång till.' },
  job_wrong_ssn: {
    title: 'Fel personnummer',
    where: 'När servern inte godtar personnumrets form eller längd.',
  },
  ssnValidSwe: {
    title: 'Ogiltigt personnummer',
    where: 'Under fältet för personnummer, när det har fel form eller längd.',
  },
  validEmail: { title: 'Ogiltig e-postadress', where: 'Under fältet för e-post.' },
  minLength: {
    title: 'För kort text',
    where: 'Under ett textfält med minsta längd.',
    data: 'det minsta antalet tecken',
    sample: '10',
  },
  minYearBorn: {
    title: 'För ung (ålder)',
    where: 'När den sökande är yngre än tjänstens minsta ålder.',
    data: 'den lägsta åldern',
    sample: '18',
  },
  minYearBornSwe: {
    title: 'För ung (personnummer)',
    where: 'När personnumret visar att den sökande är för ung.',
    data: 'den lägsta åldern',
    sample: '18',
  },
  allowedYearsBornSwe: {
    title: 'Fel födelseår (personnummer)',
    where: 'När personnumret har ett födelseår som inte får söka.',
    data: 'de tillåtna födelseåren',
    sample: '2007, 2008',
  },
  allowedYears: {
    title: 'Fel födelseår',
    where: 'När det angivna födelseåret inte får söka.',
    data: 'de tillåtna födelseåren',
    sample: '2007, 2008',
  },
  equalYearBorn: {
    title: 'Fel födelseår (exakt)',
    where: 'När tjänsten bara är för ett födelseår.',
    data: 'födelseåret',
    sample: '2008',
  },
  minYearAtStart: {
    title: 'För ung vid start',
    where: 'När den sökande är för ung den dag anställningen börjar.',
    data: 'den lägsta åldern vid start',
    sample: '16',
  },
  minSelectedInGroup: {
    title: 'För få val',
    where: 'Under en grupp där flera alternativ måste väljas.',
    data: 'hur många som måste väljas',
    sample: '2',
  },
  beCustomGroupValidation: { title: 'Ingen aktivitet vald', where: 'Under en grupp av aktiviteter.' },
  approved: { title: 'Villkoren ej godkända', where: 'Under rutan för samtycke och villkor.' },
};

/** Texts with the first name (the thank-you texts) use ##FIRSTNAME##. */
export const FIRSTNAME_KEYS: readonly MessageKey[] = ['thanksforapply', 'job_applied_success'];
export const SAMPLE_FIRSTNAME = 'Anna';

export interface CompanyMessage {
  key: MessageKey;
  /** The company's own text, '' when it uses the default. */
  text: string;
  default: string;
}

/** The stored properties → every message key with the company's text (or '') and its default. */
export function messagesFromProperties(properties: Record<string, unknown>): CompanyMessage[] {
  return MESSAGE_KEYS.map((key) => {
    const own = properties[`/messages/${key}`];
    return { key, text: typeof own === 'string' ? own : '', default: DEFAULT_MESSAGES[key] };
  });
}

const messageText = z
  .string({ error: 'Ogiltig text' })
  .trim()
  .max(5000, 'Texten är för lång (högst 5 000 tecken)');

/** Every key may be sent; an empty text goes back to the default. */
export const companyMessagesSchema = z
  .object(
    Object.fromEntries(MESSAGE_KEYS.map((key) => [key, messageText.optional()])) as Record<
      MessageKey,
      z.ZodOptional<typeof messageText>
    >,
  )
  .strict();
