import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailLog } from '../src/db/schema.ts';
import { createTestApp, post, testAppForFile } from './helpers/app.ts';
import { buildUser } from './helpers/factories.ts';
import { freePort } from './helpers/process.ts';

describe('the mail service', () => {
  const t = testAppForFile();

  it('without SMTP_URL records every message in the e-mail log', async () => {
    const user = await buildUser(t.db);
    expect((await post(t.app, '/api/account/reset', { email: user.email })).status).toBe(200);
    const [row] = await t.db.select().from(emailLog).where(eq(emailLog.emailAddress, user.email));
    expect(row).toMatchObject({ status: 'logged', emailType: 'password_reset', error: null });
    expect(row?.body).toContain('http://localhost:3000/reset/');
  });

  it('when the SMTP server cannot be reached, logs the failure and still answers the user', async () => {
    const down = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${await freePort()}` });
    try {
      const user = await buildUser(down.db);
      expect((await post(down.app, '/api/account/reset', { email: user.email })).status).toBe(200);
      const [row] = await down.db.select().from(emailLog).where(eq(emailLog.emailAddress, user.email));
      expect(row?.status).toBe('failed');
      expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await down.close();
    }
  });
});
