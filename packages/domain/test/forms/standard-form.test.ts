import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_KEYS,
  DRIVER_LICENCE_KEYS,
  REFERER_OPTIONS,
  STANDARD_KEYS,
  driverLicenceGroup,
  licenceToDriveGroup,
  standardApplicationForm,
  summerPeriodsGroup,
} from '../../src/forms/standard-form.ts';
import { membersOf, topLevelProperties } from '../../src/forms/properties.ts';
import { validateAnswers, withNormalizedSsns } from '../../src/forms/validators.ts';
import { formDefinitionSchema } from '../../src/forms/schema.ts';
import type { Answers } from '../../src/forms/types.ts';
import { TODAY, dataUrlOfSize } from './helpers.ts';

const ctx = { today: TODAY };
const complete: Answers = {
  form_firstname: 'Anna',
  form_surname: 'Andersson',
  form_ssn: '19811218-9876',
  form_address: 'Storgatan 1',
  form_zipcode: '123 45',
  form_city: 'Göteborg',
  form_mobilePhone: '070-123 45 67',
  form_email: 'anna@exempel.se',
  form_agreement_terms: true,
  form_agreement_gdpr: true,
};

describe('standardApplicationForm', () => {
  const form = standardApplicationForm();

  it('is a valid form definition with orders from 1000 in steps of 10', () => {
    expect(formDefinitionSchema.safeParse(form).success).toBe(true);
    expect(form.map((p) => p.order)).toEqual(form.map((_, i) => 1000 + 10 * i));
    expect(topLevelProperties(form).map((p) => p.key)).toEqual([...Object.values(STANDARD_KEYS)]);
  });

  it('has the referer radios and the agreement checkboxes as members', () => {
    const referer = form.find((p) => p.key === STANDARD_KEYS.referer)!;
    expect(referer.type).toBe('radioGroup');
    expect(referer.label).toBe('Var hittade du annonsen?');
    expect(membersOf(referer, form).map((p) => p.label)).toEqual(REFERER_OPTIONS.map((o) => o.label));
    const agreement = form.find((p) => p.key === AGREEMENT_KEYS.group)!;
    expect(agreement.validators).toEqual([{ name: 'approved' }]);
    const [terms, gdpr] = membersOf(agreement, form);
    expect(terms).toMatchObject({ key: 'form_agreement_terms', isHtml: true });
    expect(terms!.label).toContain('href="#term01"');
    expect(terms!.label).toContain('href="#term02"');
    expect(gdpr!.key).toBe('form_agreement_gdpr');
  });

  it('accepts a complete answer set, with or without the optional fields', () => {
    expect(validateAnswers(form, complete, ctx)).toEqual([]);
    const full: Answers = {
      ...complete,
      form_homePhone: '031-12 34 56',
      form_linkedInUrl: 'https://www.linkedin.com/in/anna',
      form_additional: 'Jag gillar att jobba.',
      form_file: { filename: 'cv.pdf', data: dataUrlOfSize(100) },
      form_referer: 'form_referer_3',
    };
    expect(validateAnswers(form, full, ctx)).toEqual([]);
  });

  it.each([
    ['form_firstname', 'minLength'],
    ['form_surname', 'minLength'],
    ['form_ssn', 'minLength'],
    ['form_address', 'minLength'],
    ['form_zipcode', 'minLength'],
    ['form_city', 'minLength'],
    ['form_mobilePhone', 'minLength'],
    ['form_email', 'minLength'],
    ['form_agreement_terms', 'approved'],
    ['form_agreement_gdpr', 'approved'],
  ])('without %s it fails with %s', (key, rule) => {
    const answers = { ...complete };
    delete answers[key];
    const errors = validateAnswers(form, answers, ctx);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.rule).toBe(rule);
    expect(errors[0]!.key).toBe(key.startsWith('form_agreement') ? 'form_agreement' : key);
  });

  it('keeps a valid personal number as its 12 digits and leaves a wrong one as written', () => {
    expect(withNormalizedSsns(form, { ...complete, form_ssn: ' 811218-9876 ' }, TODAY)).toEqual({
      ...complete,
      form_ssn: '198112189876',
    });
    const wrong = { ...complete, form_ssn: '811218-9875', form_city: '811218-9876' };
    expect(withNormalizedSsns(form, wrong, TODAY)).toEqual(wrong);
  });

  it('says which part of the personal number is wrong', () => {
    const ssnRule = (ssn: string) => validateAnswers(form, { ...complete, form_ssn: ssn }, ctx)[0]?.rule;
    expect(ssnRule('8112189876')).toBeUndefined();
    expect(ssnRule('811218-9875')).toBe('ssnCheckDigit');
    expect(ssnRule('811318-9876')).toBe('ssnDate');
    expect(ssnRule('150916-0006')).toBe('ssnBirthNumber');
    expect(ssnRule('8112189')).toBe('ssnValidSwe');
  });

  it('checks the personal number, the e-mail and the text lengths', () => {
    expect(validateAnswers(form, { ...complete, form_ssn: '811218-987' }, ctx)).toEqual([
      { key: 'form_ssn', rule: 'ssnValidSwe' },
    ]);
    expect(validateAnswers(form, { ...complete, form_email: 'anna.exempel.se' }, ctx)).toEqual([
      { key: 'form_email', rule: 'validEmail' },
    ]);
    expect(validateAnswers(form, { ...complete, form_additional: 'x'.repeat(2001) }, ctx)).toEqual([
      { key: 'form_additional', rule: 'maxLength', data: '2000' },
    ]);
    expect(validateAnswers(form, { ...complete, form_referer: 'form_referer_9' }, ctx)).toEqual([
      { key: 'form_referer', rule: 'invalid' },
    ]);
  });
});

describe('group builders', () => {
  it('driverLicenceGroup: Manuell, Automat, Egen bil', () => {
    const [group, ...members] = driverLicenceGroup();
    expect(group).toMatchObject({ key: 'driverlicenseform', type: 'group' });
    expect(members.map((m) => [m.key, m.label])).toEqual([
      ['driverlicenseform_1', 'Manuell'],
      ['driverlicenseform_3', 'Automat'],
      ['driverlicenseform_2', 'Egen bil'],
    ]);
    expect(group!.data?.keys).toEqual(members.map((m) => m.key));
  });

  it('licenceToDriveGroup: a required choice of licensetodrive_1 and _2', () => {
    const form = licenceToDriveGroup(2000);
    expect(form.map((p) => p.key)).toEqual([
      'licensetodriveform',
      DRIVER_LICENCE_KEYS.hasLicence.key,
      DRIVER_LICENCE_KEYS.noLicence.key,
    ]);
    expect(form[0]!.order).toBe(2000);
    expect(validateAnswers(form, {}, ctx)).toEqual([{ key: 'licensetodriveform', rule: 'radioRequired' }]);
    expect(validateAnswers(form, { licensetodriveform: 'licensetodrive_2' }, ctx)).toEqual([]);
  });

  it('summerPeriodsGroup: one period checkbox per period, at least one chosen', () => {
    const form = summerPeriodsGroup([
      { startDate: '2027-06-14', endDate: '2027-07-09' },
      { startDate: '2027-07-12', endDate: '2027-08-06' },
    ]);
    expect(formDefinitionSchema.safeParse(form).success).toBe(true);
    expect(form.map((p) => [p.key, p.type, p.label])).toEqual([
      ['summerperiodsform', 'periodGroup', 'Vilka perioder kan du arbeta?'],
      ['summerperiodsform_1', 'periodCheckbox', '2027-06-14 - 2027-07-09'],
      ['summerperiodsform_2', 'periodCheckbox', '2027-07-12 - 2027-08-06'],
    ]);
    expect(form[1]!.data).toEqual({ startDate: '2027-06-14', endDate: '2027-07-09' });
    expect(validateAnswers(form, {}, ctx)[0]?.rule).toBe('minSelectedInGroup');
    expect(validateAnswers(form, { summerperiodsform_2: true }, ctx)).toEqual([]);
  });
});
