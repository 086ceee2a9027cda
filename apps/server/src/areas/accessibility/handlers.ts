import type { HandlerMap } from '../../platform/action-context.ts';
import { readStatement, saveStatement } from './statement.ts';

export const accessibilityHandlers = {
  async get_AccessibilityStatement(_input, { db, services }) {
    return readStatement(db, services.config.operatorName);
  },

  async update_AccessibilityStatement(input, { db, services, user }) {
    await saveStatement(db, input, user.id);
    return readStatement(db, services.config.operatorName);
  },
} satisfies Partial<HandlerMap>;
