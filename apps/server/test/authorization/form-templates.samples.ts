import { formTemplates } from '../../src/db/schema.ts';
import { folder, type AreaSamples } from './context.ts';

export const formTemplatesSamples: AreaSamples<'formTemplates'> = {
  get_PositionTemplates: async (ctx) => {
    await folder(ctx, 'PositionTemplates');
    return { containerId: ctx.containerId };
  },
  upsert_PositionTemplate: ({ containerId }) => ({ containerId, name: 'Mall' }),
  get_FormTemplates: ({ containerId }) => ({ containerId }),
  upsert_FormTemplate: ({ containerId }) => ({ containerId, name: 'Formulär', form: [] }),
  delete_FormTemplate: async ({ t, containerId }) => {
    const [row] = await t.db
      .insert(formTemplates)
      .values({ containerId, name: 'Bort', form: [] })
      .returning();
    return { containerId, id: row!.id };
  },
};
