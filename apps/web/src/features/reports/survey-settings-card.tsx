import { actions, type SurveySettings } from '@rekry/domain';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { Checkbox, SelectField, WholeNumberField } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { QueryBoundary } from '../../components/ui/query-boundary.tsx';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useSaveSurveySettings, useStatuses, useSurveySettings } from './api.ts';
import { reportStrings } from './strings.ts';

const t = reportStrings.survey;

/**
 * The company's candidate survey (administrators): on or off, the days to wait and which endings count (a
 * hire, a rejection with the chosen status, a withdrawn application).
 */
export function SurveySettingsCard({ containerId }: { containerId: number }) {
  const query = useSurveySettings(containerId);
  return (
    <Card className="min-w-0 print:hidden" data-testid="survey-settings">
      <CardHeader title={t.title} description={t.description} />
      <QueryBoundary
        query={query}
        loading={reportStrings.loading}
        failed={t.failed}
        isEmpty={false}
        empty={null}
      >
        {query.data ? <SurveyForm containerId={containerId} settings={query.data} /> : null}
      </QueryBoundary>
    </Card>
  );
}

function SurveyForm({ containerId, settings }: { containerId: number; settings: SurveySettings }) {
  const save = useSaveSurveySettings(containerId);
  const statuses = (useStatuses(containerId).data ?? []).filter((l) => l.labelType.name === 'Interest');
  const { form, field, onSubmit, busy, formError } = useActionForm({
    schema: actions.update_SurveySettings.input,
    defaultValues: settings,
    fixed: { containerId },
    submit: (values) => save.mutateAsync(values),
    onSuccess: (saved) => {
      toast.success(t.saved);
      form.reset(saved);
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 p-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Controller
        control={form.control}
        name="enabled"
        render={({ field: f }) => (
          <Checkbox label={t.enabled} checked={Boolean(f.value)} onChange={f.onChange} />
        )}
      />
      <WholeNumberField
        label={t.delayDays}
        min={0}
        max={60}
        {...field('delayDays', { valueAsNumber: true })}
      />
      <Controller
        control={form.control}
        name="onHired"
        render={({ field: f }) => (
          <Checkbox label={t.onHired} checked={Boolean(f.value)} onChange={f.onChange} />
        )}
      />
      <Controller
        control={form.control}
        name="onRejected"
        render={({ field: f }) => (
          <Checkbox label={t.onRejected} checked={Boolean(f.value)} onChange={f.onChange} />
        )}
      />
      <Controller
        control={form.control}
        name="rejectedLabelId"
        render={({ field: f, fieldState }) => (
          <SelectField
            label={t.rejectedLabel}
            value={f.value === null ? '' : String(f.value)}
            onChange={(v) => f.onChange(v ? Number(v) : null)}
            error={fieldState.error?.message}
            options={[
              { value: '', label: t.noLabel },
              ...statuses.map((s) => ({ value: String(s.id), label: s.name })),
            ]}
          />
        )}
      />
      <Controller
        control={form.control}
        name="onWithdrawn"
        render={({ field: f }) => (
          <Checkbox label={t.onWithdrawn} checked={Boolean(f.value)} onChange={f.onChange} />
        )}
      />
      <FormActions submit={t.save} busy={busy} />
    </form>
  );
}
