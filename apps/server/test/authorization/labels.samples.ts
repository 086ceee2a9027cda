import { and, asc, eq } from 'drizzle-orm';
import { labels } from '../../src/db/schema.ts';
import { labelByName } from '../helpers/applicants.ts';
import { unique, type AreaSamples, type SampleContext } from './context.ts';

/** A status of the company nobody has yet. */
async function unusedLabel({ t, containerId }: SampleContext) {
  const [row] = await t.db
    .insert(labels)
    .values({ containerId, name: `Etikett ${unique()}`, labelType: 'Interest', sortOrder: 50 })
    .returning();
  return row!.id;
}

export const labelsSamples: AreaSamples<'labels'> = {
  get_LabelUsage: ({ containerId }) => ({ containerId }),
  create_Label: ({ containerId }) => ({ containerId, name: `Ny ${unique()}`, labelType: 'Process' }),
  update_Label: async (ctx) => ({
    containerId: ctx.containerId,
    id: (await labelByName(ctx.t.db, ctx.containerId, 'Kanske')).id,
    name: 'Kanske',
    isDefault: false,
  }),
  update_LabelOrder: async ({ t, containerId }) => {
    const rows = await t.db
      .select({ id: labels.id })
      .from(labels)
      .where(and(eq(labels.containerId, containerId), eq(labels.labelType, 'Process')))
      .orderBy(asc(labels.id));
    return { containerId, labelType: 'Process', ids: rows.map((l) => l.id).reverse() };
  },
  delete_Label: async (ctx) => ({ containerId: ctx.containerId, id: await unusedLabel(ctx) }),
};
