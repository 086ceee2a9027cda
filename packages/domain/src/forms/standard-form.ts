/**
 * The standard application form (SPEC §3 standard keys, §5 rules, §9 referer options and driver-licence
 * keys) and builders for the demo data and the form builder. Orders start at 1000 (SPEC §9 'Form counter
 * starts at 1000') and step by 10.
 */
import { AGREEMENT_TEXTS } from './consent.ts';
import type { FormProperty, FormValidator, PropertyType } from './types.ts';

export const FORM_ORDER_START = 1000;
export const FORM_ORDER_STEP = 10;

/** SPEC §3 standard application form keys. */
export const STANDARD_KEYS = {
  firstname: 'form_firstname',
  surname: 'form_surname',
  ssn: 'form_ssn',
  address: 'form_address',
  zipcode: 'form_zipcode',
  city: 'form_city',
  mobilePhone: 'form_mobilePhone',
  homePhone: 'form_homePhone',
  email: 'form_email',
  linkedInUrl: 'form_linkedInUrl',
  additional: 'form_additional',
  file: 'form_file',
  referer: 'form_referer',
  agreement: 'form_agreement',
} as const;

/** SPEC §9 default referer options, one radio each under form_referer. */
export const REFERER_OPTIONS = [
  { key: 'form_referer_1', label: 'Arbetsförmedlingens platsbank' },
  { key: 'form_referer_2', label: 'Vår webbplats' },
  { key: 'form_referer_3', label: 'Sociala medier' },
  { key: 'form_referer_4', label: 'Tidningsannons' },
  { key: 'form_referer_5', label: 'Tips från en bekant' },
] as const;

/** SPEC §9 driver-licence keys: checkboxes under driverlicenseform, radios under licensetodriveform. */
export const DRIVER_LICENCE_KEYS = {
  group: 'driverlicenseform',
  manual: { key: 'driverlicenseform_1', label: 'Manuell' },
  automatic: { key: 'driverlicenseform_3', label: 'Automat' },
  ownCar: { key: 'driverlicenseform_2', label: 'Egen bil' },
  licenceGroup: 'licensetodriveform',
  hasLicence: { key: 'licensetodrive_1', label: 'Ja, jag har körkort' },
  noLicence: { key: 'licensetodrive_2', label: 'Nej, jag har inte körkort' },
} as const;

/** The agreement group and its two checkboxes; both must be checked ('approved'). */
export const AGREEMENT_KEYS = {
  group: 'form_agreement',
  terms: 'form_agreement_terms',
  gdpr: 'form_agreement_gdpr',
} as const;

/** Hands out orders 1000, 1010, … (or from a given start). */
function orderCounter(start = FORM_ORDER_START): () => number {
  let next = start;
  return () => {
    const order = next;
    next += FORM_ORDER_STEP;
    return order;
  };
}

function field(
  key: string,
  type: PropertyType,
  label: string,
  order: number,
  extra: Partial<Omit<FormProperty, 'key' | 'type' | 'label' | 'order'>> = {},
): FormProperty {
  return { key, type, label, required: false, isHtml: false, order, validators: [], ...extra };
}

const filled: FormValidator = { name: 'minLength', data: 1 };

/** A group of checkboxes (or radios, periods) with its members, in one list for the form. */
function groupWithMembers(
  group: { key: string; type: PropertyType; label: string; validators?: FormValidator[] },
  members: readonly {
    key: string;
    label: string;
    type: PropertyType;
    isHtml?: boolean;
    data?: FormProperty['data'];
  }[],
  next: () => number,
): FormProperty[] {
  const head = field(group.key, group.type, group.label, next(), {
    data: { label: group.label, keys: members.map((m) => m.key) },
    validators: group.validators ?? [],
  });
  return [
    head,
    ...members.map((m) =>
      field(m.key, m.type, m.label, next(), {
        isHtml: m.isHtml ?? false,
        ...(m.data ? { data: m.data } : {}),
      }),
    ),
  ];
}

/** The standard form of SPEC §5: personal details, CV, where the ad was found, the agreement. */
export function standardApplicationForm(): FormProperty[] {
  const next = orderCounter();
  const k = STANDARD_KEYS;
  return [
    field(k.firstname, 'text', 'Förnamn', next(), { validators: [filled] }),
    field(k.surname, 'text', 'Efternamn', next(), { validators: [filled] }),
    field(k.ssn, 'text', 'Personnummer', next(), {
      placeholder: 'ÅÅMMDD-NNNN',
      validators: [filled, { name: 'ssnValidSwe' }],
    }),
    field(k.address, 'text', 'Adress', next(), { validators: [filled] }),
    field(k.zipcode, 'text', 'Postnummer', next(), { validators: [filled] }),
    field(k.city, 'text', 'Ort', next(), { validators: [filled] }),
    field(k.mobilePhone, 'text', 'Mobiltelefon', next(), { data: { maxLength: 30 }, validators: [filled] }),
    field(k.homePhone, 'text', 'Hemtelefon', next(), { data: { maxLength: 30 } }),
    field(k.email, 'email', 'E-post', next(), {
      data: { maxLength: 254 },
      validators: [filled, { name: 'validEmail' }],
    }),
    field(k.linkedInUrl, 'text', 'LinkedIn-profil', next(), { placeholder: 'https://www.linkedin.com/in/…' }),
    field(k.additional, 'textarea', 'Övrigt', next(), { data: { maxLength: 2000 } }),
    field(k.file, 'file', 'CV och personligt brev', next(), {
      validators: [{ name: 'fileRequired', data: false }],
    }),
    ...groupWithMembers(
      { key: k.referer, type: 'radioGroup', label: 'Var hittade du annonsen?' },
      REFERER_OPTIONS.map((o) => ({ ...o, type: 'radio' as const })),
      next,
    ),
    ...groupWithMembers(
      {
        key: AGREEMENT_KEYS.group,
        type: 'group',
        label: AGREEMENT_TEXTS.group,
        validators: [{ name: 'approved' }],
      },
      [
        { key: AGREEMENT_KEYS.terms, type: 'checkbox', label: AGREEMENT_TEXTS.terms, isHtml: true },
        { key: AGREEMENT_KEYS.gdpr, type: 'checkbox', label: AGREEMENT_TEXTS.gdpr },
      ],
      next,
    ),
  ];
}

/** 'Körkort och bil': checkboxes Manuell, Automat, Egen bil (SPEC §9 driverlicenseform keys). */
export function driverLicenceGroup(startOrder = FORM_ORDER_START): FormProperty[] {
  const d = DRIVER_LICENCE_KEYS;
  return groupWithMembers(
    { key: d.group, type: 'group', label: 'Körkort och bil' },
    [d.manual, d.automatic, d.ownCar].map((o) => ({ ...o, type: 'checkbox' as const })),
    orderCounter(startOrder),
  );
}

/** 'Har du körkort?': a required choice between licensetodrive_1 and _2. */
export function licenceToDriveGroup(startOrder = FORM_ORDER_START): FormProperty[] {
  const d = DRIVER_LICENCE_KEYS;
  return groupWithMembers(
    {
      key: d.licenceGroup,
      type: 'radioGroup',
      label: 'Har du körkort?',
      validators: [{ name: 'radioRequired' }],
    },
    [d.hasLicence, d.noLicence].map((o) => ({ ...o, type: 'radio' as const })),
    orderCounter(startOrder),
  );
}

export interface SummerPeriod {
  startDate: string;
  endDate: string;
}

/**
 * 'Perioder': one periodCheckbox per period (labelled 'start - end'), at least one to be chosen. Add an
 * allowedAgeInPeriod rule to the personal-number field for the ages each period takes.
 */
export function summerPeriodsGroup(
  periods: readonly SummerPeriod[],
  options: { key?: string; label?: string; startOrder?: number } = {},
): FormProperty[] {
  const key = options.key ?? 'summerperiodsform';
  return groupWithMembers(
    {
      key,
      type: 'periodGroup',
      label: options.label ?? 'Vilka perioder kan du arbeta?',
      validators: [{ name: 'minSelectedInGroup', data: 1 }],
    },
    periods.map((p, i) => ({
      key: `${key}_${i + 1}`,
      type: 'periodCheckbox' as const,
      label: `${p.startDate} - ${p.endDate}`,
      data: { startDate: p.startDate, endDate: p.endDate },
    })),
    orderCounter(options.startOrder),
  );
}
