import { describe, expect, it } from 'vitest';
import {
  TEXTAREA_MAX_DEFAULT,
  TEXT_MAX_DEFAULT,
  acceptsTextChange,
  isRequired,
  maxLengthOf,
  membersOf,
  pruneAnswers,
  topLevelProperties,
} from '../../src/forms/properties.ts';
import { checkImageDimensions, validateAnswers, validateProperty } from '../../src/forms/validators.ts';
import type {
  AgePeriod,
  Answers,
  FormProperty,
  FormValidator,
  ValidationContext,
} from '../../src/forms/types.ts';
import { TODAY, dataUrlOfSize, prop, ssnFor, withRule } from './helpers.ts';

const ctx: ValidationContext = { today: TODAY };

/** The error of a one-property form for an answer. */
function check(property: FormProperty, value: Answers[string] | undefined, context = ctx) {
  const answers: Answers = value === undefined ? {} : { [property.key]: value };
  return validateProperty(property, answers, [property], context);
}

function rule(validator: FormValidator, value: Answers[string] | undefined, context = ctx) {
  return check(withRule(validator), value, context)?.rule ?? null;
}

describe('kind, required and length', () => {
  it('a value of the wrong kind is invalid', () => {
    expect(check(prop('f', 'text'), true)?.rule).toBe('invalid');
    expect(check(prop('f', 'checkbox'), 'ja')?.rule).toBe('invalid');
    expect(check(prop('f', 'file'), 'data:application/pdf;base64,AAAA')?.rule).toBe('invalid');
    expect(check(prop('f', 'imageBase64'), { filename: 'a.png', data: '' })?.rule).toBe('invalid');
    expect(check(prop('f', 'radioGroup', { data: { keys: ['a'] } }), 'b')?.rule).toBe('invalid');
    expect(check(prop('f', 'text'), null)).toBeNull();
  });

  it('required fails on every kind of emptiness', () => {
    const required = { required: true };
    expect(check(prop('f', 'text', required), '   ')?.rule).toBe('required');
    expect(check(prop('f', 'text', required), undefined)?.rule).toBe('required');
    expect(check(prop('f', 'text', required), null)?.rule).toBe('required');
    expect(check(prop('f', 'checkbox', required), false)?.rule).toBe('required');
    expect(check(prop('f', 'file', required), null)?.rule).toBe('required');
    expect(check(prop('f', 'imageBase64', required), '')?.rule).toBe('required');
    expect(check(prop('f', 'radioGroup', { ...required, data: { keys: ['a'] } }), '')?.rule).toBe('required');
    expect(check(prop('f', 'text', required), 'x')).toBeNull();
    expect(check(prop('f', 'checkbox', required), true)).toBeNull();
  });

  it('a required group needs one checked member; its error carries the group key', () => {
    const group = prop('g', 'group', { required: true, data: { keys: ['a', 'b'] } });
    const form = [group, prop('a', 'checkbox'), prop('b', 'checkbox')];
    expect(validateProperty(group, { a: false }, form, ctx)).toEqual({ key: 'g', rule: 'required' });
    expect(validateProperty(group, { b: true }, form, ctx)).toBeNull();
    expect(validateProperty(group, { a: 'ja' }, form, ctx)).toEqual({ key: 'g', rule: 'invalid' });
  });

  it('text longer than maxLength or the default caps fails with the limit', () => {
    expect(check(prop('f', 'text', { data: { maxLength: 5 } }), 'sexsex')).toEqual({
      key: 'f',
      rule: 'maxLength',
      data: '5',
    });
    expect(check(prop('f', 'text', { data: { maxLength: 5 } }), 'femma')).toBeNull();
    expect(check(prop('f', 'text'), 'x'.repeat(TEXT_MAX_DEFAULT))).toBeNull();
    expect(check(prop('f', 'email'), 'x'.repeat(TEXT_MAX_DEFAULT + 1))?.data).toBe('1000');
    expect(check(prop('f', 'textWithHelpLink'), 'x'.repeat(TEXT_MAX_DEFAULT + 1))?.rule).toBe('maxLength');
    expect(check(prop('f', 'textarea'), 'x'.repeat(TEXTAREA_MAX_DEFAULT))).toBeNull();
    expect(check(prop('f', 'textarea'), 'x'.repeat(TEXTAREA_MAX_DEFAULT + 1))?.data).toBe('10000');
  });
});

describe('text validators', () => {
  it('minLength counts trimmed characters', () => {
    expect(rule({ name: 'minLength', data: 3 }, ' ab ')).toBe('minLength');
    expect(rule({ name: 'minLength', data: 3 }, 'abc')).toBeNull();
    expect(rule({ name: 'minLength', data: 1 }, undefined)).toBe('minLength');
    expect(check(withRule({ name: 'minLength', data: 3 }), 'a')?.data).toBe('3');
  });

  it('validEmail: local@domain.tld, no spaces; empty passes', () => {
    for (const good of ['anna@exempel.se', 'a.b+c@sub.exempel.co.uk', ' anna@exempel.se ', '']) {
      expect(rule({ name: 'validEmail' }, good)).toBeNull();
    }
    for (const bad of [
      'anna',
      'anna@',
      '@exempel.se',
      'anna@exempel',
      'an na@exempel.se',
      'a@b@c.se',
      'a@b.s',
    ]) {
      expect(rule({ name: 'validEmail' }, bad)).toBe('validEmail');
    }
  });

  it('ssnValidSwe: 10 or 12 digits, separator optional; empty passes; each failure its own rule', () => {
    expect(rule({ name: 'ssnValidSwe' }, '19811218-9876')).toBeNull();
    expect(rule({ name: 'ssnValidSwe' }, '198112189876')).toBeNull();
    expect(rule({ name: 'ssnValidSwe' }, '19701063-2391')).toBeNull();
    expect(rule({ name: 'ssnValidSwe' }, '')).toBeNull();
    expect(rule({ name: 'ssnValidSwe' }, '811218-9876')).toBeNull();
    expect(rule({ name: 'ssnValidSwe' }, '81121898765')).toBe('ssnValidSwe');
    expect(rule({ name: 'ssnValidSwe' }, '19811218-9875')).toBe('ssnCheckDigit');
    expect(rule({ name: 'ssnValidSwe' }, ssnFor('2025-06-02'))).toBe('ssnDate'); // born tomorrow
    expect(rule({ name: 'ssnValidSwe' }, '20150916-0006')).toBe('ssnBirthNumber'); // its check digit holds
    expect(rule({ name: 'ssnValidSwe' }, '20150916-0014')).toBeNull();
  });
});

describe('age rules', () => {
  const eighteenToday = ssnFor('2007-06-01');
  const eighteenTomorrow = ssnFor('2007-06-02');

  it('minYearBornSwe: at least N years old today; the birthday counts', () => {
    expect(rule({ name: 'minYearBornSwe', data: 18 }, eighteenToday)).toBeNull();
    expect(rule({ name: 'minYearBornSwe', data: 18 }, eighteenTomorrow)).toBe('minYearBornSwe');
    expect(rule({ name: 'minYearBornSwe', data: 18 }, '')).toBeNull();
  });

  it('Swe rules need a valid personal number and fail like ssnValidSwe without one', () => {
    expect(rule({ name: 'minYearBornSwe', data: 18 }, '2000-01-01')).toBe('ssnValidSwe');
    expect(rule({ name: 'minYearBornSwe', data: 18 }, '19811218-9875')).toBe('ssnCheckDigit');
    expect(rule({ name: 'minYearBornSwe', data: 18 }, '19811318-9875')).toBe('ssnDate');
    expect(rule({ name: 'minYearBornSwe', data: 1 }, '20150916-0006')).toBe('ssnBirthNumber');
    expect(rule({ name: 'allowedYearsBornSwe', data: '2000' }, '2000')).toBe('ssnValidSwe');
  });

  it('leap-day births come of age on 1 March', () => {
    const leap = ssnFor('2004-02-29');
    expect(rule({ name: 'minYearBornSwe', data: 18 }, leap, { today: '2022-02-28' })).toBe('minYearBornSwe');
    expect(rule({ name: 'minYearBornSwe', data: 18 }, leap, { today: '2022-03-01' })).toBeNull();
    expect(rule({ name: 'minYearBornSwe', data: 20 }, leap, { today: '2024-02-29' })).toBeNull();
  });

  it('coordination numbers give their real birth date', () => {
    expect(rule({ name: 'minYearBornSwe', data: 54 }, '19701063-2391')).toBeNull();
    expect(rule({ name: 'minYearBornSwe', data: 55 }, '19701063-2391')).toBe('minYearBornSwe');
  });

  it('minYearBorn also reads a date or a year (then by year difference)', () => {
    expect(rule({ name: 'minYearBorn', data: 18 }, eighteenToday)).toBeNull();
    expect(rule({ name: 'minYearBorn', data: 18 }, '2007-06-01')).toBeNull();
    expect(rule({ name: 'minYearBorn', data: 18 }, '2007-06-02')).toBe('minYearBorn');
    expect(rule({ name: 'minYearBorn', data: 18 }, '2007')).toBeNull();
    expect(rule({ name: 'minYearBorn', data: 18 }, '2008')).toBe('minYearBorn');
    expect(rule({ name: 'minYearBorn', data: 18 }, 'inte ett datum')).toBe('minYearBorn');
    expect(rule({ name: 'minYearBorn', data: 18 }, '2007-02-30')).toBe('minYearBorn');
  });

  it('age and birth-year rules read a 10-digit number by its normalised century', () => {
    const short = (ssn: string) => ssn.slice(2);
    expect(rule({ name: 'minYearBornSwe', data: 18 }, short(eighteenToday))).toBeNull();
    expect(rule({ name: 'minYearBornSwe', data: 18 }, short(eighteenTomorrow))).toBe('minYearBornSwe');
    expect(rule({ name: 'minYearBorn', data: 18 }, short(eighteenToday).replace('-', ''))).toBeNull();
    expect(rule({ name: 'allowedYearsBornSwe', data: '2007' }, short(eighteenToday))).toBeNull();
    expect(rule({ name: 'equalYearBorn', data: 2007 }, short(eighteenTomorrow))).toBeNull();
    // '+' puts the same digits a hundred years back: 118 years old, born 1907.
    expect(rule({ name: 'equalYearBorn', data: 2007 }, short(eighteenToday).replace('-', '+'))).toBe(
      'equalYearBorn',
    );
    const range = { name: 'allowedAgeInPeriod', data: { minAge: 16, maxAge: 18 } } as const;
    expect(rule(range, short(ssnFor('2009-06-01')))).toBeNull();
    expect(rule(range, short(ssnFor('2009-06-02')))).toBe('allowedAgeInPeriod');
  });

  it('equalYearBorn: born in that year', () => {
    expect(rule({ name: 'equalYearBorn', data: 2007 }, eighteenTomorrow)).toBeNull();
    expect(rule({ name: 'equalYearBorn', data: 2007 }, '2007')).toBeNull();
    expect(rule({ name: 'equalYearBorn', data: 2006 }, eighteenToday)).toBe('equalYearBorn');
  });

  it('allowedYears and allowedYearsBornSwe: born in one of the years', () => {
    const v = { name: 'allowedYearsBornSwe', data: '2004, 2005' } as const;
    expect(rule(v, ssnFor('2004-12-31'))).toBeNull();
    expect(rule(v, ssnFor('2005-01-01'))).toBeNull();
    expect(check(withRule(v), ssnFor('2006-01-01'))).toEqual({
      key: 'f',
      rule: 'allowedYearsBornSwe',
      data: '2004, 2005',
    });
    expect(rule({ name: 'allowedYears', data: '2004,2005' }, '2005-03-03')).toBeNull();
    expect(rule({ name: 'allowedYears', data: '2004,2005' }, '2003')).toBe('allowedYears');
  });

  it('minYearAtStart: old enough on the position start, else today', () => {
    const v = { name: 'minYearAtStart', data: 18 } as const;
    expect(rule(v, eighteenTomorrow)).toBe('minYearAtStart');
    expect(rule(v, eighteenTomorrow, { today: TODAY, positionStart: '2025-06-02' })).toBeNull();
    expect(rule(v, eighteenToday, { today: TODAY, positionStart: '2025-05-31' })).toBe('minYearAtStart');
  });

  it('allowedAgeInPeriod with an age range (defaults 1 and 100)', () => {
    expect(
      rule({ name: 'allowedAgeInPeriod', data: { minAge: 16, maxAge: 18 } }, ssnFor('2009-06-01')),
    ).toBeNull();
    expect(rule({ name: 'allowedAgeInPeriod', data: { minAge: 16, maxAge: 18 } }, ssnFor('2006-06-01'))).toBe(
      'allowedAgeInPeriod',
    );
    expect(check(withRule({ name: 'allowedAgeInPeriod', data: {} }), ssnFor('2025-01-01'))?.data).toBe(
      '1–100 år',
    );
    expect(rule({ name: 'allowedAgeInPeriod', data: {} }, ssnFor('2024-06-01'))).toBeNull();
  });

  it('allowedAgeInPeriod with periods: the age at one period start fits that period', () => {
    const periods: AgePeriod[] = [
      { periodStart: '2027-06-14', periodEnd: '2027-08-13', minAge: 16, maxAge: 18 },
      { periodStart: '2027-08-16', periodEnd: '2027-08-31', minAge: 20, maxAge: 25 },
    ];
    const v = { name: 'allowedAgeInPeriod', data: { periods } } as const;
    expect(rule(v, ssnFor('2011-06-14'))).toBeNull(); // 16 on 2027-06-14
    expect(rule(v, ssnFor('2011-06-15'))).toBe('allowedAgeInPeriod'); // 15 then
    expect(rule(v, ssnFor('2006-01-01'))).toBeNull(); // 21 at the second period
    expect(check(withRule(v), ssnFor('2015-01-01'))?.data).toBe(
      '16–18 år (2027-06-14 – 2027-08-13) eller 20–25 år (2027-08-16 – 2027-08-31)',
    );
    expect(rule({ name: 'allowedAgeInPeriod', data: { periods: [] } }, ssnFor('2015-01-01'))).toBeNull();
  });
});

describe('choices, files and groups', () => {
  const radios = prop('r', 'radioGroup', {
    data: { keys: ['r1', 'r2'] },
    validators: [{ name: 'radioRequired' }],
  });

  it('radioRequired: one of the group’s radios is chosen', () => {
    const form = [radios, prop('r1', 'radio'), prop('r2', 'radio')];
    expect(validateProperty(radios, { r: 'r2' }, form, ctx)).toBeNull();
    expect(validateProperty(radios, {}, form, ctx)).toEqual({ key: 'r', rule: 'radioRequired' });
  });

  it('fileRequired: a file is given; false is no rule', () => {
    const file = { filename: 'cv.pdf', data: dataUrlOfSize(10) };
    expect(check(withRule({ name: 'fileRequired', data: true }, 'file'), file)).toBeNull();
    expect(check(withRule({ name: 'fileRequired', data: true }, 'file'), null)?.rule).toBe('fileRequired');
    expect(check(withRule({ name: 'fileRequired', data: false }, 'file'), null)).toBeNull();
  });

  it('files: size up to 5,000,000 bytes, accepted types only', () => {
    const file = prop('f', 'file');
    expect(check(file, { filename: 'cv.pdf', data: dataUrlOfSize(5_000_000) })).toBeNull();
    expect(check(file, { filename: 'cv.pdf', data: dataUrlOfSize(5_000_001) })).toEqual({
      key: 'f',
      rule: 'fileSize',
    });
    expect(check(file, { filename: 'virus.exe', data: dataUrlOfSize(10) })?.rule).toBe('fileType');
    expect(check(file, { filename: 'cv.pdf', data: 'inte en data-url' })?.rule).toBe('invalid');
    const pdfOnly = prop('f', 'file', { data: { accept: '.pdf' } });
    expect(check(pdfOnly, { filename: 'cv.docx', data: dataUrlOfSize(10) })).toEqual({
      key: 'f',
      rule: 'fileType',
      data: 'pdf',
    });
  });

  it('a file sent as a part (data empty) is measured by its size; without one it is unreadable', () => {
    const file = prop('f', 'file');
    expect(check(file, { filename: 'cv.pdf', data: '', size: 5_000_000 })).toBeNull();
    expect(check(file, { filename: 'cv.pdf', data: '', size: 5_000_001 })?.rule).toBe('fileSize');
    expect(check(file, { filename: 'cv.pdf', data: '' })?.rule).toBe('invalid');
    // A size beside a data URL is not believed: the data URL's own length counts.
    expect(check(file, { filename: 'cv.pdf', data: dataUrlOfSize(5_000_001), size: 1 })?.rule).toBe(
      'fileSize',
    );
  });

  it('imageBase64: an image data URL within maxSize', () => {
    const image = prop('i', 'imageBase64', { data: { maxSize: 100 } });
    expect(check(image, dataUrlOfSize(100, 'image/png'))).toBeNull();
    expect(check(image, dataUrlOfSize(101, 'image/png'))).toEqual({
      key: 'i',
      rule: 'fileSize',
      data: '100B',
    });
    expect(check(image, dataUrlOfSize(10, 'application/pdf'))?.rule).toBe('fileType');
    expect(check(image, 'nej')?.rule).toBe('invalid');
    expect(check(prop('i', 'imageBase64'), dataUrlOfSize(5_000_001, 'image/jpeg'))?.data).toBe('5MB');
  });

  it('checkImageDimensions: too small, too large, fine', () => {
    const limits = { minWidth: 200, minHeight: 100, maxWidth: 2000, maxHeight: 1000 };
    expect(checkImageDimensions({ width: 199, height: 500 }, limits, 'i')).toEqual({
      key: 'i',
      rule: 'imageTooSmall',
      data: '200x100',
    });
    expect(checkImageDimensions({ width: 500, height: 1001 }, limits)?.data).toBe('2000x1000');
    expect(checkImageDimensions({ width: 200, height: 100 }, limits)).toBeNull();
    expect(checkImageDimensions({ width: 5, height: 5 }, {})).toBeNull();
  });

  const group = (validators: FormValidator[]) =>
    prop('g', 'group', { data: { keys: ['a', 'b', 'c'] }, validators });
  const members = [prop('a', 'checkbox'), prop('b', 'checkbox'), prop('c', 'checkbox')];
  const groupRule = (validators: FormValidator[], answers: Answers) => {
    const g = group(validators);
    return validateProperty(g, answers, [g, ...members], ctx);
  };

  it('minSelectedInGroup, beCustomGroupValidation and approved count checked members', () => {
    expect(groupRule([{ name: 'minSelectedInGroup', data: 2 }], { a: true, b: true })).toBeNull();
    expect(groupRule([{ name: 'minSelectedInGroup', data: 2 }], { a: true, b: false })).toEqual({
      key: 'g',
      rule: 'minSelectedInGroup',
      data: '2',
    });
    expect(groupRule([{ name: 'beCustomGroupValidation' }], { c: true })).toBeNull();
    expect(groupRule([{ name: 'beCustomGroupValidation' }], {})?.rule).toBe('beCustomGroupValidation');
    expect(groupRule([{ name: 'approved' }], { a: true, b: true, c: true })).toBeNull();
    expect(groupRule([{ name: 'approved' }], { a: true, b: true })).toEqual({ key: 'g', rule: 'approved' });
  });

  it('a failing member fails its group, under the group key', () => {
    const g = group([]);
    const form = [g, prop('a', 'checkbox', { required: true }), ...members.slice(1)];
    expect(validateAnswers(form, { b: true }, ctx)).toEqual([{ key: 'g', rule: 'required' }]);
  });

  it('periodGroup works like a group', () => {
    const g = prop('p', 'periodGroup', {
      data: { keys: ['p1'] },
      validators: [{ name: 'minSelectedInGroup', data: 1 }],
    });
    const form = [
      g,
      prop('p1', 'periodCheckbox', { data: { startDate: '2027-06-14', endDate: '2027-08-13' } }),
    ];
    expect(validateAnswers(form, { p1: true }, ctx)).toEqual([]);
    expect(validateAnswers(form, {}, ctx)).toEqual([{ key: 'p', rule: 'minSelectedInGroup', data: '1' }]);
  });
});

describe('form helpers', () => {
  const form = [
    prop('z', 'text', { order: 1030 }),
    prop('g', 'group', { order: 1010, data: { keys: ['b', 'a', 'missing'] } }),
    prop('a', 'checkbox', { order: 1020 }),
    prop('b', 'checkbox', { order: 1025 }),
    prop('f', 'file', { order: 1000 }),
  ];

  it('topLevelProperties leaves out members and sorts by order', () => {
    expect(topLevelProperties(form).map((p) => p.key)).toEqual(['f', 'g', 'z']);
  });

  it('membersOf follows the group’s key order and skips unknown keys', () => {
    expect(membersOf(form[1]!, form).map((p) => p.key)).toEqual(['b', 'a']);
    expect(membersOf(form[0]!, form)).toEqual([]);
  });

  it('pruneAnswers keeps only the form’s keys with allowed kinds', () => {
    const answers: Answers = {
      z: 'text',
      a: true,
      b: 'ja',
      g: true,
      f: { filename: 'cv.pdf', data: 'data:;base64,', extra: 1 } as unknown as Answers[string],
      okänd: 'x',
    };
    expect(pruneAnswers(form, answers)).toEqual({
      z: 'text',
      a: true,
      f: { filename: 'cv.pdf', data: 'data:;base64,' },
    });
    expect(pruneAnswers(form, { z: null })).toEqual({ z: null });
  });

  it('pruneAnswers keeps a radio group’s answer: the chosen radio’s key', () => {
    const radios = [
      prop('r', 'radioGroup', { data: { keys: ['r1', 'r2'] } }),
      prop('r1', 'radio'),
      prop('r2', 'radio'),
    ];
    expect(pruneAnswers(radios, { r: 'r2', r1: true })).toEqual({ r: 'r2', r1: true });
  });

  it('validateAnswers gives one error per failing property, in order', () => {
    const strict = [
      prop('b', 'text', { order: 2, validators: [{ name: 'minLength', data: 1 }, { name: 'validEmail' }] }),
      prop('a', 'text', { order: 1, required: true }),
    ];
    expect(validateAnswers(strict, { b: 'nej' }, ctx)).toEqual([
      { key: 'a', rule: 'required' },
      { key: 'b', rule: 'validEmail' },
    ]);
  });

  it('isRequired sees required rules as well as the flag', () => {
    expect(isRequired(prop('a', 'text', { required: true }))).toBe(true);
    expect(isRequired(withRule({ name: 'minLength', data: 1 }))).toBe(true);
    expect(isRequired(withRule({ name: 'minLength', data: 0 }))).toBe(false);
    expect(isRequired(withRule({ name: 'fileRequired', data: false }, 'file'))).toBe(false);
    expect(isRequired(withRule({ name: 'approved' }, 'group'))).toBe(true);
    expect(isRequired(withRule({ name: 'validEmail' }))).toBe(false);
  });
});

describe('maxLengthOf', () => {
  it('is the field’s own limit or the type’s cap', () => {
    expect(maxLengthOf(prop('a', 'text', { data: { maxLength: 13 } }))).toBe(13);
    expect(maxLengthOf(prop('a', 'text'))).toBe(TEXT_MAX_DEFAULT);
    expect(maxLengthOf(prop('a', 'textarea'))).toBe(TEXTAREA_MAX_DEFAULT);
  });
});

describe('acceptsTextChange', () => {
  const short = prop('a', 'text', { data: { maxLength: 5 } });

  it('takes a change while the text fits, and refuses one that would not', () => {
    expect(acceptsTextChange(short, 'abcd', 'abcde')).toBe(true);
    expect(acceptsTextChange(short, 'abcde', 'abcdef')).toBe(false);
    expect(acceptsTextChange(short, '', 'a pasted sentence')).toBe(false);
  });

  it('lets a text already over the limit be shortened or edited, never lengthened', () => {
    expect(acceptsTextChange(short, 'abcdefg', 'abcdef')).toBe(true);
    expect(acceptsTextChange(short, 'abcdefg', 'abcdefG')).toBe(true);
    expect(acceptsTextChange(short, 'abcdefg', 'abcdefgh')).toBe(false);
  });

  it('a field without a limit of its own has the type’s cap', () => {
    expect(acceptsTextChange(prop('a', 'text'), '', 'x'.repeat(TEXT_MAX_DEFAULT))).toBe(true);
    expect(acceptsTextChange(prop('a', 'text'), '', 'x'.repeat(TEXT_MAX_DEFAULT + 1))).toBe(false);
  });
});
