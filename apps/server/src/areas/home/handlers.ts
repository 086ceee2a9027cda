import type { HandlerMap } from '../../platform/action-context.ts';
import { homeOverview } from './queries.ts';

export const homeHandlers = {
  async get_HomeOverview({ containerId }, { db }) {
    return homeOverview(db, containerId);
  },
} satisfies Partial<HandlerMap>;
