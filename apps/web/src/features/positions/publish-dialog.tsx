import { formatDate, publishProblems, type PositionDetail } from '@rekry/domain';
import { toast } from 'sonner';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Modal } from '../../components/ui/dialog.tsx';
import { isApiError } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { usePublishPosition } from './api.ts';
import { positionStrings } from './strings.ts';

const t = positionStrings.publication;
const schema = z.object({ when: z.enum(['now', 'start']) });
type When = z.output<typeof schema>['when'];

const FIELD_KEYS = new Set(['name', 'description', 'stop', 'at']);

/**
 * 'Publicera': what is missing first (the domain's check, the server's own answer when it differs), then
 * now or, when the start date is still to come, scheduled for it ('Schemalagd').
 */
export function PublishDialog({
  position,
  containerId,
  onClose,
}: {
  position: PositionDetail;
  containerId: number;
  onClose: () => void;
}) {
  const publish = usePublishPosition(containerId);
  // The moment the dialog opened: what 'now' and 'still to come' mean while it is open.
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const start = position.start !== null && position.start > now ? position.start : null;
  const checked = useMemo(() => publishProblems(position, start ?? now, now), [position, start, now]);
  const [refused, setRefused] = useState<Record<string, string> | null>(null);
  const missing = refused ?? checked;
  const { onSubmit, busy, formError, form } = useActionForm({
    schema,
    defaultValues: { when: (start ? 'start' : 'now') as When },
    submit: ({ when }) =>
      publish.mutateAsync({ positionId: position.id, at: when === 'start' ? start : null }),
    placeFailure: (error) => {
      if (!isApiError(error) || Object.keys(error.fields).length === 0) return undefined;
      setRefused(error.fields);
      return null;
    },
    onSuccess: (detail) => {
      toast.success(
        detail.publication === 'Schemalagd' ? t.scheduledDone(formatDate(detail.publishedAt)) : t.published,
      );
      onClose();
    },
  });
  const when = form.watch('when');
  const problems = Object.entries(missing);
  const adProblems = problems.some(([key]) => FIELD_KEYS.has(key));
  const formProblems = problems.some(([key]) => !FIELD_KEYS.has(key));
  return (
    <Modal
      onClose={onClose}
      title={t.dialogTitle}
      description={position.isInternal ? t.dialogTextInternal : t.dialogText}
      busy={busy}
      onSubmit={() => void onSubmit()}
      submit={{
        label: when === 'start' ? t.schedule : t.publish,
        disabled: problems.length > 0,
      }}
      error={formError}
    >
      {problems.length ? (
        <Alert tone="warning" title={t.missingTitle}>
          <ul className="list-disc space-y-1 pl-5" data-testid="publish-missing">
            {problems.map(([key, message]) => (
              <li key={key}>{message}</li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2">
            {adProblems ? (
              <ButtonLink to={paths.editPosition(position.id)} variant="secondary" size="sm">
                {t.fixAd}
              </ButtonLink>
            ) : null}
            {formProblems ? (
              <ButtonLink to={paths.positionForm(position.id)} variant="secondary" size="sm">
                {t.fixForm}
              </ButtonLink>
            ) : null}
          </div>
        </Alert>
      ) : (
        <fieldset>
          <legend className="text-sm font-medium text-gray-800">{t.when}</legend>
          <div className="mt-2 space-y-2">
            <Choice value="now" label={t.now} register={form.register('when')} />
            {start ? (
              <Choice value="start" label={t.atStart(formatDate(start))} register={form.register('when')} />
            ) : null}
          </div>
        </fieldset>
      )}
    </Modal>
  );
}

function Choice({
  value,
  label,
  register,
}: {
  value: When;
  label: string;
  register: ReturnType<ReturnType<typeof useActionForm>['form']['register']>;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 text-sm text-gray-900">
      <input
        type="radio"
        value={value}
        {...register}
        className="size-4 border-gray-300 text-brand-600 focus:ring-brand-600"
      />
      {label}
    </label>
  );
}
