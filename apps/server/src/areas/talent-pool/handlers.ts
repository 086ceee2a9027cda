import type { HandlerMap } from '../../platform/action-context.ts';
import { TALENT_POOL_TEXTS } from '@rekry/domain';
import { addMember, closePool, inviteMembers, openPool, setPoolRetention } from './commands.ts';
import { poolView } from './queries.ts';

export const talentPoolHandlers = {
  async get_TalentPool({ containerId }, { db, services }) {
    return poolView(db, services.config.appUrl, containerId);
  },

  async open_TalentPool({ containerId }, ctx) {
    await openPool(ctx, containerId);
    return poolView(ctx.db, ctx.services.config.appUrl, containerId);
  },

  async close_TalentPool({ containerId }, ctx) {
    await closePool(ctx, containerId);
    return poolView(ctx.db, ctx.services.config.appUrl, containerId);
  },

  async set_TalentPoolRetention({ containerId, months }, ctx) {
    await setPoolRetention(ctx, containerId, months);
    const view = await poolView(ctx.db, ctx.services.config.appUrl, containerId);
    return { ...view, message: TALENT_POOL_TEXTS.retentionSaved(months) };
  },

  async invite_TalentPoolMembers(input, ctx) {
    return inviteMembers(ctx, input);
  },

  async add_TalentPoolMember(input, ctx) {
    return addMember(ctx, input);
  },
} satisfies Partial<HandlerMap>;
