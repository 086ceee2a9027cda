import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PermissionId } from '@rekry/domain';
import type { Db } from '../../src/db/client.ts';
import { containers, containerUsers, users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/services/passwords.ts';
import type { TokenService } from '../../src/services/tokens.ts';

export const TEST_PASSWORD = 'rätt-lösenord-123';
let hashed: Promise<string> | undefined;
/** Hash once per file: argon2 is slow on purpose. */
const testPasswordHash = () => (hashed ??= hashPassword(TEST_PASSWORD));

const unique = () => randomBytes(4).toString('hex');

export async function buildContainer(db: Db, overrides: Partial<typeof containers.$inferInsert> = {}) {
  const [row] = await db
    .insert(containers)
    .values({ name: `Företag ${unique()} AB`, ...overrides })
    .returning();
  return row!;
}

export interface BuildUserOptions {
  email?: string;
  firstname?: string;
  lastname?: string;
  superuser?: boolean;
  candidate?: boolean;
  disabled?: boolean;
  /** Container memberships: containerId → permission ids. */
  memberOf?: [containerId: number, permissionIds: number[]][];
}

export async function buildUser(db: Db, options: BuildUserOptions = {}) {
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `user-${unique()}@example.se`,
      firstname: options.firstname ?? 'Test',
      lastname: options.lastname ?? 'Testsson',
      passwordHash: await testPasswordHash(),
      isSuperuser: options.superuser ?? false,
      isCandidate: options.candidate ?? false,
      disabled: options.disabled ?? false,
    })
    .returning();
  for (const [containerId, permissionIds] of options.memberOf ?? []) {
    await db
      .insert(containerUsers)
      .values(permissionIds.map((permissionId) => ({ containerId, userId: user!.id, permissionId })));
  }
  return user!;
}

/** A valid token for a user as it is in the database now (no login round trip). */
export async function tokenFor(db: Db, tokens: TokenService, userId: number): Promise<string> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return (await tokens.issue(user!)).token;
}

export type WorldRole = 'reader' | 'writer' | 'admin' | 'superuser' | 'candidate';

/** Two companies and one user per role: the caller's own company and a foreign one. */
export async function buildWorld(db: Db) {
  const own = await buildContainer(db);
  const foreign = await buildContainer(db);
  const reader = await buildUser(db, { memberOf: [[own.id, [PermissionId.Read]]] });
  const writer = await buildUser(db, { memberOf: [[own.id, [PermissionId.Write]]] });
  const admin = await buildUser(db, { memberOf: [[own.id, [PermissionId.Administrator]]] });
  const foreignAdmin = await buildUser(db, { memberOf: [[foreign.id, [PermissionId.Administrator]]] });
  const superuser = await buildUser(db, { superuser: true });
  const candidate = await buildUser(db, { candidate: true });
  return { own, foreign, reader, writer, admin, foreignAdmin, superuser, candidate };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;
