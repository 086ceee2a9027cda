import { describe, expect, it } from 'vitest';
import {
  CLASSIFIEDS_CATEGORIES,
  CLASSIFIEDS_REGIONS,
  classifieds,
  classifiedsDataSchema,
  classifiedsSettingsSchema,
} from '../src/job-channels/classifieds.ts';
import { channelOf } from '../src/job-channels/index.ts';
import { CLASSIFIEDS_DATA } from '../src/testing/classifieds.ts';

const valid = CLASSIFIEDS_DATA;

function errors(data: Record<string, unknown>) {
  const r = classifiedsDataSchema.safeParse(data);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('classifieds channel (type 2): Platsannons-API v1 code lists', () => {
  it('lists the 21 län with their SCB codes', () => {
    expect(CLASSIFIEDS_REGIONS).toHaveLength(21);
    expect(new Set(CLASSIFIEDS_REGIONS.map((r) => r.id)).size).toBe(21);
    expect(CLASSIFIEDS_REGIONS.find((r) => r.id === '14')?.name).toBe('Västra Götalands län');
    expect(CLASSIFIEDS_REGIONS.every((r) => /^\d{2}$/.test(r.id))).toBe(true);
  });

  it('gives every sub-category a unique id that starts with its category', () => {
    const subs = CLASSIFIEDS_CATEGORIES.flatMap((c) => c.subs.map((s) => ({ c: c.id, s: s.id })));
    expect(new Set(subs.map((x) => x.s)).size).toBe(subs.length);
    for (const x of subs) expect(x.s.startsWith(x.c)).toBe(true);
  });

  it('describes the coded fields as selects, the sub-category depending on the category', () => {
    expect(channelOf('classifieds')?.name).toBe('Annonssajt (Platsannons-API)');
    const byKey = Object.fromEntries(classifieds.dataFields.map((f) => [f.key, f]));
    for (const key of ['categoryId', 'categorySubId', 'employmentId', 'regionId', 'productId']) {
      expect(byKey[key]?.kind).toBe('select');
    }
    const sub = classifieds.dataFields.find((f) => f.key === 'categorySubId');
    expect(sub && 'dependsOn' in sub ? sub.dependsOn : null).toBe('categoryId');
    expect(sub && 'options' in sub ? sub.options.find((o) => o.value === '1503')?.parent : null).toBe('15');
    const regions = classifieds.dataFields.find((f) => f.key === 'regionId');
    expect(regions && 'options' in regions ? regions.options.length : 0).toBe(21);
  });
});

describe('classifiedsDataSchema', () => {
  it('accepts a complete ad and defaults the optional codes', () => {
    expect(errors(valid)).toEqual({});
    const { categorySubId: _c, regionSubId: _r, ...rest } = valid;
    expect(classifiedsDataSchema.parse({ ...rest, categoryId: '99' })).toMatchObject({
      categorySubId: '',
      regionSubId: '',
    });
  });

  it('refuses codes the site does not have', () => {
    expect(errors({ ...valid, categoryId: '42', categorySubId: '' })).toEqual({
      categoryId: 'Annonssajten har ingen sådan kategori',
    });
    expect(errors({ ...valid, employmentId: '9' })).toEqual({
      employmentId: 'Annonssajten har ingen sådan anställningsform',
    });
    expect(errors({ ...valid, regionId: '02', regionSubId: '' })).toEqual({
      regionId: 'Annonssajten har inget sådant län',
    });
    expect(errors({ ...valid, productId: 'GRATIS' })).toEqual({
      productId: 'Annonssajten har inget sådant annonspaket',
    });
  });

  it('requires a sub-category of the chosen category', () => {
    expect(errors({ ...valid, categorySubId: '' })).toEqual({ categorySubId: 'Välj underkategori' });
    expect(errors({ ...valid, categorySubId: '1501' })).toEqual({
      categorySubId: 'Underkategorin hör inte till kategorin Data och IT',
    });
    expect(errors({ ...valid, categoryId: '99', categorySubId: '1201' })).toEqual({
      categorySubId: 'Kategorin Övrigt har inga underkategorier',
    });
  });

  it('requires the kommun code to lie in the chosen län', () => {
    expect(errors({ ...valid, regionSubId: '1480' })).toEqual({
      regionSubId: 'Kommunkoden hör inte till Stockholms län (den ska börja med 01)',
    });
    expect(errors({ ...valid, regionSubId: '18' })).toEqual({
      regionSubId: 'Kommunkoden ska vara fyra siffror',
    });
    expect(errors({ ...valid, regionId: '14', regionSubId: '1480' })).toEqual({});
  });

  it('limits the summary and asks for the required fields in Swedish', () => {
    expect(errors({ ...valid, summary: 'x'.repeat(301) })).toEqual({
      summary: 'Ingressen får vara högst 300 tecken',
    });
    expect(errors({ ...valid, summary: ' ', employmentId: '' })).toEqual({
      summary: 'Ange en ingress',
      employmentId: 'Välj anställningsform',
    });
  });
});

describe('classifiedsSettingsSchema', () => {
  it('checks the customer number and the VAT number', () => {
    expect(classifiedsSettingsSchema.parse({ customerId: ' K-1 ', vatId: 'se556677889901' })).toEqual({
      customerId: 'K-1',
      vatId: 'SE556677889901',
    });
    const r = classifiedsSettingsSchema.safeParse({ customerId: '', vatId: 'SE123' });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      'Ange kundnummer',
      'Momsregistreringsnumret ska vara SE och tolv siffror',
    ]);
  });
});
