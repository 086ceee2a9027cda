import { ButtonLink } from '../../components/ui/button-link.tsx';
import type { ContainerUser } from '@rekry/domain';
import { Download, UserPlus, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DataList, type ListColumn } from '../../components/ui/data-list.tsx';
import { ListCard } from '../../components/ui/list-card.tsx';
import { RowLink } from '../../components/ui/data-table.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { cn } from '../../lib/cn.ts';
import { useContainerUsers, useExportUsers } from './api.ts';
import { InvitationsCard } from './invitations-card.tsx';
import { PermissionBadges } from '../../components/ui/permission-badges.tsx';
import { paths } from '../../lib/paths.ts';
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

function You() {
  return <span className="font-normal text-gray-500"> ({t.you})</span>;
}

function NameCell({ user, myId }: { user: ContainerUser; myId: number }) {
  return (
    <div className="flex items-center gap-3">
      <Avatar user={user} />
      <div className="min-w-0">
        <RowLink to={href(user)}>
          {displayName(user)}
          {user.userId === myId ? <You /> : null}
        </RowLink>
        <p className="truncate text-gray-500">{user.email}</p>
      </div>
    </div>
  );
}

const href = (user: ContainerUser) => paths.user(user.userId);

function columns(myId: number): ListColumn<ContainerUser>[] {
  const status = (u: ContainerUser) =>
    u.disabled ? <Badge tone="red">{t.disabled}</Badge> : <Badge tone="green">{t.active}</Badge>;
  return [
    {
      key: 'name',
      header: t.name,
      cell: (u) => <NameCell user={u} myId={myId} />,
      card: {
        leading: (u) => <Avatar user={u} />,
        title: (u) => (
          <>
            {displayName(u)}
            {u.userId === myId ? <You /> : null}
          </>
        ),
        subtitle: (u) => u.email,
      },
    },
    {
      key: 'permissions',
      header: t.permissions,
      cell: (u) => <PermissionBadges permissionIds={u.permissionIds} />,
      card: { badges: (u) => <PermissionBadges permissionIds={u.permissionIds} /> },
    },
    // A phone card names only a disabled account.
    {
      key: 'status',
      header: t.status,
      cell: status,
      card: { badges: (u) => (u.disabled ? status(u) : null) },
    },
  ];
}

/** /admin/users: the company's users and their permissions, and the invitations that wait for an answer. */
export const UsersPage = companyScreen(({ containerId, company, me }) => (
  <UsersList containerId={containerId} company={company} myId={me.id} />
));

function UsersList({ containerId, company, myId }: { containerId: number; company: string; myId: number }) {
  const users = useContainerUsers(containerId);
  const exportUsers = useExportUsers(containerId);
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
          <>
            <Button variant="secondary" onClick={() => exportUsers.mutate()} loading={exportUsers.isPending}>
              {exportUsers.isPending ? null : <Download className="size-4" aria-hidden />}
              {t.export}
            </Button>
            <ButtonLink to={paths.newUser}>
              <UserPlus className="size-4" aria-hidden />
              {t.add}
            </ButtonLink>
          </>
        }
      />
      <ListCard
        search={{
          label: t.filter,
          value: filter,
          onChange: setFilter,
          placeholder: t.filterPlaceholder,
        }}
        beside={
          users.data ? (
            <p className="text-sm text-gray-500" aria-live="polite">
              {t.count(visible.length, users.data.length)}
            </p>
          ) : null
        }
        query={users}
        texts={t}
        icon={Users}
        emptyAction={<ButtonLink to={paths.newUser}>{t.add}</ButtonLink>}
        filtered={{ active: filter.trim() !== '', onClear: () => setFilter(''), clear: t.clearFilter }}
        isEmpty={visible.length === 0}
        loadingRows={5}
      >
        <DataList
          rows={visible}
          columns={columns(myId)}
          rowKey={(u) => u.userId}
          rowHref={href}
          cardAlign="center"
          openHeader={t.actions}
        />
      </ListCard>
      <InvitationsCard containerId={containerId} />
    </>
  );
}
