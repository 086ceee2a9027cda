import { useQuery, useQueryClient } from '@tanstack/react-query';
import { containerRole, ROLE_LABELS } from '@rekry/domain';
import { Building2, Check, ChevronRight, Search } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AuthShell } from '../../components/layout/auth-shell.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { dispatch, errorMessage } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { useLogout } from '../../lib/use-logout.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { containerStrings as t } from './strings.ts';

/**
 * /admin/pick-container: the user's companies with their role in each. Choosing one stores it and goes
 * to /admin. A user with exactly one company never stays here. A superuser can also search all companies.
 */
export function PickContainerPage() {
  const { user, container, chooseContainer } = useWorkspace();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const only = user.containers.length === 1 ? user.containers[0] : undefined;

  useEffect(() => {
    if (only && !user.superuser) chooseContainer(only.id);
  }, [only, user.superuser, chooseContainer]);
  if (only && !user.superuser) return <Navigate to="/admin" replace />;

  function choose(id: number, name: string) {
    chooseContainer(id);
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'current-user' });
    toast.success(t.chosen(name));
    navigate('/admin');
  }

  return (
    <AuthShell
      wide
      title={t.title}
      subtitle={user.superuser ? t.subtitleSuperuser : t.subtitle}
      footer={
        <div className="flex items-center justify-center gap-4">
          {container ? (
            <Link to="/admin" className="font-medium text-brand-600 hover:underline">
              {t.backToStart}
            </Link>
          ) : null}
          <Button variant="ghost" size="sm" onClick={logout}>
            {t.logout}
          </Button>
        </div>
      }
    >
      {user.superuser ? (
        <h2 className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">
          {t.yourCompanies}
        </h2>
      ) : null}
      {user.containers.length === 0 ? (
        <p className="rounded-lg bg-white px-4 py-3 text-sm text-gray-600 ring-1 ring-gray-200">{t.none}</p>
      ) : (
        <ul className="divide-y divide-gray-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
          {user.containers.map((c) => {
            const name = c.displayName || c.name;
            const role = user.superuser ? 'superuser' : containerRole(c.permissionIds);
            const current = container?.id === c.id;
            return (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => choose(c.id, name)}
                  aria-label={t.choose(name)}
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
                    <span className="block truncate font-medium text-gray-900">{name}</span>
                    <span className="mt-1 flex flex-wrap items-center gap-2">
                      <Badge tone="brand">{ROLE_LABELS[role]}</Badge>
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
        </ul>
      )}
      {user.superuser ? <AllCompanies onChoose={choose} currentId={container?.id ?? null} /> : null}
    </AuthShell>
  );
}

function AllCompanies({
  onChoose,
  currentId,
}: {
  onChoose: (id: number, name: string) => void;
  currentId: number | null;
}) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const search = useQuery({
    queryKey: ['search-containers', deferred],
    queryFn: () => dispatch('search_Containers', { query: deferred, take: 25 }),
    placeholderData: (previous) => previous,
  });
  return (
    <section className="mt-8" aria-labelledby="all-companies">
      <h2 id="all-companies" className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">
        {t.allCompanies}
      </h2>
      <div className="relative mb-3">
        <label htmlFor="company-search" className="sr-only">
          {t.searchLabel}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
          aria-hidden
        />
        <input
          id="company-search"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t.searchPlaceholder}
          className={cn(inputClass, 'pl-9')}
        />
        {search.isFetching ? (
          <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-400" />
        ) : null}
      </div>
      {search.isError ? (
        <p className="text-sm text-red-700">{errorMessage(search.error, t.searchFailed)}</p>
      ) : search.data && search.data.length === 0 ? (
        <p className="text-sm text-gray-500">{t.searchEmpty}</p>
      ) : (
        <ul className="max-h-72 divide-y divide-gray-100 overflow-y-auto rounded-xl bg-white ring-1 ring-gray-200">
          {(search.data ?? []).map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => onChoose(c.id, c.name)}
                aria-label={t.choose(c.name)}
                className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left text-sm hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
              >
                <span className="truncate font-medium text-gray-900">{c.name}</span>
                <span className="shrink-0 text-xs text-gray-500">
                  {currentId === c.id ? t.current : t.members(c.users)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
