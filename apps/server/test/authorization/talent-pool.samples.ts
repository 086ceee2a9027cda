import type { AreaSamples, SampleContext } from './context.ts';
import { position } from './context.ts';
import { buildPoolMember, buildTalentPool } from '../helpers/talent-pool.ts';

/** A member of the company's pool, and an open position the caller may write on to move them to. */
async function memberAndTarget(ctx: SampleContext) {
  const { pool, member } = await buildPoolMember(ctx.t.db, ctx.containerId);
  const target = await position(ctx);
  return { containerId: ctx.containerId, positionId: pool.id, member, targetPositionId: target.positionId };
}

export const talentPoolSamples: AreaSamples<'talentPool'> = {
  get_TalentPool: ({ containerId }) => ({ containerId }),
  open_TalentPool: ({ containerId }) => ({ containerId }),
  close_TalentPool: async (ctx) => {
    await buildTalentPool(ctx.t.db, ctx.containerId);
    return { containerId: ctx.containerId };
  },
  set_TalentPoolRetention: async (ctx) => {
    await buildTalentPool(ctx.t.db, ctx.containerId);
    return { containerId: ctx.containerId, months: 12 };
  },
  invite_TalentPoolMembers: async (ctx) => {
    const { member, ...at } = await memberAndTarget(ctx);
    return {
      ...at,
      applicantIds: [member.id],
      subject: 'Sök ##POSITION##',
      body: 'Ansök här: ##APPLYLINK##',
    };
  },
  add_TalentPoolMember: async (ctx) => {
    const { member, ...at } = await memberAndTarget(ctx);
    return { ...at, applicantId: member.id };
  },
};
