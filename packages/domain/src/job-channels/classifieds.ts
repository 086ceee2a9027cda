import { z } from 'zod';
import type { ChannelField, ChannelFieldOption } from './fields.ts';
import codes from './classifieds-codes.json' with { type: 'json' };

/**
 * A classifieds site (type 2) that takes job ads by Platsannons-API v1, the contract in
 * docs/contracts/classifieds.md (docs/decisions.md 'Classifieds: Platsannons-API v1 contract'). The data
 * keys are SPEC §3's 'Classifieds (type 2) data'; its code lists are the contract's reference values
 * (classifieds-codes.json).
 */

export interface ClassifiedsCategory {
  id: string;
  name: string;
  /** An ad in a category with sub-categories must name one of them. */
  subs: readonly { id: string; name: string }[];
}

/** The contract's code lists (reference data, in classifieds-codes.json beside this file). */
export const CLASSIFIEDS_CATEGORIES: readonly ClassifiedsCategory[] = codes.categories;

/** The 21 län with SCB's county codes; a kommun's four-digit code starts with its län's two. */
export const CLASSIFIEDS_REGIONS: readonly { id: string; name: string }[] = codes.regions;

export const CLASSIFIEDS_EMPLOYMENT_TYPES: readonly { id: string; name: string }[] = codes.employmentTypes;

/** The ad packages: how many days the ad runs (the last day to apply must fall within them). */
export const CLASSIFIEDS_PRODUCTS: readonly { id: string; name: string; days: number }[] = [
  { id: 'JOBB-BAS', name: 'Bas – 30 dagar', days: 30 },
  { id: 'JOBB-PLUS', name: 'Plus – 45 dagar, framhävd i listan', days: 45 },
  { id: 'JOBB-PREMIUM', name: 'Premium – 60 dagar, överst i listan', days: 60 },
];

/** The contract's field limits (a longer value is refused with 422). */
export const CLASSIFIEDS_LIMITS = { title: 100, summary: 300, description: 20_000 } as const;

const opts = (list: readonly { id: string; name: string }[]): ChannelFieldOption[] =>
  list.map((c) => ({ value: c.id, label: c.name }));

export const classifiedsSettingFields = [
  { key: 'customerId', label: 'Kundnummer', kind: 'text', required: true, maxLength: 40 },
  {
    key: 'vatId',
    label: 'Momsregistreringsnummer',
    kind: 'text',
    maxLength: 14,
    help: 'T.ex. SE556677889901',
  },
] as const satisfies readonly ChannelField[];

export const classifiedsDataFields = [
  {
    key: 'summary',
    label: 'Ingress',
    kind: 'textarea',
    required: true,
    maxLength: CLASSIFIEDS_LIMITS.summary,
  },
  {
    key: 'categoryId',
    label: 'Kategori',
    kind: 'select',
    required: true,
    options: opts(CLASSIFIEDS_CATEGORIES),
  },
  {
    key: 'categorySubId',
    label: 'Underkategori',
    kind: 'select',
    dependsOn: 'categoryId',
    options: CLASSIFIEDS_CATEGORIES.flatMap((c) =>
      c.subs.map((s) => ({ value: s.id, label: s.name, parent: c.id })),
    ),
  },
  {
    key: 'employmentId',
    label: 'Anställningsform',
    kind: 'select',
    required: true,
    options: opts(CLASSIFIEDS_EMPLOYMENT_TYPES),
  },
  { key: 'regionId', label: 'Län', kind: 'select', required: true, options: opts(CLASSIFIEDS_REGIONS) },
  {
    key: 'regionSubId',
    label: 'Kommunkod',
    kind: 'text',
    dependsOn: 'regionId',
    maxLength: 4,
    help: 'Fyra siffror enligt SCB, t.ex. 0180 för Stockholm. Tomt: hela länet.',
  },
  {
    key: 'productId',
    label: 'Annonspaket',
    kind: 'select',
    required: true,
    options: opts(CLASSIFIEDS_PRODUCTS),
  },
  { key: 'jobAdId', label: 'Annons-id hos sajten', kind: 'text', readOnly: true },
] as const satisfies readonly ChannelField[];

export const classifiedsSettingsSchema = z.object({
  customerId: z.string().trim().min(1, 'Ange kundnummer').max(40, 'Kundnumret får vara högst 40 tecken'),
  vatId: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || /^SE\d{12}$/.test(v), 'Momsregistreringsnumret ska vara SE och tolv siffror')
    .default(''),
});

export function classifiedsCategory(id: string): ClassifiedsCategory | undefined {
  return CLASSIFIEDS_CATEGORIES.find((c) => c.id === id);
}

export function classifiedsProduct(id: string) {
  return CLASSIFIEDS_PRODUCTS.find((p) => p.id === id);
}

// '' is left to min(1), so an empty field gets one message ('Välj …'), not two.
const inList = (list: readonly { id: string }[]) => (v: string) => v === '' || list.some((c) => c.id === v);

export const classifiedsDataSchema = z
  .object({
    summary: z
      .string()
      .trim()
      .min(1, 'Ange en ingress')
      .max(CLASSIFIEDS_LIMITS.summary, `Ingressen får vara högst ${CLASSIFIEDS_LIMITS.summary} tecken`),
    categoryId: z
      .string()
      .trim()
      .min(1, 'Välj kategori')
      .refine(inList(CLASSIFIEDS_CATEGORIES), 'Annonssajten har ingen sådan kategori'),
    categorySubId: z.string().trim().default(''),
    employmentId: z
      .string()
      .trim()
      .min(1, 'Välj anställningsform')
      .refine(inList(CLASSIFIEDS_EMPLOYMENT_TYPES), 'Annonssajten har ingen sådan anställningsform'),
    regionId: z
      .string()
      .trim()
      .min(1, 'Välj län')
      .refine(inList(CLASSIFIEDS_REGIONS), 'Annonssajten har inget sådant län'),
    regionSubId: z
      .string()
      .trim()
      .refine((v) => v === '' || /^\d{4}$/.test(v), 'Kommunkoden ska vara fyra siffror')
      .default(''),
    productId: z
      .string()
      .trim()
      .min(1, 'Välj annonspaket')
      .refine(inList(CLASSIFIEDS_PRODUCTS), 'Annonssajten har inget sådant annonspaket'),
    /** The site's id of the ad, set from its answer; never taken from the browser. */
    jobAdId: z.string().optional(),
  })
  .superRefine((d, ctx) => {
    const category = classifiedsCategory(d.categoryId);
    // Only judged once the category itself is known: one message per mistake.
    if (category && category.subs.length > 0) {
      if (d.categorySubId === '') {
        ctx.addIssue({ code: 'custom', path: ['categorySubId'], message: 'Välj underkategori' });
      } else if (!category.subs.some((s) => s.id === d.categorySubId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['categorySubId'],
          message: `Underkategorin hör inte till kategorin ${category.name}`,
        });
      }
    } else if (category && d.categorySubId !== '') {
      ctx.addIssue({
        code: 'custom',
        path: ['categorySubId'],
        message: `Kategorin ${category.name} har inga underkategorier`,
      });
    }
    const region = CLASSIFIEDS_REGIONS.find((r) => r.id === d.regionId);
    if (region && /^\d{4}$/.test(d.regionSubId) && !d.regionSubId.startsWith(region.id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['regionSubId'],
        message: `Kommunkoden hör inte till ${region.name} (den ska börja med ${region.id})`,
      });
    }
  });

export const classifieds = {
  partner: 'classifieds',
  typeId: 2,
  name: 'Annonssajt (Platsannons-API)',
  about: 'Platsannonser på en annonssajt som tar emot annonser enligt Platsannons-API v1.',
  settingFields: classifiedsSettingFields,
  secretLabel: 'API-nyckel',
  dataFields: classifiedsDataFields,
  settingsSchema: classifiedsSettingsSchema,
  dataSchema: classifiedsDataSchema,
  /** The contract's reference values, for the adapter and the local peer. */
  codes: {
    categories: CLASSIFIEDS_CATEGORIES,
    regions: CLASSIFIEDS_REGIONS,
    employmentTypes: CLASSIFIEDS_EMPLOYMENT_TYPES,
    products: CLASSIFIEDS_PRODUCTS,
    limits: CLASSIFIEDS_LIMITS,
  },
} as const;
