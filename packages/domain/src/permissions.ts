/** Container permissions (SPEC §3, §6). Ids are stable: they are stored and sent by clients. */
export const PERMISSIONS = [
  { id: 1, name: 'Administrator', label: 'Administratör' },
  { id: 2, name: 'Write', label: 'Skribent' },
  { id: 3, name: 'Read', label: 'Läsare' },
] as const;

export type PermissionName = (typeof PERMISSIONS)[number]['name'];
export const PermissionId = { Administrator: 1, Write: 2, Read: 3 } as const;
export const PERMISSION_IDS = PERMISSIONS.map((p) => p.id) as number[];

/** Roles in ascending power; each includes the ones before it. */
export const ROLES = ['signedIn', 'reader', 'writer', 'admin', 'superuser'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  signedIn: 'Inloggad',
  reader: 'Läsare',
  writer: 'Skribent',
  admin: 'Administratör',
  superuser: 'Superanvändare',
};

/** Superuser: the token role contains "odin". */
export function isSuperuserRole(role: string | string[] | undefined): boolean {
  if (!role) return false;
  return (Array.isArray(role) ? role : [role]).some((r) => r.toLowerCase().includes('odin'));
}

/** The strongest role a user has in one container, from the permission ids they hold there. */
export function containerRole(permissionIds: readonly number[], superuser = false): Role {
  if (superuser) return 'superuser';
  if (permissionIds.includes(PermissionId.Administrator)) return 'admin';
  if (permissionIds.includes(PermissionId.Write)) return 'writer';
  if (permissionIds.includes(PermissionId.Read)) return 'reader';
  return 'signedIn';
}

/** True when `have` is at least `need` (writer includes admin, admin includes superuser …). */
export function roleAtLeast(have: Role, need: Role): boolean {
  return ROLES.indexOf(have) >= ROLES.indexOf(need);
}

/**
 * Position-level right (SPEC §4, §6): a container admin (or superuser) always qualifies; otherwise the
 * user must hold a permission on the position itself that is at least the one needed (Administrator on a
 * position includes Write, Write includes Read).
 */
export function hasPositionRight(
  need: 'admin' | 'writer' | 'reader',
  containerRoleOfUser: Role,
  positionPermissionId: number | undefined,
): boolean {
  if (roleAtLeast(containerRoleOfUser, 'admin')) return true;
  if (positionPermissionId === undefined) return false;
  return roleAtLeast(containerRole([positionPermissionId]), need);
}
