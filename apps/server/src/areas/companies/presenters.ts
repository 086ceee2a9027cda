/** What the container actions send to the client: a company, and the superuser's list of companies. */
import { and, asc, countDistinct, eq, ilike, sql } from 'drizzle-orm';
import { COMPANY_MESSAGES, type CompanyRow } from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { containers, containerUsers, folders } from '../../db/schema.ts';
import { notFound } from '../../core/errors.ts';

/** The company with its folders and how many members it has. */
export async function containerOf(db: Queryable, containerId: number) {
  const [container] = await db.select().from(containers).where(eq(containers.id, containerId));
  if (!container) throw notFound('Företaget finns inte');
  const folderRows = await db
    .select({ id: folders.id, name: folders.name })
    .from(folders)
    .where(eq(folders.containerId, containerId))
    .orderBy(asc(folders.name));
  const [members] = await db
    .select({ users: countDistinct(containerUsers.userId) })
    .from(containerUsers)
    .where(eq(containerUsers.containerId, containerId));
  return {
    id: container.id,
    name: container.name,
    plans: container.plans,
    theme: container.theme,
    metadata: container.metadata,
    folders: folderRows,
    users: members?.users ?? 0,
  };
}

/** Companies with their counts, by name; those whose name holds `query`, or the one with `id`. */
export async function companyRows(
  db: Queryable,
  filter: { query?: string; id?: number; take?: number },
): Promise<CompanyRow[]> {
  const rows = await db
    .select({
      id: containers.id,
      name: containers.name,
      plans: containers.plans,
      status: containers.status,
      createdAt: containers.createdAt,
      users: sql<number>`(select count(distinct cu.user_id)::int from container_users cu where cu.container_id = "containers"."id")`,
      positions: sql<number>`(select count(*)::int from positions p where p.container_id = "containers"."id")`,
    })
    .from(containers)
    .where(
      and(
        filter.query ? ilike(containers.name, containsPattern(filter.query)) : undefined,
        filter.id === undefined ? undefined : eq(containers.id, filter.id),
      ),
    )
    .orderBy(asc(sql`lower(${containers.name})`), asc(containers.id))
    .limit(filter.take ?? 1);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    plans: r.plans,
    status: r.status,
    users: r.users,
    positions: r.positions,
    created: r.createdAt.toISOString(),
  }));
}

/** The company's row in the superuser's list, or 404. */
export async function companyOrThrow(db: Queryable, id: number): Promise<CompanyRow> {
  const [row] = await companyRows(db, { id });
  if (!row) throw notFound(COMPANY_MESSAGES.notFound);
  return row;
}
