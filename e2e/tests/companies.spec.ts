import { expect, test, type Page } from '../support/test.ts';
import { expectToast, linkIn, login, sidebar, uniqueEmail, waitForMail } from '../support/app.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { queryDb } from '../support/db.ts';
import { DEMO, DEMO_PASSWORD, serverUrl } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { checkedScreenshot, saveScreenshot, SIZES } from '../support/screenshots.ts';

/** The superuser, signed in, on /admin/container/new (through the sidebar, which a phone hides in a menu). */
async function openCompanies(page: Page, viaSidebar = true) {
  await signIn(page, DEMO.superuser);
  const picker = page.getByRole('heading', { name: 'Välj företag' });
  await expect(page.getByTestId('home-role').or(picker)).toBeVisible();
  if (await picker.isVisible()) {
    await page.getByRole('button', { name: /^Demo AB / }).click();
    await page.waitForURL('**/admin');
  }
  if (viaSidebar) await sidebar(page).getByRole('link', { name: 'Ny Container', exact: true }).click();
  else await page.goto('/admin/container/new');
  await expect(page).toHaveURL(/\/admin\/container\/new$/);
  await expect(page.getByRole('heading', { name: 'Nytt företag' })).toBeVisible();
}

/** A company's row: in the table on a desktop, a card of the list on a phone. */
function companyRow(page: Page, name: string) {
  const rows = page.getByRole('table', { name: 'Alla företag' }).getByRole('row');
  const cards = page.getByRole('list', { name: 'Alla företag' }).getByRole('listitem');
  return rows.or(cards).filter({ hasText: name });
}

test('the superuser creates a company; its first administrator accepts the invitation and signs in; suspended and deleted', async ({
  page,
  browser,
}) => {
  test.slow();
  const name = `E2E Bolaget ${Date.now().toString(36)} AB`;
  const email = uniqueEmail('forsta-admin');
  const password = 'forsta admin valjer losenord';
  await openCompanies(page);

  // Nothing filled in: the fields say what is missing.
  await page.getByRole('button', { name: 'Skapa företag', exact: true }).click();
  await expect(page.getByText('Ange företagets namn')).toBeVisible();
  await page.getByRole('textbox', { name: 'Företagets namn' }).fill(name);
  await page.getByRole('textbox', { name: 'Första administratörens e-post' }).fill(email);
  await page.getByRole('checkbox', { name: 'Per annons' }).check();
  await page.getByRole('button', { name: 'Skapa företag', exact: true }).click();
  await expectToast(page, 'Företaget skapat');
  await expect(
    page.getByRole('status').filter({ hasText: `En inbjudan har skickats till ${email}` }),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Sök företag' }).fill(name);
  await expect(companyRow(page, name)).toContainText('Aktiv');

  // The administrator, in a browser of their own, through the mailed link.
  const mail = await waitForMail(email, /Inbjudan till/);
  expect(mail.subject).toContain(name);
  const link = linkIn(mail, /\/invite\//);
  const theirs = await browser.newContext();
  try {
    const admin = await theirs.newPage();
    await admin.goto(link);
    await expect(admin.getByRole('heading', { name: `Gå med i ${name}` })).toBeVisible({ timeout: 30_000 });
    await admin.getByLabel('Förnamn').fill('Första');
    await admin.getByLabel('Efternamn').fill('Chefsson');
    await admin.getByLabel('Välj lösenord').fill(password);
    await admin.getByLabel('Bekräfta lösenord').fill(password);
    await admin.getByRole('button', { name: 'Skapa konto och gå med' }).click();
    await expect(admin).toHaveURL(/\/admin$/);
    await expect(admin.getByTestId('home-role')).toHaveText('Administratör');
    // Signing in again later, with the password they chose.
    await admin.evaluate(() => localStorage.clear());
    await login(admin, email, password);
    await expect(admin.getByTestId('home-role')).toHaveText('Administratör');

    // Suspended (after a confirmation): the administrator cannot sign in, the career site is not available.
    await companyRow(page, name)
      .getByRole('combobox', { name: `Kontostatus för ${name}` })
      .selectOption('suspended');
    const suspend = page.getByRole('dialog', { name: 'Stäng av företaget?' });
    await suspend.getByRole('button', { name: 'Stäng av', exact: true }).click();
    await expectToast(page, 'Kontostatus ändrad');
    await expect(companyRow(page, name)).toContainText('Avstängd');
    await admin.evaluate(() => localStorage.clear());
    await admin.goto('/login');
    await admin.getByLabel('E-postadress').fill(email);
    await admin.getByLabel('Lösenord', { exact: true }).fill(password);
    await admin.getByRole('button', { name: 'Logga in' }).click();
    await expect(
      admin.getByText('Ditt företags konto är avstängt. Kontakta supporten om du har frågor.'),
    ).toBeVisible();
    await admin.goto(`${serverUrl('jobb.localhost')}/?company=${encodeURIComponent(name)}`);
    await expect(admin.getByRole('heading', { name: 'Sidan är inte tillgänglig' })).toBeVisible();
    await expect(admin.getByText(name)).toHaveCount(0);
  } finally {
    await theirs.close();
  }

  // Deleted: the button works only once the name is typed exactly.
  await companyRow(page, name)
    .getByRole('button', { name: `Ta bort ${name}`, exact: true })
    .click();
  const remove = page.getByRole('dialog', { name: 'Ta bort företaget?' });
  const confirm = remove.getByRole('button', { name: 'Ta bort företaget', exact: true });
  await expect(confirm).toBeDisabled();
  await remove.getByRole('textbox').fill(name);
  await confirm.click();
  await expectToast(page, 'Företaget borttaget');
  await expect(companyRow(page, name)).toHaveCount(0);
  expect(await queryDb('SELECT id FROM containers WHERE name = $1', [name])).toEqual([]);
  expect(await queryDb('SELECT id FROM users WHERE email = $1', [email])).toEqual([]);
  const audit = await queryDb<{ summary: string }>(
    "SELECT summary FROM audit_events WHERE kind = 'company' AND container_name = $1 ORDER BY id",
    [name],
  );
  expect(audit.at(-1)?.summary).toBe(`Tog bort företaget ${name}`);
});

test('the demo data has a suspended company whose staff cannot sign in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-postadress').fill('vilande@demo.rekry.test');
  await page.getByLabel('Lösenord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(
    page.getByText('Ditt företags konto är avstängt. Kontakta supporten om du har frågor.'),
  ).toBeVisible();
});

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`the companies screen and the unavailable career site pass axe on a ${size}`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await openCompanies(page, false);
    await expect(companyRow(page, 'Vilande Konsult AB')).toContainText('Avstängd');
    await checkedScreenshot(page, `companies-${size}`);
    await companyRow(page, 'Vilande Konsult AB')
      .getByRole('button', { name: 'Ta bort Vilande Konsult AB', exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: 'Ta bort företaget?' })).toBeVisible();
    await saveScreenshot(page, `companies-delete-${size}`);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.goto(`${serverUrl('jobb.localhost')}/?company=vilande`);
    await expect(page.getByRole('heading', { name: 'Sidan är inte tillgänglig' })).toBeVisible();
    await checkedScreenshot(page, `career-unavailable-${size}`);
  });
}
