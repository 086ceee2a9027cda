import { expect, test } from '../support/test.ts';
import { dispatchAs, expectToast, sidebar } from '../support/app.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { queryDb } from '../support/db.ts';
import { DEMO, serverUrl } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { expectFits, saveScreenshot } from '../support/screenshots.ts';

/**
 * The company profile and theme (/admin/container/profile): an admin edits them and the career site follows.
 * Demo AB is shared with other journeys, so what this one changes it puts back (its theme is the default,
 * and its fax is shown nowhere else).
 */
const demoSite = () => `${serverUrl('jobb.demo.localhost')}/`;

test('an admin edits the profile: a wrong organisation number is refused, a saved phone shows on the career site', async ({
  page,
  request,
}) => {
  test.slow();
  const before = await dispatchAs(request, DEMO.admin, 'get_CompanyProfile', { containerId: 1 });
  try {
    await signIn(page, DEMO.admin);
    await sidebar(page).getByRole('link', { name: 'Företagsprofil' }).click();
    await expect(page).toHaveURL(/\/admin\/container\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Företagsprofil' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Organisationsnummer' })).toHaveValue('556677-8899');

    await page.getByRole('textbox', { name: 'Organisationsnummer' }).fill('556677-8890');
    await page.getByRole('textbox', { name: 'Telefon' }).fill('08-765 432 10');
    await page.getByRole('textbox', { name: 'Fax' }).fill('08-765 432 11');
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText('Ogiltigt organisationsnummer (NNNNNN-NNNN)')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Organisationsnummer' })).toBeFocused();

    await page.getByRole('textbox', { name: 'Organisationsnummer' }).fill('556677-8899');
    await page.getByRole('button', { name: 'Spara' }).click();
    await expectToast(page, 'Sparad');
    const [row] = await queryDb<{ fax: string }>(
      "SELECT metadata->'properties'->>'fax' AS fax FROM containers WHERE id = 1",
    );
    expect(row?.fax).toBe('08-765 432 11');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'company-profile', { fullPage: true });

    await page.goto(demoSite());
    await expect(page.getByRole('contentinfo')).toContainText('08-765 432 10');
  } finally {
    await dispatchAs(request, DEMO.admin, 'update_CompanyProfile', {
      containerId: 1,
      profile: before.profile,
    });
  }
});

test('an admin changes the button colour: the preview follows at once, the career site after saving; reset puts it back', async ({
  page,
}) => {
  test.slow();
  await signIn(page, DEMO.admin);
  await page.goto('/admin/container/profile');
  await page.getByRole('link', { name: 'Tema' }).click();
  await expect(page).toHaveURL(/tab=tema$/);
  const preview = page.getByRole('region', { name: 'Förhandsvisning' });
  await expect(preview.getByText('Just nu har vi 2 lediga tjänster')).toBeVisible();
  await expect(preview.getByText('Jobba hos Demo AB')).toBeVisible();
  const previewButton = preview.getByText('Läs mer och ansök').first();
  await expect(previewButton).toHaveCSS('background-color', 'rgb(37, 34, 186)');

  const colour = page.getByRole('textbox', { name: 'Knappens färg', exact: true });
  await colour.fill('#0B6E4F');
  await expect(previewButton).toHaveCSS('background-color', 'rgb(11, 110, 79)');
  // A pale text on the button is warned about.
  await page.getByRole('textbox', { name: 'Knappens text', exact: true }).fill('#DDDDDD');
  await expect(page.getByText(/Låg kontrast/).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Knappens text', exact: true }).fill('#FFFFFF');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'company-theme', { fullPage: true });
  await page.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Sparad');

  try {
    const site = await page.context().newPage();
    await site.goto(demoSite());
    await expect(site.getByRole('link', { name: /^Läs mer och ansök/ }).first()).toHaveCSS(
      'background-color',
      'rgb(11, 110, 79)',
    );
    await site.close();
  } finally {
    await page.getByRole('button', { name: 'Återställ standardtema' }).click();
    const dialog = page.getByRole('dialog', { name: 'Återställa temat?' });
    await dialog.getByRole('button', { name: 'Återställ standardtema' }).click();
    await expectToast(page, 'Temat är återställt');
  }
  await expect(colour).toHaveValue('#2522BA');
  const [row] = await queryDb<{ theme: unknown }>('SELECT theme FROM containers WHERE id = 1');
  expect(row?.theme).toEqual({});
});

test('on a phone the profile fits the screen and axe finds nothing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.admin);
  await page.goto('/admin/container/profile?tab=tema');
  await expect(page.getByRole('region', { name: 'Förhandsvisning' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/admin/container/profile');
  await expect(page.getByRole('textbox', { name: 'Visningsnamn' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFits(page, 'company-profile-phone');
});

test('an admin rewrites the e-mail error text: the preview shows it, then the public form does', async ({
  page,
  request,
}) => {
  test.slow();
  const text = 'Kolla e-postadressen, tack';
  try {
    await signIn(page, DEMO.admin);
    await page.goto('/admin/container/profile?tab=texter');
    const box = page.getByRole('textbox', { name: 'Ogiltig e-postadress' });
    await expect(box).toHaveAttribute('placeholder', 'E-postadressen har inte ett giltigt format');
    await box.fill(text);
    await expect(page.getByText(text, { exact: true }).last()).toBeVisible();
    await page.getByRole('button', { name: 'Spara' }).click();
    await expectToast(page, 'Sparad');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'company-texts');

    const list = await page.request.get(`${serverUrl()}/api/public/positions?containerId=1&take=1`);
    const [position] = ((await list.json()) as { items: { path: string }[] }).items;
    await page.goto(`${serverUrl('jobb.localhost')}${position!.path}/apply`);
    await page.getByRole('textbox', { name: /^E-post/ }).fill('inte-en-adress');
    await page.getByRole('textbox', { name: /^E-post/ }).blur();
    await expect(page.getByRole('form', { name: 'Ansökningsformulär' }).getByText(text)).toBeVisible();
  } finally {
    await dispatchAs(request, DEMO.admin, 'update_ContainerMessages', {
      containerId: 1,
      messages: { validEmail: '' },
    });
  }
});

test('a writer is sent to access denied', async ({ page }) => {
  await signIn(page, DEMO.writer);
  await page.goto('/admin/container/profile');
  await expect(page).toHaveURL(/\/admin\/access-denied$/);
});
