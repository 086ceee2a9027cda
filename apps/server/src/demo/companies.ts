/**
 * Demo of company statuses: 'Vilande Konsult AB' is suspended, so /admin/container/new shows
 * the status, its staff member cannot sign in and its career site (?company=vilande) is not available.
 */
import { eq } from 'drizzle-orm';
import { PermissionId } from '@rekry/domain';
import type { Db } from '../db/client.ts';
import { appMeta, containers, containerUsers, users } from '../db/schema.ts';
import { hashPassword } from '../platform/passwords.ts';

const SEEDED = 'demo_companies_seeded';

export const DEMO_SUSPENDED = {
  id: 396,
  name: 'Vilande Konsult AB',
  staff: 'vilande@demo.rekry.test',
} as const;

export async function seedCompanies(db: Db, password: string): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED));
  if (done) return false;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(containers)
      .values({
        id: DEMO_SUSPENDED.id,
        name: DEMO_SUSPENDED.name,
        plans: ['PerJob'],
        status: 'suspended',
        metadata: {
          foreignKey: null,
          properties: { displayName: 'Vilande Konsult', city: 'Uppsala', dns: 'vilande' },
        },
      })
      .onConflictDoNothing()
      .returning({ id: containers.id });
    if (company) {
      const [staff] = await tx
        .insert(users)
        .values({ email: DEMO_SUSPENDED.staff, firstname: 'Vera', lastname: 'Vilande', passwordHash })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (staff)
        await tx
          .insert(containerUsers)
          .values({ containerId: company.id, userId: staff.id, permissionId: PermissionId.Administrator });
    }
    await tx.insert(appMeta).values({ key: SEEDED, value: new Date().toISOString() });
  });
  return true;
}
