import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { containers } from '../../db/schema.ts';
import { notFound } from '../../core/errors.ts';

/**
 * Sets and removes keys of the container's properties in one statement, so two saves at once (the profile
 * and the texts) never undo each other's keys; answers the properties as stored.
 */
export async function patchProperties(
  db: Queryable,
  containerId: number,
  set: Record<string, unknown>,
  removed: string[],
): Promise<Record<string, unknown>> {
  // A text[] from a JSON list: a bound array would be spread into a list of values.
  const removedKeys = sql`array(select jsonb_array_elements_text(${JSON.stringify(removed)}::jsonb))`;
  const [row] = await db
    .update(containers)
    .set({
      metadata: sql`jsonb_set(${containers.metadata}, '{properties}', (coalesce(${containers.metadata}->'properties', '{}'::jsonb) || ${JSON.stringify(set)}::jsonb) - ${removedKeys})`,
    })
    .where(eq(containers.id, containerId))
    .returning({ metadata: containers.metadata });
  if (!row) throw notFound('Företaget finns inte');
  return row.metadata.properties;
}
