import { useQueryClient } from '@tanstack/react-query';
import { containerRole, ROLE_LABELS } from '@rekry/domain';
import { Building2, Check, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AuthShell } from '../../components/layout/auth-shell.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { cn } from '../../lib/cn.ts';
import { useLogout } from '../../lib/use-logout.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { paths } from '../../lib/paths.ts';
import { companyStrings } from './strings.ts';

const t = companyStrings.pick;

/** From this many companies on, the list gets a filter box (a superuser sees every company). */
const FILTER_FROM = 6;
/** At most this many rows are drawn (a platform can have thousands); the filter finds the rest. */
export const PICK_LIST_MAX = 50;

/**
 * /admin/pick-container: the user's companies with their role in each. Choosing one stores it and goes
 * to /admin. A user with exactly one company never stays here. A superuser is offered every company.
 */
export function PickCompanyPage() {
  const { user, container, chooseContainer } = useWorkspace();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const only = user.containers.length === 1 ? user.containers[0] : undefined;
  const [filter, setFilter] = useState('');
  const query = filter.trim().toLowerCase();
  const visible = query
    ? user.containers.filter((c) => `${c.displayName} ${c.name}`.toLowerCase().includes(query))
    : user.containers;

  useEffect(() => {
    if (only && !user.superuser) chooseContainer(only.id);
  }, [only, user.superuser, chooseContainer]);
  if (only && !user.superuser) return <Navigate to={paths.home} replace />;

  function choose(id: number, name: string) {
    chooseContainer(id);
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'current-user' });
    toast.success(t.chosen(name));
    navigate(paths.home);
  }

  return (
    <AuthShell
      wide
      title={t.title}
      subtitle={user.superuser ? t.subtitleSuperuser : t.subtitle}
      footer={
        <div className="flex items-center justify-center gap-4">
          {container ? (
            <Link to={paths.home} className="font-medium text-brand-600 hover:underline">
              {t.backToStart}
            </Link>
          ) : null}
          <Button variant="ghost" size="sm" onClick={logout}>
            {t.logout}
          </Button>
        </div>
      }
    >
      {user.containers.length > FILTER_FROM ? (
        <SearchField
          label={t.filterLabel}
          value={filter}
          onChange={setFilter}
          placeholder={t.filterPlaceholder}
          className="mb-3"
        />
      ) : null}
      {user.containers.length === 0 ? (
        <p className="rounded-lg bg-white px-4 py-3 text-sm text-gray-600 ring-1 ring-gray-200">{t.none}</p>
      ) : (
        <ul className="divide-y divide-gray-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
          {visible.length === 0 ? <li className="px-4 py-4 text-sm text-gray-500">{t.filterEmpty}</li> : null}
          {visible.slice(0, PICK_LIST_MAX).map((c) => {
            const name = c.displayName || c.name;
            const role = user.superuser ? 'superuser' : containerRole(c.permissionIds);
            const current = container?.id === c.id;
            return (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => choose(c.id, name)}
                  aria-current={current ? 'true' : undefined}
                  className={cn(
                    'flex w-full items-center gap-4 px-4 py-4 text-left transition-colors hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
                    current && 'bg-brand-50/50',
                  )}
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                    <Building2 className="size-5" aria-hidden />
                  </span>
                  <span className="min-w-0 flex-1">
                    {/* Named by its text: the name, the role and Valt, a space apart. */}
                    <span className="block truncate font-medium text-gray-900">{name}</span>{' '}
                    <span className="mt-1 flex flex-wrap items-center gap-2">
                      <Badge tone="brand">{ROLE_LABELS[role]}</Badge>{' '}
                      {current ? (
                        <span className="inline-flex items-center gap-1 text-xs font-medium text-green-700">
                          <Check className="size-3.5" aria-hidden />
                          {t.current}
                        </span>
                      ) : null}
                    </span>
                  </span>
                  <ChevronRight className="size-4 shrink-0 text-gray-400" aria-hidden />
                </button>
              </li>
            );
          })}
          {visible.length > PICK_LIST_MAX ? (
            <li className="px-4 py-3 text-sm text-gray-500">{t.more(PICK_LIST_MAX, visible.length)}</li>
          ) : null}
        </ul>
      )}
    </AuthShell>
  );
}
