/**
 * The application form (SPEC §3 'Property / form field item'): a position's form is a list of properties;
 * an application's answers are keyed by property key. Zod-free so the public web bundle stays small; the
 * zod schemas that parse these shapes on the server live in ./schema.ts.
 */

export const PROPERTY_TYPES = [
  'text',
  'email',
  'textarea',
  'file',
  'checkbox',
  'radio',
  'group',
  'radioGroup',
  'periodGroup',
  'periodCheckbox',
  'textWithHelpLink',
  'imageBase64',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Types whose `data.keys` name member properties, rendered inside the group and not on their own. */
export const GROUP_TYPES = ['group', 'radioGroup', 'periodGroup'] as const satisfies readonly PropertyType[];

/** The validators that judge the applicant's age (from a personal number or a year). */
export const AGE_RULE_NAMES = [
  'minYearBorn',
  'minYearBornSwe',
  'allowedYearsBornSwe',
  'equalYearBorn',
  'allowedYears',
  'minYearAtStart',
  'allowedAgeInPeriod',
] as const;

/** Validator names of SPEC §3/§5, plus 'approved' (the agreement group: every member checked). */
export const VALIDATOR_NAMES = [
  'minLength',
  'validEmail',
  'ssnValidSwe',
  ...AGE_RULE_NAMES,
  'radioRequired',
  'fileRequired',
  'minSelectedInGroup',
  'beCustomGroupValidation',
  'approved',
] as const;
export type ValidatorName = (typeof VALIDATOR_NAMES)[number];

/** One period of the allowedAgeInPeriod rule; dates are YYYY-MM-DD (Europe/Stockholm). */
export interface AgePeriod {
  periodStart: string;
  periodEnd: string;
  minAge: number;
  maxAge: number;
}

/**
 * A validator with its bound. Data by name:
 * minLength, minYearBorn, minYearBornSwe, equalYearBorn, minYearAtStart, minSelectedInGroup: number;
 * allowedYears, allowedYearsBornSwe: comma-separated years ('2004,2005');
 * allowedAgeInPeriod: { periods: AgePeriod[] } or { minAge, maxAge } (defaults 1 and 100);
 * fileRequired: boolean; the others: none.
 */
export type FormValidator =
  | { name: 'minLength' | 'minYearBorn' | 'minYearBornSwe' | 'equalYearBorn'; data: number }
  | { name: 'minYearAtStart' | 'minSelectedInGroup'; data: number }
  | { name: 'allowedYears' | 'allowedYearsBornSwe'; data: string }
  | { name: 'allowedAgeInPeriod'; data: { periods: AgePeriod[] } | { minAge?: number; maxAge?: number } }
  | { name: 'fileRequired'; data: boolean }
  | {
      name: 'validEmail' | 'ssnValidSwe' | 'radioRequired' | 'beCustomGroupValidation' | 'approved';
      data?: undefined;
    };

/** Type-specific settings; every field is optional and only some apply to each type. */
export interface PropertyData {
  /** group, radioGroup, periodGroup: member property keys, in display order. */
  keys?: string[];
  /** group, radioGroup, periodGroup: the group's heading. */
  label?: string;
  /** periodCheckbox: the period, YYYY-MM-DD; shown as 'start - end'. */
  startDate?: string;
  endDate?: string;
  /** periodCheckbox and checkbox: checked from the start. */
  checked?: boolean;
  /** textWithHelpLink: where the help link goes and its text. */
  url?: string;
  linkText?: string;
  /** text, textarea: the most characters accepted (counter shown when fewer than 10 remain). */
  maxLength?: number;
  /** file: the accept attribute, e.g. '.pdf,.doc,.docx'. */
  accept?: string;
  /** imageBase64: limits in bytes and pixels. */
  maxSize?: number;
  minWidth?: number;
  minHeight?: number;
  maxWidth?: number;
  maxHeight?: number;
}

export interface FormProperty {
  /** A standard key (form_firstname …), a known prefix (form_text_…), or a uuid for new fields. */
  key: string;
  type: PropertyType;
  /** The field's label; HTML when isHtml (sanitized before it is served). */
  label: string;
  placeholder?: string;
  required: boolean;
  isHtml: boolean;
  order: number;
  data?: PropertyData;
  validators: FormValidator[];
  /**
   * Names or dates the person (hidden in an anonymised review). Unset: the standard personal fields and
   * images are, others are not (isPersonalProperty).
   */
  personal?: boolean;
}

/** A file as the browser reads it: the original name and a data URL ('data:application/pdf;base64,…'). */
export interface UploadedFile {
  filename: string;
  /** The file as a data URL; '' when it travels as a part of a multipart/form-data request instead. */
  data: string;
  /** Bytes of a file sent as a part (data ''): the browser's File.size, the server's count once received. */
  size?: number;
}

/**
 * One answer per property key: text types → string; checkbox, radio-less periodCheckbox → boolean;
 * radioGroup → the chosen member's key; file → UploadedFile (or null); imageBase64 → data URL string.
 * group and periodGroup have no answer of their own: their members do.
 */
export type AnswerValue = string | boolean | UploadedFile | null;
export type Answers = Record<string, AnswerValue>;

/** What a failed validation says: which property, which rule, and the bound for #DATA#. */
export interface FieldError {
  key: string;
  /**
   * 'required': empty though required; 'maxLength': longer than data.maxLength (or the default cap);
   * 'invalid': a value of the wrong kind for the property; 'fileSize' / 'fileType': a file over
   * MAX_FILE_BYTES or of a type not accepted; 'imageTooSmall' / 'imageTooLarge': image dimensions;
   * 'ssnDate' / 'ssnBirthNumber' / 'ssnCheckDigit': a personal number of the right shape whose date,
   * birth number (000) or check digit is wrong (a wrong shape or length is 'ssnValidSwe').
   */
  rule:
    | ValidatorName
    | 'ssnDate'
    | 'ssnBirthNumber'
    | 'ssnCheckDigit'
    | 'required'
    | 'maxLength'
    | 'invalid'
    | 'fileSize'
    | 'fileType'
    | 'imageTooSmall'
    | 'imageTooLarge';
  /** The value #DATA# stands for in the message (a number, years, an age range …). */
  data?: string;
}

export interface ValidationContext {
  /** Today's date in Europe/Stockholm, YYYY-MM-DD (age rules). */
  today: string;
  /** The position's start date, YYYY-MM-DD (minYearAtStart); today when the position has none. */
  positionStart?: string;
}

/** Keys of the container's configurable texts under '/messages/' (SPEC §3). */
export const MESSAGE_KEYS = [
  'thanksforapply',
  'job_already_applied',
  'job_wrong_ssn',
  'job_applied_success',
  'minYearBorn',
  'minYearBornSwe',
  'ssnValidSwe',
  'allowedYearsBornSwe',
  'equalYearBorn',
  'allowedYears',
  'approved',
  'validEmail',
  'beCustomGroupValidation',
  'minYearAtStart',
  'minSelectedInGroup',
  'minLength',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];
/** A company's texts; a missing key falls back to the Swedish default. Values are (sanitized) HTML. */
export type ContainerMessages = Partial<Record<MessageKey, string>>;
