/**
 * The applicant pipeline (SPEC §3 Applicant application, Label, Questionnaire item, Requirement
 * fulfilment; §4 applicant status; §9 filter groups, 30 rendered, label -1): the shapes the server answers
 * and takes, and the pure rules both sides apply (filter groups and requirement fulfilment from a form,
 * answers rendered readably).
 */
import type { ApplicantInfo } from './forms/applicant-info.ts';
import { isMeritGroup } from './forms/builder.ts';
import { AGREEMENT_KEYS, DRIVER_LICENCE_KEYS } from './forms/standard-form.ts';
import type { AnswerValue, Answers, FormProperty } from './forms/types.ts';
import type { CvPassage } from './swedish-search.ts';
import type { Tag } from './tags.ts';
import type { ApplicantVisibility } from './anonymity.ts';

/** SPEC §9: applicants rendered at once. */
export const APPLICANTS_PAGE_SIZE = 30;
/** SPEC §9: 'Applicant-by-label position defaults to -1': every status. */
export const ALL_LABELS = -1;
/** The status (or process level) filter value for applications without one: not processed yet. */
export const NO_LABEL = 0;

/** Swedish texts of SPEC §2/§5/§8 used by the applicant screens. */
export const APPLICANT_TEXTS = {
  all: 'Alla',
  unprocessed: 'Ej behandlad',
  noProcessLevel: 'Ingen processnivå',
  noteSaved: 'Anteckning sparad',
  noteFailed: 'Något gick fel',
  noteRemoved: 'Anteckning borttagen',
  noteNotFound: 'Anteckningen finns inte',
  notYourNote: 'Bara den som skrev anteckningen kan ändra den',
  statusFailed: 'Något gick fel, vänligen försök igen',
  applicationDeleted: 'Ansökan borttagen',
  applicantRemoved: 'Den ansökande har tagits bort',
  noInformation: 'Ingen information angiven.',
  missingLabel: 'fältet saknar rubrik',
  saved: 'Sparad',
  unknownFilter: 'Okänt filter',
  unknownLabel: 'Okänd etikett',
  unknownPosition: 'Okänd tjänst',
  unknownApplicants: 'En eller flera sökande finns inte bland tjänstens sökande',
  applicantNotFound: 'Den sökande finns inte',
  applicationNotFound: 'Ansökan finns inte',
  alreadyApplied: 'Personen har redan sökt tjänsten',
} as const;

/** SPEC §9 filter groups, in their order; each starts with 'Alla'. */
export const FILTER_GROUP_KINDS = [
  'Status',
  'Processnivå',
  'Tjänster',
  'Perioder',
  'Har körkort och egen bil',
  'Meriterande',
  'CheckboxGroup',
  'RadioGroup',
  'Ansökta tjänster',
] as const;
export type FilterGroupKind = (typeof FILTER_GROUP_KINDS)[number];

export const LABEL_TYPES = ['Interest', 'Process'] as const;
export type LabelType = (typeof LABEL_TYPES)[number];

/** SPEC §3 Label. */
export interface Label {
  id: number;
  name: string;
  labelType: { name: LabelType };
  isDefault: boolean;
  order: number;
}

/** One answer condition: the application's answer under `key` equals `value`. */
export interface AnswerCondition {
  key: string;
  value: string | boolean;
}

export interface FilterOption {
  label: string;
  /** Every condition must hold (e.g. 'Körkort och egen bil' is two). */
  conditions: AnswerCondition[];
}

/** An answer filter group of one form: a kind of SPEC §9 and the form group it comes from. */
export interface AnswerFilterGroup {
  /** Unique within the form: `${kind}:${group key}`. */
  id: string;
  kind: FilterGroupKind;
  /** The form group's heading, or the kind. */
  title: string;
  options: FilterOption[];
}

/** How many applicants have one status; `labelId` null is 'Ej behandlad'. */
export interface StatusCount {
  labelId: number | null;
  name: string;
  count: number;
}

export interface ApplicantFilters {
  /** 'Status': the company's Interest labels (value -1 'Alla', 0 'Ej behandlad', then label ids). */
  status: { value: number; label: string }[];
  /** 'Processnivå': the company's Process labels (-1 'Alla', 0 'Ingen processnivå', label ids). */
  processLevel: { value: number; label: string }[];
  /** 'Tjänster': the company's other positions (-1 'Alla'): applicants who also applied to one of them. */
  positions?: { value: number; label: string }[];
  answers: AnswerFilterGroup[];
  sorts: { value: ApplicantSort; label: string }[];
}

export const APPLICANT_SORTS = ['newest', 'oldest', 'nameAsc', 'nameDesc', 'score'] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];
export const APPLICANT_SORT_LABELS: Record<ApplicantSort, string> = {
  newest: 'Senast ansökt först',
  oldest: 'Först ansökt först',
  nameAsc: 'Namn A–Ö',
  nameDesc: 'Namn Ö–A',
  /** The weighted mean of the scores the caller may see, highest first; unscored last. */
  score: 'Betyg',
};

const isDriverGroup = (p: FormProperty) =>
  p.key === DRIVER_LICENCE_KEYS.group || p.key === DRIVER_LICENCE_KEYS.licenceGroup;
const isAppliedPositionsGroup = (p: FormProperty) => p.key.startsWith('summerpositionchoicesform');
const plain = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A property's label as text, or 'fältet saknar rubrik' (SPEC §5). */
export function labelText(p: FormProperty | undefined): string {
  const text = p ? plain(p.data?.label ?? p.label ?? '') : '';
  return text || APPLICANT_TEXTS.missingLabel;
}

function membersOf(form: readonly FormProperty[], group: FormProperty): FormProperty[] {
  const byKey = new Map(form.map((p) => [p.key, p]));
  return (group.data?.keys ?? []).map((k) => byKey.get(k)).filter((p): p is FormProperty => Boolean(p));
}

/** The answer filter groups a position's form offers (SPEC §9), in form order. */
export function answerFilterGroups(form: readonly FormProperty[]): AnswerFilterGroup[] {
  const groups: AnswerFilterGroup[] = [];
  const sorted = [...form].sort((a, b) => a.order - b.order);
  const checkboxOptions = (g: FormProperty) =>
    membersOf(form, g).map((m) => ({ label: labelText(m), conditions: [{ key: m.key, value: true }] }));
  const radioOptions = (g: FormProperty) =>
    membersOf(form, g).map((m) => ({ label: labelText(m), conditions: [{ key: g.key, value: m.key }] }));
  const add = (kind: FilterGroupKind, g: FormProperty, options: FilterOption[]) => {
    if (options.length) groups.push({ id: `${kind}:${g.key}`, kind, title: labelText(g), options });
  };

  for (const g of sorted) {
    if (g.key === AGREEMENT_KEYS.group || isDriverGroup(g)) continue;
    if (g.type === 'periodGroup') add('Perioder', g, checkboxOptions(g));
    else if (g.type === 'group' && isAppliedPositionsGroup(g)) add('Ansökta tjänster', g, checkboxOptions(g));
    else if (g.type === 'group' && isMeritGroup(g)) add('Meriterande', g, checkboxOptions(g));
    else if (g.type === 'group') add('CheckboxGroup', g, checkboxOptions(g));
    else if (g.type === 'radioGroup') add('RadioGroup', g, radioOptions(g));
  }

  // 'Har körkort och egen bil': the driving-licence answers of the standard groups, and the two together.
  const keys = new Set(form.map((p) => p.key));
  const d = DRIVER_LICENCE_KEYS;
  const driver: FilterOption[] = [];
  const hasLicence: AnswerCondition = { key: d.licenceGroup, value: d.hasLicence.key };
  if (keys.has(d.licenceGroup) && keys.has(d.hasLicence.key))
    driver.push({ label: d.hasLicence.label, conditions: [hasLicence] });
  for (const o of [d.manual, d.automatic, d.ownCar])
    if (keys.has(o.key)) driver.push({ label: o.label, conditions: [{ key: o.key, value: true }] });
  if (keys.has(d.ownCar.key) && keys.has(d.hasLicence.key))
    driver.push({
      label: 'Körkort och egen bil',
      conditions: [hasLicence, { key: d.ownCar.key, value: true }],
    });
  if (driver.length) {
    const first = form.find((p) => p.key === d.group) ?? form.find((p) => p.key === d.licenceGroup)!;
    groups.push({
      id: `Har körkort och egen bil:${first.key}`,
      kind: 'Har körkort och egen bil',
      title: 'Har körkort och egen bil',
      options: driver,
    });
  }
  const order = (k: FilterGroupKind) => FILTER_GROUP_KINDS.indexOf(k);
  return groups.sort((a, b) => order(a.kind) - order(b.kind));
}

/** Whether every condition names an option the form offers (so a filter can never probe other keys). */
export function conditionsAllowed(form: readonly FormProperty[], conditions: readonly AnswerCondition[]) {
  const allowed = new Set(
    answerFilterGroups(form).flatMap((g) =>
      g.options.flatMap((o) => o.conditions.map((c) => JSON.stringify([c.key, c.value]))),
    ),
  );
  return conditions.every((c) => allowed.has(JSON.stringify([c.key, c.value])));
}

/** SPEC §3 Requirement fulfilment: one row per option of the form's merit groups. */
export interface RequirementFulfilment {
  key: string;
  title: string;
  /** SPEC spelling. */
  fullfilled: boolean;
}

export function requirementFulfilment(
  form: readonly FormProperty[],
  answers: Answers,
): RequirementFulfilment[] {
  return [...form]
    .sort((a, b) => a.order - b.order)
    .filter(isMeritGroup)
    .flatMap((g) =>
      membersOf(form, g).map((m) => ({
        key: m.key,
        title: labelText(m),
        fullfilled: answers[m.key] === true,
      })),
    );
}

/** One answer of the form as text (SPEC §5: 'Ingen information angiven.' when empty). */
export interface AnswerRow {
  key: string;
  label: string;
  value: string;
  /** A file answer: the file's name (the files list has the file itself). */
  isFile?: boolean;
}

function answerText(form: readonly FormProperty[], p: FormProperty, answers: Answers): string {
  const value: AnswerValue | undefined = answers[p.key];
  if (p.type === 'group' || p.type === 'periodGroup') {
    const chosen = membersOf(form, p).filter((m) => answers[m.key] === true);
    return chosen.map((m) => labelText(m)).join(', ');
  }
  if (p.type === 'radioGroup') {
    const member = membersOf(form, p).find((m) => m.key === value);
    return member ? labelText(member) : '';
  }
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nej';
  if (typeof value === 'object') return value.filename;
  if (p.type === 'imageBase64') return value ? 'Bild bifogad' : '';
  return value.trim();
}

/** The form's answers in form order, one row per question (group members inside their group). */
export function answerRows(form: readonly FormProperty[], answers: Answers): AnswerRow[] {
  const memberKeys = new Set(
    form.filter((p) => p.data?.keys).flatMap((p) => (p.data?.keys ?? []) as string[]),
  );
  return [...form]
    .sort((a, b) => a.order - b.order)
    .filter((p) => !memberKeys.has(p.key) && p.key !== AGREEMENT_KEYS.group)
    .map((p) => {
      const text = answerText(form, p, answers);
      return {
        key: p.key,
        label: labelText(p),
        value: text || APPLICANT_TEXTS.noInformation,
        ...(p.type === 'file' ? { isFile: true } : {}),
      };
    });
}

/** The answers that matter in the list: periods, driving licence and merits chosen, by group. */
export function keyAnswersOf(
  form: readonly FormProperty[] | AnswerFilterGroup[],
  answers: Answers,
): { title: string; value: string }[] {
  // Given the form's filter groups already (a page of applicants shares them), they are not derived again.
  const groups =
    form.length > 0 && 'options' in form[0]!
      ? (form as AnswerFilterGroup[])
      : answerFilterGroups(form as FormProperty[]);
  return groups
    .filter((g) => g.kind === 'Perioder' || g.kind === 'Har körkort och egen bil' || g.kind === 'Meriterande')
    .map((g) => ({
      title: g.title,
      value: g.options
        .filter((o) => o.conditions.length === 1 && o.conditions.every((c) => answers[c.key] === c.value))
        .map((o) => o.label)
        .join(', '),
    }))
    .filter((a) => a.value !== '');
}

/* ---------- shapes the server answers ---------- */

export interface ApplicantListItem {
  id: number;
  userId: number;
  name: string;
  email: string;
  /** Only when the company profile shows age (showAge) / gender (showGender). */
  age?: number | null;
  gender?: 'Man' | 'Kvinna' | null;
  /** Unix seconds. */
  created: number;
  labelId: number | null;
  processLabelId: number | null;
  /** No status yet. */
  isUnprocessed: boolean;
  /** Nobody on the staff has opened it yet. */
  isUnread: boolean;
  isManuallyCreated: boolean;
  answers: { title: string; value: string }[];
  /** How many files the applicant sent (originals; converted copies and annotated versions not counted). */
  files: number;
  /** The company's tags on the application, by name. */
  tags: Tag[];
  /** With 'Sök i CV och svar': where the words were found (file null: the answers), at most two. */
  textHits?: { file: { id: number; filename: string } | null; passage: CvPassage }[];
  /** The start of the applicant's next booked interview (ISO), shown on the card; absent without one. */
  interviewAt?: string;
  /** In an anonymised review: how the caller sees the person (absent: by name). */
  visibility?: ApplicantVisibility;
  /**
   * The weighted mean of the scores the caller may see (every submitted scorecard once the others are
   * shown to them, else their own card), one decimal; null when none.
   */
  score: number | null;
}

export interface ApplicantList {
  items: ApplicantListItem[];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: string | null;
  /** How many match the filter, counted on the first page only (null on later pages), up to 1,000 (200 with a search text). */
  total: number | null;
  /** More than `total` match (the count stops at 1,000: show '1 000+'). */
  totalIsCapped: boolean;
  showAge: boolean;
  showGender: boolean;
}

/** One column of the pipeline board: a status ('Ej behandlad' first, labelId 0) with its first cards. */
export interface ApplicantBoardColumn {
  labelId: number;
  name: string;
  /** How many of the position's applicants have this status and match the filter, up to 1,000. */
  total: number;
  /** More than `total` match (counted with a filter, which stops at 1,000). */
  totalIsCapped: boolean;
  items: ApplicantListItem[];
  /** The next page of this column: get_ApplicantsByPosition with this labelId and `after`. */
  nextCursor: string | null;
}

/** The pipeline board ('Tavla'): a column per status in the company's order. */
export interface ApplicantBoard {
  columns: ApplicantBoardColumn[];
  showAge: boolean;
  showGender: boolean;
}

export interface ApplicantNote {
  id: number;
  text: string;
  created: number;
  author: { id: number; name: string } | null;
}

export interface ApplicantLogEntry {
  id: number;
  kind: string;
  message: string;
  created: number;
  author: { id: number; name: string } | null;
}

export interface ApplicantFileSummary {
  id: number;
  filename: string;
  contentType: string;
  size: number;
  kind: string;
  derivedFromId: number | null;
  created: number;
}

export interface ApplicantDetail {
  id: number;
  created: number;
  userId: number;
  positionId: number;
  position: { id: number; name: string };
  user: { id: number; email: string };
  info: ApplicantInfo & { emailNotificationSent: boolean };
  showAge: boolean;
  showGender: boolean;
  labelId: number | null;
  processLabelId: number | null;
  labels: Label[];
  /** The company's tags on the application, by name. */
  tags: Tag[];
  isManuallyCreated: boolean;
  otherOffer: boolean;
  note: string;
  metadata: Answers;
  answers: AnswerRow[];
  notes: ApplicantNote[];
  logs: ApplicantLogEntry[];
  files: ApplicantFileSummary[];
  requirements: RequirementFulfilment[];
  /** Neighbours in the list's current sort and filter. */
  previousId: number | null;
  nextId: number | null;
  canEdit: boolean;
  /** In an anonymised review: how the caller sees the person (absent: by name). */
  visibility?: ApplicantVisibility;
  /**
   * To one who sees the person in an anonymised review (a position admin): whether the reviewers still see
   * an alias ('anonymous') or the person was revealed ('revealed'). Absent outside an anonymised review.
   */
  review?: 'anonymous' | 'revealed';
}

export interface QuestionnaireSkill {
  id: number;
  name: string;
  description: string;
  icon: string;
  questions: { id: number; question: string; answer: string }[];
}

export interface CompanyEmailTemplate {
  id: number;
  title: string;
  subject: string;
  text: string;
  positionTypeId: number | null;
}
export interface LabelEmailTemplate {
  id: number;
  labelId: number;
  /** Null: the type-less template, offered for position types without their own. */
  positionTypeId: number | null;
  name: string;
  subject: string;
  content: string;
}
