import { eq, sql } from 'drizzle-orm';
import { errorMessages } from '@rekry/domain';
import { users } from '../../db/schema.ts';
import { badRequest } from '../../core/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { auditPasswordChange } from './sign-in-audit.ts';
import { currentUserOf } from '../../core/access/membership.ts';
import type { HandlerMap } from '../../platform/action-context.ts';

export const accountHandlers = {
  async get_CurrentUser(_input, { db, user }) {
    return currentUserOf(db, user);
  },

  async update_password({ password, newPassword }, { db, user, services, ip }) {
    const [row] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    if (!(await verifyPassword(row?.passwordHash, password))) {
      throw badRequest(errorMessages.wrongPassword, { password: errorMessages.wrongPassword });
    }
    const [updated] = await db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword), tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id))
      .returning();
    await auditPasswordChange(db, user, ip, 'Bytte lösenord');
    return { ok: true as const, ...(await services.tokens.issue(updated!)) };
  },
} satisfies Partial<HandlerMap>;
