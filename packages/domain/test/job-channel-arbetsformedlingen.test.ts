import { describe, expect, it } from 'vitest';
import { TEMPORARY_EMPLOYMENT_TYPES, arbetsformedlingen } from '../src/job-channels/arbetsformedlingen.ts';
import { TAXONOMIES, loadOccupations, taxonomyLabel } from '../src/taxonomy/index.ts';

const valid = {
  positionSummary: 'Vi söker en sjuksköterska till vår avdelning.',
  occupationId: '5780',
  cityId: '0180',
  address: 'Birger Jarlsgatan 58',
  zipCode: '113 56',
  city: 'Stockholm',
  countryCode: 'se',
  regularTimeType: '1',
  scheduleTimeType: '1',
  scheduleText: 'Heltid',
  durationText: 'Tills vidare',
};

function problems(data: Record<string, unknown>): Record<string, string> {
  const parsed = arbetsformedlingen.dataSchema.safeParse(data);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('taxonomy', () => {
  it('holds all 290 municipalities with unique four-digit codes, and the format’s 9090 and 9999', () => {
    expect(TAXONOMIES.municipality).toHaveLength(292);
    expect(new Set(TAXONOMIES.municipality.map((m) => m.code)).size).toBe(292);
    expect(taxonomyLabel('municipality', '9090')).toBe('Ospecificerad arbetsort i Sverige');
    expect(taxonomyLabel('municipality', '9999')).toBe('Utomlands');
    expect(TAXONOMIES.municipality.every((m) => /^\d{4}$/.test(m.code))).toBe(true);
    expect(taxonomyLabel('municipality', '0180')).toBe('Stockholm');
    expect(taxonomyLabel('municipality', '2023')).toBe('Malung-Sälen');
    expect(taxonomyLabel('municipality', '0980')).toBe('Gotland');
  });

  it('loads all 3,431 occupation names with unique legacy ids, sorted by name', async () => {
    const occupations = await loadOccupations();
    expect(occupations).toHaveLength(3431);
    expect(new Set(occupations.map((o) => o.code)).size).toBe(3431);
    expect(occupations.find((o) => o.code === '5687')?.label).toBe('Truckförare');
    const labels = occupations.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'sv-SE')));
    // Not in the static lists: the admin's first load would carry them.
    expect(TAXONOMIES.occupation).toEqual([]);
  });

  it('answers undefined for a code it does not hold', () => {
    expect(taxonomyLabel('municipality', '9998')).toBeUndefined();
    expect(taxonomyLabel('worktimeExtent', '1')).toBe('Heltid');
  });

  it('fills the temporary employment types from the list', () => {
    expect([...TEMPORARY_EMPLOYMENT_TYPES].sort()).toEqual(['2', '4', '5']);
    expect(TEMPORARY_EMPLOYMENT_TYPES.has('1')).toBe(false);
  });
});

describe('Platsbanken data', () => {
  it('accepts a complete ad and fills the defaults', () => {
    const parsed = arbetsformedlingen.dataSchema.parse(valid);
    expect(parsed).toMatchObject({ countryCode: 'SE', temporaryTimeLength: '', salaryMontly: null });
  });

  it('refuses codes the board does not know', () => {
    expect(problems({ ...valid, cityId: '1111', occupationId: 'abc' })).toEqual({
      cityId: 'Välj en kommun från listan',
      occupationId: 'Välj ett yrke från listan',
    });
    expect(problems({ ...valid, scheduleTimeType: '3' })).toEqual({
      scheduleTimeType: 'Välj heltid eller deltid',
    });
    expect(problems({ ...valid, regularTimeType: '99' })).toEqual({
      regularTimeType: 'Välj en anställningsform från listan',
    });
  });

  it('asks for the occupation and the municipality when missing', () => {
    const { occupationId: _o, ...noOccupation } = valid;
    expect(problems({ ...noOccupation, cityId: '' })).toEqual({
      occupationId: 'Välj ett yrke',
      cityId: 'Välj en kommun',
    });
  });

  it('wants a duration for a time-limited job and none for a regular one', () => {
    expect(problems({ ...valid, regularTimeType: '2' })).toEqual({
      temporaryTimeLength: 'Ange varaktighet för en tidsbegränsad anställning',
    });
    expect(problems({ ...valid, regularTimeType: '2', temporaryTimeLength: '1' })).toEqual({
      temporaryTimeLength: 'Ange varaktighet för en tidsbegränsad anställning',
    });
    expect(problems({ ...valid, regularTimeType: '2', temporaryTimeLength: '4' })).toEqual({});
    expect(problems({ ...valid, temporaryTimeLength: '3' })).toEqual({
      temporaryTimeLength:
        'En vanlig anställning gäller tills vidare. Välj tidsbegränsad anställning för en viss tid',
    });
    expect(problems({ ...valid, temporaryTimeLength: '1' })).toEqual({});
    expect(problems({ ...valid, temporaryTimeLength: '5' })).toEqual({
      temporaryTimeLength: 'Välj en varaktighet från listan',
    });
  });

  it('wants a Swedish postcode in Sweden only', () => {
    expect(problems({ ...valid, zipCode: '1135' })).toEqual({ zipCode: 'Postnumret ska vara fem siffror' });
    expect(problems({ ...valid, zipCode: 'N-0150', countryCode: 'NO', cityId: '9999' })).toEqual({});
  });

  it('does not offer Behovsanställning, with the reason', () => {
    expect(problems({ ...valid, regularTimeType: '4', temporaryTimeLength: '8' })).toEqual({
      regularTimeType:
        'Platsbanken tar inte emot annonser om behovsanställning (Villkor för att annonsera i Platsbanken)',
    });
  });

  it('takes 9999 for a job abroad, and only for that', () => {
    expect(problems({ ...valid, cityId: '9999', countryCode: 'NO', zipCode: '0150' })).toEqual({});
    expect(problems({ ...valid, cityId: '9999' })).toEqual({
      countryCode: 'Ange landet för ett arbete utomlands',
    });
    expect(problems({ ...valid, countryCode: 'NO' })).toEqual({
      cityId: 'Välj Utomlands som kommun för ett arbete utanför Sverige',
    });
    expect(problems({ ...valid, cityId: '9090' })).toEqual({});
  });

  it('reads the qualifications stored before as none', () => {
    expect(
      arbetsformedlingen.dataSchema.parse({ ...valid, qualificationCategory: 'language' }),
    ).toMatchObject({
      qualificationCategory: '',
      experienceRequired: 'no',
      salaryType: '1',
    });
  });

  it('limits the summary to what the board takes', () => {
    expect(problems({ ...valid, positionSummary: 'x'.repeat(1001) })).toEqual({
      positionSummary: 'Sammanfattningen får vara högst 1000 tecken',
    });
  });
});
