import { and, eq, sql } from 'drizzle-orm';
import {
  COMPANY_QUERY_PARAM,
  TALENT_POOL_PATH,
  careerSiteUrl,
  poolRetentionMonthsOf,
  profileFromProperties,
  type TalentPoolView,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { containers, positions } from '../../db/schema.ts';
import { totalApplicants } from '../positions/index.ts';

/** The company's pool position (open or closed), or undefined before it was first opened. */
export async function poolOf(db: Queryable, containerId: number) {
  const [row] = await db
    .select({
      id: positions.id,
      isArchived: positions.isArchived,
      metadata: positions.metadata,
      members: totalApplicants,
    })
    .from(positions)
    .where(and(eq(positions.containerId, containerId), eq(positions.kind, 'pool')));
  return row;
}

/** The public page of the company's pool: its own career site, or the portal with its name. */
export async function publicPoolUrl(db: Queryable, appUrl: string, containerId: number): Promise<string> {
  const [company] = await db
    .select({ name: containers.name, metadata: containers.metadata })
    .from(containers)
    .where(eq(containers.id, containerId));
  const dns = company ? profileFromProperties(company.metadata.properties).dns || null : null;
  const base = `${careerSiteUrl(appUrl, dns)}${TALENT_POOL_PATH}`;
  return dns ? base : `${base}?${COMPANY_QUERY_PARAM}=${encodeURIComponent(company?.name ?? '')}`;
}

export async function poolView(db: Queryable, appUrl: string, containerId: number): Promise<TalentPoolView> {
  const pool = await poolOf(db, containerId);
  const open = pool !== undefined && !pool.isArchived;
  return {
    positionId: pool?.id ?? null,
    open,
    members: pool?.members ?? 0,
    retentionMonths: poolRetentionMonthsOf(pool?.metadata),
    publicUrl: open ? await publicPoolUrl(db, appUrl, containerId) : null,
  };
}

/** A position of the company that takes applications now (an ad, not the pool). */
export async function openTargetOf(db: Queryable, containerId: number, positionId: number) {
  const [row] = await db
    .select({
      id: positions.id,
      name: positions.name,
      isInternal: positions.isInternal,
      linkId: positions.linkId,
      form: positions.form,
    })
    .from(positions)
    .where(
      and(
        eq(positions.id, positionId),
        eq(positions.containerId, containerId),
        eq(positions.kind, 'job'),
        eq(positions.isArchived, false),
        sql`${positions.publishedAt} is not null and ${positions.publishedAt} <= now()`,
        sql`(${positions.start} is null or ${positions.start} <= now())`,
        sql`(${positions.stop} is null or ${positions.stop} >= now())`,
      ),
    );
  return row;
}
