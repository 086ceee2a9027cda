import { describe, expect, it } from 'vitest';
import {
  APPLICANT_TEXTS,
  FILTER_GROUP_KINDS,
  answerFilterGroups,
  answerRows,
  applicantFilterSchema,
  conditionsAllowed,
  driverLicenceGroup,
  keyAnswersOf,
  licenceToDriveGroup,
  requirementFulfilment,
  standardApplicationForm,
  summerPeriodsGroup,
  type FormProperty,
} from '../src/index.ts';
import { formProperty } from '../src/testing/form-property.ts';

const checkbox = (key: string, label: string, order: number) =>
  formProperty(key, 'checkbox', { label, order });
const group = (key: string, label: string, keys: string[], order: number) =>
  formProperty(key, 'group', { label, order, data: { label, keys } });

function form(): FormProperty[] {
  return [
    ...standardApplicationForm(),
    group('requirementsform', 'Meriterande', ['requirementsform_1', 'requirementsform_2'], 5000),
    checkbox('requirementsform_1', 'Truckkort', 5010),
    checkbox('requirementsform_2', '', 5020),
    group('languages', 'Språk', ['languages_1'], 5100),
    checkbox('languages_1', 'Engelska', 5110),
    group('summerpositionchoicesform', 'Vilka tjänster söker du?', ['summerpositionchoicesform_1'], 5200),
    checkbox('summerpositionchoicesform_1', 'Parkarbetare', 5210),
    ...driverLicenceGroup(6000),
    ...licenceToDriveGroup(6100),
    ...summerPeriodsGroup([{ startDate: '2027-06-14', endDate: '2027-07-02' }], { startOrder: 7000 }),
  ];
}

describe('answerFilterGroups (SPEC §9)', () => {
  it('sorts a form into the filter groups, in the spec’s order, never the agreement', () => {
    const groups = answerFilterGroups(form());
    // Every kind after Status, Processnivå and Tjänster (the list's own), in the spec's order.
    expect(groups.map((g) => g.kind)).toEqual(FILTER_GROUP_KINDS.slice(3));
    expect(JSON.stringify(groups)).not.toContain('form_agreement');
    const driver = groups.find((g) => g.kind === 'Har körkort och egen bil')!;
    expect(driver.options.map((o) => o.label)).toEqual([
      'Ja, jag har körkort',
      'Manuell',
      'Automat',
      'Egen bil',
      'Körkort och egen bil',
    ]);
    const radio = groups.find((g) => g.kind === 'RadioGroup')!;
    expect(radio.options[0]!.conditions).toEqual([{ key: 'form_referer', value: 'form_referer_1' }]);
    // A label-less option says so (SPEC §5).
    const merit = groups.find((g) => g.kind === 'Meriterande')!;
    expect(merit.options[1]!.label).toBe(APPLICANT_TEXTS.missingLabel);
  });

  it('accepts only conditions the form offers', () => {
    expect(conditionsAllowed(form(), [{ key: 'requirementsform_1', value: true }])).toBe(true);
    expect(conditionsAllowed(form(), [{ key: 'form_referer', value: 'form_referer_3' }])).toBe(true);
    expect(conditionsAllowed(form(), [{ key: 'requirementsform_1', value: false }])).toBe(false);
    expect(conditionsAllowed(form(), [{ key: 'form_ssn', value: '199001011239' }])).toBe(false);
    expect(conditionsAllowed(form(), [{ key: 'form_agreement_gdpr', value: true }])).toBe(false);
  });

  it('gives an empty form no groups', () => {
    expect(answerFilterGroups([])).toEqual([]);
  });
});

describe('requirementFulfilment and answers', () => {
  const answers = {
    form_firstname: 'Anna',
    form_surname: '  ',
    requirementsform_1: true,
    languages_1: true,
    summerperiodsform_1: true,
    licensetodriveform: 'licensetodrive_1',
    driverlicenseform_2: true,
  };

  it('lists the merit options with fullfilled', () => {
    expect(requirementFulfilment(form(), answers)).toEqual([
      { key: 'requirementsform_1', title: 'Truckkort', fullfilled: true },
      { key: 'requirementsform_2', title: APPLICANT_TEXTS.missingLabel, fullfilled: false },
    ]);
  });

  it('renders every question once, empty as Ingen information angiven.', () => {
    const rows = answerRows(form(), answers);
    const byKey = new Map(rows.map((r) => [r.key, r]));
    expect(byKey.get('form_firstname')!.value).toBe('Anna');
    expect(byKey.get('form_surname')!.value).toBe('Ingen information angiven.');
    expect(byKey.get('requirementsform')!.value).toBe('Truckkort');
    expect(byKey.get('licensetodriveform')!.value).toBe('Ja, jag har körkort');
    expect(byKey.has('requirementsform_1')).toBe(false);
    expect(byKey.has('form_agreement')).toBe(false);
    expect(byKey.get('form_file')).toMatchObject({ isFile: true, value: 'Ingen information angiven.' });
  });

  it('picks the answers that matter for the list', () => {
    expect(keyAnswersOf(form(), answers)).toEqual([
      { title: 'Vilka perioder kan du arbeta?', value: '2027-06-14 - 2027-07-02' },
      { title: 'Har körkort och egen bil', value: 'Ja, jag har körkort, Egen bil' },
      { title: 'Meriterande', value: 'Truckkort' },
    ]);
    // Given the groups already, the same.
    expect(keyAnswersOf(answerFilterGroups(form()), answers)).toEqual(keyAnswersOf(form(), answers));
  });
});

describe('applicantFilterSchema', () => {
  it('defaults to every status (-1), newest first', () => {
    expect(applicantFilterSchema.parse({})).toEqual({
      labelId: -1,
      processLabelId: -1,
      otherPositionId: -1,
      tagId: -1,
      answers: [],
      query: '',
      textQuery: null,
      sort: 'newest',
      minScore: null,
    });
  });

  it('takes one tag to filter by, or -1 for all; anything else is an unknown tag', () => {
    expect(applicantFilterSchema.parse({ tagId: '7' }).tagId).toBe(7);
    for (const tagId of [0, -2, 1.5, 'x', 2_147_483_648]) {
      const refused = applicantFilterSchema.safeParse({ tagId });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues[0]?.message).toBe('Okänd tagg');
    }
  });

  it('parses the CV query once, for every search of the request', () => {
    const parsed = applicantFilterSchema.parse({ textQuery: 'truckkort -natt' }).textQuery;
    expect(parsed).toMatchObject({ ok: true, must: [expect.any(String)], mustNot: [expect.any(String)] });
    const refused = applicantFilterSchema.safeParse({ textQuery: '-natt' });
    expect(refused.success).toBe(false);
  });

  it('refuses ids beyond an integer and unknown sorts', () => {
    expect(applicantFilterSchema.safeParse({ labelId: 2_147_483_648 }).success).toBe(false);
    expect(applicantFilterSchema.safeParse({ labelId: -2 }).success).toBe(false);
    expect(applicantFilterSchema.safeParse({ otherPositionId: 0 }).success).toBe(false);
    expect(applicantFilterSchema.safeParse({ sort: 'age' }).success).toBe(false);
  });
});
