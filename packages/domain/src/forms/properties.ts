/**
 * What the application form needs to draw itself and keep its answers (SPEC §5): which properties stand
 * alone, a group's members, which fields are mandatory, text caps, the kind of answer each type takes.
 * Apart from validators.ts, whose rules the browser loads only when it first checks an answer.
 */
import { dataUrlByteLength } from './files.ts';
import {
  GROUP_TYPES,
  type AnswerValue,
  type Answers,
  type FormProperty,
  type PropertyType,
  type UploadedFile,
} from './types.ts';

/** Caps on text without a maxLength of its own, so no answer is unbounded. */
export const TEXT_MAX_DEFAULT = 1000;
export const TEXTAREA_MAX_DEFAULT = 10000;

export const TEXT_TYPES: readonly PropertyType[] = [
  'text',
  'email',
  'textarea',
  'textWithHelpLink',
  'imageBase64',
];
const BOOLEAN_TYPES: readonly PropertyType[] = ['checkbox', 'periodCheckbox', 'radio'];

export function isGroup(property: FormProperty): boolean {
  return (GROUP_TYPES as readonly PropertyType[]).includes(property.type);
}

function byOrder(a: FormProperty, b: FormProperty): number {
  return a.order - b.order;
}

/** Properties shown on their own: not a member of any group, in order. */
export function topLevelProperties(form: readonly FormProperty[]): FormProperty[] {
  const members = new Set(form.filter(isGroup).flatMap((g) => g.data?.keys ?? []));
  return form.filter((p) => !members.has(p.key)).sort(byOrder);
}

/** A group's member properties in the order its keys list them (keys without a property are skipped). */
export function membersOf(group: FormProperty, form: readonly FormProperty[]): FormProperty[] {
  const byKey = new Map(form.map((p) => [p.key, p]));
  return (group.data?.keys ?? []).flatMap((key) => byKey.get(key) ?? []);
}

export function isUploadedFile(value: AnswerValue | undefined): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.filename === 'string' &&
    typeof value.data === 'string'
  );
}

/** Only an uploaded file's own fields (a size only with a file sent as a part). */
function uploadedFileOf({ filename, data, size }: UploadedFile): UploadedFile {
  return data === '' && typeof size === 'number' ? { filename, data, size } : { filename, data };
}

/** A file's byte count: from its data URL, or the size of one sent as a part; null when neither reads. */
export function uploadedFileSize(file: UploadedFile): number | null {
  return file.data === '' && typeof file.size === 'number' ? file.size : dataUrlByteLength(file.data);
}

/** Whether a value is of a kind the type allows (null always is: it means no answer). */
export function isAllowedKind(type: PropertyType, value: AnswerValue | undefined): boolean {
  if (value == null) return true;
  if (TEXT_TYPES.includes(type) || type === 'radioGroup') return typeof value === 'string';
  if (BOOLEAN_TYPES.includes(type)) return typeof value === 'boolean';
  if (type === 'file') return isUploadedFile(value);
  return false; // group, periodGroup: their members carry the answers
}

/**
 * Only the form's keys, only values of a kind their type allows; answers of groups and period groups are
 * dropped (their members carry them), a radio group keeps its answer (the chosen radio's key).
 */
export function pruneAnswers(form: readonly FormProperty[], answers: Answers): Answers {
  const pruned: Answers = {};
  for (const property of form) {
    if (!Object.hasOwn(answers, property.key)) continue;
    const value = answers[property.key];
    if (value !== undefined && isAllowedKind(property.type, value)) {
      pruned[property.key] = isUploadedFile(value) ? uploadedFileOf(value) : value;
    }
  }
  return pruned;
}

/**
 * Whether the form shows the field as mandatory: marked required, or made so by a rule (minLength ≥ 1,
 * a required file, a required choice, the agreement).
 */
export function isRequired(property: FormProperty): boolean {
  return (
    property.required ||
    property.validators.some(
      (v) =>
        (v.name === 'minLength' && v.data >= 1) ||
        (v.name === 'fileRequired' && v.data) ||
        (v.name === 'minSelectedInGroup' && v.data >= 1) ||
        ['radioRequired', 'beCustomGroupValidation', 'approved'].includes(v.name),
    )
  );
}

/** The most characters a text property takes: its own maxLength or the type's default cap. */
export function maxLengthOf(property: FormProperty): number {
  return property.data?.maxLength ?? (property.type === 'textarea' ? TEXTAREA_MAX_DEFAULT : TEXT_MAX_DEFAULT);
}

/**
 * A text input's own validator (SPEC §5): a change is taken only if the text then fits the field's max
 * length. A text already over it (a draft kept from before the limit was lowered) may still be shortened or
 * edited, never lengthened.
 */
export function acceptsTextChange(property: FormProperty, previous: string, next: string): boolean {
  return next.length <= Math.max(maxLengthOf(property), previous.length);
}
