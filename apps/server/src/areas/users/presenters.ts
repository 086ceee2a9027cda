import { and, asc, eq } from 'drizzle-orm';
import type { ContainerUser } from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { containerUsers, users } from '../../db/schema.ts';

/** Every member of a container with the permission ids they hold there (one user may hold several). */
export async function membersOf(
  db: Queryable,
  containerId: number,
  userId?: number,
): Promise<ContainerUser[]> {
  const rows = await db
    .select({
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      phoneNumber: users.phoneNumber,
      title: users.title,
      disabled: users.disabled,
      permissionId: containerUsers.permissionId,
    })
    .from(containerUsers)
    .innerJoin(users, eq(users.id, containerUsers.userId))
    .where(and(eq(containerUsers.containerId, containerId), userId ? eq(users.id, userId) : undefined))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.email), asc(containerUsers.permissionId));
  const byUser = new Map<number, ContainerUser>();
  for (const { permissionId, ...u } of rows) {
    const existing = byUser.get(u.userId);
    if (existing) existing.permissionIds.push(permissionId);
    else byUser.set(u.userId, { id: u.userId, ...u, permissionIds: [permissionId] });
  }
  return [...byUser.values()];
}
