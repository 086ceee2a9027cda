import { AGREEMENT_KEYS, labelText, type FormProperty } from '@rekry/domain';
import { Checkbox, SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';

const TEXT_TYPES = new Set(['text', 'email', 'textarea', 'textWithHelpLink']);

export type StaffAnswers = Record<string, string | boolean | null>;

/** The form's questions a person can fill in for someone else: text, choices and radio groups. */
export function fillable(form: readonly FormProperty[], leaveOut: readonly string[] = []) {
  const members = new Set(form.flatMap((p) => p.data?.keys ?? []));
  return [...form]
    .sort((a, b) => a.order - b.order)
    .filter((p) => p.key !== AGREEMENT_KEYS.group && !leaveOut.includes(p.key) && !members.has(p.key))
    .filter(
      (p) =>
        TEXT_TYPES.has(p.type) ||
        p.type === 'radioGroup' ||
        p.type === 'group' ||
        p.type === 'periodGroup' ||
        p.type === 'checkbox',
    );
}

/** Every answer key the fillable questions write (a group's members write their own). */
export function fillableKeys(form: readonly FormProperty[]): string[] {
  return fillable(form).flatMap((p) =>
    p.type === 'group' || p.type === 'periodGroup' ? (p.data?.keys ?? []) : [p.key],
  );
}

/**
 * The application form's questions as staff fill them in (adding an applicant by hand, changing the
 * answers): text fields, checkboxes, radio groups as a choice and checkbox groups; no files.
 */
export function AnswerFields({
  form,
  answers,
  onChange,
  errors,
  leaveOut,
}: {
  form: readonly FormProperty[];
  answers: StaffAnswers;
  onChange: (answers: StaffAnswers) => void;
  errors: Record<string, string>;
  leaveOut?: readonly string[];
}) {
  const byKey = new Map(form.map((p) => [p.key, p]));
  const set = (key: string, value: string | boolean) => onChange({ ...answers, [key]: value });
  return (
    <>
      {fillable(form, leaveOut).map((p) => {
        const label = labelText(p);
        const error = errors[`metadata.${p.key}`];
        const text = typeof answers[p.key] === 'string' ? (answers[p.key] as string) : '';
        if (TEXT_TYPES.has(p.type))
          return p.type === 'textarea' ? (
            <TextAreaField
              key={p.key}
              label={label}
              rows={3}
              value={text}
              onChange={(e) => set(p.key, e.target.value)}
              error={error}
            />
          ) : (
            <TextField
              key={p.key}
              label={label}
              value={text}
              onChange={(e) => set(p.key, e.target.value)}
              error={error}
            />
          );
        if (p.type === 'checkbox')
          return (
            <Checkbox
              key={p.key}
              label={label}
              checked={answers[p.key] === true}
              onChange={(on) => set(p.key, on)}
            />
          );
        const members = (p.data?.keys ?? []).map((k) => byKey.get(k)).filter((m): m is FormProperty => !!m);
        if (p.type === 'radioGroup')
          return (
            <SelectField
              key={p.key}
              label={label}
              value={text}
              onChange={(v) => set(p.key, v)}
              options={[
                { value: '', label: '–' },
                ...members.map((m) => ({ value: m.key, label: labelText(m) })),
              ]}
            />
          );
        return (
          <fieldset key={p.key} className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-gray-800">{label}</legend>
            {members.map((m) => (
              <Checkbox
                key={m.key}
                label={labelText(m)}
                checked={answers[m.key] === true}
                onChange={(on) => set(m.key, on)}
              />
            ))}
          </fieldset>
        );
      })}
    </>
  );
}
