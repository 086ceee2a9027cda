import { PositionBadges } from './status-badge.tsx';
import { RecordBoundary } from '../../components/ui/record-boundary.tsx';
import { isRecordId, paths } from '../../lib/paths.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { FormProperty, PositionDetail } from '@rekry/domain';
import { ExternalLink, Eye } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Navigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { companyScreen, type CompanyScreenContext } from '../../components/layout/company-screen.tsx';
import { dispatch } from '../../lib/api.ts';
import { AutosaveStatus, BuilderSkeleton, FormEditor, useAutosave } from '../form-builder/index.ts';
import { SaveAsTemplateButton, UseTemplateButton } from '../form-templates/index.ts';
import { usePosition } from './api.ts';
import { publicUrl } from './public-link.ts';
import { positionStrings } from './strings.ts';

const t = positionStrings.formPage;

/**
 * /admin/positions/:id/form (also /admin/formbuilderedit?id=) — the position's application form in the
 * builder, saved as it changes.
 */
export const PositionFormPage = companyScreen(FormView);

function FormView({ containerId, container, params }: CompanyScreenContext) {
  const positionId = Number(params['id']);
  const companyName = container.name;
  const query = usePosition(containerId, positionId);
  const valid = isRecordId(positionId);
  const back = (
    <BackLink to={valid ? paths.position(positionId) : paths.positions}>
      {valid && query.data ? query.data.name : positionStrings.editor.back}
    </BackLink>
  );
  return (
    <RecordBoundary
      query={query}
      valid={valid}
      back={back}
      texts={{ ...positionStrings.detail, title: t.title }}
      loading={<BuilderSkeleton />}
    >
      {(position) =>
        // No writer right on this position: the wrong-role outcome of SPEC §2.
        position.canEdit ? (
          <Builder position={position} containerId={containerId} companyName={companyName} back={back} />
        ) : (
          <Navigate to={paths.accessDenied} replace />
        )
      }
    </RecordBoundary>
  );
}

function Builder({
  position,
  containerId,
  companyName,
  back,
}: {
  position: PositionDetail;
  containerId: number;
  companyName: string;
  back: React.ReactNode;
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FormProperty[]>(position.form);
  // A published ad with applications: the first change is confirmed (those who applied answered the
  // form as it was), then the builder works as usual.
  const guarded = position.publication !== 'Utkast' && position.totalApplicants > 0;
  const [confirmed, setConfirmed] = useState(false);
  const [pending, setPending] = useState<FormProperty[] | null>(null);
  const change = (next: FormProperty[]) => (guarded && !confirmed ? setPending(next) : setForm(next));
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
      <PageHeader
        back={back}
        title={t.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-gray-700">{position.name}</span>
            <PositionBadges position={position} />
          </span>
        }
        actions={
          <>
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
            ) : (
              <ButtonLink to={paths.positionPreview(position.id)} variant="secondary">
                <Eye className="size-4" aria-hidden />
                {positionStrings.publication.preview}
              </ButtonLink>
            )}
          </>
        }
      />
      {guarded && !confirmed ? (
        <Alert tone="warning" className="mb-4">
          {t.publishedWithApplications(position.totalApplicants)}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={t.confirmChangeTitle}
        description={t.publishedWithApplications(position.totalApplicants)}
        confirmLabel={t.confirmChange}
        tone="primary"
        onConfirm={() => {
          setConfirmed(true);
          if (pending) setForm(pending);
          setPending(null);
        }}
      />
      <div className="sticky top-16 z-20 -mx-4 mb-5 border-b border-gray-200 bg-gray-50/95 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-lg sm:border sm:px-4">
        <AutosaveStatus state={autosave.state} onRetry={autosave.retry} />
      </div>
      <FormEditor form={form} onChange={change} companyName={companyName} />
    </>
  );
}
