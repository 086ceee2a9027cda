/**
 * What an anonymous applicant looks like to a reviewer: the alias instead of the person, no field the form
 * marks as personal, files by masked names, and every free text (answers, notes, log lines, search
 * passages) with the person's own values and Swedish personal data blacked out.
 */
import {
  answerRows,
  isPersonalProperty,
  PERSONAL_STANDARD_KEYS,
  STANDARD_KEYS,
  type Answers,
  type ApplicantDetail,
  type ApplicantInfo,
  type ApplicantListItem,
  type ApplicantVisibility,
  type CvPassage,
  type FormProperty,
} from '@rekry/domain';
import { maskedFileName } from '../../platform/redaction/file-name.ts';
import type { PersonValues } from '../../platform/redaction/personal-spans.ts';
import { REDACTION_BLOCK, redactText } from '../../platform/redaction/redact-text.ts';

const textAnswer = (answers: Answers, key: string) => {
  const value = answers[key];
  return typeof value === 'string' ? value.trim() : '';
};

/** The person's own values, which their texts are searched for. */
export function personValuesOf(
  info: Partial<ApplicantInfo>,
  answers: Answers,
  form: readonly FormProperty[],
): PersonValues {
  const known = new Set<string>([
    STANDARD_KEYS.firstname,
    STANDARD_KEYS.surname,
    STANDARD_KEYS.email,
    STANDARD_KEYS.mobilePhone,
    STANDARD_KEYS.address,
    STANDARD_KEYS.zipcode,
    STANDARD_KEYS.city,
    STANDARD_KEYS.ssn,
  ]);
  return {
    firstname: info.firstname || textAnswer(answers, STANDARD_KEYS.firstname),
    lastname: info.lastname || textAnswer(answers, STANDARD_KEYS.surname),
    email: info.email || textAnswer(answers, STANDARD_KEYS.email),
    phone: textAnswer(answers, STANDARD_KEYS.mobilePhone),
    address: info.address || textAnswer(answers, STANDARD_KEYS.address),
    zipCode: info.zipCode || textAnswer(answers, STANDARD_KEYS.zipcode),
    city: info.city || textAnswer(answers, STANDARD_KEYS.city),
    ssn: info.ssn || textAnswer(answers, STANDARD_KEYS.ssn),
    otherValues: form
      .filter((p) => !known.has(p.key) && p.type !== 'imageBase64' && isPersonalProperty(p))
      .map((p) => textAnswer(answers, p.key))
      .filter(Boolean),
  };
}

/** An anonymous applicant's details: the alias alone. */
export const anonymousInfo = (alias: string): ApplicantInfo => ({
  firstname: '',
  lastname: '',
  name: alias,
  email: '',
  ssn: '',
  dateOfBirth: null,
  age: null,
  gender: null,
  address: '',
  zipCode: '',
  city: '',
});

/** A free text with the person's data blacked out. */
export const redacted = (text: string, person: PersonValues) => redactText(text, person).text;

/**
 * The answers an anonymous reviewer sees: the personal fields (and images) gone, a file answer by no name,
 * every other text answer redacted.
 */
export function anonymousAnswers(
  answers: Answers,
  form: readonly FormProperty[],
  person: PersonValues,
): Answers {
  const byKey = new Map(form.map((p) => [p.key, p]));
  const shown: Answers = {};
  for (const [key, value] of Object.entries(answers)) {
    const property = byKey.get(key);
    if (property ? isPersonalProperty(property) : PERSONAL_STANDARD_KEYS.has(key)) continue;
    if (property?.type === 'file') shown[key] = value ? ANONYMOUS_FILE : value;
    else shown[key] = typeof value === 'string' ? redacted(value, person) : value;
  }
  return shown;
}

/** A file answer's name while its sender is anonymous (its list of files shows each by a masked name). */
export const ANONYMOUS_FILE = 'Bifogad fil';

/** A file's name while its sender is anonymous: `Fil <n>` unless every word of it is generic. */
export const anonymousFileName = maskedFileName;

/** A search passage with the person's data blacked out, its marks moved with the text. */
export function anonymousPassage(passage: CvPassage, person: PersonValues): CvPassage {
  const { text, spans } = redactText(passage.text, person);
  if (!spans.length) return passage;
  const marks = passage.marks.flatMap(([start, end]): [number, number][] => {
    // A mark inside a blacked-out span goes (it would point at the person); others move by the spans before.
    if (spans.some((s) => start < s.end && end > s.start)) return [];
    const shift = spans
      .filter((s) => s.end <= start)
      .reduce((sum, s) => sum + (s.end - s.start) - REDACTION_BLOCK.length, 0);
    return [[start - shift, end - shift]];
  });
  return { text, marks };
}

/**
 * A list item or board card of an applicant the viewer does not see by name: the alias, no e-mail, age or
 * gender, no account id to follow, and search passages and file names masked.
 */
export function anonymousListItem(
  item: ApplicantListItem,
  row: { info: Partial<ApplicantInfo>; metadata?: Answers | undefined },
  visibility: ApplicantVisibility,
  form: readonly FormProperty[],
): ApplicantListItem {
  if (visibility.state === 'named') return item;
  const person = personValuesOf(row.info, row.metadata ?? {}, form);
  return {
    ...item,
    userId: 0,
    name: visibility.alias,
    email: '',
    ...('age' in item ? { age: null } : {}),
    ...('gender' in item ? { gender: null } : {}),
    ...(item.textHits
      ? {
          textHits: item.textHits.map((hit, n) => ({
            file: hit.file && { ...hit.file, filename: anonymousFileName(hit.file.filename, n + 1) },
            passage: anonymousPassage(hit.passage, person),
          })),
        }
      : {}),
    visibility,
  };
}

/**
 * The applicant page of an applicant the viewer does not see by name: the alias, no contact details, no
 * personal field, the answers, notes and log lines redacted, the files by masked names.
 */
export function anonymousDetail(
  detail: ApplicantDetail,
  visibility: ApplicantVisibility,
  form: readonly FormProperty[],
): ApplicantDetail {
  if (visibility.state === 'named') return detail;
  const person = personValuesOf(detail.info, detail.metadata, form);
  const metadata = anonymousAnswers(detail.metadata, form, person);
  const shownKeys = new Set(Object.keys(metadata));
  const personal = new Set(form.filter(isPersonalProperty).map((p) => p.key));
  return {
    ...detail,
    userId: 0,
    user: { id: 0, email: '' },
    info: { ...anonymousInfo(visibility.alias), emailNotificationSent: detail.info.emailNotificationSent },
    metadata,
    answers: answerRows(form, metadata).filter((row) => !personal.has(row.key) || shownKeys.has(row.key)),
    notes: detail.notes.map((n) => ({ ...n, text: redacted(n.text, person) })),
    logs: detail.logs.map((l) => ({ ...l, message: redacted(l.message, person) })),
    files: detail.files.map((f, n) => ({ ...f, filename: anonymousFileName(f.filename, n + 1) })),
    visibility,
  };
}

/**
 * A search passage of an anonymous applicant, redacted, or null when every word found was the person's
 * own data (the hit itself would name them).
 */
export function anonymousHitPassage(passage: CvPassage, info: Partial<ApplicantInfo>): CvPassage | null {
  const shown = anonymousPassage(passage, personValuesOf(info, {}, []));
  return passage.marks.length && !shown.marks.length ? null : shown;
}
