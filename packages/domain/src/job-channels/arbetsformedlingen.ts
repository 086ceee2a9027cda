import { z } from 'zod';
import { TAXONOMIES, UNTIL_FURTHER_NOTICE, isTaxonomyCode } from '../taxonomy/index.ts';
import type { ChannelField, TaxonomyName } from './fields.ts';

/**
 * Platsbanken, Arbetsförmedlingen's job board (type 3), reached by direct transfer of job ads
 * (docs/decisions.md 'Job boards: Platsbanken direct transfer'). The data keys are SPEC §3's 'Job board (type 3)
 * data'; the codes come from packages/domain/src/taxonomy.
 */
const trimmed = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
const optionalText = (max: number, tooLong: string) => trimmed(max, tooLong).default('');
/** A code from one of the board's lists: the board refuses an ad with a code it does not know. */
const coded = (taxonomy: TaxonomyName, missing: string, unknown: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .refine((code) => code === '' || isTaxonomyCode(taxonomy, code), unknown);

export const arbetsformedlingenSettingFields = [
  {
    key: 'senderId',
    label: 'Avsändar-id (organisationens kundnummer)',
    kind: 'text',
    required: true,
    maxLength: 40,
    help: 'Står under Hantera organisation hos Arbetsförmedlingen.',
  },
  { key: 'contactEmail', label: 'E-post för besked från Arbetsförmedlingen', kind: 'text', maxLength: 200 },
] as const satisfies readonly ChannelField[];

export const arbetsformedlingenDataFields = [
  { key: 'positionSummary', label: 'Sammanfattning', kind: 'textarea', required: true, maxLength: 1000 },
  { key: 'occupationId', label: 'Yrke', kind: 'taxonomy', taxonomy: 'occupation', required: true },
  { key: 'cityId', label: 'Kommun', kind: 'taxonomy', taxonomy: 'municipality', required: true },
  { key: 'address', label: 'Gatuadress', kind: 'text', required: true, maxLength: 100 },
  { key: 'zipCode', label: 'Postnummer', kind: 'text', required: true, maxLength: 10 },
  { key: 'city', label: 'Ort', kind: 'text', required: true, maxLength: 60 },
  { key: 'countryCode', label: 'Landskod', kind: 'text', required: true, maxLength: 2 },
  {
    key: 'regularTimeType',
    label: 'Anställningsform',
    kind: 'taxonomy',
    taxonomy: 'employmentType',
    required: true,
  },
  {
    key: 'scheduleTimeType',
    label: 'Omfattning',
    kind: 'taxonomy',
    taxonomy: 'worktimeExtent',
    required: true,
  },
  { key: 'temporaryTimeLength', label: 'Varaktighet', kind: 'taxonomy', taxonomy: 'duration' },
  { key: 'salaryMontly', label: 'Månadslön (kr)', kind: 'number' },
  { key: 'salaryDescription', label: 'Lönebeskrivning', kind: 'text', maxLength: 200 },
  {
    key: 'qualificationCategory',
    label: 'Kvalifikation',
    kind: 'select',
    options: [
      { value: '', label: 'Ingen' },
      { value: 'experience', label: 'Erfarenhet' },
      { value: 'education', label: 'Utbildning' },
      { value: 'driving_license', label: 'Körkort' },
      { value: 'language', label: 'Språk' },
    ],
  },
  {
    key: 'qualificationType',
    label: 'Krav eller meriterande',
    kind: 'select',
    options: [
      { value: 'required', label: 'Krav' },
      { value: 'merit', label: 'Meriterande' },
    ],
  },
  { key: 'qualificationYearsOfExperince', label: 'Års erfarenhet', kind: 'number' },
  { key: 'senderId', label: 'Avsändar-id (tomt: företagets)', kind: 'text', maxLength: 40 },
  { key: 'transactionId', label: 'Transaktions-id', kind: 'text', readOnly: true },
] as const satisfies readonly ChannelField[];

export const arbetsformedlingenSettingsSchema = z.object({
  senderId: z.string().trim().min(1, 'Ange avsändar-id').max(40, 'Avsändar-id får vara högst 40 tecken'),
  contactEmail: z.union([z.literal(''), z.email('Ange en giltig e-postadress')]).default(''),
});

export const arbetsformedlingenDataSchema = z
  .object({
    positionSummary: trimmed(1000, 'Sammanfattningen får vara högst 1000 tecken').min(
      1,
      'Ange en sammanfattning',
    ),
    occupationId: coded('occupation', 'Välj ett yrke', 'Välj ett yrke från listan'),
    cityId: coded('municipality', 'Välj en kommun', 'Välj en kommun från listan'),
    address: trimmed(100, 'Adressen får vara högst 100 tecken').min(1, 'Ange gatuadress'),
    // Five digits in Sweden (checked below with the country); abroad the board takes any short code.
    zipCode: trimmed(10, 'Postnumret får vara högst 10 tecken').min(1, 'Ange postnummer'),
    city: trimmed(60, 'Orten får vara högst 60 tecken').min(1, 'Ange ort'),
    countryCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Landskoden ska vara två bokstäver, t.ex. SE')
      .default('SE'),
    regularTimeType: coded('employmentType', 'Välj anställningsform', 'Välj en anställningsform från listan'),
    scheduleTimeType: coded('worktimeExtent', 'Välj omfattning', 'Välj heltid eller deltid'),
    temporaryTimeLength: z
      .string()
      .trim()
      .refine((code) => code === '' || isTaxonomyCode('duration', code), 'Välj en varaktighet från listan')
      .default(''),
    salaryMontly: z
      .number({ error: 'Månadslönen ska vara ett belopp i kronor' })
      .int('Månadslönen ska vara hela kronor')
      .min(0, 'Månadslönen kan inte vara negativ')
      .max(1_000_000, 'Månadslönen är orimligt hög')
      .nullable()
      .default(null),
    salaryDescription: optionalText(200, 'Lönebeskrivningen får vara högst 200 tecken'),
    qualificationCategory: z
      .enum(['', 'experience', 'education', 'driving_license', 'language'], { error: 'Okänd kvalifikation' })
      .default(''),
    qualificationType: z
      .enum(['required', 'merit'], { error: 'Välj krav eller meriterande' })
      .default('merit'),
    qualificationYearsOfExperince: z
      .number({ error: 'Ange antal år' })
      .int('Ange hela år')
      .min(0, 'Antal år kan inte vara negativt')
      .max(50, 'Högst 50 år')
      .nullable()
      .default(null),
    senderId: optionalText(40, 'Avsändar-id får vara högst 40 tecken'),
    /** Set by Rekry for each publish (the board's idempotency key); never taken from the browser. */
    transactionId: z.string().optional(),
  })
  .superRefine((d, ctx) => {
    // Platsbanken sends a time-limited job as Duration Temporary with a TermLength, an open-ended one as
    // Regular: the two must agree or the board refuses the ad.
    const endless = d.temporaryTimeLength === '' || d.temporaryTimeLength === UNTIL_FURTHER_NOTICE;
    const codesKnown =
      isTaxonomyCode('employmentType', d.regularTimeType) &&
      (d.temporaryTimeLength === '' || isTaxonomyCode('duration', d.temporaryTimeLength));
    if (codesKnown && isTemporary(d.regularTimeType) && endless) {
      ctx.addIssue({
        code: 'custom',
        message: 'Ange varaktighet för en tidsbegränsad anställning',
        path: ['temporaryTimeLength'],
      });
    }
    if (codesKnown && !isTemporary(d.regularTimeType) && !endless) {
      ctx.addIssue({
        code: 'custom',
        message: 'En vanlig anställning gäller tills vidare. Välj tidsbegränsad anställning för en viss tid',
        path: ['temporaryTimeLength'],
      });
    }
    if (d.countryCode === 'SE' && !/^\d{3} ?\d{2}$/.test(d.zipCode)) {
      ctx.addIssue({ code: 'custom', message: 'Postnumret ska vara fem siffror', path: ['zipCode'] });
    }
  });

/** Employment types that need a duration (taxonomy 'employmentType' codes marked temporary). */
export const TEMPORARY_EMPLOYMENT_TYPES: ReadonlySet<string> = new Set(
  TAXONOMIES.employmentType.filter((e) => e.temporary).map((e) => e.code),
);
function isTemporary(code: string) {
  return TEMPORARY_EMPLOYMENT_TYPES.has(code);
}

export const arbetsformedlingen = {
  partner: 'arbetsformedlingen',
  typeId: 3,
  name: 'Platsbanken (Arbetsförmedlingen)',
  about: 'Sveriges största jobbsajt. Annonsen förs över direkt till Platsbanken.',
  settingFields: arbetsformedlingenSettingFields,
  secretLabel: 'API-nyckel',
  dataFields: arbetsformedlingenDataFields,
  settingsSchema: arbetsformedlingenSettingsSchema,
  dataSchema: arbetsformedlingenDataSchema,
} as const;
