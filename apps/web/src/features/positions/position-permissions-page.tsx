import { roleAtLeast } from '@rekry/domain';
import { FileX } from 'lucide-react';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { NoContainer } from '../../components/layout/no-container.tsx';
import { AccessDeniedPage } from '../../app/screens/access-denied.tsx';
import { errorMessage, isApiError } from '../../lib/api.ts';
import { commonStrings } from '../../lib/strings.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { usePosition } from './api.ts';
import { GrantPositionPermission } from './position-permission-grant.tsx';
import { PositionPermissionsList } from './position-permissions-list.tsx';
import { usePositionPermissions } from './position-permissions-api.ts';
import { positionStrings } from './strings.ts';

const t = positionStrings.permissions;

/** /admin/positions/:id/permissions — who may administer, edit or read one position (admin right on it). */
export function PositionPermissionsPage() {
  const { container, canSwitch, role } = useWorkspace();
  const positionId = Number(useParams()['id']);
  if (!container) return <NoContainer canPick={canSwitch} />;
  return (
    <PositionPermissions
      key={`${container.id}-${positionId}`}
      containerId={container.id}
      positionId={positionId}
      isCompanyAdmin={roleAtLeast(role, 'admin')}
    />
  );
}

function PositionPermissions({
  containerId,
  positionId,
  isCompanyAdmin,
}: {
  containerId: number;
  positionId: number;
  isCompanyAdmin: boolean;
}) {
  const position = usePosition(containerId, positionId);
  const permissions = usePositionPermissions(containerId, positionId);
  const back = <BackLink to={`/admin/positions/${positionId}`}>{t.back}</BackLink>;
  const valid = Number.isInteger(positionId) && positionId > 0;
  const failed = position.error ?? permissions.error;

  if (!valid || (isApiError(failed) && failed.status === 404)) {
    return (
      <>
        <PageHeader
          title={t.title}
          back={<BackLink to="/admin/positions">{positionStrings.detail.back}</BackLink>}
        />
        <Card>
          <EmptyState
            icon={FileX}
            title={positionStrings.detail.notFound}
            description={positionStrings.detail.notFoundText}
          />
        </Card>
      </>
    );
  }
  if (isApiError(failed) && failed.status === 403) return <AccessDeniedPage />;
  if (failed) {
    return (
      <>
        <PageHeader title={t.title} back={back} />
        <Alert tone="error" title={t.failed}>
          <p>{errorMessage(failed)}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => void Promise.all([position.refetch(), permissions.refetch()])}
          >
            {commonStrings.tryAgain}
          </Button>
        </Alert>
      </>
    );
  }
  const detail = position.data;
  const rows = permissions.data;
  if (!detail || !rows) {
    return (
      <div role="status" aria-label={t.loading} className="mx-auto max-w-3xl">
        <div className="mb-6 space-y-3">
          {back}
          <Skeleton className="h-8 w-72 max-w-full" />
          <Skeleton className="h-4 w-56" />
        </div>
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader back={back} title={`${t.title}: ${detail.name}`} description={t.description(detail.name)} />
      <div className="space-y-6">
        <Alert tone="info">{t.containerAdmins}</Alert>
        <PositionPermissionsList containerId={containerId} positionId={positionId} rows={rows} />
        <GrantPositionPermission
          containerId={containerId}
          positionId={positionId}
          holders={rows}
          canListUsers={isCompanyAdmin}
        />
      </div>
    </div>
  );
}
