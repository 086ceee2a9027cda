import {
  addSummerPeriod,
  checkAgePeriod,
  membersOf,
  removeItem,
  renameGroup,
  summerPeriodFromDraft,
  summerPeriodOf,
  updateSummerPeriod,
  type FormProperty,
  type SummerPeriodDraft,
} from '@rekry/domain';
import { TextField } from '../../../components/ui/field.tsx';
import { builderStrings as t } from '../strings.ts';
import { newKey, type EditorProps } from './editor-props.ts';
import { PeriodRuleList } from './period-rule-list.tsx';

/** A period with the key of its checkbox; a new one has none until it is added to the form. */
type Row = SummerPeriodDraft & { key?: string };

function describe(p: Row): string {
  return t.ruleText({ start: p.startDate, end: p.endDate, ages: t.ages(p.minAge, p.maxAge) });
}

const toDraft = (p: Row) => ({
  periodStart: p.startDate,
  periodEnd: p.endDate,
  minAge: p.minAge === undefined ? '' : String(p.minAge),
  maxAge: p.maxAge === undefined ? '' : String(p.maxAge),
});

/**
 * Summer periods (SPEC §2): the title, add a period with start and end, remove it, and each period's own
 * min and max age (optional) — checked on the period's first day against the applicant's personal number.
 */
export function SummerPeriodsEditor(props: EditorProps) {
  const { property, form, onChange } = props;
  const members = membersOf(property, form);
  const rows: Row[] = members.map((m: FormProperty) => ({ ...summerPeriodOf(m), key: m.key }));

  /** The list's next state as form changes: removed, changed and added periods, in that order. */
  function apply(next: Row[]) {
    let result = form;
    const kept = new Set(next.flatMap((r) => (r.key ? [r.key] : [])));
    for (const m of members) if (!kept.has(m.key)) result = removeItem(result, m.key);
    for (const row of next) {
      const { key, ...period } = row;
      result = key
        ? updateSummerPeriod(result, key, period)
        : addSummerPeriod(result, property.key, newKey, period);
    }
    onChange(result);
  }

  return (
    <div className="space-y-4">
      <TextField
        label={t.groupTitle}
        value={property.label}
        onChange={(e) => onChange(renameGroup(form, property.key, e.target.value))}
        autoFocus
      />
      <div>
        <h3 className="mb-2 text-sm font-medium text-gray-800">{t.periodsTitle}</h3>
        <PeriodRuleList<Row>
          title={t.periodsTitle}
          rules={rows}
          onChange={apply}
          toDraft={toDraft}
          fromDraft={(draft, previous) => {
            const period = summerPeriodFromDraft(draft);
            // A changed period keeps its key: answers already given to it stay attached.
            return period && (previous?.key ? { ...period, key: previous.key } : period);
          }}
          check={(draft) => checkAgePeriod(draft, { agesOptional: true })}
          describe={describe}
          emptyText={t.noPeriods}
          hint={t.agesOptional}
        />
      </div>
    </div>
  );
}
