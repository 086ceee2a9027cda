/**
 * For texts about applications kept elsewhere (sent e-mails, their log): how each application hidden from
 * the viewer is shown, and a function that blacks out its person in a text.
 */
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { jobApplications } from '../../db/schema.ts';
import { personValuesOf, redacted } from './mask.ts';
import { visibilitiesOf, type Viewer } from './visibility.ts';

export interface Redactor {
  alias: string;
  redact: (text: string) => string;
}

/** The redactors of the applications among `ids` the viewer does not see by name. */
export async function redactorsOf(
  db: Queryable,
  viewer: Viewer,
  ids: readonly (number | null)[],
): Promise<ReadonlyMap<number, Redactor>> {
  const known = [...new Set(ids.filter((id): id is number => id !== null))];
  const hidden = await visibilitiesOf(db, viewer, known);
  if (!hidden.size) return new Map();
  const rows = await db
    .select({ id: jobApplications.id, info: jobApplications.info, metadata: jobApplications.metadata })
    .from(jobApplications)
    .where(inArray(jobApplications.id, [...hidden.keys()]));
  return new Map(
    rows.map((row) => {
      const person = personValuesOf(row.info, row.metadata, []);
      return [row.id, { alias: hidden.get(row.id)!.alias, redact: (text: string) => redacted(text, person) }];
    }),
  );
}
