import type { PositionRef } from '../../components/layout/company-screen.tsx';
import { PERMISSIONS, type PositionPermissionRow } from '@rekry/domain';
import { ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { inputClass } from '../../components/ui/field.tsx';
import { cn } from '../../lib/cn.ts';
import { commonStrings } from '../../lib/strings.ts';
import { PermissionBadges } from '../../components/ui/permission-badges.tsx';
import { useSavePositionPermission } from './position-permissions-api.ts';
import { positionStrings } from './strings.ts';

const t = positionStrings.permissions;

function fullName(row: PositionPermissionRow) {
  return `${row.firstname} ${row.lastname}`.trim() || row.email;
}

/** The users with a permission on the position; each one's permission can be changed in place. */
export function PositionPermissionsList({
  containerId,
  positionId,
  rows,
}: PositionRef & {
  rows: readonly PositionPermissionRow[];
}) {
  return (
    <Card>
      <CardHeader title={t.listTitle} description={t.noDelete} />
      {rows.length === 0 ? (
        <EmptyState icon={ShieldCheck} title={t.empty} description={t.emptyText} />
      ) : (
        <ul aria-label={t.listTitle} className="divide-y divide-gray-100">
          {rows.map((row) => (
            <PermissionRow key={row.userId} containerId={containerId} positionId={positionId} row={row} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function PermissionRow({
  containerId,
  positionId,
  row,
}: PositionRef & {
  row: PositionPermissionRow;
}) {
  const update = useSavePositionPermission(containerId, positionId, 'update');
  const name = fullName(row);

  function change(permissionId: number) {
    update.mutate(
      { email: row.email, permissionId },
      {
        onSuccess: () => toast.success(commonStrings.saved),
      },
    );
  }

  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-gray-900">{name}</p>
        <p className="truncate text-sm text-gray-500">{row.email}</p>
        <div className="mt-1.5">
          <PermissionBadges permissionIds={[row.permissionId]} />
        </div>
      </div>
      <select
        aria-label={t.changeFor(name)}
        className={cn(inputClass, 'sm:w-44')}
        value={row.permissionId}
        disabled={update.isPending}
        onChange={(e) => change(Number(e.target.value))}
      >
        {PERMISSIONS.map((p) => (
          <option key={p.id} value={p.id}>
            {p.label}
          </option>
        ))}
      </select>
    </li>
  );
}
