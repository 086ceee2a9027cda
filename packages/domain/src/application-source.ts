import { z } from 'zod';
import { SOURCE_HOST, SOURCE_LIMITS, SOURCE_TEXT } from './application-words.ts';

export * from './application-words.ts';

export const SOURCE_TEXTS = {
  tooLong: (what: string) => `${what} får vara högst ${SOURCE_LIMITS.text} tecken`,
  characters: (what: string) =>
    `${what} får bara innehålla bokstäver, siffror, mellanslag och tecknen . _ - + ~`,
  host: 'Den hänvisande webbplatsen måste vara ett värdnamn, till exempel www.example.se',
  invalid: 'Ogiltig källa',
} as const;

const sourceText = (what: string) =>
  z
    .string({ error: SOURCE_TEXTS.characters(what) })
    .trim()
    .max(SOURCE_LIMITS.text, SOURCE_TEXTS.tooLong(what))
    .regex(SOURCE_TEXT, SOURCE_TEXTS.characters(what))
    .optional();

/** The source part of the apply request: bounded, or a 400 per field. */
export const applicationSourceSchema = z
  .object(
    {
      kalla: sourceText('Källan'),
      utmSource: sourceText('utm_source'),
      utmMedium: sourceText('utm_medium'),
      utmCampaign: sourceText('utm_campaign'),
      referrer: z
        .string({ error: SOURCE_TEXTS.host })
        .trim()
        .toLowerCase()
        .max(SOURCE_LIMITS.host, SOURCE_TEXTS.host)
        .regex(SOURCE_HOST, SOURCE_TEXTS.host)
        .optional(),
    },
    { error: SOURCE_TEXTS.invalid },
  )
  .strict();
