import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/platform/passwords.ts';
import type { AreaSamples } from './context.ts';

const PASSWORD = 'gammalt-lösenord-1';

export const accountSamples: AreaSamples<'account'> = {
  get_CurrentUser: () => ({}),
  update_password: async ({ t, caller }) => {
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, caller.id));
    return {
      password: PASSWORD,
      newPassword: 'ett-helt-nytt-lösenord',
      confirmNewPassword: 'ett-helt-nytt-lösenord',
    };
  },
};
