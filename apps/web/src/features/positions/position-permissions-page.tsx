import { roleAtLeast } from '@rekry/domain';
import { Navigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { QueryBoundary } from '../../components/ui/query-boundary.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import type { PositionRef } from '../../components/layout/company-screen.tsx';
import { isApiError } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { GrantPositionPermission } from './position-permission-grant.tsx';
import { PositionPermissionsList } from './position-permissions-list.tsx';
import { usePositionPermissions } from './position-permissions-api.ts';
import { positionScreen } from './position-workspace.tsx';
import { positionStrings } from './strings.ts';

const t = positionStrings.permissions;

/** /admin/positions/:id/permissions — who may administer, edit or read one position (admin right on it). */
export const PositionPermissionsPage = positionScreen('permissions', ({ containerId, role, position }) => (
  <PositionPermissions
    containerId={containerId}
    positionId={position.id}
    name={position.name}
    isCompanyAdmin={roleAtLeast(role, 'admin')}
  />
));

function PositionPermissions({
  containerId,
  positionId,
  name,
  isCompanyAdmin,
}: PositionRef & {
  name: string;
  isCompanyAdmin: boolean;
}) {
  const permissions = usePositionPermissions(containerId, positionId);
  const rows = permissions.data;
  // The position's own rights changed under us (taken away): the wrong-role outcome of SPEC §2.
  if (isApiError(permissions.error) && permissions.error.status === 403)
    return <Navigate to={paths.accessDenied} replace />;
  return (
    <div className="max-w-3xl space-y-6">
      <p className="text-sm text-gray-600">{t.description(name)}</p>
      <Alert tone="info">{t.containerAdmins}</Alert>
      <QueryBoundary
        query={permissions}
        loading={<SkeletonRows rows={3} label={t.loading} />}
        failed={t.failed}
        inset={false}
        isEmpty={!rows}
        empty={null}
      >
        {rows ? (
          <>
            <PositionPermissionsList containerId={containerId} positionId={positionId} rows={rows} />
            <GrantPositionPermission
              containerId={containerId}
              positionId={positionId}
              holders={rows}
              canListUsers={isCompanyAdmin}
            />
          </>
        ) : null}
      </QueryBoundary>
    </div>
  );
}
