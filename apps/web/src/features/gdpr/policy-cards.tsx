import { actions, type GdprOverview } from '@rekry/domain';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { WholeNumberField } from '../../components/ui/field.tsx';
import { useActionForm } from '../../lib/use-action-form.ts';
import { Prose } from '../careers/index.ts';
import { useSaveRetention } from './api.ts';
import { personName } from './people-list.tsx';
import { gdprStrings } from './strings.ts';

const t = gdprStrings.overview;

/**
 * What the GDPR page keeps folded under the people: the period and its form, the next run's dry run and
 * the text in force. A chunk of its own: the form and the career site's typography (with the HTML
 * cleaner) are most of the page's code, and the people list does not wait for them.
 */
export function PolicyCards({ containerId, overview }: { containerId: number; overview: GdprOverview }) {
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RetentionCard containerId={containerId} overview={overview} />
        <NextRunCard overview={overview} />
      </div>
      <TextCard overview={overview} />
    </div>
  );
}

function TextCard({ overview }: { overview: GdprOverview }) {
  return (
    <Card>
      <CardHeader
        title={t.textTitle}
        description={t.textDescription(overview.textInForce.consentCompanyName)}
      />
      <div className="max-h-96 overflow-y-auto px-5 py-4" tabIndex={0} aria-label={t.textTitle}>
        <Prose html={overview.textInForce.html} className="text-sm leading-6" />
      </div>
    </Card>
  );
}

function RetentionCard({ containerId, overview }: { containerId: number; overview: GdprOverview }) {
  const save = useSaveRetention(containerId);
  const { form, onSubmit, busy, formError, field } = useActionForm({
    schema: actions.update_RetentionMonths.input,
    fixed: { containerId },
    defaultValues: { months: overview.months },
    submit: ({ months }) => save.mutateAsync(months),
    onSuccess: (saved) => {
      form.reset({ months: saved.months });
      toast.success(t.saved);
    },
  });
  return (
    <Card>
      <CardHeader title={t.retentionTitle} description={t.retentionDescription} />
      <div className="space-y-4 px-5 py-4">
        <p className="text-sm">
          <span className="text-gray-500">{t.legalBasis}: </span>
          <span className="font-medium text-gray-900">{overview.legalBasis}</span>
        </p>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <form onSubmit={onSubmit} noValidate className="flex items-start gap-3">
          <WholeNumberField
            id="retention-months"
            label={t.months}
            min={1}
            max={overview.maxMonths}
            hint={t.monthsHint(overview.maxMonths)}
            className="w-44"
            {...field('months', { valueAsNumber: true })}
          />
          <Button type="submit" loading={busy} className="mt-[1.875rem]">
            {t.save}
          </Button>
        </form>
      </div>
    </Card>
  );
}

function NextRunCard({ overview }: { overview: GdprOverview }) {
  const list = overview.nextRunErases;
  return (
    <Card>
      <CardHeader
        title={t.nextRunTitle}
        description={t.nextRunDescription(overview.nextRun.warn, overview.nextRun.held)}
      />
      {list.length === 0 ? (
        <p className="px-5 py-4 text-sm text-gray-500">{t.nextRunEmpty}</p>
      ) : (
        <ul className="divide-y divide-gray-100" aria-label={t.nextRunTitle}>
          {list.map((p) => (
            <li key={p.userId} className="flex items-center justify-between gap-3 px-5 py-3 text-sm">
              <span className="min-w-0">
                <span className="block truncate font-medium text-gray-900">{personName(p)}</span>
                <span className="block truncate text-gray-500">{p.email}</span>
              </span>
              <span className="shrink-0 text-gray-600">{p.deleteOn}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
