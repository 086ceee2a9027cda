import { z } from 'zod';
import type { ChannelField } from './fields.ts';

/**
 * A classifieds site (type 2), spoken to by its documented contract (docs/decisions.md 'Job boards and
 * classifieds'). The data keys are SPEC §3's 'Classifieds (type 2) data'.
 */
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
  { key: 'summary', label: 'Ingress', kind: 'textarea', required: true, maxLength: 300 },
  { key: 'categoryId', label: 'Kategori', kind: 'text', required: true },
  { key: 'categorySubId', label: 'Underkategori', kind: 'text' },
  { key: 'employmentId', label: 'Anställningsform', kind: 'text', required: true },
  { key: 'regionId', label: 'Region', kind: 'text', required: true },
  { key: 'regionSubId', label: 'Kommun', kind: 'text' },
  { key: 'productId', label: 'Annonspaket', kind: 'text', required: true },
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

export const classifiedsDataSchema = z.object({
  summary: z.string().trim().min(1, 'Ange en ingress').max(300, 'Ingressen får vara högst 300 tecken'),
  categoryId: z.string().trim().min(1, 'Välj kategori'),
  categorySubId: z.string().trim().default(''),
  employmentId: z.string().trim().min(1, 'Välj anställningsform'),
  regionId: z.string().trim().min(1, 'Välj region'),
  regionSubId: z.string().trim().default(''),
  productId: z.string().trim().min(1, 'Välj annonspaket'),
  /** The site's id of the ad, set from its answer; never taken from the browser. */
  jobAdId: z.string().optional(),
});

export const classifieds = {
  partner: 'classifieds',
  typeId: 2,
  name: 'Annonssajt',
  about: 'Platsannonser på en annonssajt.',
  settingFields: classifiedsSettingFields,
  secretLabel: 'API-nyckel',
  dataFields: classifiedsDataFields,
  settingsSchema: classifiedsSettingsSchema,
  dataSchema: classifiedsDataSchema,
} as const;
