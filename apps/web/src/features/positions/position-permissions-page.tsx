import { roleAtLeast } from '@rekry/domain';
import { Navigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { LoadingBlock } from '../../components/ui/loading-block.tsx';
import { NotFoundCard } from '../../components/ui/not-found-card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { companyScreen, type PositionRef } from '../../components/layout/company-screen.tsx';
import { isApiError } from '../../lib/api.ts';
import { usePosition } from './api.ts';
import { GrantPositionPermission } from './position-permission-grant.tsx';
import { PositionPermissionsList } from './position-permissions-list.tsx';
import { usePositionPermissions } from './position-permissions-api.ts';
import { positionStrings } from './strings.ts';
import { paths, isRecordId } from '../../lib/paths.ts';

const t = positionStrings.permissions;

/** /admin/positions/:id/permissions — who may administer, edit or read one position (admin right on it). */
export const PositionPermissionsPage = companyScreen(({ containerId, role, params }) => (
  <PositionPermissions
    containerId={containerId}
    positionId={Number(params['id'])}
    isCompanyAdmin={roleAtLeast(role, 'admin')}
  />
));

function PositionPermissions({
  containerId,
  positionId,
  isCompanyAdmin,
}: PositionRef & {
  isCompanyAdmin: boolean;
}) {
  const position = usePosition(containerId, positionId);
  const permissions = usePositionPermissions(containerId, positionId);
  const back = <BackLink to={paths.position(positionId)}>{t.back}</BackLink>;
  const valid = isRecordId(positionId);
  const failed = position.error ?? permissions.error;

  if (!valid || (isApiError(failed) && failed.status === 404)) {
    return (
      <>
        <PageHeader
          title={t.title}
          back={<BackLink to={paths.positions}>{positionStrings.detail.back}</BackLink>}
        />
        <NotFoundCard
          title={positionStrings.detail.notFound}
          description={positionStrings.detail.notFoundText}
        />
      </>
    );
  }
  // No admin right on this position: the wrong-role outcome of SPEC §2.
  if (isApiError(failed) && failed.status === 403) return <Navigate to={paths.accessDenied} replace />;
  if (failed) {
    return (
      <>
        <PageHeader title={t.title} back={back} />
        <LoadError
          title={t.failed}
          error={failed}
          onRetry={() => void Promise.all([position.refetch(), permissions.refetch()])}
        />
      </>
    );
  }
  const detail = position.data;
  const rows = permissions.data;
  if (!detail || !rows) {
    return (
      <LoadingBlock label={t.loading} back={back} className="mx-auto max-w-3xl">
        <Skeleton className="h-48 w-full rounded-xl" />
      </LoadingBlock>
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
