import {
  agePeriodFromDraft,
  agePeriodsOf,
  checkAgePeriod,
  draftOf,
  findValidator,
  normalizeYears,
  setAgePeriods,
  setAllowedYears,
  updateItem,
  type AgePeriod,
} from '@rekry/domain';
import { useState, type ReactNode } from 'react';
import { Checkbox, TextField } from '../../../components/ui/field.tsx';
import { builderStrings as t } from '../strings.ts';
import { LabelInput } from './basic-editors.tsx';
import type { EditorProps } from './editor-props.ts';
import { PeriodRuleList } from './period-rule-list.tsx';

const DEFAULT_YEARS = String(new Date().getFullYear() - 16);

export function describeAgePeriod(p: AgePeriod): string {
  return t.ruleText({ start: p.periodStart, end: p.periodEnd, ages: t.ages(p.minAge, p.maxAge) });
}

/**
 * The personal-number field (SPEC §2): label, placeholder, only-allowed birth years (turning the checkbox
 * off removes the validator) and age-in-period rules (turning the checkbox off clears every period).
 */
export function PersonalNumberEditor(props: EditorProps) {
  const { property, form, onChange } = props;
  const years = findValidator(property, 'allowedYearsBornSwe');
  const [yearsText, setYearsText] = useState(years?.data.split(',').join(', ') ?? '');
  const yearsInvalid = years !== undefined && normalizeYears(yearsText) === null;
  const periodsRule = findValidator(property, 'allowedAgeInPeriod');
  const periods = agePeriodsOf(property);

  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelInput {...props} />
        <TextField
          label={t.placeholder}
          value={property.placeholder ?? ''}
          onChange={(e) => onChange(updateItem(form, property.key, { placeholder: e.target.value }))}
        />
      </div>

      <RuleSection
        label={t.allowedYears}
        description={t.allowedYearsDescription}
        on={years !== undefined}
        onToggle={(on) => {
          const start = normalizeYears(yearsText) ?? DEFAULT_YEARS;
          if (on) setYearsText(start.split(',').join(', '));
          onChange(setAllowedYears(form, property.key, on ? start : null));
        }}
      >
        <TextField
          label={t.allowedYearsInput}
          value={yearsText}
          inputMode="numeric"
          hint={yearsInvalid ? undefined : t.allowedYearsHint}
          error={yearsInvalid ? t.allowedYearsInvalid : null}
          onChange={(e) => {
            setYearsText(e.target.value);
            const normalized = normalizeYears(e.target.value);
            if (normalized) onChange(setAllowedYears(form, property.key, normalized));
          }}
        />
      </RuleSection>

      <RuleSection
        label={t.agePeriods}
        description={t.agePeriodsDescription}
        on={periodsRule !== undefined}
        onToggle={(on) => onChange(setAgePeriods(form, property.key, on ? [] : null))}
      >
        <PeriodRuleList<AgePeriod>
          title={t.agePeriods}
          rules={periods}
          onChange={(next) => onChange(setAgePeriods(form, property.key, next))}
          toDraft={draftOf}
          fromDraft={(draft) => agePeriodFromDraft(draft)}
          check={(draft) => checkAgePeriod(draft)}
          describe={describeAgePeriod}
          emptyText={t.noAgePeriods}
        />
      </RuleSection>
    </div>
  );
}

/** A rule the checkbox turns on and off, its settings under it while it is on. */
function RuleSection({
  label,
  description,
  on,
  onToggle,
  children,
}: {
  label: string;
  description: string;
  on: boolean;
  onToggle: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <div className="space-y-3 rounded-md border border-gray-200 p-4">
      <Checkbox label={label} description={description} checked={on} onChange={onToggle} />
      {on ? children : null}
    </div>
  );
}
