/**
 * The application form's rules (SPEC §5), written once and run by both the browser and the server.
 * A property fails with its first failing rule, checked in this order: the kind of value ('invalid'),
 * 'required', the type's own limits (length, file size and type), then its validators as listed.
 * Format rules pass an empty value: emptiness is the job of required and minLength.
 */
import { isIsoDate } from '../dates.ts';
import {
  IMAGE_MIME_TYPES,
  MAX_FILE_BYTES,
  acceptedExtensions,
  base64ByteLength,
  formatMegabytes,
  isAcceptedFile,
  parseDataUrl,
} from './files.ts';
import {
  ageOn,
  birthDateOfSsn,
  isValidSsn,
  normalizeSsn,
  ssnProblem,
  type SsnProblem,
} from './personnummer.ts';
import {
  isAllowedKind,
  isGroup,
  isUploadedFile,
  maxLengthOf,
  membersOf,
  TEXT_TYPES,
  topLevelProperties,
  uploadedFileSize,
} from './properties.ts';
import { STANDARD_KEYS } from './standard-form.ts';
import {
  AGE_RULE_NAMES,
  type AgePeriod,
  type AnswerValue,
  type Answers,
  type FieldError,
  type FormProperty,
  type FormValidator,
  type PropertyData,
  type ValidationContext,
} from './types.ts';

/** A failed rule, before it is put under its property's key. */
type Failure = Omit<FieldError, 'key'>;

/** What a property's rules are checked against: every answer, the whole form, and the day (and start). */
interface Checking {
  answers: Answers;
  form: readonly FormProperty[];
  ctx: ValidationContext;
}

function checkedCount(group: FormProperty, answers: Answers, form: readonly FormProperty[]): number {
  return membersOf(group, form).filter((m) => answers[m.key] === true).length;
}

/** Whether a property has no answer, the way its type understands emptiness. */
function isEmpty(property: FormProperty, answers: Answers, form: readonly FormProperty[]): boolean {
  const value = answers[property.key];
  switch (property.type) {
    case 'group':
    case 'periodGroup':
      return checkedCount(property, answers, form) === 0;
    case 'radioGroup':
      return typeof value !== 'string' || !(property.data?.keys ?? []).includes(value);
    case 'checkbox':
    case 'periodCheckbox':
    case 'radio':
      return value !== true;
    case 'file':
      return !isUploadedFile(value);
    default:
      return typeof value !== 'string' || value.trim() === '';
  }
}
/** The type's own limits: text length, file size and type, image type and size. */
function checkLimits(property: FormProperty, value: AnswerValue | undefined): Failure | null {
  if (property.type === 'file' && isUploadedFile(value)) {
    const size = uploadedFileSize(value);
    if (size === null) return { rule: 'invalid' };
    if (size > MAX_FILE_BYTES) return { rule: 'fileSize' };
    const accept = property.data?.accept;
    if (!isAcceptedFile(value.filename, accept))
      return { rule: 'fileType', data: acceptedExtensions(accept) };
    return null;
  }
  if (typeof value !== 'string' || value === '') return null;
  if (property.type === 'imageBase64') {
    const parsed = parseDataUrl(value);
    if (!parsed) return { rule: 'invalid' };
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(parsed.mime)) {
      return { rule: 'fileType', data: 'png, jpg, gif, webp' };
    }
    const limit = property.data?.maxSize ?? MAX_FILE_BYTES;
    if (base64ByteLength(parsed.base64) > limit) return { rule: 'fileSize', data: formatMegabytes(limit) };
    return null;
  }
  if (TEXT_TYPES.includes(property.type)) {
    const max = maxLengthOf(property);
    if (value.length > max) return { rule: 'maxLength', data: String(max) };
  }
  return null;
}

/** A birth date ('YYYY-MM-DD') or only a year, read from an answer. */
type Birth = { date: string; year: number } | { date: null; year: number };

/** Swe rules read only a valid personal number; the others also a date or a year. */
function birthOf(value: string, swedishOnly: boolean, today: string): Birth | null {
  const text = value.trim();
  if (isValidSsn(text, today)) {
    const date = birthDateOfSsn(text, today)!;
    return { date, year: Number(date.slice(0, 4)) };
  }
  if (swedishOnly) return null;
  if (isIsoDate(text) && text <= today) return { date: text, year: Number(text.slice(0, 4)) };
  if (/^\d{4}$/.test(text) && text <= today.slice(0, 4)) return { date: null, year: Number(text) };
  return null;
}

/** Age on a date; with only a year known, the difference in years. */
function ageAt(birth: Birth, on: string): number {
  return birth.date ? ageOn(birth.date, on) : Number(on.slice(0, 4)) - birth.year;
}

function yearsOf(list: string): number[] {
  return list
    .split(',')
    .map((y) => y.trim())
    .filter(Boolean)
    .map(Number);
}

const AGE_RULES = new Set<FormValidator['name']>(AGE_RULE_NAMES);

const SSN_RULES = {
  format: 'ssnValidSwe',
  date: 'ssnDate',
  birthNumber: 'ssnBirthNumber',
  checkDigit: 'ssnCheckDigit',
} as const satisfies Record<SsnProblem, FieldError['rule']>;
const SSN_VALIDATORS = new Set<FormValidator['name']>([
  'ssnValidSwe',
  'minYearBornSwe',
  'allowedYearsBornSwe',
]);

/** A failure that is about a personal number (its shape, date or check digit). */
export function isSsnFailure(error: Pick<FieldError, 'rule'>): boolean {
  return (Object.values(SSN_RULES) as string[]).includes(error.rule);
}

/** A property that takes a Swedish personal number: its answer is kept as the 12 digits. */
export function takesSsn(property: FormProperty): boolean {
  return property.validators.some((v) => SSN_VALIDATORS.has(v.name));
}

/** The answers with every valid personal number written as its 12 digits, as it is stored and shown. */
export function withNormalizedSsns(form: readonly FormProperty[], answers: Answers, today: string): Answers {
  const next = { ...answers };
  for (const property of form) {
    const value = answers[property.key];
    if (!takesSsn(property) || typeof value !== 'string' || !isValidSsn(value, today)) continue;
    next[property.key] = normalizeSsn(value, today)!;
  }
  return next;
}

/** A personal number's failure: the company's format text, or what exactly is wrong with its date, birth number or check digit. */
function checkSsn(text: string, today: string): Failure | null {
  const problem = text === '' ? null : ssnProblem(text, today);
  return problem ? { rule: SSN_RULES[problem] } : null;
}

function describePeriod(p: { minAge: number; maxAge: number }, period?: AgePeriod): string {
  const ages = `${p.minAge}–${p.maxAge} år`;
  return period ? `${ages} (${period.periodStart} – ${period.periodEnd})` : ages;
}

/** An age rule on a non-empty answer: passes, or fails with the rule (Swe rules: with the personal number's failure). */
function checkAge(validator: FormValidator, value: string, ctx: ValidationContext): Failure | null {
  const swedishOnly = validator.name === 'minYearBornSwe' || validator.name === 'allowedYearsBornSwe';
  const birth = birthOf(value, swedishOnly, ctx.today);
  const fail = (data?: string) => ({ rule: validator.name, ...(data === undefined ? {} : { data }) });
  switch (validator.name) {
    case 'minYearBorn':
    case 'minYearBornSwe': {
      if (!birth) return swedishOnly ? checkSsn(value, ctx.today) : fail(String(validator.data));
      return ageAt(birth, ctx.today) >= validator.data ? null : fail(String(validator.data));
    }
    case 'minYearAtStart': {
      if (!birth) return fail(String(validator.data));
      return ageAt(birth, ctx.positionStart ?? ctx.today) >= validator.data
        ? null
        : fail(String(validator.data));
    }
    case 'equalYearBorn':
      return birth?.year === validator.data ? null : fail(String(validator.data));
    case 'allowedYears':
    case 'allowedYearsBornSwe': {
      const years = yearsOf(validator.data);
      if (!birth) return swedishOnly ? checkSsn(value, ctx.today) : fail(years.join(', '));
      return years.includes(birth.year) ? null : fail(years.join(', '));
    }
    case 'allowedAgeInPeriod': {
      const data = validator.data;
      if ('periods' in data) {
        // No periods means no condition (the editor clears them to turn the rule off).
        if (data.periods.length === 0) return null;
        const described = data.periods.map((p) => describePeriod(p, p)).join(' eller ');
        if (!birth) return fail(described);
        const fits = data.periods.some((p) => {
          const age = ageAt(birth, p.periodStart);
          return age >= p.minAge && age <= p.maxAge;
        });
        return fits ? null : fail(described);
      }
      const range = { minAge: data.minAge ?? 1, maxAge: data.maxAge ?? 100 };
      if (!birth) return fail(describePeriod(range));
      const age = ageAt(birth, ctx.today);
      return age >= range.minAge && age <= range.maxAge ? null : fail(describePeriod(range));
    }
    default:
      return null;
  }
}

/**
 * A chosen summer period with its own ages (the summer-periods editor): the applicant's age on the
 * period's first day, from the form's personal-number answer, must be within them. Without a valid
 * personal number there is nothing to check here (that field answers for itself).
 */
function checkPeriodAges(
  validator: Extract<FormValidator, { name: 'allowedAgeInPeriod' }>,
  property: FormProperty,
  { answers, form, ctx }: Checking,
): Failure | null {
  const start = property.data?.startDate;
  if ('periods' in validator.data || !start) return null;
  // The applicant's own number: the standard field, else the first field with the personal-number rule.
  const ssnField =
    form.find((p) => p.key === STANDARD_KEYS.ssn) ??
    form.find((p) => p.validators.some((v) => v.name === 'ssnValidSwe'));
  const ssn = ssnField ? answers[ssnField.key] : undefined;
  const birth = typeof ssn === 'string' ? birthOf(ssn, true, ctx.today) : null;
  if (!birth) return null;
  const range = { minAge: validator.data.minAge ?? 1, maxAge: validator.data.maxAge ?? 100 };
  const age = ageAt(birth, start);
  if (age >= range.minAge && age <= range.maxAge) return null;
  const period = { periodStart: start, periodEnd: property.data?.endDate ?? start, ...range };
  return { rule: 'allowedAgeInPeriod', data: describePeriod(range, period) };
}

const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

/** One validator on a property whose value has the right kind. */
function checkValidator(
  validator: FormValidator,
  property: FormProperty,
  checking: Checking,
): Failure | null {
  const { answers, form, ctx } = checking;
  const value = answers[property.key];
  const text = typeof value === 'string' ? value.trim() : '';
  if (property.type === 'periodCheckbox' && validator.name === 'allowedAgeInPeriod')
    return value === true ? checkPeriodAges(validator, property, checking) : null;
  if (AGE_RULES.has(validator.name)) return text === '' ? null : checkAge(validator, text, ctx);
  switch (validator.name) {
    case 'minLength':
      return text.length >= validator.data ? null : { rule: 'minLength', data: String(validator.data) };
    case 'validEmail':
      return text === '' || (text.length <= 254 && EMAIL.test(text)) ? null : { rule: 'validEmail' };
    case 'ssnValidSwe':
      return checkSsn(text, ctx.today);
    case 'radioRequired':
      return (property.data?.keys ?? []).includes(text) ? null : { rule: 'radioRequired' };
    case 'fileRequired':
      return !validator.data || isUploadedFile(value) ? null : { rule: 'fileRequired' };
    case 'minSelectedInGroup':
      return checkedCount(property, answers, form) >= validator.data
        ? null
        : { rule: 'minSelectedInGroup', data: String(validator.data) };
    case 'beCustomGroupValidation':
      return checkedCount(property, answers, form) >= 1 ? null : { rule: 'beCustomGroupValidation' };
    case 'approved': {
      const members = membersOf(property, form);
      return members.length > 0 && members.every((m) => answers[m.key] === true)
        ? null
        : { rule: 'approved' };
    }
    default:
      return null;
  }
}

/** A property's own rules, without looking into group members. */
function checkOwn(property: FormProperty, checking: Checking): Failure | null {
  const { answers, form } = checking;
  const value = answers[property.key];
  if (!isGroup(property) && !isAllowedKind(property.type, value)) return { rule: 'invalid' };
  // A radio group's answer must name one of its own radios.
  if (property.type === 'radioGroup' && typeof value === 'string' && value !== '') {
    if (!(property.data?.keys ?? []).includes(value)) return { rule: 'invalid' };
  }
  if (property.required && isEmpty(property, answers, form)) return { rule: 'required' };
  const limit = checkLimits(property, value);
  if (limit) return limit;
  for (const validator of property.validators) {
    const failed = checkValidator(validator, property, checking);
    if (failed) return failed;
  }
  return null;
}

/**
 * The first failing rule of a property, or null. A group (not a radio group, whose radios have no
 * answers of their own) is validated as a whole: a failing member fails the group, under the group's key.
 */
export function validateProperty(
  property: FormProperty,
  answers: Answers,
  form: readonly FormProperty[],
  ctx: ValidationContext,
): FieldError | null {
  const checking = { answers, form, ctx };
  if (property.type === 'group' || property.type === 'periodGroup') {
    for (const member of membersOf(property, form)) {
      const failed = checkOwn(member, checking);
      if (failed) return { key: property.key, ...failed };
    }
  }
  const failed = checkOwn(property, checking);
  return failed ? { key: property.key, ...failed } : null;
}

/** One error per failing top-level property (group members answer through their group), in form order. */
export function validateAnswers(
  form: readonly FormProperty[],
  answers: Answers,
  ctx: ValidationContext,
): FieldError[] {
  return topLevelProperties(form).flatMap((p) => validateProperty(p, answers, form, ctx) ?? []);
}

/**
 * An image's pixel size against the field's limits; the browser calls it after loading the image, the
 * server after reading its header.
 */
export function checkImageDimensions(
  size: { width: number; height: number },
  data: PropertyData,
  key = '',
): FieldError | null {
  const { minWidth, minHeight, maxWidth, maxHeight } = data;
  if ((minWidth && size.width < minWidth) || (minHeight && size.height < minHeight)) {
    return { key, rule: 'imageTooSmall', data: `${minWidth ?? 1}x${minHeight ?? 1}` };
  }
  if ((maxWidth && size.width > maxWidth) || (maxHeight && size.height > maxHeight)) {
    return {
      key,
      rule: 'imageTooLarge',
      data: `${maxWidth ?? size.width}x${maxHeight ?? size.height}`,
    };
  }
  return null;
}
