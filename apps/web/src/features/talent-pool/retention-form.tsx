import { POOL_RETENTION, actions, type TalentPoolView } from '@rekry/domain';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { WholeNumberField } from '../../components/ui/field.tsx';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useSavePoolRetention } from './api.ts';
import { talentPoolStrings as t } from './strings.ts';

/** What the open pool's parts are drawn from: the pool, its company, and whether the viewer may change it. */
export interface OpenPoolProps {
  view: TalentPoolView;
  containerId: number;
  isAdmin: boolean;
}

/**
 * The pool's own period: what its join page's consent names, its receipt's date and the retention run
 * follow. Admins change it; others read it.
 */
export function PoolRetention({ view, containerId, isAdmin }: OpenPoolProps) {
  if (!isAdmin)
    return (
      <p className="px-5 py-4 text-sm text-gray-700">
        <span className="text-gray-500">{t.retention}: </span>
        {t.retentionValue(view.retentionMonths)}
      </p>
    );
  return <RetentionForm view={view} containerId={containerId} />;
}

function RetentionForm({ view, containerId }: { view: TalentPoolView; containerId: number }) {
  const save = useSavePoolRetention(containerId);
  const { form, onSubmit, busy, formError, field } = useActionForm({
    schema: actions.set_TalentPoolRetention.input,
    fixed: { containerId },
    defaultValues: { months: view.retentionMonths },
    submit: ({ months }) => save.mutateAsync(months),
    onSuccess: (saved) => {
      form.reset({ months: saved.retentionMonths });
      toast.success(saved.message);
    },
  });
  return (
    <div className="space-y-3 border-t border-gray-100 px-5 py-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-3">
        <WholeNumberField
          id="pool-retention-months"
          label={t.retention}
          min={POOL_RETENTION.minMonths}
          max={POOL_RETENTION.maxMonths}
          hint={t.retentionHint}
          className="w-56"
          {...field('months', { valueAsNumber: true })}
        />
        <Button type="submit" loading={busy} className="mt-[1.875rem]">
          {t.saveRetention}
        </Button>
      </form>
    </div>
  );
}
