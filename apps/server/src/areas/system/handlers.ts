import type { HandlerMap } from '../../platform/action-context.ts';
import { presentSystemStatus } from './presenters.ts';

export const systemHandlers = {
  /**
   * Checked afresh, not from the 60-second cache: a superuser who opens the screen (or presses Kontrollera
   * igen) after installing a package wants the truth now. The fresh result also serves /api/health.
   */
  async get_SystemStatus(_input, { services }) {
    const checkedAt = new Date();
    return presentSystemStatus(await services.systemTools.refresh(), checkedAt);
  },
} satisfies Partial<HandlerMap>;
