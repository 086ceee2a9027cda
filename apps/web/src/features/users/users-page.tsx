import type { ContainerUser } from '@rekry/domain';
import { Search, UserPlus, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import {
  CardLink,
  CardList,
  ChevronCell,
  DataCell,
  DataRow,
  DataTable,
  RowLink,
  type DataColumn,
} from '../../components/ui/data-table.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { NoContainer } from '../../components/layout/no-container.tsx';
import { cn } from '../../lib/cn.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { useContainerUsers } from './api.ts';
import { InvitationsCard } from './invitations-card.tsx';
import { PermissionBadges } from '../../components/ui/permission-badges.tsx';
import { userStrings } from './strings.ts';
import { paths } from '../../lib/paths.ts';

const t = userStrings.list;

export function displayName(user: Pick<ContainerUser, 'firstname' | 'lastname' | 'email'>): string {
  return `${user.firstname} ${user.lastname}`.trim() || user.email;
}

export function Avatar({
  user,
  className,
}: {
  user: Pick<ContainerUser, 'firstname' | 'lastname' | 'email'>;
  className?: string;
}) {
  const letters = `${user.firstname.charAt(0)}${user.lastname.charAt(0)}` || user.email.charAt(0);
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700',
        className,
      )}
    >
      {letters.toUpperCase()}
    </span>
  );
}

const COLUMNS: DataColumn[] = [
  { key: 'name', header: t.name },
  { key: 'permissions', header: t.permissions },
  { key: 'status', header: t.status },
  { key: 'open', header: t.actions, srOnly: true, className: 'w-10' },
];

function You() {
  return <span className="font-normal text-gray-500"> ({t.you})</span>;
}

/** /admin/users: the company's users and their permissions, and the invitations that wait for an answer. */
export function UsersPage() {
  const { container, user: me, canSwitch } = useWorkspace();
  if (!container) return <NoContainer canPick={canSwitch} />;
  return (
    <UsersList containerId={container.id} company={container.displayName || container.name} myId={me.id} />
  );
}

function UsersList({ containerId, company, myId }: { containerId: number; company: string; myId: number }) {
  const users = useContainerUsers(containerId);
  const [filter, setFilter] = useState('');
  const visible = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const list = [...(users.data ?? [])].sort((a, b) => displayName(a).localeCompare(displayName(b), 'sv'));
    return q ? list.filter((u) => `${displayName(u)} ${u.email}`.toLowerCase().includes(q)) : list;
  }, [users.data, filter]);

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description(company)}
        actions={
          <Link to={paths.newUser} className={buttonClass('primary')}>
            <UserPlus className="size-4" aria-hidden />
            {t.add}
          </Link>
        }
      />
      <Card>
        <div className="flex flex-col gap-3 border-b border-gray-100 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <SearchField
            id="user-filter"
            label={t.filter}
            value={filter}
            onChange={setFilter}
            placeholder={t.filterPlaceholder}
            className="w-full sm:max-w-xs"
          />
          {users.data ? <p className="text-sm text-gray-500">{t.count(users.data.length)}</p> : null}
        </div>

        {users.isPending ? (
          <SkeletonRows label={t.loading} rows={5} />
        ) : users.isError ? (
          <LoadError inset title={t.failed} error={users.error} onRetry={() => void users.refetch()} />
        ) : users.data.length === 0 ? (
          <EmptyState
            icon={Users}
            title={t.empty}
            description={t.emptyText}
            action={
              <Link to={paths.newUser} className={buttonClass('primary')}>
                {t.add}
              </Link>
            }
          />
        ) : visible.length === 0 ? (
          <EmptyState icon={Search} title={t.noMatch} />
        ) : (
          <>
            <DataTable columns={COLUMNS}>
              {visible.map((u) => (
                <DataRow key={u.userId}>
                  <DataCell>
                    <div className="flex items-center gap-3">
                      <Avatar user={u} />
                      <div className="min-w-0">
                        <RowLink to={paths.user(u.userId)}>
                          {displayName(u)}
                          {u.userId === myId ? <You /> : null}
                        </RowLink>
                        <p className="truncate text-gray-500">{u.email}</p>
                      </div>
                    </div>
                  </DataCell>
                  <DataCell>
                    <PermissionBadges permissionIds={u.permissionIds} />
                  </DataCell>
                  <DataCell>
                    {u.disabled ? (
                      <Badge tone="red">{t.disabled}</Badge>
                    ) : (
                      <Badge tone="green">{t.active}</Badge>
                    )}
                  </DataCell>
                  <ChevronCell />
                </DataRow>
              ))}
            </DataTable>
            <CardList>
              {visible.map((u) => (
                <CardLink key={u.userId} to={paths.user(u.userId)} label={t.open(displayName(u))}>
                  <Avatar user={u} />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-gray-900">
                      {displayName(u)}
                      {u.userId === myId ? <You /> : null}
                    </p>
                    <p className="truncate text-sm text-gray-500">{u.email}</p>
                    <div className="mt-1.5 flex flex-wrap gap-1.5">
                      <PermissionBadges permissionIds={u.permissionIds} />
                      {u.disabled ? <Badge tone="red">{t.disabled}</Badge> : null}
                    </div>
                  </div>
                </CardLink>
              ))}
            </CardList>
          </>
        )}
      </Card>
      <InvitationsCard containerId={containerId} />
    </>
  );
}
