import { useQuery, useQueryClient } from '@tanstack/react-query';
import { roleAtLeast, type ContainerSummary, type Role } from '@rekry/domain';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { dispatch, isApiError } from '../lib/api.ts';
import { careerReturnAddress } from '../lib/career-sign-in.ts';
import { paths, recruitPaths } from '../lib/paths.ts';
import type { Screen } from '../lib/screens.ts';
import { logout, setContainerId, useContainerId, useSession, type Session } from '../lib/session.ts';
import {
  currentUserKey,
  resolveContainer,
  useWorkspace,
  WorkspaceContext,
  type Workspace,
} from '../lib/workspace.ts';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { ErrorScreen } from './screens/error-screen.tsx';
import { NotFound } from './screens/not-found.tsx';
import { chromeStrings } from './strings.ts';

/** Where a guard sends the user, or null to let them in. Pure, so the rules can be tested directly. */
export function guardOutcome(session: Session | null, role: Role | null, need: Role): string | null {
  if (!session) return paths.login;
  if (role !== null && !roleAtLeast(role, need)) return paths.accessDenied;
  return null;
}

/**
 * Every admin route sits below this guard: without a valid token the user is logged out (token, company
 * and persisted state cleared) and sent to /login. With one, it loads the current user and provides the
 * workspace (chosen company and role) to the screens below.
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!session) {
      logout();
      queryClient.clear();
    }
  }, [session, queryClient]);
  if (!session) {
    const from = location.pathname + location.search;
    return (
      <Navigate to={paths.login} replace state={from === paths.home || from === '/' ? undefined : { from }} />
    );
  }
  return <WorkspaceProvider session={session} />;
}

/** The signed-in user as the server describes them (companies, roles, shell). */
export const currentUserQuery = (session: Session) => ({
  queryKey: currentUserKey(session.claims.uid ?? session.claims.sub),
  queryFn: () => dispatch('get_CurrentUser', {}),
});

function WorkspaceProvider({ session }: { session: Session }) {
  const storedId = useContainerId();
  const userQuery = useQuery(currentUserQuery(session));
  const user = userQuery.data;
  const superuserOutside =
    !!user?.superuser && storedId !== null && !user.containers.some((c) => c.id === storedId);
  const extraQuery = useQuery({
    queryKey: ['container', storedId],
    queryFn: () => dispatch('get_Container', { containerId: storedId ?? 0 }),
    enabled: superuserOutside,
  });
  const extra: ContainerSummary | null = useMemo(
    () =>
      superuserOutside && extraQuery.data
        ? {
            id: extraQuery.data.id,
            name: extraQuery.data.name,
            displayName: displayNameOf(extraQuery.data.metadata.properties) ?? extraQuery.data.name,
            permissionIds: [],
            role: 'superuser',
          }
        : null,
    [superuserOutside, extraQuery.data],
  );
  const resolved = useMemo(
    () => (user ? resolveContainer(user, storedId, extra) : null),
    [user, storedId, extra],
  );
  const resolvedId = resolved?.container?.id ?? null;
  const extraFailed = superuserOutside && extraQuery.isError;

  // Persist the automatic choice (the only company) and forget a stored company the user has left.
  useEffect(() => {
    if (!user || !resolved) return;
    if (resolvedId !== null && resolvedId !== storedId) setContainerId(resolvedId);
    else if (storedId !== null && resolvedId === null && (!user.superuser || extraFailed))
      setContainerId(null);
  }, [user, resolved, resolvedId, storedId, extraFailed]);

  const chooseContainer = useCallback((id: number) => setContainerId(id), []);
  const workspace: Workspace | null = useMemo(
    () =>
      user && resolved
        ? {
            user,
            container: resolved.container,
            role: resolved.role,
            canSwitch: user.containers.length > 1 || user.superuser,
            needsPick: resolved.needsPick,
            chooseContainer,
          }
        : null,
    [user, resolved, chooseContainer],
  );

  if (userQuery.isPending || (superuserOutside && extraQuery.isPending)) return <FullScreenSpinner />;
  if (!workspace) {
    const unauthorized = isApiError(userQuery.error) && userQuery.error.status === 401;
    if (unauthorized) return <FullScreenSpinner />;
    return <ErrorScreen message={chromeStrings.loadingUserFailed} onRetry={() => void userQuery.refetch()} />;
  }
  return (
    <WorkspaceContext.Provider value={workspace}>
      <Outlet />
    </WorkspaceContext.Provider>
  );
}

function displayNameOf(properties: Record<string, unknown>): string | undefined {
  const value = properties['displayName'] ?? properties['DisplayName'];
  if (typeof value === 'string' && value.trim()) return value;
  if (value && typeof value === 'object' && 'data' in value && typeof value.data === 'string')
    return value.data;
  return undefined;
}

/**
 * The staff shell: a candidate (no company, not a superuser) is sent to their own pages, whatever staff
 * address they typed.
 */
export function RequireStaff() {
  const { user } = useWorkspace();
  if (user.shell === 'candidate') return <Navigate to={recruitPaths.home} replace />;
  return <Outlet />;
}

/** The recruit layout: staff never land there; they go to the staff home. */
export function RequireCandidate() {
  const { user } = useWorkspace();
  if (user.shell !== 'candidate') return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** A user with several companies and none chosen picks one first. */
export function RequireContainerChoice() {
  const { needsPick } = useWorkspace();
  if (needsPick) return <Navigate to={paths.pickContainer} replace />;
  return <Outlet />;
}

const ID = /^[1-9]\d{0,15}$/;

/**
 * A registry screen's guard: a role below the screen's (SPEC §6) is sent to /admin/access-denied; an id in
 * the address that is not a positive whole number is a not-found, never another screen.
 */
export function RequireScreen({ screen, children }: { screen: Screen; children: ReactNode }) {
  const { role } = useWorkspace();
  const params = useParams();
  if (!roleAtLeast(role, screen.need)) return <Navigate to={paths.accessDenied} replace />;
  if (screen.ids.some((name) => !ID.test(params[name] ?? ''))) return <NotFound home={paths.home} />;
  return children;
}

/**
 * /login and the other login-free screens: a signed-in user goes to /admin, or a candidate who came from
 * the career site's 'Logga in' back to that page.
 */
export function RedirectIfSignedIn() {
  const session = useSession();
  const location = useLocation();
  if (session) {
    const back = careerReturnAddress(location.search, globalThis.location, session.claims.exp);
    if (back) return <BackToCareerSite session={session} address={back} />;
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from.startsWith('/') ? from : paths.home} replace />;
  }
  return <Outlet />;
}

/** The career site is for candidates: staff who signed in there go to their admin as usual. */
function BackToCareerSite({ session, address }: { session: Session; address: string }) {
  const user = useQuery(currentUserQuery(session));
  const candidate = user.data?.shell === 'candidate';
  useEffect(() => {
    if (candidate) globalThis.location.replace(address);
  }, [candidate, address]);
  if (user.isError || (user.data && !candidate)) return <Navigate to={paths.home} replace />;
  return <FullScreenSpinner />;
}
