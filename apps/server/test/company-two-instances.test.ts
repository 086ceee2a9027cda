import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PermissionId, type PublicContainer } from '@rekry/domain';
import { createProcessDatabase, testDatabaseUrl } from './helpers/app.ts';
import { answersWithCv, buildContainer, buildPosition, buildUser, uniqueEmail } from './helpers/factories.ts';
import {
  applyOverHttp,
  sharedInstanceEnv,
  startServerProcess,
  type ServerProcess,
} from './helpers/process.ts';

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/**
 * Each instance keeps public answers in memory; a company setting saved through one instance must reach the
 * career site of every other one at once (the change notice over PostgreSQL, not a timeout).
 */
describe.skipIf(!testDatabaseUrl)('company settings on two instances (real processes)', () => {
  it('a profile, banner, theme or text saved on instance A is what instance B serves next', async () => {
    const fresh = await createProcessDatabase();
    const env = {
      ...sharedInstanceEnv(fresh.url),
    };
    const started: ServerProcess[] = [];
    const { openPostgres } = await import('../src/db/client.ts');
    const database = await openPostgres(fresh.url, 2);
    try {
      started.push(await startServerProcess(env), await startServerProcess(env));
      const [a, b] = started as [ServerProcess, ServerProcess];
      const company = await buildContainer(database.db, {
        metadata: { foreignKey: null, properties: { dns: 'tvillingen' } },
      });
      const admin = await buildUser(database.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
      const position = await buildPosition(database.db, company.id);

      const login = await fetch(`http://127.0.0.1:${a.port}/api/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: admin.email, password: 'rätt-lösenord-123' }),
      });
      const { token } = await json<{ token: string }>(login);
      const onA = async (action: string, data: Record<string, unknown>) => {
        const res = await fetch(`http://127.0.0.1:${a.port}/api/dispatcher`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ action, data: { containerId: company.id, ...data } }),
        });
        expect(res.status, `${action}: ${await res.clone().text()}`).toBe(200);
      };
      const companyOnB = async () => {
        const res = await fetch(`http://127.0.0.1:${b.port}/api/public/containers/tvillingen`);
        expect(res.status).toBe(200);
        return json<PublicContainer>(res);
      };
      const applyOnB = (email: string) => applyOverHttp(b.port, position.id, email, answersWithCv(email));

      // B hears of A's changes through PostgreSQL's NOTIFY, a moment after A has answered (A's answer can
      // reach this test first): wait for that moment, far shorter than the minute B's memory would keep them.
      const heard = { timeout: 5000 };

      // B has the company in memory before anything changes.
      const before = await companyOnB();
      expect(before.fields.PhoneNumber.data).toBe('');
      expect(before.theme.button.backgroundColor).toBe('#2522BA');

      await onA('update_CompanyProfile', { profile: { dns: 'tvillingen', phone: '0920-555 55' } });
      await expect.poll(async () => (await companyOnB()).fields.PhoneNumber.data, heard).toBe('0920-555 55');

      const picture = await sharp({
        create: { width: 1200, height: 400, channels: 3, background: '#0B6E4F' },
      })
        .png()
        .toBuffer();
      await onA('create_Banner', {
        name: 'tvilling.png',
        contentType: 'image/png',
        data: picture.toString('base64'),
      });
      expect((await companyOnB()).profile.banner).toBe('');
      await onA('update_CompanyProfile', {
        profile: { dns: 'tvillingen', phone: '0920-555 55', publicBanner: 'tvilling.png' },
      });
      await expect
        .poll(async () => (await companyOnB()).profile.banner, heard)
        .toContain(encodeURIComponent('assets/tvilling.png'));

      const theme = (await companyOnB()).theme;
      await onA('update_ContainerTheme', {
        theme: { ...theme, button: { ...theme.button, backgroundColor: '#0B6E4F' } },
      });
      await expect.poll(async () => (await companyOnB()).theme.button.backgroundColor, heard).toBe('#0B6E4F');

      // The server's own answers read the texts through the same memory: a second application on B.
      const email = uniqueEmail();
      expect((await applyOnB(email)).status).toBe(201);
      await onA('update_ContainerMessages', {
        messages: { job_already_applied: '<p>Du har redan sökt hos Tvillingen.</p>' },
      });
      const refusalOnB = async () => {
        const again = await applyOnB(email);
        expect(again.status).toBe(409);
        return (await json<{ error: { code: string; message: string } }>(again)).error;
      };
      await expect.poll(refusalOnB, heard).toMatchObject({
        code: 'job_already_applied',
        message: 'Du har redan sökt hos Tvillingen.',
      });
    } finally {
      await database.close();
      await Promise.all(started.map((server) => server.stop()));
      await fresh.drop();
    }
  }, 120_000);
});
