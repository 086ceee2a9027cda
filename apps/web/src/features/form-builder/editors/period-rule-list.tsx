import {
  EMPTY_AGE_PERIOD,
  type AgePeriodDraft,
  type AgePeriodErrors,
  type AgePeriodField,
} from '@rekry/domain';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { builderStrings as t } from '../strings.ts';

/** Which rule is open for editing: an existing one by index, or a new one. */
type Editing = { at: number | 'new'; draft: AgePeriodDraft; showErrors: boolean } | null;

const FIELDS: { field: AgePeriodField; label: string; type: 'date' | 'number' }[] = [
  { field: 'periodStart', label: t.periodStart, type: 'date' },
  { field: 'periodEnd', label: t.periodEnd, type: 'date' },
  { field: 'minAge', label: t.minAge, type: 'number' },
  { field: 'maxAge', label: t.maxAge, type: 'number' },
];

/**
 * A list of periods with ages, each shown saved (its text, 'Ändra', 'Ta bort') or open for editing (SPEC
 * §4 'Age-in-period rule: edit mode versus saved display'). A rule is saved only when its checks pass;
 * 'Spara' on a failing rule shows every failure under its field and keeps the rule open.
 */
export function PeriodRuleList<Rule>({
  title,
  rules,
  onChange,
  toDraft,
  fromDraft,
  check,
  describe,
  emptyText,
  hint,
}: {
  title: string;
  rules: Rule[];
  onChange: (rules: Rule[]) => void;
  toDraft: (rule: Rule) => AgePeriodDraft;
  /** The rule to save, or null while a check fails; `previous` is the rule being changed. */
  fromDraft: (draft: AgePeriodDraft, previous: Rule | undefined) => Rule | null;
  check: (draft: AgePeriodDraft) => AgePeriodErrors;
  describe: (rule: Rule) => string;
  emptyText: string;
  hint?: string;
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const box = useRef<HTMLDivElement>(null);
  const errors = editing?.showErrors ? check(editing.draft) : {};

  function open(at: number | 'new') {
    setEditing({ at, draft: at === 'new' ? EMPTY_AGE_PERIOD : toDraft(rules[at]!), showErrors: false });
  }

  function save() {
    if (!editing) return;
    const rule = fromDraft(editing.draft, editing.at === 'new' ? undefined : rules[editing.at]);
    if (!rule) {
      // Focus goes to the first field that failed, so its message is read out. The messages are drawn
      // at once (flushSync) and focus moves before the next key: moved a frame later, it could pull
      // focus from a field the user had already gone on to type in.
      flushSync(() => setEditing({ ...editing, showErrors: true }));
      box.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onChange(editing.at === 'new' ? [...rules, rule] : rules.map((r, i) => (i === editing.at ? rule : r)));
    setEditing(null);
  }

  // The open rule's form: in its row for a rule being changed, under the list for a new one.
  const form = editing ? (
    <RuleForm editing={editing} errors={errors} hint={hint} box={box} onEdit={setEditing} onSave={save} />
  ) : null;

  return (
    <section aria-label={title} className="space-y-3">
      {rules.length === 0 && editing?.at !== 'new' ? (
        <p className="text-sm text-gray-500">{emptyText}</p>
      ) : null}
      <ul className="space-y-2">
        {rules.map((rule, i) =>
          editing?.at === i ? (
            <li key={i}>{form}</li>
          ) : (
            <li
              key={i}
              className="flex items-center justify-between gap-3 rounded-md bg-gray-50 px-3 py-2 text-sm ring-1 ring-gray-200 ring-inset"
            >
              <span className="text-gray-800 tabular-nums">{describe(rule)}</span>
              <span className="flex shrink-0 gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t.editRule(describe(rule))}
                  onClick={() => open(i)}
                  icon={Pencil}
                ></Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t.removeRule(describe(rule))}
                  onClick={() => {
                    onChange(rules.filter((_, j) => j !== i));
                    setEditing(null);
                  }}
                  icon={Trash2}
                ></Button>
              </span>
            </li>
          ),
        )}
      </ul>
      {editing?.at === 'new' ? (
        form
      ) : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => open('new')}
          disabled={editing !== null}
          icon={Plus}
        >
          {t.addAgePeriod}
        </Button>
      )}
    </section>
  );
}

function RuleForm({
  editing,
  errors,
  hint,
  box,
  onEdit,
  onSave,
}: {
  editing: NonNullable<Editing>;
  errors: AgePeriodErrors;
  hint?: string;
  box: React.RefObject<HTMLDivElement | null>;
  onEdit: (next: Editing) => void;
  onSave: () => void;
}) {
  const id = useId();
  return (
    <div
      ref={box}
      role="group"
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-md bg-white p-3 ring-1 ring-brand-200 ring-inset"
      onKeyDown={(e) => {
        // Enter saves the rule rather than submitting anything around it.
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
          e.preventDefault();
          onSave();
        }
        if (e.key === 'Escape') onEdit(null);
      }}
    >
      <p id={`${id}-title`} className="sr-only">
        {editing.at === 'new' ? t.addAgePeriod : t.editRule('')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(({ field, label, type }) => (
          <TextField
            key={field}
            label={label}
            type={type}
            {...(type === 'number' ? { min: 0, max: 150, inputMode: 'numeric' as const } : {})}
            value={editing.draft[field]}
            error={errors[field] ?? null}
            autoFocus={field === 'periodStart'}
            onChange={(e) => onEdit({ ...editing, draft: { ...editing.draft, [field]: e.target.value } })}
          />
        ))}
      </div>
      {hint ? <p className="text-sm text-gray-500">{hint}</p> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={() => onEdit(null)}>
          {t.cancelRule}
        </Button>
        <Button size="sm" onClick={onSave}>
          {t.saveRule}
        </Button>
      </div>
    </div>
  );
}
