import type { ContainerUser } from '@rekry/domain';
import { ChevronRight, Search, UserPlus, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { NoContainer } from '../../components/layout/no-container.tsx';
import { errorMessage } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { commonStrings } from '../../lib/strings.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { useContainerUsers } from './api.ts';
import { PermissionBadges } from './permission-badges.tsx';
import { userStrings } from './strings.ts';

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

/** /admin/users: the company's users and their permissions. */
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
          <Link to="/admin/users/new" className={buttonClass('primary')}>
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
          <div className="p-4">
            <Alert tone="error" title={t.failed}>
              <p>{errorMessage(users.error)}</p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => void users.refetch()}>
                {commonStrings.tryAgain}
              </Button>
            </Alert>
          </div>
        ) : users.data.length === 0 ? (
          <EmptyState
            icon={Users}
            title={t.empty}
            description={t.emptyText}
            action={
              <Link to="/admin/users/new" className={buttonClass('primary')}>
                {t.add}
              </Link>
            }
          />
        ) : visible.length === 0 ? (
          <EmptyState icon={Search} title={t.noMatch} />
        ) : (
          <>
            <table className="hidden w-full text-left text-sm md:table">
              <thead className="bg-gray-50 text-xs font-medium tracking-wide text-gray-500 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {t.name}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t.permissions}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t.status}
                  </th>
                  <th scope="col" className="w-10 px-4 py-3">
                    <span className="sr-only">{t.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {visible.map((u) => (
                  <tr key={u.userId} className="group relative hover:bg-gray-50">
                    <td className="px-4 py-3">
                      <div className="flex items-center gap-3">
                        <Avatar user={u} />
                        <div className="min-w-0">
                          <Link
                            to={`/admin/users/${u.userId}`}
                            className="font-medium text-gray-900 after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:-outline-offset-2 after:focus-visible:outline-brand-500"
                          >
                            {displayName(u)}
                            {u.userId === myId ? (
                              <span className="font-normal text-gray-500"> ({t.you})</span>
                            ) : null}
                          </Link>
                          <p className="truncate text-gray-500">{u.email}</p>
                        </div>
                      </div>
                    </td>
                    <td className="px-4 py-3">
                      <PermissionBadges permissionIds={u.permissionIds} />
                    </td>
                    <td className="px-4 py-3">
                      {u.disabled ? (
                        <Badge tone="red">{t.disabled}</Badge>
                      ) : (
                        <Badge tone="green">{t.active}</Badge>
                      )}
                    </td>
                    <td className="px-4 py-3 text-right">
                      <ChevronRight
                        className="inline size-4 text-gray-300 group-hover:text-gray-500"
                        aria-hidden
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="divide-y divide-gray-100 md:hidden">
              {visible.map((u) => (
                <li key={u.userId}>
                  <Link
                    to={`/admin/users/${u.userId}`}
                    aria-label={t.open(displayName(u))}
                    className="flex items-center gap-3 px-4 py-3 hover:bg-gray-50"
                  >
                    <Avatar user={u} />
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium text-gray-900">
                        {displayName(u)}
                        {u.userId === myId ? (
                          <span className="font-normal text-gray-500"> ({t.you})</span>
                        ) : null}
                      </p>
                      <p className="truncate text-sm text-gray-500">{u.email}</p>
                      <div className="mt-1.5 flex flex-wrap gap-1.5">
                        <PermissionBadges permissionIds={u.permissionIds} />
                        {u.disabled ? <Badge tone="red">{t.disabled}</Badge> : null}
                      </div>
                    </div>
                    <ChevronRight className="size-4 shrink-0 text-gray-300" aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
    </>
  );
}
