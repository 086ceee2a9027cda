import { and, eq } from 'drizzle-orm';
import { labels, positionAnonymity } from '../../src/db/schema.ts';
import { applicant, position, type AreaSamples, type SampleContext } from './context.ts';

/** One of the company's process levels (every company gets the default set). */
async function level({ t, containerId }: SampleContext) {
  const [row] = await t.db
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.containerId, containerId), eq(labels.labelType, 'Process')))
    .limit(1);
  return row!.id;
}

export const anonymitySamples: AreaSamples<'anonymity'> = {
  get_PositionAnonymity: position,
  update_PositionAnonymity: async (ctx) => ({
    ...(await position(ctx)),
    enabled: true,
    untilLabelId: await level(ctx),
  }),
  reveal_Applicant: async (ctx) => {
    const at = await applicant(ctx);
    await ctx.t.db
      .insert(positionAnonymity)
      .values({ positionId: at.positionId, containerId: at.containerId, untilLabelId: await level(ctx) });
    return { ...at, reason: 'Intern sökande som redan är känd' };
  },
  confirm_NoConflict: async (ctx) => ({ ...(await applicant(ctx)), conflict: false }),
};
