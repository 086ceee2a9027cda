import { expect, test } from '../support/test.ts';
import { sidebar } from '../support/app.ts';
import { DEMO } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';

// SPEC §8: a script chunk that cannot be loaded shows 'Loading chunk … failed' with a reload action.
test('a blocked screen chunk shows the chunk error, and reloading recovers', async ({ page }) => {
  await signIn(page, DEMO.admin);
  const chunk = '**/assets/users-page-*.js';
  await page.route(chunk, (route) => route.abort('failed'));

  await sidebar(page).getByRole('link', { name: 'Användare' }).click();
  await expect(page.getByRole('heading', { name: 'Loading chunk users-page failed.' })).toBeVisible();
  const reload = page.getByRole('button', { name: 'Ladda om sidan' });
  await expect(reload).toBeVisible();

  await page.unroute(chunk);
  await reload.click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Användare' })).toBeVisible();
});
