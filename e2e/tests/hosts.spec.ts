import { expect, test } from '../support/test.ts';
import { DEMO, DEMO_PASSWORD, serverUrl } from '../support/env.ts';

test('the public host gets the career site, without any admin code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(`${serverUrl('jobb.localhost')}/`);
  await expect(page.getByRole('heading', { name: 'Hitta ditt nästa jobb' })).toBeVisible();
  // The list's first load is the entry alone: a position's code and the HTML cleaner come on intent.
  expect(scripts.filter((s) => /safe-html|position-detail-page|apply-page/.test(s))).toEqual([]);
  await expect(page.getByRole('link', { name: 'Sök jobb' })).toHaveAttribute('href', '/positions#sok');
  await page.getByRole('link', { name: 'Sök jobb' }).click();
  await expect(page).toHaveURL(/\/positions#sok$/);
  await expect(page.getByRole('searchbox', { name: 'Sök lediga tjänster' })).toBeFocused();
  await expect(page.getByText('OBS! Ej riktig data')).toHaveCount(0);
  expect(scripts.some((s) => /admin-app|login-page|users-page/.test(s))).toBe(false);
  // The career site's own build (public.html): its entry is public-<hash>.js.
  expect(scripts.some((s) => /^\/assets\/public-[\w-]+\.js$/.test(s))).toBe(true);
});

test('an unknown public path shows the not-found screen', async ({ page }) => {
  await page.goto(`${serverUrl('jobb.localhost')}/det-har-finns-inte/alls`);
  await expect(page.getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
});

test('the mobile navbar has a menu toggle', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${serverUrl('jobb.localhost')}/positions`);
  const toggle = page.getByRole('button', { name: 'Öppna menyn' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Stäng menyn' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#public-mobile-menu').getByRole('link', { name: 'Sök jobb' })).toBeVisible();
  await page.getByRole('button', { name: 'Stäng menyn' }).click();
  await expect(page.locator('#public-mobile-menu')).toHaveCount(0);
});

test('dev and staging public hosts say the data is not real', async ({ page }) => {
  await page.goto(`${serverUrl('jobb-dev.localhost')}/positions`);
  await expect(page.getByText('OBS! Ej riktig data, endast för utveckling och testning.')).toBeVisible();
  await page.goto(`${serverUrl('jobb-staging.localhost')}/`);
  await expect(page.getByText('OBS! Ej riktig data, endast för utveckling och testning.')).toBeVisible();
});

test('min-dev and min-staging admin hosts show the test banner, plain hosts do not', async ({ page }) => {
  await page.goto(`${serverUrl('min.localhost')}/login`);
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  await expect(page.getByText('Testmiljö - ej riktig data')).toHaveCount(0);

  const host = serverUrl('min-staging.localhost');
  await page.goto(`${host}/login`);
  await expect(page.getByText('Testmiljö - ej riktig data')).toBeVisible();
  await page.getByLabel('E-postadress').fill(DEMO.reader);
  await page.getByLabel('Lösenord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByTestId('home-role')).toHaveText('Läsare');
  await expect(page.getByText('Testmiljö - ej riktig data')).toBeVisible();

  await page.goto(`${serverUrl('min-dev.localhost')}/login`);
  await expect(page.getByText('Testmiljö - ej riktig data')).toBeVisible();
});
