import { isRequired, membersOf, type FormProperty } from '@rekry/domain/public';
import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn.ts';
import { describedBy, FieldError, LabelContent, RequiredMark } from '../field-parts.tsx';
import { fieldId, periodLabel, propertyLabel } from '../form-model.ts';
import type { FieldProps } from './field-props.ts';

const boxClass =
  'size-5 shrink-0 cursor-pointer border-gray-400 accent-[var(--rk-btn-bg,var(--color-brand-600))]';

/** One checkbox or radio with its label beside it; period checkboxes read 'start - end'. */
function ChoiceRow({
  id,
  type,
  name,
  checked,
  label,
  invalid,
  required,
  describedByIds,
  onChange,
  onBlur,
}: {
  id: string;
  type: 'checkbox' | 'radio';
  name: string;
  checked: boolean;
  label: FormProperty;
  invalid: boolean;
  required?: boolean;
  describedByIds?: string;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
}) {
  const text = label.type === 'periodCheckbox' ? periodLabel(label) : label.label;
  return (
    <div className="flex items-start gap-3 py-1">
      <input
        id={id}
        name={name}
        type={type}
        checked={checked}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedByIds}
        onChange={(e) => onChange(e.target.checked)}
        onBlur={onBlur}
        className={cn(boxClass, 'mt-0.5', type === 'checkbox' ? 'rounded' : 'rounded-full')}
      />
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer text-sm leading-6 text-gray-900">
        <LabelContent text={text} isHtml={label.type !== 'periodCheckbox' && label.isHtml} />
        {required ? <RequiredMark /> : null}
      </label>
    </div>
  );
}

/**
 * A checkbox on its own (checkbox, periodCheckbox, or a radio outside any group — shown as a checkbox, since
 * a lone radio could never be unchecked). The answer is a boolean.
 */
export function CheckboxField({ property, answers, error, onChange, onBlur }: FieldProps) {
  const { key } = property;
  return (
    <div>
      <ChoiceRow
        id={fieldId(key)}
        type="checkbox"
        name={key}
        checked={answers[key] === true}
        label={property}
        invalid={!!error}
        required={isRequired(property)}
        describedByIds={describedBy(key, { error })}
        onChange={(checked) => onChange(key, checked)}
        onBlur={() => onBlur(key)}
      />
      <FieldError fieldKey={key} message={error} />
    </div>
  );
}

/** A fieldset whose legend is the group's label; its error hangs on the fieldset. */
function GroupFieldset({
  property,
  error,
  role,
  onBlur,
  children,
}: {
  property: FormProperty;
  error: string | null | undefined;
  role?: 'radiogroup';
  onBlur: (key: string) => void;
  children: ReactNode;
}) {
  const required = isRequired(property);
  return (
    <fieldset
      id={fieldId(property.key)}
      role={role}
      aria-required={role && required ? true : undefined}
      aria-describedby={describedBy(property.key, { error })}
      className="min-w-0"
      // The group is judged when focus leaves it, not when it moves from one of its boxes to the next.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(property.key);
      }}
    >
      <legend className="mb-2 text-sm font-medium text-gray-900">
        <LabelContent text={propertyLabel(property)} isHtml={property.isHtml} />
        {required ? <RequiredMark spoken={!role} /> : null}
      </legend>
      <div
        className={cn(
          'space-y-1 rounded-lg px-3 py-2 ring-1 ring-inset',
          error ? 'ring-red-300' : 'ring-gray-200',
        )}
      >
        {children}
      </div>
      <FieldError fieldKey={property.key} message={error} />
    </fieldset>
  );
}

/** group and periodGroup: checkboxes under the group's label; the rules (e.g. approved) judge the group. */
export function CheckboxGroupField({ property, form, answers, error, onChange, onBlur }: FieldProps) {
  return (
    <GroupFieldset property={property} error={error} onBlur={onBlur}>
      {membersOf(property, form).map((member) => (
        <ChoiceRow
          key={member.key}
          id={fieldId(member.key)}
          type="checkbox"
          name={member.key}
          checked={answers[member.key] === true}
          label={member}
          invalid={!!error}
          onChange={(checked) => onChange(member.key, checked)}
        />
      ))}
    </GroupFieldset>
  );
}

/** radioGroup: radios named after the group; the answer under the group's key is the chosen member's key. */
export function RadioGroupField({ property, form, answers, error, onChange, onBlur }: FieldProps) {
  const chosen = answers[property.key];
  return (
    <GroupFieldset property={property} error={error} role="radiogroup" onBlur={onBlur}>
      {membersOf(property, form).map((member) => (
        <ChoiceRow
          key={member.key}
          id={fieldId(member.key)}
          type="radio"
          name={property.key}
          checked={chosen === member.key}
          label={member}
          invalid={!!error}
          onChange={(checked) => checked && onChange(property.key, member.key)}
        />
      ))}
    </GroupFieldset>
  );
}
