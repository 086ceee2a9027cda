import { dataGenerations } from '../../src/db/schema.ts';
import type { AreaSamples, SampleContext } from './context.ts';

async function run({ t, containerId }: SampleContext) {
  const [row] = await t.db
    .insert(dataGenerations)
    .values({ containerId, positions: 1, applicants: 0, status: 'done' })
    .returning();
  return row!;
}

export const dataGenerationSamples: AreaSamples<'dataGeneration'> = {
  get_DataGenerations: ({ containerId }) => ({ containerId }),
  create_DataGeneration: ({ containerId }) => ({ containerId, positions: 1, applicants: 3 }),
  remove_DataGeneration: async (ctx) => ({ containerId: ctx.containerId, id: (await run(ctx)).id }),
};
