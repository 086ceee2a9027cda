/**
 * A company's free tags on applications ('Taggar'): a flat list of names the staff make up (Teamtailor's
 * and Greenhouse's tags), added to applications beside their status and process level.
 */
import { z } from 'zod';
import { positiveId } from './ids.ts';

export interface Tag {
  id: number;
  name: string;
}

/** A tag of the company with how many applications carry it (the settings screen). */
export interface TagSummary extends Tag {
  applicants: number;
}

/** A tag is a badge: a word or two, shorter than a status's name. */
export const TAG_NAME_MAX_LENGTH = 50;
/** Enough for any company's own words, few enough for a picker. */
export const MAX_TAGS_PER_COMPANY = 200;
/** Tags one application may carry. */
export const MAX_TAGS_PER_APPLICATION = 50;
/** The list's tag filter when no tag is chosen ('Alla'). */
export const ALL_TAGS = -1;

export const TAG_TEXTS = {
  name: 'Ange ett namn',
  nameTooLong: `Namnet får vara högst ${TAG_NAME_MAX_LENGTH} tecken`,
  nameTaken: (name: string) => `Det finns redan en tagg som heter ${name}`,
  notFound: 'Taggen finns inte',
  unknownTag: 'Okänd tagg',
  tooMany: `Högst ${MAX_TAGS_PER_COMPANY} taggar per företag`,
  tooManyOnApplication: `Högst ${MAX_TAGS_PER_APPLICATION} taggar per sökande`,
  created: 'Taggen skapad',
  renamed: 'Taggen sparad',
  removed: 'Taggen borttagen',
} as const;

export const tagNameSchema = z
  .string({ error: TAG_TEXTS.name })
  .trim()
  .min(1, TAG_TEXTS.name)
  .max(TAG_NAME_MAX_LENGTH, TAG_TEXTS.nameTooLong);
export const tagId = positiveId(TAG_TEXTS.unknownTag);
export const tagIds = z
  .array(tagId, { error: TAG_TEXTS.unknownTag })
  .max(MAX_TAGS_PER_APPLICATION, TAG_TEXTS.tooManyOnApplication);

/** The list's filter by tag: ALL_TAGS or one of the company's tags. */
export const tagFilter = z.coerce
  .number({ error: TAG_TEXTS.unknownTag })
  .int(TAG_TEXTS.unknownTag)
  .refine((v) => v === ALL_TAGS || (v > 0 && v <= 2_147_483_647), TAG_TEXTS.unknownTag)
  .default(ALL_TAGS);
