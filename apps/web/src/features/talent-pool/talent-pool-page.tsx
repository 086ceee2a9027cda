import { Users } from 'lucide-react';
import { toast } from 'sonner';
import { formatNumber, roleAtLeast } from '@rekry/domain';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { LoadingBlock } from '../../components/ui/loading-block.tsx';
import { NewTabLink } from '../../components/ui/new-tab-link.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { paths } from '../../lib/paths.ts';
import { useDialog } from '../../lib/use-dialog.ts';
import { useSwitchPool, useTalentPool } from './api.ts';
import { PoolRetention, type OpenPoolProps } from './retention-form.tsx';
import { talentPoolStrings as t } from './strings.ts';

/** 'Talangpool': whether the pool is open, its public page, its members and form; admins open and close it. */
export const TalentPoolPage = companyScreen(({ containerId, role }) => {
  const pool = useTalentPool(containerId);
  const isAdmin = roleAtLeast(role, 'admin');
  if (pool.isPending) return <LoadingBlock />;
  if (pool.isError)
    return <LoadError title={t.loadFailed} error={pool.error} onRetry={() => void pool.refetch()} />;
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      {pool.data.open ? (
        <OpenPool view={pool.data} containerId={containerId} isAdmin={isAdmin} />
      ) : (
        <ClosedPool containerId={containerId} isAdmin={isAdmin} />
      )}
    </>
  );
});

function ClosedPool({ containerId, isAdmin }: { containerId: number; isAdmin: boolean }) {
  const change = useSwitchPool(containerId);
  return (
    <Card>
      <EmptyState
        icon={Users}
        title={t.closedTitle}
        description={isAdmin ? t.closedText : `${t.closedText} ${t.closedNotAdmin}`}
        action={
          isAdmin ? (
            <Button
              loading={change.isPending}
              onClick={() => change.mutate(true, { onSuccess: () => toast.success(t.opened) })}
            >
              {t.open}
            </Button>
          ) : undefined
        }
      />
    </Card>
  );
}

function OpenPool(props: OpenPoolProps) {
  const { view, containerId, isAdmin } = props;
  const change = useSwitchPool(containerId);
  const closeAsk = useDialog();
  const positionId = view.positionId!;
  return (
    <Card>
      <CardHeader
        title={t.title}
        description={t.howTo}
        actions={
          isAdmin ? (
            <Button variant="danger-outline" onClick={closeAsk.show}>
              {t.close}
            </Button>
          ) : undefined
        }
      />
      <dl className="grid gap-4 px-5 py-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-gray-500">{t.state}</dt>
          <dd className="mt-1">
            <Badge tone="green">{t.stateOpen}</Badge>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-500">{t.members}</dt>
          <dd className="mt-1 text-lg font-semibold text-gray-900">{formatNumber(view.members)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm text-gray-500">{t.publicPage}</dt>
          <dd className="mt-1 min-w-0">
            <NewTabLink href={view.publicUrl ?? undefined} className="max-w-full break-all">
              {view.publicUrl}
            </NewTabLink>
          </dd>
        </div>
      </dl>
      <PoolRetention {...props} />
      <div className="flex flex-wrap gap-2 border-t border-gray-100 px-5 py-4">
        <ButtonLink to={paths.position(positionId)}>{t.showMembers}</ButtonLink>
        <ButtonLink to={paths.positionForm(positionId)} variant="secondary">
          {t.editForm}
        </ButtonLink>
      </div>
      <ConfirmDialog
        {...closeAsk.props}
        question={t.closeAsk}
        busy={change.isPending}
        onConfirm={() =>
          change.mutate(false, {
            onSuccess: () => {
              toast.success(t.closed);
              closeAsk.close();
            },
          })
        }
      />
    </Card>
  );
}
