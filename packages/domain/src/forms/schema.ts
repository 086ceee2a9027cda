/**
 * Zod schemas for the form shapes of ./types.ts: the server parses an apply call and a stored form with
 * them, the form builder saves with them. Kept apart from the validators so the public bundle needs no zod.
 */
import { z } from 'zod';
import { applicationSourceSchema } from '../application-source.ts';
import { FILE_TOO_LARGE } from './files.ts';
import { PROPERTY_TYPES, type Answers, type FormProperty, type FormValidator } from './types.ts';

/** The most bytes a data URL string may have: a 5,000,000-byte file in base64 plus its header. */
export const MAX_DATA_URL_LENGTH = 6_700_200;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const agePeriod = z.object({
  periodStart: isoDate,
  periodEnd: isoDate,
  minAge: z.number().int().min(0).max(999),
  maxAge: z.number().int().min(0).max(999),
});

const count = z.number().int().min(0).max(100_000);
const validator = z.discriminatedUnion('name', [
  z.object({ name: z.enum(['minLength', 'minYearBorn', 'minYearBornSwe', 'equalYearBorn']), data: count }),
  z.object({ name: z.enum(['minYearAtStart', 'minSelectedInGroup']), data: count }),
  z.object({
    name: z.enum(['allowedYears', 'allowedYearsBornSwe']),
    data: z.string().regex(/^\s*\d{4}(\s*,\s*\d{4})*\s*$/),
  }),
  z.object({
    name: z.literal('allowedAgeInPeriod'),
    data: z.union([
      z.object({ periods: z.array(agePeriod).max(50) }),
      // Strict: a broken `periods` list must fail, not pass as an empty range.
      z.strictObject({
        minAge: z.number().int().min(0).max(999).optional(),
        maxAge: z.number().int().min(0).max(999).optional(),
      }),
    ]),
  }),
  z.object({ name: z.literal('fileRequired'), data: z.boolean() }),
  z.object({
    name: z.enum(['validEmail', 'ssnValidSwe', 'radioRequired', 'beCustomGroupValidation', 'approved']),
    data: z.undefined().optional(),
  }),
]) satisfies z.ZodType<FormValidator, unknown>;

const propertyData = z.object({
  keys: z.array(z.string().max(200)).max(200).optional(),
  label: z.string().max(5000).optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  checked: z.boolean().optional(),
  url: z.string().max(2000).optional(),
  linkText: z.string().max(500).optional(),
  maxLength: z.number().int().min(1).max(100_000).optional(),
  accept: z.string().max(500).optional(),
  maxSize: z.number().int().min(1).max(5_000_000).optional(),
  minWidth: z.number().int().min(1).optional(),
  minHeight: z.number().int().min(1).optional(),
  maxWidth: z.number().int().min(1).optional(),
  maxHeight: z.number().int().min(1).optional(),
});

export const formPropertySchema = z.object({
  key: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/),
  type: z.enum(PROPERTY_TYPES),
  label: z.string().max(5000).default(''),
  placeholder: z.string().max(500).optional(),
  required: z.boolean().default(false),
  isHtml: z.boolean().default(false),
  order: z.number().int(),
  data: propertyData.optional(),
  validators: z.array(validator).max(20).default([]),
  personal: z.boolean().optional(),
}) satisfies z.ZodType<FormProperty, unknown>;

/** A position's whole form: keys unique. */
export const formDefinitionSchema = z
  .array(formPropertySchema)
  .max(500)
  .refine((list) => new Set(list.map((p) => p.key)).size === list.length, 'Fälten måste ha unika nycklar');

const uploadedFile = z.object({
  filename: z.string().trim().min(1, 'Filen saknar namn').max(255, 'Filnamnet är för långt'),
  data: z.string().max(MAX_DATA_URL_LENGTH, FILE_TOO_LARGE),
  size: z.number().int().nonnegative().optional(),
});

export const answersSchema = z.record(
  z.string().max(200),
  z.union([z.string().max(MAX_DATA_URL_LENGTH), z.boolean(), uploadedFile, z.null()]),
) satisfies z.ZodType<Answers, unknown>;

/** The body of POST /api/public/positions/apply (SPEC §7). */
export const applyRequestSchema = z.object({
  action: z.literal('create_jobApplication'),
  data: z.object({
    email: z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254)),
    positionId: z.union([z.number().int().positive(), z.string().uuid()]),
    metadata: answersSchema,
    /** Where the applicant came from (application-source.ts); absent: direct. */
    source: applicationSourceSchema.optional(),
    /** A talent pool invitation's token whose member's files go with the application (checked again). */
    poolFiles: z.string().max(100).optional(),
  }),
});
