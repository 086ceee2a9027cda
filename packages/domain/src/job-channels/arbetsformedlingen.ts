import { z } from 'zod';
import {
  OCCUPATION_ID,
  TAXONOMIES,
  UNTIL_FURTHER_NOTICE,
  isTaxonomyCode,
  taxonomyEntry,
} from '../taxonomy/index.ts';
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
  {
    key: 'contactEmail',
    label: 'E-post för besked från Arbetsförmedlingen',
    kind: 'text',
    maxLength: 200,
    help: 'Kvitton och felbesked skickas hit. Tomt: företagets e-postadress.',
  },
] as const satisfies readonly ChannelField[];

/** The format's salary-type codes (SalaryMonthly): not published, a search criterion. */
export const SALARY_TYPES = [
  { value: '1', label: 'Fast lön' },
  { value: '2', label: 'Fast lön och provision' },
  { value: '3', label: 'Provisionslön' },
] as const;

/** The format's Title and address limits (docs/platsbanken-format.md). */
export const PLATSBANKEN_LIMITS = { title: 75, address: 50, municipality: 50, url: 200, salaryText: 255 };

export const arbetsformedlingenDataFields = [
  {
    key: 'title',
    label: 'Rubrik',
    kind: 'text',
    maxLength: PLATSBANKEN_LIMITS.title,
    help: `Högst ${PLATSBANKEN_LIMITS.title} tecken. Tomt: tjänstens namn.`,
  },
  {
    key: 'positionSummary',
    label: 'Sammanfattning',
    kind: 'textarea',
    maxLength: 1000,
    help: 'Står först i annonstexten på Platsbanken.',
  },
  { key: 'occupationId', label: 'Yrke', kind: 'taxonomy', taxonomy: 'occupation', required: true },
  { key: 'cityId', label: 'Kommun', kind: 'taxonomy', taxonomy: 'municipality', required: true },
  {
    key: 'address',
    label: 'Gatuadress',
    kind: 'text',
    required: true,
    maxLength: PLATSBANKEN_LIMITS.address,
  },
  { key: 'zipCode', label: 'Postnummer', kind: 'text', required: true, maxLength: 10 },
  { key: 'city', label: 'Ort', kind: 'text', required: true, maxLength: PLATSBANKEN_LIMITS.municipality },
  { key: 'countryCode', label: 'Landskod', kind: 'text', required: true, maxLength: 2 },
  {
    key: 'regularTimeType',
    label: 'Anställningsform',
    kind: 'taxonomy',
    taxonomy: 'employmentType',
    required: true,
  },
  { key: 'temporaryTimeLength', label: 'Varaktighet', kind: 'taxonomy', taxonomy: 'duration' },
  {
    key: 'durationText',
    label: 'Varaktighet i annonsen',
    kind: 'text',
    required: true,
    maxLength: 200,
    help: 'Visas under Arbetstid Varaktighet, t.ex. Tills vidare eller 2025-06-01 till 2025-08-31.',
  },
  {
    key: 'scheduleTimeType',
    label: 'Omfattning',
    kind: 'taxonomy',
    taxonomy: 'worktimeExtent',
    required: true,
  },
  {
    key: 'scheduleText',
    label: 'Arbetstid i annonsen',
    kind: 'text',
    required: true,
    maxLength: 200,
    help: 'Visas under Arbetstid Varaktighet, t.ex. Heltid, dagtid.',
  },
  { key: 'salaryType', label: 'Lönetyp', kind: 'select', required: true, options: SALARY_TYPES },
  { key: 'salaryMontly', label: 'Månadslön (kr)', kind: 'number' },
  {
    key: 'salaryDescription',
    label: 'Lönebeskrivning',
    kind: 'text',
    maxLength: 200,
    help: 'Visas under Lön. Tomt: lönetypen och månadslönen.',
  },
  {
    key: 'experienceRequired',
    label: 'Erfarenhet',
    kind: 'select',
    required: true,
    options: [
      { value: 'no', label: 'Krävs inte' },
      { value: 'yes', label: 'Krävs' },
    ],
  },
  {
    key: 'qualificationCategory',
    label: 'Annan kvalifikation',
    kind: 'select',
    options: [
      { value: '', label: 'Ingen' },
      { value: 'education', label: 'Utbildning' },
      { value: 'driving_license', label: 'Körkort (B)' },
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
  { key: 'senderId', label: 'Avsändar-id (tomt: företagets)', kind: 'text', maxLength: 40 },
  { key: 'transactionId', label: 'Transaktions-id', kind: 'text', readOnly: true },
] as const satisfies readonly ChannelField[];

export const arbetsformedlingenSettingsSchema = z.object({
  senderId: z
    .string()
    .trim()
    .min(1, 'Ange avsändar-id')
    .max(40, 'Avsändar-id får vara högst 40 tecken')
    .regex(/^\d+$/, 'Avsändar-id är kundnumret hos Arbetsförmedlingen, bara siffror'),
  contactEmail: z.union([z.literal(''), z.email('Ange en giltig e-postadress')]).default(''),
});

/** Values stored before the format was followed, read as what they meant. */
const LEGACY_QUALIFICATIONS = new Set(['experience', 'language']);

export const arbetsformedlingenDataSchema = z
  .object({
    title: optionalText(
      PLATSBANKEN_LIMITS.title,
      `Rubriken får vara högst ${PLATSBANKEN_LIMITS.title} tecken`,
    ),
    positionSummary: optionalText(1000, 'Sammanfattningen får vara högst 1000 tecken'),
    occupationId: z
      .string({ error: 'Välj ett yrke' })
      .trim()
      .min(1, 'Välj ett yrke')
      .regex(OCCUPATION_ID, 'Välj ett yrke från listan'),
    cityId: coded('municipality', 'Välj en kommun', 'Välj en kommun från listan'),
    address: trimmed(
      PLATSBANKEN_LIMITS.address,
      `Adressen får vara högst ${PLATSBANKEN_LIMITS.address} tecken`,
    ).min(1, 'Ange gatuadress'),
    // Five digits in Sweden (checked below with the country); abroad the board takes any short code.
    zipCode: trimmed(10, 'Postnumret får vara högst 10 tecken').min(1, 'Ange postnummer'),
    city: trimmed(
      PLATSBANKEN_LIMITS.municipality,
      `Orten får vara högst ${PLATSBANKEN_LIMITS.municipality} tecken`,
    ).min(1, 'Ange ort'),
    countryCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Landskoden ska vara två bokstäver, t.ex. SE')
      .default('SE'),
    regularTimeType: coded('employmentType', 'Välj anställningsform', 'Välj en anställningsform från listan'),
    scheduleTimeType: coded('worktimeExtent', 'Välj omfattning', 'Välj heltid eller deltid'),
    scheduleText: trimmed(200, 'Arbetstiden får vara högst 200 tecken').min(1, 'Beskriv arbetstiden'),
    temporaryTimeLength: z
      .string()
      .trim()
      .refine((code) => code === '' || isTaxonomyCode('duration', code), 'Välj en varaktighet från listan')
      .default(''),
    durationText: trimmed(200, 'Varaktigheten får vara högst 200 tecken').min(1, 'Beskriv varaktigheten'),
    salaryType: z.enum(['1', '2', '3'], { error: 'Välj lönetyp' }).default('1'),
    salaryMontly: z
      .number({ error: 'Månadslönen ska vara ett belopp i kronor' })
      .int('Månadslönen ska vara hela kronor')
      .min(0, 'Månadslönen kan inte vara negativ')
      .max(1_000_000, 'Månadslönen är orimligt hög')
      .nullable()
      .default(null),
    salaryDescription: optionalText(200, 'Lönebeskrivningen får vara högst 200 tecken'),
    experienceRequired: z.enum(['yes', 'no'], { error: 'Ange om erfarenhet krävs' }).default('no'),
    qualificationCategory: z
      .preprocess(
        (v) => (typeof v === 'string' && LEGACY_QUALIFICATIONS.has(v) ? '' : v),
        z.enum(['', 'education', 'driving_license'], { error: 'Okänd kvalifikation' }),
      )
      .default(''),
    qualificationType: z
      .enum(['required', 'merit'], { error: 'Välj krav eller meriterande' })
      .default('merit'),
    senderId: optionalText(40, 'Avsändar-id får vara högst 40 tecken'),
    /** Set by Rekry for each publish (the board's idempotency key); never taken from the browser. */
    transactionId: z.string().optional(),
  })
  .superRefine((d, ctx) => {
    const unavailable = taxonomyEntry('employmentType', d.regularTimeType)?.unavailable;
    if (unavailable) ctx.addIssue({ code: 'custom', message: unavailable, path: ['regularTimeType'] });
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
    // 9999 is the format's code for a job abroad, and only for that.
    if ((d.cityId === ABROAD) !== (d.countryCode !== 'SE')) {
      ctx.addIssue({
        code: 'custom',
        message:
          d.cityId === ABROAD
            ? 'Ange landet för ett arbete utomlands'
            : 'Välj Utomlands som kommun för ett arbete utanför Sverige',
        path: d.cityId === ABROAD ? ['countryCode'] : ['cityId'],
      });
    }
  });

/** The municipality code of a job abroad. */
export const ABROAD = '9999';

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
