import { expect, test, type Page } from '../support/test.ts';
import { login } from '../support/app.ts';
import { queryDb } from '../support/db.ts';
import { DEMO, serverUrl } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { expectFits, saveScreenshot, SIZES } from '../support/screenshots.ts';

/**
 * Screenshots of the main screens at desktop and phone width, for a human (or a reviewing agent) to look
 * at. They land in e2e/test-results/screenshots, which git ignores. The test asserts only that each
 * screen rendered without a horizontal scrollbar.
 */

/** Once the page is idle: it fits its window (and is pictured when asked for). */
async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await expectFits(page, name);
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`screenshots at ${size} width`, async ({ page }) => {
    // Many pages in one journey: under CI load it needs a slow test's time budget.
    test.slow();
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
    await shoot(page, `${size}-login`);

    await signIn(page, DEMO.admin);
    await expect(page.getByTestId('home-role')).toBeVisible();
    await shoot(page, `${size}-home`);

    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Användare', level: 1 })).toBeVisible();
    await expect(page.getByText('admin@demo.rekry.test').filter({ visible: true })).toBeVisible();
    await shoot(page, `${size}-users`);

    await page.locator('tr, li').filter({ hasText: 'writer@demo.rekry.test', visible: true }).click();
    await expect(page.getByRole('button', { name: 'Spara behörigheter' })).toBeVisible();
    await shoot(page, `${size}-user-detail`);

    await page.goto('/admin/profile');
    await expect(page.getByRole('switch').first()).toBeVisible();
    await shoot(page, `${size}-profile`);

    if (size === 'phone') {
      await page.goto('/admin');
      await page.getByRole('button', { name: 'Öppna menyn' }).click();
      await expect(page.getByRole('dialog').getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
      await saveScreenshot(page, `${size}-sidebar`);
      await page.keyboard.press('Escape');
    } else {
      await page.goto('/admin');
      await saveScreenshot(page.locator('aside'), `${size}-sidebar`);
      await page.getByRole('button', { name: /, Användarmeny$/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await saveScreenshot(page, `${size}-user-menu`);
      await page.keyboard.press('Escape');
    }

    await page.goto('/admin/change-password');
    await page.getByLabel('Nytt lösenord', { exact: true }).fill('kort');
    await shoot(page, `${size}-change-password`);

    await page.goto(`${serverUrl('jobb.localhost')}/positions`);
    await expect(page.getByRole('link', { name: /^Läs mer och ansök/ }).first()).toBeVisible();
    await shoot(page, `${size}-public`);
  });
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`screenshots of the public career site at ${size} width`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const jobb = serverUrl('jobb.localhost');
    const firstRow = page.getByRole('link', { name: /^Läs mer och ansök/ }).first();
    for (const company of ['demo', 'norrland']) {
      await page.goto(`${jobb}/?company=${company}`);
      await expect(firstRow).toBeVisible();
      await shoot(page, `${size}-public-company-${company}`);
    }
    await page.goto(`${jobb}/?company=`);
    await expect(firstRow).toBeVisible();
    await shoot(page, `${size}-public-portal`);
    await page.getByRole('link', { name: /^Läs mer och ansök: Lagermedarbetare/ }).click();
    await expect(page.getByRole('link', { name: 'Sök tjänsten' })).toBeVisible();
    await shoot(page, `${size}-public-detail-open`);
    const [closed] = await queryDb<{ id: number }>(
      "select id from positions where name = 'Ekonomiassistent'",
    );
    await page.goto(`${jobb}/${closed!.id}`);
    await expect(page.getByText('Tjänsten är stängd för ansökningar')).toBeVisible();
    await shoot(page, `${size}-public-detail-closed`);
  });
}

test('screenshots of the company picker and a reader home', async ({ page }) => {
  // Through the login screen: the picker is what it shows a member of two companies.
  await login(page, DEMO.multi);
  await expect(page.getByRole('heading', { name: 'Välj företag' })).toBeVisible();
  await shoot(page, 'desktop-pick-container');
  await page.setViewportSize(SIZES.phone);
  await shoot(page, 'phone-pick-container');
  await page.setViewportSize(SIZES.desktop);
  await page.getByRole('button', { name: /^Demo AB / }).click();
  await expect(page.getByTestId('home-role')).toBeVisible();
  await shoot(page, 'desktop-home-writer');
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/access-denied/);
  await shoot(page, 'desktop-access-denied');
});

test("the superuser's company picker and a company's home fit a 320 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await login(page, DEMO.superuser);
  await expect(page.getByRole('heading', { name: 'Välj företag' })).toBeVisible();
  await shoot(page, 'narrow-pick-container');
  await page.getByRole('button', { name: /^Demo AB / }).click();
  await expect(page.getByTestId('home-open-positions')).toBeVisible();
  await shoot(page, 'narrow-home');
});
