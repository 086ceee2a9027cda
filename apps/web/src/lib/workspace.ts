import { createContext, useContext } from 'react';
import { containerRole, type ContainerSummary, type CurrentUser, type Role } from '@rekry/domain';

/**
 * Who is signed in and which company (container) they act on. The role of the signed-in user is the
 * role they have in the chosen company; a superuser is superuser everywhere (SPEC §6).
 */
export interface Workspace {
  user: CurrentUser;
  /** The chosen company, or null (a candidate, or a user who still has to choose). */
  container: ContainerSummary | null;
  role: Role;
  /** More than one company to choose between: the user menu offers 'Byt företag'. */
  canSwitch: boolean;
  /** Several companies and none chosen: the user must pick one before using the admin. */
  needsPick: boolean;
  chooseContainer: (id: number) => void;
}

export const currentUserKey = (uid: number | string) => ['current-user', uid] as const;

export interface ResolvedContainer {
  container: ContainerSummary | null;
  /** The user has several companies and none is chosen: send them to /admin/pick-container. */
  needsPick: boolean;
  role: Role;
}

/**
 * Decides the chosen company from the stored id: kept when the user belongs to it (or is a superuser and
 * `extra` describes it), else the only company when there is exactly one, else none.
 */
export function resolveContainer(
  user: CurrentUser,
  storedId: number | null,
  extra?: ContainerSummary | null,
): ResolvedContainer {
  const superuser = user.superuser;
  let container =
    storedId === null
      ? null
      : (user.containers.find((c) => c.id === storedId) ??
        (superuser && extra && extra.id === storedId ? extra : null));
  if (!container && user.containers.length === 1 && (storedId === null || !superuser)) {
    container = user.containers[0] ?? null;
  }
  const needsPick = !container && user.containers.length > 1 && !(superuser && storedId !== null);
  const role = superuser ? 'superuser' : container ? containerRole(container.permissionIds) : 'signedIn';
  return { container, needsPick, role };
}

export const WorkspaceContext = createContext<Workspace | null>(null);

export function useWorkspace(): Workspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error('useWorkspace används utanför inloggad vy');
  return workspace;
}
