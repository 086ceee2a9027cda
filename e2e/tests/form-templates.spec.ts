import { expect, test, type Page } from '../support/test.ts';
import { expectToast, sidebar, unfoldSidebar } from '../support/app.ts';
import { queryDb } from '../support/db.ts';
import { DEMO } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { checkedScreenshot, saveScreenshot, SIZES } from '../support/screenshots.ts';

/** The table row (desktop) of a template in the list. */
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

const autosaved = (page: Page) => page.getByText('Alla ändringar är sparade');

test('a writer creates a form template, adds a field that is autosaved, and deletes it after a confirmation', async ({
  page,
}) => {
  test.slow();
  const name = `Lager med truckkort ${Date.now()}`;
  await signIn(page, DEMO.writer);
  await sidebar(page).getByRole('link', { name: 'Formulärmallar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/form-templates$/);
  await expect(row(page, 'Standardformulär med CV')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Ny formulärmall' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ny formulärmall' })).toBeVisible();
  await page.getByRole('button', { name: 'Skapa mall' }).first().click();
  await expect(page.getByText('Ange ett namn på formulärmallen')).toBeVisible();
  await page.getByRole('textbox', { name: 'Mallens namn' }).fill(name);
  await page.getByRole('button', { name: 'Skapa mall' }).first().click();
  await expectToast(page, 'Mall sparad');
  await expect(page).toHaveURL(/\/admin\/form-templates\/edit\/\d+$/);
  const id = Number(/edit\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // A new text field, named in its editor; the page saves it on its own.
  await page.getByRole('button', { name: 'Textrad', exact: true }).click();
  await page.getByRole('textbox', { name: 'Rubrik' }).fill('Truckkort (A–D)');
  await expect(autosaved(page)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Mallens namn' })).toHaveValue(name);
  await expect(page.locator('[data-field-key]').filter({ hasText: 'Truckkort (A–D)' })).toBeVisible();
  const [stored] = await queryDb<{ name: string; form: { label: string; type: string }[] }>(
    'SELECT name, form FROM form_templates WHERE id = $1',
    [id],
  );
  expect(stored?.name).toBe(name);
  expect(stored?.form.some((p) => p.type === 'text' && p.label === 'Truckkort (A–D)')).toBe(true);

  await page.getByRole('link', { name: 'Formulärmallar' }).first().click();
  await expect(page).toHaveURL(/\/admin\/form-templates$/);
  await row(page, name)
    .getByRole('button', { name: `Ta bort ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Ta bort formulärmallen?' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(row(page, name)).toBeVisible();
  await row(page, name)
    .getByRole('button', { name: `Ta bort ${name}` })
    .click();
  await dialog.getByRole('button', { name: 'Ta bort' }).click();
  await expectToast(page, 'Mall borttagen');
  await expect(row(page, name)).toHaveCount(0);
  expect(await queryDb('SELECT id FROM form_templates WHERE id = $1', [id])).toEqual([]);
});

test('a reader cannot reach the form templates', async ({ page }) => {
  await signIn(page, DEMO.reader);
  await page.goto('/admin/form-templates/new');
  await expect(page).toHaveURL(/\/admin\/access-denied$/);
  await page.goto('/admin/form-templates');
  await expect(page).toHaveURL(/\/admin\/access-denied$/);
  await unfoldSidebar(page);
  await expect(sidebar(page).getByRole('link', { name: 'Formulärmallar', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`form templates screenshots at ${size} width`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.admin);
    const [seeded] = await queryDb<{ id: number }>(
      "SELECT id FROM form_templates WHERE container_id = 1 AND name = 'Kundtjänst (alla fälttyper)'",
    );
    for (const [shot, at, ready] of [
      [
        'form-templates',
        '/admin/form-templates',
        page.getByText('Standardformulär med CV').filter({ visible: true }),
      ],
      ['form-template-new', '/admin/form-templates/new', page.getByRole('textbox', { name: 'Mallens namn' })],
      [
        'form-template-edit',
        `/admin/form-templates/edit/${seeded!.id}`,
        page.getByText('Dina förändringar sparas automatiskt'),
      ],
    ] as const) {
      await page.goto(at);
      await expect(ready).toBeVisible();
      await checkedScreenshot(page, `${size}-${shot}`);
    }
    // Starting a new template from another: the picker says that the form is replaced.
    await page.goto('/admin/form-templates/new');
    await page.getByRole('button', { name: 'Använd mall' }).click();
    const picker = page.getByRole('dialog', { name: 'Starta formuläret från en mall' });
    await expect(picker.getByRole('radio', { name: /Standardformulär med CV/ })).toBeVisible();
    await expect(picker).toContainText('Formuläret ersätts av mallens fält.');
    await picker.getByRole('radio', { name: /Kundtjänst/ }).check();
    await saveScreenshot(page, `${size}-form-template-use`);
    await expectNoAxeViolations(page);
    await picker.getByRole('button', { name: 'Ersätt formuläret' }).click();
    await expectToast(page, 'Formuläret kommer nu från mallen ”Kundtjänst (alla fälttyper)”');

    await page.goto('/admin/form-templates');
    await page
      .getByRole('button', { name: 'Ta bort Standardformulär med CV' })
      .filter({ visible: true })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await saveScreenshot(page, `${size}-form-template-delete`);
  });
}
