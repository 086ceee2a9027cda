/**
 * The demo positions' application forms. Between them every field type and every validator of SPEC §3/§5
 * appears at least once; the tests build the same forms through their factories.
 */
import {
  FORM_ORDER_STEP,
  STANDARD_KEYS,
  driverLicenceGroup,
  licenceToDriveGroup,
  standardApplicationForm,
  summerPeriodsGroup,
  type FormProperty,
  type FormValidator,
  type SummerPeriod,
} from '@rekry/domain';

/** Orders after the standard form's last field. */
function after(form: readonly FormProperty[], steps = 1): number {
  return Math.max(...form.map((p) => p.order)) + steps * FORM_ORDER_STEP;
}

function field(
  key: string,
  type: FormProperty['type'],
  label: string,
  order: number,
  extra: Partial<FormProperty> = {},
): FormProperty {
  return { key, type, label, required: false, isHtml: false, order, validators: [], ...extra };
}

/** A field of the standard form with something changed. */
function withChanged(
  form: FormProperty[],
  key: string,
  change: (p: FormProperty) => Partial<FormProperty>,
): FormProperty[] {
  return form.map((p) => (p.key === key ? { ...p, ...change(p) } : p));
}

/** A group (checkboxes or radios) and its members. */
function choiceGroup(
  key: string,
  type: 'group' | 'radioGroup',
  label: string,
  options: readonly string[],
  order: number,
  validators: FormValidator[],
): FormProperty[] {
  const memberType = type === 'group' ? 'checkbox' : 'radio';
  const members = options.map((option, i) =>
    field(`${key}_${i + 1}`, memberType, option, order + (i + 1) * FORM_ORDER_STEP),
  );
  return [
    field(key, type, label, order, { data: { label, keys: members.map((m) => m.key) }, validators }),
    ...members,
  ];
}

export const DEMO_CV_ACCEPT = '.pdf,.doc,.docx,.odt,.txt';

/** 'Lagermedarbetare': the standard form with a required CV and a short motivation (a counter at 60). */
export function warehouseForm(): FormProperty[] {
  const standard = withChanged(standardApplicationForm(), STANDARD_KEYS.file, (p) => ({
    data: { ...p.data, accept: DEMO_CV_ACCEPT },
    validators: [{ name: 'fileRequired', data: true }],
  }));
  return [
    ...standard,
    field('form_text_motivation', 'text', 'Varför vill du jobba hos oss? (kort)', after(standard), {
      data: { maxLength: 60 },
    }),
  ];
}

/**
 * 'Lagermedarbetare' as published: the warehouse form plus the driving-licence questions and a merit
 * group ('Meriterande' in the applicant filters and the requirement fulfilment).
 */
export function warehouseMeritForm(): FormProperty[] {
  const base = warehouseForm();
  const start = after(base);
  const merits = choiceGroup(
    'requirementsform',
    'group',
    'Meriterande',
    ['Truckkort A+B', 'Erfarenhet av lagerarbete', 'Erfarenhet av WMS/lagersystem'],
    start,
    [],
  );
  return [...base, ...merits, ...driverLicenceGroup(start + 5 * FORM_ORDER_STEP)];
}

export const CUSTOMER_SERVICE_PERIODS: SummerPeriod[] = [
  { startDate: '2027-06-14', endDate: '2027-07-09' },
  { startDate: '2027-07-12', endDate: '2027-08-06' },
];

/** 'Kundtjänstmedarbetare': the standard form plus every other field type. */
export function customerServiceForm(): FormProperty[] {
  const standard = withChanged(standardApplicationForm(), STANDARD_KEYS.ssn, (p) => ({
    validators: [...p.validators, { name: 'minYearBornSwe', data: 18 }],
  }));
  let order = after(standard);
  const next = (steps = 1) => (order += steps * FORM_ORDER_STEP);
  const extra: FormProperty[] = [
    field('form_textarea_experience', 'textarea', 'Berätta om din erfarenhet av kundservice', next(), {
      required: true,
      data: { maxLength: 1000 },
      validators: [{ name: 'minLength', data: 20 }],
    }),
    field('form_text_portfolio', 'textWithHelpLink', 'Länk till en profil eller portfolio', next(), {
      placeholder: 'https://',
      data: {
        url: 'https://www.demo.rekry.test/om-oss',
        linkText: 'Vad ska jag skriva här?',
        maxLength: 300,
      },
    }),
    field('form_text_birthyear', 'text', 'Födelseår (ÅÅÅÅ)', next(), {
      data: { maxLength: 4 },
      validators: [{ name: 'minYearBorn', data: 18 }],
    }),
    field('form_photo', 'imageBase64', 'Foto (frivilligt)', next(), {
      data: { maxSize: 2_000_000, minWidth: 100, minHeight: 100, maxWidth: 4000, maxHeight: 4000 },
    }),
    ...choiceGroup(
      'customform_languages',
      'group',
      'Vilka språk talar du?',
      ['Svenska', 'Engelska', 'Finska', 'Arabiska'],
      next(),
      [{ name: 'minSelectedInGroup', data: 1 }],
    ),
  ];
  next(5);
  extra.push(
    ...choiceGroup(
      'customform_activities',
      'group',
      'Vilka kanaler vill du arbeta i?',
      ['Telefon', 'Chatt', 'E-post'],
      order,
      [{ name: 'beCustomGroupValidation' }],
    ),
  );
  next(4);
  extra.push(
    ...choiceGroup(
      'radio-group_shift',
      'radioGroup',
      'Vilka tider passar dig bäst?',
      ['Dagtid', 'Kvällar', 'Helger'],
      order,
      [{ name: 'radioRequired' }],
    ),
  );
  next(4);
  extra.push(...driverLicenceGroup(order));
  next(4);
  extra.push(...licenceToDriveGroup(order));
  next(3);
  extra.push(
    ...summerPeriodsGroup(CUSTOMER_SERVICE_PERIODS, {
      label: 'Kan du arbeta någon av sommarperioderna?',
      startOrder: order,
    }),
  );
  return [...standard, ...extra];
}

export const SUMMER_JOB_PERIODS: SummerPeriod[] = [
  { startDate: '2027-06-14', endDate: '2027-07-02' },
  { startDate: '2027-07-05', endDate: '2027-07-23' },
  { startDate: '2027-07-26', endDate: '2027-08-13' },
];

/** 390's summer job: born 2008–2010, at least 15 at the start, 15–19 in the period chosen. */
export function summerJobForm(): FormProperty[] {
  const standard = withChanged(standardApplicationForm(), STANDARD_KEYS.ssn, (p) => ({
    validators: [
      ...p.validators,
      { name: 'allowedYearsBornSwe', data: '2008,2009,2010' },
      { name: 'minYearAtStart', data: 15 },
      {
        name: 'allowedAgeInPeriod',
        data: {
          periods: SUMMER_JOB_PERIODS.map((p) => ({
            periodStart: p.startDate,
            periodEnd: p.endDate,
            minAge: 15,
            maxAge: 19,
          })),
        },
      },
    ],
  }));
  return [
    ...standard,
    ...summerPeriodsGroup(SUMMER_JOB_PERIODS, { key: 'summerperiodsform', startOrder: after(standard) }),
  ];
}

/** The standard form plus a birth-year question with a non-Swe age rule (equalYearBorn, allowedYears …). */
export function birthYearForm(rule: FormValidator): FormProperty[] {
  const standard = standardApplicationForm();
  return [
    ...standard,
    field('form_text_birthyear', 'text', 'Födelseår (ÅÅÅÅ)', after(standard), {
      required: true,
      data: { maxLength: 4 },
      validators: [rule],
    }),
  ];
}

/** Norrland's driver position: the standard form and the driving-licence questions. */
export function driverForm(): FormProperty[] {
  const standard = standardApplicationForm();
  const start = after(standard);
  return [...standard, ...driverLicenceGroup(start), ...licenceToDriveGroup(start + 5 * FORM_ORDER_STEP)];
}
