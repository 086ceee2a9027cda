import type { HandlerMap } from '../../platform/action-context.ts';
import { waitingFileCounts } from '../../platform/waiting-files.ts';
import { presentSystemStatus } from './presenters.ts';

export const systemHandlers = {
  /**
   * Checked afresh, not from the 60-second cache: a superuser who opens the screen (or presses Kontrollera
   * igen) after installing a package wants the truth now. The fresh result also serves /api/health.
   */
  async get_SystemStatus(_input, { services, db }) {
    const checkedAt = new Date();
    const tools = await services.systemTools.refresh();
    return presentSystemStatus(tools, checkedAt, await waitingFileCounts(db));
  },
} satisfies Partial<HandlerMap>;
