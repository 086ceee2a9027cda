import { expect, test, type Locator, type Page } from '../support/test.ts';
import { DEMO } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { checkedScreenshot, SIZES } from '../support/screenshots.ts';

/**
 * The list screens when their search or filters leave nothing (ListCard's `filtered`): they say so, with a
 * button that clears them and brings the rows back; a list with no filters when it is empty; and the forms
 * that place a message under its field. At a desktop, a phone and a 320 px phone: no sideways scroll, axe
 * clean, a picture when asked for.
 */
const WIDTHS = { ...SIZES, narrow: { width: 320, height: 700 } } as const;

/** Norrland Bemanning AB, the demo's second company: it has no form templates. */
const NORRLAND = 2;

/** The filtered-empty state is shown (and pictured) instead of `row`; its button clears, and `row` is back. */
async function noMatchClears(page: Page, name: string, heading: Locator, clear: Locator, row: Locator) {
  await expect(heading).toBeVisible();
  await expect(row).toBeHidden();
  await checkedScreenshot(page, name);
  await clear.click();
  await expect(heading).toBeHidden();
  await expect(row).toBeVisible();
}

/** What `text` names in the page's main part, in the table on a desktop or the cards on a phone. */
const shown = (page: Page, text: string) =>
  page.getByRole('main').getByText(text).filter({ visible: true }).first();

for (const [size, viewport] of Object.entries(WIDTHS)) {
  test.describe(`at ${size} width`, () => {
    test.beforeEach(async ({ page }) => {
      // A screen with its state, axe and a full-page picture: the applicants' took 50 s of a plain
      // journey's 60 on a loaded machine.
      test.slow();
      await page.setViewportSize(viewport);
    });

    test('positions: a search and a status that find nothing, cleared with Rensa filter', async ({
      page,
    }) => {
      await signIn(page, DEMO.admin, '/admin/positions');
      const main = page.getByRole('main');
      await expect(shown(page, 'Kundtjänstmedarbetare')).toBeVisible();
      await main.getByRole('searchbox', { name: 'Sök annons' }).fill('ingen sådan annons');
      await main.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Stängd' }).click();
      await noMatchClears(
        page,
        `${size}-positions-no-match`,
        main.getByRole('heading', { name: 'Ingen annons matchar sökningen' }),
        main.getByRole('button', { name: 'Rensa filter' }),
        shown(page, 'Kundtjänstmedarbetare'),
      );
      await expect(main.getByRole('searchbox', { name: 'Sök annons' })).toHaveValue('');
      await expect(page).toHaveURL(/\/admin\/positions$/);
    });

    test('users: a filter nobody matches, cleared with Rensa sökningen', async ({ page }) => {
      await signIn(page, DEMO.admin, '/admin/users');
      const main = page.getByRole('main');
      await expect(shown(page, 'writer@demo.rekry.test')).toBeVisible();
      await main.getByRole('searchbox', { name: 'Filtrera användare' }).fill('ingen sådan person');
      await noMatchClears(
        page,
        `${size}-users-no-match`,
        main.getByRole('heading', { name: 'Ingen användare matchar sökningen' }),
        main.getByRole('button', { name: 'Rensa sökningen' }),
        shown(page, 'writer@demo.rekry.test'),
      );
    });

    test("a position's applicants: a name none of them has, cleared with the empty state's Återställ filter", async ({
      page,
    }) => {
      await signIn(page, DEMO.admin, '/admin/positions/102');
      const applicants = page.getByRole('region', { name: 'Sökande' });
      const firstRow = applicants.locator('table, ul').getByRole('link').filter({ visible: true }).first();
      await expect(firstRow).toBeVisible();
      const search = applicants.getByRole('searchbox', { name: 'Sök sökande', exact: true });
      await search.fill('ingen sådan sökande');
      await noMatchClears(
        page,
        `${size}-applicants-no-match`,
        applicants.getByRole('heading', { name: 'Ingen sökande matchar filtret' }),
        // The filter panel has an 'Återställ filter' of its own; the empty state's comes after it.
        applicants.getByRole('button', { name: 'Återställ filter' }).last(),
        firstRow,
      );
      await expect(search).toHaveValue('');
    });

    test('form templates: a company without any is told how to start one', async ({ page }) => {
      await signIn(page, DEMO.superuser);
      await page.evaluate((id) => localStorage.setItem('rekry.containerId', String(id)), NORRLAND);
      await page.goto('/admin/form-templates');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Inga formulärmallar ännu' })).toBeVisible();
      // The header's 'Ny formulärmall' and the empty state's.
      await expect(main.getByRole('link', { name: 'Ny formulärmall' })).toHaveCount(2);
      await checkedScreenshot(page, `${size}-form-templates-empty`);
    });

    // Nothing below is saved: the browser refuses both before they are sent.
    test('the retention period says what is wrong under its field', async ({ page }) => {
      await signIn(page, DEMO.admin, '/admin/gdpr');
      // The period is folded under the people.
      await page.getByRole('button', { name: 'Lagringstid och informationstext' }).click();
      const months = page.getByRole('spinbutton', { name: 'Månader' });
      await months.fill('40');
      await page.getByRole('button', { name: 'Spara', exact: true }).click();
      await expect(months).toHaveAttribute('aria-invalid', 'true');
      await expect(months).toHaveAccessibleDescription(/Högst 36 månader/);
      await checkedScreenshot(page, `${size}-gdpr-retention-error`);
    });

    test("a user's permissions say what is wrong under them", async ({ page }) => {
      await signIn(page, DEMO.admin, '/admin/users');
      await page.locator('tr, li').filter({ hasText: 'writer@demo.rekry.test', visible: true }).click();
      const permissions = page.getByRole('group', { name: 'Behörigheter' });
      await permissions.getByRole('checkbox', { name: /^Skribent/ }).uncheck();
      await page.getByRole('button', { name: 'Spara behörigheter' }).click();
      await expect(permissions.getByText('Välj minst en behörighet')).toBeVisible();
      await checkedScreenshot(page, `${size}-user-permissions-error`);
    });
  });
}
