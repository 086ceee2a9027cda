import { expect, test } from '../support/test.ts';
import { expectToast, login, openUserMenu } from '../support/app.ts';
import { DEMO } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';

test('logout clears the session: token, company and persisted state', async ({ page }) => {
  await login(page, DEMO.reader);
  await expect(page.getByTestId('home-company')).toHaveText('Demo AB');
  const before = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('rekry.')));
  expect(before).toEqual(expect.arrayContaining(['rekry.token', 'rekry.containerId']));

  const menu = await openUserMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Byt företag' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const after = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('rekry.')));
  expect(after).toEqual([]);

  // The admin is gone until the next login.
  await page.goto('/admin/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user who opens /login goes to /admin', async ({ page }) => {
  await signIn(page, DEMO.writer);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin$/);
});

test('an expired token in storage means logged out', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
    const claims = {
      sub: 'reader@demo.rekry.test',
      uid: 1,
      role: 'staff',
      exp: Math.floor(Date.now() / 1000) - 10,
    };
    localStorage.setItem('rekry.token', `${part({ alg: 'HS256' })}.${part(claims)}.x`);
    localStorage.setItem('rekry.containerId', '1');
  });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('rekry.containerId'))).toBeNull();
});

test('a token the server no longer accepts logs the user out', async ({ page }) => {
  await signIn(page, DEMO.writer);
  await page.evaluate(() => {
    const token = localStorage.getItem('rekry.token') ?? '';
    const [header, payload] = token.split('.');
    localStorage.setItem('rekry.token', `${header}.${payload}.forged-signature`);
  });
  await page.goto('/admin/profile');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('rekry.token'))).toBeNull();
});

test('notification preferences are saved per company', async ({ page }) => {
  await signIn(page, DEMO.writer);
  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Profilinställningar' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  const toggle = page.getByRole('switch', { name: 'E-post: Ändrad status' });
  const wasOn = (await toggle.getAttribute('aria-checked')) === 'true';
  await toggle.click();
  await page.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Sparad');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'E-post: Ändrad status' })).toHaveAttribute(
    'aria-checked',
    String(!wasOn),
  );
});
