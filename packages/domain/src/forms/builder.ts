/**
 * The form builder's operations (SPEC §2 'Form-field editor screens', §5, §9): pure functions from a form
 * to the next form, so the screen, the tests and any import agree. A form is a flat list; groups name
 * their members in `data.keys`. The builder arranges top-level items (a group moves with its members) and
 * after every move rewrites every order index: top-level items from 1000 in steps of 10, each group's
 * members right after it.
 */
import { FORM_ORDER_START, FORM_ORDER_STEP, AGREEMENT_KEYS } from './standard-form.ts';
import type { AgePeriod, FormProperty, FormValidator, PropertyType } from './types.ts';
import { membersOf, topLevelProperties } from './properties.ts';

/** What the 'Lägg till fält' menu offers (SPEC §2 editors; the standard fields come from the template). */
export const BUILDER_FIELD_KINDS = [
  'text',
  'textarea',
  'checkboxGroup',
  'meritGroup',
  'radioGroup',
  'textWithHelpLink',
  'personalNumber',
  'file',
  'summerPeriods',
] as const;
export type BuilderFieldKind = (typeof BUILDER_FIELD_KINDS)[number];

/** Which editor a top-level item opens in. 'label' edits only the label (e.g. an image field). */
export type EditorKind =
  'text' | 'link' | 'file' | 'personalNumber' | 'checkboxGroup' | 'radioGroup' | 'summerPeriods' | 'label';

/** SPEC §9: at most 5 merit groups. */
export const MAX_MERIT_GROUPS = 5;

/** Generates keys for new properties (SPEC §3: a uuid); the browser passes crypto.randomUUID. */
export type NewKey = () => string;

const MEMBER_TYPE: Partial<Record<PropertyType, PropertyType>> = {
  group: 'checkbox',
  radioGroup: 'radio',
  periodGroup: 'periodCheckbox',
};

function isGroupType(type: PropertyType): boolean {
  return type in MEMBER_TYPE;
}

/**
 * SPEC §2: items labelled 'Villkor' have neither edit nor remove. That is the agreement group (its consent
 * texts are the company's legal basis, SPEC §9), and any item whose label says 'Villkor'.
 */
export function isLockedItem(property: FormProperty): boolean {
  return property.key === AGREEMENT_KEYS.group || /^\s*villkor/i.test(property.label);
}

/** Keys of merit groups begin with this (SPEC §3 known key 'requirementsform'), then a uuid. */
export const MERIT_KEY_PREFIX = 'requirementsform';

/**
 * A merit group ('Meriterande': the applicant filter of that name, the requirement fulfilment and the
 * limit of 5): a checkbox group keyed requirementsform… (what 'Meriterande' in the builder creates), or
 * one whose heading says 'Meriterande'. Other checkbox groups (languages, channels …) are the
 * 'CheckboxGroup' filter.
 */
export function isMeritGroup(property: FormProperty): boolean {
  return (
    property.type === 'group' &&
    (property.key.startsWith(MERIT_KEY_PREFIX) || /meriter/i.test(property.data?.label ?? property.label))
  );
}

export function countMeritGroups(form: readonly FormProperty[]): number {
  return form.filter(isMeritGroup).length;
}

/** Whether the form has a personal-number field (the source of the applicant's age). */
export function isPersonalNumberField(property: FormProperty): boolean {
  return property.type === 'text' && property.validators.some((v) => v.name === 'ssnValidSwe');
}

export function editorKindOf(property: FormProperty): EditorKind {
  if (isPersonalNumberField(property)) return 'personalNumber';
  switch (property.type) {
    case 'text':
    case 'email':
    case 'textarea':
      return 'text';
    case 'textWithHelpLink':
      return 'link';
    case 'file':
      return 'file';
    case 'group':
      return 'checkboxGroup';
    case 'radioGroup':
      return 'radioGroup';
    case 'periodGroup':
      return 'summerPeriods';
    default:
      return 'label';
  }
}

/** The order after the last item, or 1000 for an empty form (SPEC §9 'Form counter starts at 1000'). */
export function nextOrder(form: readonly FormProperty[]): number {
  if (form.length === 0) return FORM_ORDER_START;
  return Math.max(...form.map((p) => p.order)) + FORM_ORDER_STEP;
}

function blank(key: string, type: PropertyType, label: string, order: number): FormProperty {
  return { key, type, label, required: false, isHtml: false, order, validators: [] };
}

function group(
  head: FormProperty,
  members: readonly { label: string; data?: FormProperty['data']; validators?: FormValidator[] }[],
  newKey: NewKey,
): FormProperty[] {
  const memberType = MEMBER_TYPE[head.type]!;
  const rows = members.map((m, i) => ({
    ...blank(newKey(), memberType, m.label, head.order + FORM_ORDER_STEP * (i + 1)),
    ...(m.data ? { data: m.data } : {}),
    validators: m.validators ?? [],
  }));
  return [{ ...head, data: { ...head.data, label: head.label, keys: rows.map((r) => r.key) } }, ...rows];
}

/** The properties a new field of a kind starts as, numbered from `order`. */
export function newFieldProperties(kind: BuilderFieldKind, order: number, newKey: NewKey): FormProperty[] {
  switch (kind) {
    case 'text':
      return [blank(newKey(), 'text', 'Ny textrad', order)];
    case 'textarea':
      return [blank(newKey(), 'textarea', 'Nytt textfält', order)];
    case 'textWithHelpLink':
      return [
        {
          ...blank(newKey(), 'textWithHelpLink', 'Ny textrad med hjälplänk', order),
          data: { url: 'https://', linkText: 'Läs mer' },
        },
      ];
    case 'personalNumber':
      return [
        {
          ...blank(newKey(), 'text', 'Personnummer', order),
          placeholder: 'ÅÅMMDD-NNNN',
          data: { maxLength: 13 },
          validators: [{ name: 'minLength', data: 1 }, { name: 'ssnValidSwe' }],
        },
      ];
    case 'file':
      return [
        {
          ...blank(newKey(), 'file', 'Bifoga fil', order),
          validators: [{ name: 'fileRequired', data: false }],
        },
      ];
    case 'checkboxGroup':
      return group(
        blank(newKey(), 'group', 'Nya kryssrutor', order),
        [{ label: 'Val 1' }, { label: 'Val 2' }],
        newKey,
      );
    case 'meritGroup':
      return group(
        blank(`${MERIT_KEY_PREFIX}_${newKey()}`, 'group', 'Meriterande', order),
        [{ label: 'Val 1' }, { label: 'Val 2' }],
        newKey,
      );
    case 'radioGroup':
      return group(
        blank(newKey(), 'radioGroup', 'Ny fråga', order),
        [{ label: 'Ja' }, { label: 'Nej' }],
        newKey,
      );
    case 'summerPeriods':
      return group(
        {
          ...blank(newKey(), 'periodGroup', 'Vilka perioder kan du arbeta?', order),
          validators: [{ name: 'minSelectedInGroup', data: 1 }],
        },
        [],
        newKey,
      );
  }
}

export type AddFieldResult =
  { ok: true; form: FormProperty[]; key: string } | { ok: false; reason: 'tooManyMeritGroups' };

/** Appends a new field of a kind at the end; refuses a sixth merit group. */
export function addField(
  form: readonly FormProperty[],
  kind: BuilderFieldKind,
  newKey: NewKey,
): AddFieldResult {
  if (kind === 'meritGroup' && countMeritGroups(form) >= MAX_MERIT_GROUPS)
    return { ok: false, reason: 'tooManyMeritGroups' };
  const added = newFieldProperties(kind, nextOrder(form), newKey);
  return { ok: true, form: [...form, ...added], key: added[0]!.key };
}

/**
 * Gives every item a fresh order: top-level items in the given key order (items missing from the list
 * keep their relative place after the listed ones) from 1000 in steps of 10, each group's members right
 * after their group, in the group's key order.
 */
export function rewriteOrders(
  form: readonly FormProperty[],
  topLevelKeys?: readonly string[],
): FormProperty[] {
  const top = topLevelProperties(form);
  const rank = new Map((topLevelKeys ?? []).map((k, i) => [k, i]));
  const arranged = [...top].sort(
    (a, b) => (rank.get(a.key) ?? Infinity) - (rank.get(b.key) ?? Infinity) || a.order - b.order,
  );
  const orders = new Map<string, number>();
  let next = FORM_ORDER_START;
  for (const item of arranged) {
    orders.set(item.key, next);
    next += FORM_ORDER_STEP;
    if (isGroupType(item.type))
      for (const member of membersOf(item, form)) {
        orders.set(member.key, next);
        next += FORM_ORDER_STEP;
      }
  }
  return form.map((p) => ({ ...p, order: orders.get(p.key) ?? (next += FORM_ORDER_STEP) }));
}

/** Moves a top-level item to the place of another (dnd-kit's active → over) and rewrites the orders. */
export function moveItem(form: readonly FormProperty[], fromKey: string, toKey: string): FormProperty[] {
  const keys = topLevelProperties(form).map((p) => p.key);
  const from = keys.indexOf(fromKey);
  const to = keys.indexOf(toKey);
  if (from < 0 || to < 0 || from === to) return [...form];
  keys.splice(to, 0, ...keys.splice(from, 1));
  return rewriteOrders(form, keys);
}

/** Removes an item: a group with its members; a member out of its group's keys. */
export function removeItem(form: readonly FormProperty[], key: string): FormProperty[] {
  const item = form.find((p) => p.key === key);
  if (!item) return [...form];
  const gone = new Set([key, ...(isGroupType(item.type) ? (item.data?.keys ?? []) : [])]);
  return form
    .filter((p) => !gone.has(p.key))
    .map((p) =>
      p.data?.keys?.includes(key)
        ? { ...p, data: { ...p.data, keys: p.data.keys.filter((k) => k !== key) } }
        : p,
    );
}

/** Changes one property (shallow); `data` is merged. */
export function updateItem(
  form: readonly FormProperty[],
  key: string,
  patch: Partial<Omit<FormProperty, 'key' | 'data'>> & { data?: FormProperty['data'] },
): FormProperty[] {
  return form.map((p) => {
    if (p.key !== key) return p;
    const { data, ...rest } = patch;
    return { ...p, ...rest, ...(data ? { data: { ...p.data, ...data } } : {}) };
  });
}

/** A group's heading lives in both label and data.label (the public renderer reads either). */
export function renameGroup(form: readonly FormProperty[], key: string, label: string): FormProperty[] {
  return updateItem(form, key, { label, data: { label } });
}

/** Adds a member to a group ('Lägg till val'), placed after the group's last member. */
export function addOption(
  form: readonly FormProperty[],
  groupKey: string,
  newKey: NewKey,
  member: { label: string; data?: FormProperty['data']; validators?: FormValidator[] },
): FormProperty[] {
  const head = form.find((p) => p.key === groupKey);
  const memberType = head ? MEMBER_TYPE[head.type] : undefined;
  if (!head || !memberType) return [...form];
  const key = newKey();
  const row: FormProperty = {
    ...blank(key, memberType, member.label, 0),
    ...(member.data ? { data: member.data } : {}),
    validators: member.validators ?? [],
  };
  const next = form.map((p) =>
    p.key === groupKey ? { ...p, data: { ...p.data, keys: [...(p.data?.keys ?? []), key] } } : p,
  );
  return rewriteOrders(
    [...next, row],
    topLevelProperties(next).map((p) => p.key),
  );
}

/** Puts a validator in place of any of the same name, or removes it (`null`). */
export function setValidator(
  form: readonly FormProperty[],
  key: string,
  name: FormValidator['name'],
  validator: FormValidator | null,
): FormProperty[] {
  return form.map((p) => {
    if (p.key !== key) return p;
    const at = p.validators.findIndex((v) => v.name === name);
    const rest = p.validators.filter((v) => v.name !== name);
    if (!validator) return { ...p, validators: rest };
    // Keep its place in the list, so the first failing rule stays the same one.
    const validators = [...rest];
    validators.splice(at < 0 ? validators.length : at, 0, validator);
    return { ...p, validators };
  });
}

/** The validator variant that can carry name N (some variants share a shape between several names). */
export type ValidatorNamed<N extends FormValidator['name']> = FormValidator extends infer V
  ? V extends FormValidator
    ? N extends V['name']
      ? V
      : never
    : never
  : never;

export function findValidator<N extends FormValidator['name']>(
  property: FormProperty,
  name: N,
): ValidatorNamed<N> | undefined {
  return property.validators.find((v): v is ValidatorNamed<N> => v.name === name);
}

/** Radio group 'Obligatorisk': radioRequired on or off. */
export function setRadioRequired(
  form: readonly FormProperty[],
  key: string,
  required: boolean,
): FormProperty[] {
  return setValidator(form, key, 'radioRequired', required ? { name: 'radioRequired' } : null);
}

/** File field 'Obligatorisk': the fileRequired validator is replaced by one with the new value. */
export function setFileRequired(
  form: readonly FormProperty[],
  key: string,
  required: boolean,
): FormProperty[] {
  return setValidator(form, key, 'fileRequired', { name: 'fileRequired', data: required });
}

/** Birth years as typed ('2008, 2009 2010') → '2008,2009,2010'; null when any part is not a year. */
export function normalizeYears(text: string): string | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.length === 0 || !parts.every((p) => /^(19|20)\d{2}$/.test(p))) return null;
  return [...new Set(parts)].sort().join(',');
}

/** Personal-number field: only these birth years (allowedYearsBornSwe), or none (`null` removes it). */
export function setAllowedYears(
  form: readonly FormProperty[],
  key: string,
  years: string | null,
): FormProperty[] {
  return setValidator(
    form,
    key,
    'allowedYearsBornSwe',
    years === null ? null : { name: 'allowedYearsBornSwe', data: years },
  );
}

/** The age-in-period rules of a personal-number field; [] when it has none. */
export function agePeriodsOf(property: FormProperty): AgePeriod[] {
  const rule = findValidator(property, 'allowedAgeInPeriod');
  return rule && 'periods' in rule.data ? rule.data.periods : [];
}

/** Personal-number field: the age-in-period rules; `null` (the checkbox turned off) clears them all. */
export function setAgePeriods(
  form: readonly FormProperty[],
  key: string,
  periods: readonly AgePeriod[] | null,
): FormProperty[] {
  return setValidator(
    form,
    key,
    'allowedAgeInPeriod',
    periods === null ? null : { name: 'allowedAgeInPeriod', data: { periods: [...periods] } },
  );
}

/** A summer period as the editor shows it: dates and the ages the period takes (optional). */
export interface SummerPeriodDraft {
  startDate: string;
  endDate: string;
  minAge?: number;
  maxAge?: number;
}

/** A period checkbox's properties: labelled 'start - end' (SPEC §3), ages as its own age rule. */
export function periodProperties(
  period: SummerPeriodDraft,
): Pick<FormProperty, 'label' | 'data' | 'validators'> {
  const hasAges = period.minAge !== undefined || period.maxAge !== undefined;
  return {
    label: `${period.startDate} - ${period.endDate}`,
    data: { startDate: period.startDate, endDate: period.endDate },
    validators: hasAges
      ? [
          {
            name: 'allowedAgeInPeriod',
            data: {
              ...(period.minAge !== undefined ? { minAge: period.minAge } : {}),
              ...(period.maxAge !== undefined ? { maxAge: period.maxAge } : {}),
            },
          },
        ]
      : [],
  };
}

/** The period of a period checkbox, as the summer-periods editor shows it. */
export function summerPeriodOf(property: FormProperty): SummerPeriodDraft {
  const rule = findValidator(property, 'allowedAgeInPeriod');
  const ages = rule && !('periods' in rule.data) ? rule.data : {};
  return {
    startDate: property.data?.startDate ?? '',
    endDate: property.data?.endDate ?? '',
    ...(ages.minAge !== undefined ? { minAge: ages.minAge } : {}),
    ...(ages.maxAge !== undefined ? { maxAge: ages.maxAge } : {}),
  };
}

export function addSummerPeriod(
  form: readonly FormProperty[],
  groupKey: string,
  newKey: NewKey,
  period: SummerPeriodDraft,
): FormProperty[] {
  return addOption(form, groupKey, newKey, periodProperties(period));
}

export function updateSummerPeriod(
  form: readonly FormProperty[],
  key: string,
  period: SummerPeriodDraft,
): FormProperty[] {
  const { label, data, validators } = periodProperties(period);
  return form.map((p) => (p.key === key ? { ...p, label, data: { ...p.data, ...data }, validators } : p));
}
