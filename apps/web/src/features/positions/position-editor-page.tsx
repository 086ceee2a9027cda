import {
  roleAtLeast,
  standardApplicationForm,
  type CurrentUser,
  type FormProperty,
  type PositionDetail,
} from '@rekry/domain';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { BackLink } from '../../components/ui/back-link.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { companyScreen, type PositionRef } from '../../components/layout/company-screen.tsx';
import { NotFoundCard } from '../../components/ui/not-found-card.tsx';
import { isRecordId, paths } from '../../lib/paths.ts';
import { isApiError } from '../../lib/api.ts';
import { commonStrings } from '../../lib/strings.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { usePosition, usePositionTemplates, usePositionTypes, useResponsibleCandidates } from './api.ts';
import { PositionEditorForm, type ResponsibleOption } from './position-editor-form.tsx';
import { positionStrings } from './strings.ts';

const t = positionStrings.editor;
const back = <BackLink to={paths.positions}>{t.back}</BackLink>;

/** /admin/positions/:action/:type?template={key} — a new position of a type, its form from the template. */
export const PositionCreatePage = companyScreen(({ containerId, params }) => (
  <CreateScreen containerId={containerId} typeParam={Number(params['type'])} />
));

/** The template in the address (?template=) picks what the new position starts from: another one, afresh. */
function CreateScreen({ containerId, typeParam }: { containerId: number; typeParam: number }) {
  const templateKey = useSearchParams()[0].get('template');
  return (
    <CreateView
      key={templateKey ?? ''}
      containerId={containerId}
      typeId={isRecordId(typeParam) ? typeParam : null}
      templateKey={templateKey}
    />
  );
}

/** /admin/positions/:id/edit — needs writer right on the position. */
export const PositionEditPage = companyScreen(({ containerId, params }) => (
  <EditView containerId={containerId} positionId={Number(params['id'])} copy={false} />
));

/**
 * /admin/positions/copy/:id — a new position started from a copy of this one (SPEC §2's form builder by
 * action); saving creates it. Needs writer right on the position copied, as copy_Position does.
 */
export const PositionCopyPage = companyScreen(({ containerId, params }) => (
  <EditView containerId={containerId} positionId={Number(params['id'])} copy />
));

function Shell({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={title} description={description} back={back} />
      {children}
    </div>
  );
}

function Loading() {
  return (
    <div role="status" aria-label={commonStrings.loading} className="space-y-4">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-64 w-full rounded-xl" />
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}

function fullName(p: { firstname: string; lastname: string; email: string }) {
  return `${p.firstname} ${p.lastname}`.trim() || p.email;
}

/**
 * Who can be responsible: a writer or admin picks among the company's active staff
 * (list_PositionOwnerChoices), keeping the current responsible if they are no longer listed; anyone else
 * picks themselves or keeps the current responsible.
 */
function useResponsibles(containerId: number, position: PositionDetail | null) {
  const { role, user } = useWorkspace();
  const mayList = roleAtLeast(role, 'writer');
  const choices = useResponsibleCandidates(containerId, mayList);
  if (choices.data) {
    const current = position?.responsible;
    const kept =
      current && !choices.data.some((c) => c.id === current.id)
        ? [{ id: current.id, name: fullName(current) }]
        : [];
    return { options: [...choices.data, ...kept], hint: undefined };
  }
  return { options: fallbackOptions(user, position), hint: mayList ? undefined : t.responsibleHint };
}

function fallbackOptions(user: CurrentUser, position: PositionDetail | null): ResponsibleOption[] {
  const options: ResponsibleOption[] = [{ id: user.id, name: fullName(user) }];
  const current = position?.responsible;
  if (current && current.id !== user.id) options.push({ id: current.id, name: fullName(current) });
  return options;
}

function CreateView({
  containerId,
  typeId,
  templateKey,
}: {
  containerId: number;
  typeId: number | null;
  templateKey: string | null;
}) {
  const types = usePositionTypes(containerId);
  const templates = usePositionTemplates(containerId);
  const responsibles = useResponsibles(containerId, null);
  const noFolder = isApiError(templates.error) && templates.error.status === 404;
  const body = (() => {
    if (types.isPending || (templates.isPending && !noFolder)) return <Loading />;
    if (types.isError)
      return <LoadError title={t.failed} error={types.error} onRetry={() => void types.refetch()} />;
    if (templates.isError && !noFolder)
      return <LoadError title={t.failed} error={templates.error} onRetry={() => void templates.refetch()} />;
    const template = templates.data?.find((x) => x.key === templateKey);
    const form: FormProperty[] = template?.metadata.form.length
      ? template.metadata.form
      : standardApplicationForm();
    return (
      <PositionEditorForm
        containerId={containerId}
        position={null}
        form={form}
        positionTypes={types.data}
        defaultPositionTypeId={typeId}
        responsibles={responsibles.options}
        responsibleHint={responsibles.hint}
      />
    );
  })();
  return (
    <Shell title={t.createTitle} description={t.createDescription}>
      {body}
    </Shell>
  );
}

function EditView({ containerId, positionId, copy }: PositionRef & { copy: boolean }) {
  const query = usePosition(containerId, positionId);
  const types = usePositionTypes(containerId);
  const responsibles = useResponsibles(containerId, query.data ?? null);
  const body = (() => {
    if (!isRecordId(positionId) || (isApiError(query.error) && query.error.status === 404))
      return (
        <NotFoundCard
          title={positionStrings.detail.notFound}
          description={positionStrings.detail.notFoundText}
        />
      );
    if (query.isPending || types.isPending) return <Loading />;
    if (query.isError)
      return <LoadError title={t.failed} error={query.error} onRetry={() => void query.refetch()} />;
    if (types.isError)
      return <LoadError title={t.failed} error={types.error} onRetry={() => void types.refetch()} />;
    // No writer right on this position: the wrong-role outcome of SPEC §2.
    if (!query.data.canEdit) return <Navigate to={paths.accessDenied} replace />;
    return (
      <PositionEditorForm
        containerId={containerId}
        position={copy ? null : query.data}
        copyOf={copy ? query.data : null}
        form={query.data.form}
        positionTypes={types.data}
        responsibles={responsibles.options}
        responsibleHint={responsibles.hint}
      />
    );
  })();
  return (
    <Shell
      title={copy ? t.copyTitle : t.editTitle}
      description={copy ? t.copyDescription : t.editDescription}
    >
      {body}
    </Shell>
  );
}
