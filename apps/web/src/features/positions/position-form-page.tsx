import { useQueryClient } from '@tanstack/react-query';
import type { FormProperty, PositionDetail } from '@rekry/domain';
import { ExternalLink } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { dispatch } from '../../lib/api.ts';
import { AutosaveStatus, FormEditor, useAutosave } from '../form-builder/index.ts';
import { SaveAsTemplateButton, UseTemplateButton } from '../form-templates/index.ts';
import { positionScreen } from './position-workspace.tsx';
import { publicUrl } from './public-link.ts';
import { positionStrings } from './strings.ts';
import { useDialogFor } from '../../lib/use-dialog.ts';

const t = positionStrings.formPage;

/**
 * /admin/positions/:id/form (also /admin/formbuilderedit?id=) — the position's application form in the
 * builder, saved as it changes (a writer's tab of the position).
 */
export const PositionFormPage = positionScreen('form', ({ containerId, container, position }) => (
  <Builder position={position} containerId={containerId} companyName={container.name} />
));

function Builder({
  position,
  containerId,
  companyName,
}: {
  position: PositionDetail;
  containerId: number;
  companyName: string;
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FormProperty[]>(position.form);
  // A published ad with applications: the first change is confirmed (those who applied answered the
  // form as it was), then the builder works as usual.
  const guarded = position.publication !== 'Utkast' && position.totalApplicants > 0;
  const [confirmed, setConfirmed] = useState(false);
  const pending = useDialogFor<FormProperty[]>();
  const change = (next: FormProperty[]) => (guarded && !confirmed ? pending.show(next) : setForm(next));
  const save = useCallback(
    async (next: FormProperty[]) => {
      await dispatch('update_PositionForm', { containerId, positionId: position.id, form: next });
      // The open position (and its detail page) shows the saved form from now on.
      queryClient.setQueryData<PositionDetail>(['positions', containerId, 'one', position.id], (old) =>
        old ? { ...old, form: next } : old,
      );
    },
    [containerId, position.id, queryClient],
  );
  const autosave = useAutosave(form, save);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-end gap-2">
        <UseTemplateButton containerId={containerId} onPick={change} />
        <SaveAsTemplateButton containerId={containerId} form={form} />
        {position.publication === 'Publicerad' ? (
          <a
            href={publicUrl(position.publicPath)}
            target="_blank"
            rel="noreferrer"
            className={buttonClass('secondary')}
          >
            <ExternalLink className="size-4" aria-hidden />
            {t.openPublic}
          </a>
        ) : null}
      </div>
      {guarded && !confirmed ? (
        <Alert tone="warning" className="mb-4">
          {t.publishedWithApplications(position.totalApplicants)}
        </Alert>
      ) : null}
      <ConfirmDialog
        {...pending.props}
        question={{
          title: t.confirmChangeTitle,
          text: t.publishedWithApplications(position.totalApplicants),
          confirm: t.confirmChange,
        }}
        tone="primary"
        onConfirm={() => {
          setConfirmed(true);
          if (pending.subject) setForm(pending.subject);
          pending.close();
        }}
      />
      <div className="sticky top-16 z-20 -mx-4 mb-5 border-b border-gray-200 bg-gray-50/95 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-lg sm:border sm:px-4">
        <AutosaveStatus state={autosave.state} onRetry={autosave.retry} />
      </div>
      <FormEditor form={form} onChange={change} companyName={companyName} />
    </>
  );
}
