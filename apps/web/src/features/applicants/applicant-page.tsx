import { ButtonLink } from '../../components/ui/button-link.tsx';
import {
  NO_LABEL,
  formatDate,
  roleAtLeast,
  type ApplicantDetail,
  isNamed,
  type ApplicantFilters,
} from '@rekry/domain';
import { ChevronLeft, ChevronRight, MessagesSquare, Trash2, UserX } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { LoadingBlock } from '../../components/ui/loading-block.tsx';
import { NotFoundCard } from '../../components/ui/not-found-card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { isApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import {
  applicantKeys,
  useApplicant,
  useApplicantFilters,
  useDeleteApplication,
  usePositionForApplicants,
  useRemoveFromCompany,
} from './api.ts';
import { ApplicantFiles } from './applicant-files.tsx';
import { ContactCard } from './applicant-contact.tsx';
import { AnonymityBadge, ConfirmNoConflictCard, ConflictNotice, ReviewState } from '../anonymity/index.ts';
import { AnswersCard, NotesCard, QuestionnaireCard, RequirementsCard } from './applicant-panels.tsx';
import { EmailCard, LogCard } from './email-and-log-cards.tsx';
import { EmailDialog } from './email-dialog.tsx';
import { InterviewsCard } from '../interviews/index.ts';
import { TalentPoolMemberCard } from '../talent-pool/index.ts';
import { EvaluationCard } from '../scorecards/index.ts';
import { readRememberedFilter, toListFilter } from './remembered-filter.ts';
import { ApplicantTags } from './tag-picker.tsx';
import { useStatusChange } from './status-change.tsx';
import { applicantStrings } from './strings.ts';
import { SelectField } from '../../components/ui/field.tsx';
import type { ApplicantRef } from './files/api.ts';
import { paths, isRecordId } from '../../lib/paths.ts';
import { useDialog } from '../../lib/use-dialog.ts';

const t = applicantStrings.detail;

/** /admin/positions/:id/applicants/:applicantId — one application, everything about it, and what to do. */
export const ApplicantPage = companyScreen(({ containerId, role, params }) => (
  <ApplicantView
    containerId={containerId}
    positionId={Number(params['id'])}
    applicantId={Number(params['applicantId'])}
    isAdmin={roleAtLeast(role, 'admin')}
  />
));

function ApplicantView({
  containerId,
  positionId,
  applicantId,
  isAdmin,
}: ApplicantRef & { isAdmin: boolean }) {
  const valid = [positionId, applicantId].every(isRecordId);
  const filters = useApplicantFilters(containerId, positionId, valid);
  // Previous and next follow the list as it is filtered and sorted on the position page.
  const listFilter = filters.isSuccess
    ? toListFilter(readRememberedFilter(containerId, positionId), filters.data)
    : null;
  const query = useApplicant(containerId, positionId, filters.isPending ? 0 : applicantId, listFilter);
  // Opening an application marks it read: the list shows that when it is seen again.
  const queryClient = useQueryClient();
  const openedId = query.data?.id;
  useEffect(() => {
    if (openedId)
      void queryClient.invalidateQueries({
        queryKey: [...applicantKeys.position(containerId, positionId), 'list'],
        refetchType: 'none',
      });
  }, [openedId, containerId, positionId, queryClient]);
  const back = <BackLink to={paths.position(positionId)}>{t.back(query.data?.position.name ?? '')}</BackLink>;

  if (!valid || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return (
      <>
        <PageHeader title={applicantStrings.list.title} back={back} />
        <NotFoundCard title={t.notFound} description={t.notFoundText} />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <PageHeader title={applicantStrings.list.title} back={back} />
        <LoadError title={t.failed} error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (!query.data) {
    return (
      <LoadingBlock label={t.loading} back={back}>
        <div className="grid gap-6 lg:grid-cols-3">
          <Skeleton className="h-96 rounded-xl lg:col-span-2" />
          <Skeleton className="h-72 rounded-xl" />
        </div>
      </LoadingBlock>
    );
  }
  return (
    <ApplicantOverview
      detail={query.data}
      filters={filters.data}
      containerId={containerId}
      isAdmin={isAdmin}
      back={back}
    />
  );
}

function NeighbourLink({ to, label, next }: { to: string | null; label: string; next?: boolean }) {
  const icon = next ? (
    <ChevronRight className="size-4" aria-hidden />
  ) : (
    <ChevronLeft className="size-4" aria-hidden />
  );
  if (!to)
    return (
      <span
        aria-disabled="true"
        role="link"
        aria-label={label}
        className={buttonClass('secondary', 'md', 'opacity-50')}
      >
        {icon}
      </span>
    );
  return (
    <Link to={to} aria-label={label} title={label} className={buttonClass('secondary')}>
      {icon}
    </Link>
  );
}

function ApplicantOverview({
  detail,
  filters,
  containerId,
  isAdmin,
  back,
}: {
  detail: ApplicantDetail;
  filters: ApplicantFilters | undefined;
  containerId: number;
  isAdmin: boolean;
  back: ReactNode;
}) {
  const navigate = useNavigate();
  const positionId = detail.positionId;
  const name =
    detail.info.name || `${detail.info.firstname} ${detail.info.lastname}`.trim() || detail.info.email;
  const canEdit = detail.canEdit;
  // In an anonymised review the page shows the alias and nothing that needs the person (e-mail, messages).
  const named = isNamed(detail.visibility);
  const state = detail.visibility?.state;
  const status = useStatusChange(containerId, positionId);
  // The position's form, for changing the answers (the position page has usually loaded it already).
  const form = usePositionForApplicants(containerId, canEdit ? positionId : 0).data?.form;
  const remove = useDeleteApplication(containerId, positionId);
  const removeUser = useRemoveFromCompany(containerId);
  const [confirm, setConfirm] = useState<'delete' | 'remove' | null>(null);
  const emailOpen = useDialog();

  const labelName = (id: number | null) => detail.labels.find((l) => l.id === id)?.name;
  const statusOptions = [
    { value: String(NO_LABEL), label: t.noStatus },
    ...(filters?.status.filter((o) => o.value > 0) ?? []).map((o) => ({
      value: String(o.value),
      label: o.label,
    })),
  ];
  const processOptions = [
    { value: String(NO_LABEL), label: t.noProcess },
    ...(filters?.processLevel.filter((o) => o.value > 0) ?? []).map((o) => ({
      value: String(o.value),
      label: o.label,
    })),
  ];

  return (
    <>
      <PageHeader
        back={back}
        title={name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>{t.applied(formatDate(detail.created))}</span>
            {detail.labelId === null ? (
              <Badge tone="amber">{t.noStatus}</Badge>
            ) : (
              <Badge tone="brand">{labelName(detail.labelId) ?? '–'}</Badge>
            )}
            {detail.processLabelId !== null ? (
              <Badge tone="gray">{labelName(detail.processLabelId) ?? '–'}</Badge>
            ) : null}
            {detail.isManuallyCreated ? <Badge tone="gray">{applicantStrings.list.manual}</Badge> : null}
            <AnonymityBadge visibility={detail.visibility} />
            <ReviewState
              review={detail.review}
              containerId={containerId}
              positionId={positionId}
              applicantId={detail.id}
            />
          </span>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            {named ? (
              <ButtonLink
                to={paths.conversation(detail.id)}
                variant="secondary"
                title={t.messagesHint}
                data-testid="applicant-messages"
              >
                <MessagesSquare className="size-4" aria-hidden />
                {t.messages}
              </ButtonLink>
            ) : null}
            <nav aria-label={applicantStrings.list.title} className="flex gap-2">
              <NeighbourLink
                to={detail.previousId ? paths.applicant(positionId, detail.previousId) : null}
                label={t.previous}
              />
              <NeighbourLink
                to={detail.nextId ? paths.applicant(positionId, detail.nextId) : null}
                label={t.next}
                next
              />
            </nav>
          </div>
        }
      />
      {state === 'confirm' ? (
        <ConfirmNoConflictCard containerId={containerId} positionId={positionId} applicantId={detail.id} />
      ) : (
        <>
          {state === 'conflict' ? <ConflictNotice /> : null}
          {!canEdit ? (
            <Alert tone="info" className="mb-6">
              {t.readOnly}
            </Alert>
          ) : null}
          <Card className="mb-6">
            <CardHeader title={t.status} />
            <div className="grid gap-4 px-5 py-4 sm:grid-cols-2">
              <SelectField
                label={t.statusLabel}
                value={String(detail.labelId ?? NO_LABEL)}
                disabled={!canEdit || status.pending}
                options={statusOptions}
                onChange={(v) =>
                  status.change({
                    labelId: Number(v),
                    ids: [detail.id],
                    labelName: statusOptions.find((o) => o.value === v)?.label ?? '',
                  })
                }
              />
              <SelectField
                label={t.processLabel}
                value={String(detail.processLabelId ?? NO_LABEL)}
                disabled={!canEdit || status.pending}
                options={processOptions}
                onChange={(v) =>
                  status.change(
                    {
                      labelId: Number(v),
                      ids: [detail.id],
                      labelName: processOptions.find((o) => o.value === v)?.label ?? '',
                      labelType: 'Process',
                    },
                    { successText: t.processSaved },
                  )
                }
              />
            </div>
            <ApplicantTags
              containerId={containerId}
              positionId={positionId}
              applicant={{ id: detail.id, name, tags: detail.tags }}
              canEdit={canEdit}
            />
          </Card>
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="contents lg:col-span-2 lg:block lg:min-w-0 lg:space-y-6">
              <div className="order-1 min-w-0 lg:order-none">
                <ContactCard detail={detail} />
              </div>
              <div className="order-3 min-w-0 lg:order-none">
                <EvaluationCard
                  containerId={containerId}
                  positionId={positionId}
                  applicantId={detail.id}
                  canEdit={canEdit}
                />
              </div>
              <div className="order-3 min-w-0 lg:order-none">
                <AnswersCard detail={detail} containerId={containerId} form={form} canEdit={canEdit} />
              </div>
              {detail.requirements.length > 0 ? (
                <div className="order-4 min-w-0 lg:order-none">
                  <RequirementsCard detail={detail} />
                </div>
              ) : null}
              <div className="order-5 min-w-0 lg:order-none">
                <ApplicantFiles
                  containerId={containerId}
                  positionId={positionId}
                  applicantId={detail.id}
                  canEdit={canEdit}
                  anonymous={!named}
                />
              </div>
              <div className="order-6 min-w-0 lg:order-none">
                <QuestionnaireCard
                  containerId={containerId}
                  positionId={positionId}
                  applicantId={detail.id}
                  canEdit={canEdit}
                />
              </div>
            </div>
            <div className="contents lg:block lg:min-w-0 lg:space-y-6">
              <div className="order-2 min-w-0 lg:order-none">
                <NotesCard detail={detail} containerId={containerId} canEdit={canEdit} />
              </div>
              <div className="order-2 min-w-0 empty:hidden lg:order-none">
                <TalentPoolMemberCard
                  member={{ containerId, positionId, applicantId: detail.id }}
                  canEdit={canEdit && named}
                />
              </div>
              <div className="order-2 min-w-0 lg:order-none">
                <InterviewsCard
                  containerId={containerId}
                  positionId={positionId}
                  applicant={{ id: detail.id, name }}
                  canEdit={canEdit}
                />
              </div>
              <div className="order-7 min-w-0 lg:order-none">
                <EmailCard
                  containerId={containerId}
                  positionId={detail.positionId}
                  applicantId={detail.id}
                  canEdit={canEdit && named}
                  onWrite={emailOpen.show}
                />
              </div>
              <div className="order-8 min-w-0 lg:order-none">
                <LogCard detail={detail} />
              </div>
              {canEdit || isAdmin ? (
                <Card className="order-9 lg:order-none">
                  <CardHeader title={t.danger} />
                  <div className={cn('flex flex-col gap-2 px-5 py-4')}>
                    {canEdit ? (
                      <Button variant="danger-outline" onClick={() => setConfirm('delete')} icon={Trash2}>
                        {t.deleteApplication}
                      </Button>
                    ) : null}
                    {isAdmin && named ? (
                      <Button variant="danger-outline" onClick={() => setConfirm('remove')} icon={UserX}>
                        {t.removeFromCompany}
                      </Button>
                    ) : null}
                  </div>
                </Card>
              ) : null}
            </div>
          </div>
        </>
      )}

      {status.dialogs}
      {canEdit && named ? (
        <EmailDialog
          {...emailOpen.props}
          containerId={containerId}
          positionId={positionId}
          recipients={{ kind: 'one', applicantId: detail.id, email: detail.info.email || detail.user.email }}
        />
      ) : null}
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(o) => (o ? undefined : setConfirm(null))}
        question={{ title: t.deleteTitle, text: t.deleteText(name), confirm: t.deleteApplication }}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(detail.id, {
            onSuccess: () => {
              toast.success(t.deleted);
              void navigate(paths.position(positionId));
            },
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'remove'}
        onOpenChange={(o) => (o ? undefined : setConfirm(null))}
        question={{ title: t.removeTitle, text: t.removeText(name), confirm: t.removeFromCompany }}
        busy={removeUser.isPending}
        onConfirm={() =>
          removeUser.mutate(detail.userId, {
            onSuccess: () => {
              toast.success(t.removed);
              void navigate(paths.position(positionId));
            },
          })
        }
      />
    </>
  );
}
