import type { HandlerMap } from '../../platform/action-context.ts';
import { answerConflict, anonymityOf, isPositionAdmin, revealEarly, setAnonymity } from './commands.ts';

export const anonymityHandlers = {
  async get_PositionAnonymity({ positionId }, ctx) {
    return anonymityOf(ctx.db, positionId, isPositionAdmin(ctx));
  },

  async update_PositionAnonymity({ containerId, positionId, ...input }, ctx) {
    await setAnonymity(ctx, containerId, positionId, input);
    return anonymityOf(ctx.db, positionId, true);
  },

  async reveal_Applicant({ reason }, ctx) {
    return revealEarly(ctx, ctx.application, reason);
  },

  async confirm_NoConflict({ conflict }, ctx) {
    return answerConflict(ctx, ctx.application, conflict);
  },
} satisfies Partial<HandlerMap>;
