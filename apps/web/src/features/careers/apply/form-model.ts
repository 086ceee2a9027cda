import { GROUP_TYPES, type AnswerValue, type Answers, type FormProperty } from '@rekry/domain/public';

/** The id of a property's first control: labels, error links and focus all point at it. */
export function fieldId(key: string): string {
  return `apply-${key}`;
}
export const errorId = (key: string) => `${fieldId(key)}-error`;
export const hintId = (key: string) => `${fieldId(key)}-hint`;

/** A group's heading: its label, or the label kept in its data. */
export function propertyLabel(property: FormProperty): string {
  return property.label.trim() || property.data?.label?.trim() || '';
}

/** A period checkbox reads 'start - end' (SPEC §3). */
export function periodLabel(property: FormProperty): string {
  const { startDate = '', endDate = '' } = property.data ?? {};
  return `${startDate} - ${endDate}`;
}

/** The answers a fresh form starts with: checkboxes the form pre-checks. */
export function initialAnswers(form: FormProperty[]): Answers {
  const answers: Answers = {};
  for (const p of form) {
    if ((p.type === 'checkbox' || p.type === 'periodCheckbox') && p.data?.checked) answers[p.key] = true;
  }
  return answers;
}

/** The group a member belongs to, so a change to a member re-checks the group's rules. */
export function groupOf(key: string, form: FormProperty[]): FormProperty | undefined {
  return form.find((p) => (GROUP_TYPES as readonly string[]).includes(p.type) && p.data?.keys?.includes(key));
}

/** Files and images are never kept in browser storage: they are large and may be sensitive. */
export function isStorable(property: FormProperty | undefined, value: AnswerValue): boolean {
  if (!property || property.type === 'file' || property.type === 'imageBase64') return false;
  return typeof value === 'string' || typeof value === 'boolean';
}

/** Autofill hints for the standard keys (SPEC §3), so phones and browsers can fill the form. */
const AUTOCOMPLETE: Record<
  string,
  { autoComplete: string; type?: string; inputMode?: 'tel' | 'email' | 'url' | 'numeric' }
> = {
  form_firstname: { autoComplete: 'given-name' },
  form_surname: { autoComplete: 'family-name' },
  form_ssn: { autoComplete: 'off', inputMode: 'numeric' },
  form_address: { autoComplete: 'address-line1' },
  form_zipcode: { autoComplete: 'postal-code' },
  form_city: { autoComplete: 'address-level2' },
  form_mobilePhone: { autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
  form_homePhone: { autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
  form_email: { autoComplete: 'email', type: 'email', inputMode: 'email' },
  form_linkedInUrl: { autoComplete: 'url', type: 'url', inputMode: 'url' },
};

export function inputHints(property: FormProperty) {
  return AUTOCOMPLETE[property.key] ?? (property.type === 'email' ? AUTOCOMPLETE['form_email'] : undefined);
}

/** Plain text of a label that may be HTML, for the error summary's links. */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
