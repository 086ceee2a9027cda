import { z } from 'zod';
import type { ChannelField, ChannelFieldOption } from './fields.ts';

/**
 * A classifieds site (type 2) that takes job ads by Platsannons-API v1, the contract in
 * docs/contracts/classifieds.md (docs/decisions.md 'Classifieds: Platsannons-API v1 contract'). The data
 * keys are SPEC §3's 'Classifieds (type 2) data'; the code lists below are the contract's reference values.
 */

export interface ClassifiedsCategory {
  id: string;
  name: string;
  /** An ad in a category with sub-categories must name one of them. */
  subs: readonly { id: string; name: string }[];
}

export const CLASSIFIEDS_CATEGORIES: readonly ClassifiedsCategory[] = [
  {
    id: '10',
    name: 'Administration, ekonomi och juridik',
    subs: [
      { id: '1001', name: 'Administration och kontor' },
      { id: '1002', name: 'Ekonomi och redovisning' },
      { id: '1003', name: 'Juridik' },
      { id: '1004', name: 'Personal och HR' },
    ],
  },
  {
    id: '11',
    name: 'Bygg och anläggning',
    subs: [
      { id: '1101', name: 'Byggarbetare och hantverkare' },
      { id: '1102', name: 'Elektriker' },
      { id: '1103', name: 'VVS' },
      { id: '1104', name: 'Arbetsledning och projektledning' },
    ],
  },
  {
    id: '12',
    name: 'Data och IT',
    subs: [
      { id: '1201', name: 'Systemutveckling och programmering' },
      { id: '1202', name: 'Drift, nätverk och support' },
      { id: '1203', name: 'IT-säkerhet' },
      { id: '1204', name: 'Data och analys' },
    ],
  },
  {
    id: '13',
    name: 'Försäljning, inköp och marknadsföring',
    subs: [
      { id: '1301', name: 'Försäljning' },
      { id: '1302', name: 'Marknadsföring och kommunikation' },
      { id: '1303', name: 'Inköp' },
    ],
  },
  {
    id: '14',
    name: 'Hotell, restaurang och turism',
    subs: [
      { id: '1401', name: 'Kök' },
      { id: '1402', name: 'Servering' },
      { id: '1403', name: 'Hotell och reception' },
    ],
  },
  {
    id: '15',
    name: 'Hälso- och sjukvård',
    subs: [
      { id: '1501', name: 'Sjuksköterskor' },
      { id: '1502', name: 'Läkare' },
      { id: '1503', name: 'Undersköterskor' },
      { id: '1504', name: 'Tandvård' },
    ],
  },
  {
    id: '16',
    name: 'Industri och tillverkning',
    subs: [
      { id: '1601', name: 'Produktion och montering' },
      { id: '1602', name: 'Maskinoperatörer' },
      { id: '1603', name: 'Underhåll och reparation' },
    ],
  },
  {
    id: '17',
    name: 'Transport och logistik',
    subs: [
      { id: '1701', name: 'Lager och terminal' },
      { id: '1702', name: 'Chaufförer och förare' },
      { id: '1703', name: 'Logistik och planering' },
    ],
  },
  {
    id: '18',
    name: 'Pedagogik och utbildning',
    subs: [
      { id: '1801', name: 'Förskola' },
      { id: '1802', name: 'Grundskola och gymnasium' },
      { id: '1803', name: 'Fritidshem' },
    ],
  },
  {
    id: '19',
    name: 'Socialt arbete och omsorg',
    subs: [
      { id: '1901', name: 'Personlig assistans' },
      { id: '1902', name: 'Äldreomsorg' },
      { id: '1903', name: 'Socialsekreterare och kuratorer' },
    ],
  },
  {
    id: '20',
    name: 'Handel och butik',
    subs: [
      { id: '2001', name: 'Butikssäljare' },
      { id: '2002', name: 'Butikschefer' },
    ],
  },
  {
    id: '21',
    name: 'Teknik och ingenjörsarbete',
    subs: [
      { id: '2101', name: 'Ingenjörer' },
      { id: '2102', name: 'Tekniker' },
    ],
  },
  {
    id: '22',
    name: 'Kultur, media och design',
    subs: [
      { id: '2201', name: 'Design' },
      { id: '2202', name: 'Journalistik och redaktion' },
    ],
  },
  {
    id: '23',
    name: 'Städ och fastighetsservice',
    subs: [
      { id: '2301', name: 'Lokalvård' },
      { id: '2302', name: 'Fastighetsskötsel' },
    ],
  },
  { id: '99', name: 'Övrigt', subs: [] },
];

/** The 21 län with SCB's county codes; a kommun's four-digit code starts with its län's two. */
export const CLASSIFIEDS_REGIONS: readonly { id: string; name: string }[] = [
  { id: '01', name: 'Stockholms län' },
  { id: '03', name: 'Uppsala län' },
  { id: '04', name: 'Södermanlands län' },
  { id: '05', name: 'Östergötlands län' },
  { id: '06', name: 'Jönköpings län' },
  { id: '07', name: 'Kronobergs län' },
  { id: '08', name: 'Kalmar län' },
  { id: '09', name: 'Gotlands län' },
  { id: '10', name: 'Blekinge län' },
  { id: '12', name: 'Skåne län' },
  { id: '13', name: 'Hallands län' },
  { id: '14', name: 'Västra Götalands län' },
  { id: '17', name: 'Värmlands län' },
  { id: '18', name: 'Örebro län' },
  { id: '19', name: 'Västmanlands län' },
  { id: '20', name: 'Dalarnas län' },
  { id: '21', name: 'Gävleborgs län' },
  { id: '22', name: 'Västernorrlands län' },
  { id: '23', name: 'Jämtlands län' },
  { id: '24', name: 'Västerbottens län' },
  { id: '25', name: 'Norrbottens län' },
];

export const CLASSIFIEDS_EMPLOYMENT_TYPES: readonly { id: string; name: string }[] = [
  { id: '1', name: 'Tillsvidareanställning' },
  { id: '2', name: 'Visstidsanställning' },
  { id: '3', name: 'Vikariat' },
  { id: '4', name: 'Sommarjobb eller säsongsjobb' },
  { id: '5', name: 'Timanställning eller extrajobb' },
  { id: '6', name: 'Praktik eller trainee' },
  { id: '7', name: 'Uppdrag eller konsult' },
];

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
