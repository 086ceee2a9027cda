import { POSITION_TEMPLATE_FOLDER } from '@rekry/domain';
import { expect, test, type Browser, type Page } from '../support/test.ts';
import {
  createPositionButton,
  createStaffMember,
  dispatchAs,
  expectToast,
  login,
  sidebar,
  uniqueEmail,
} from '../support/app.ts';
import { queryDb } from '../support/db.ts';
import { DEMO } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { checkedScreenshot } from '../support/screenshots.ts';

/** A company of the demo no other journey uses, so switching it to points touches nobody else. */
const COMPANY = { id: 395, name: 'Bemanningsgruppen Göteborg AB' };
const PASSWORD = 'Faktura-prov-2026';

async function openCompanyBilling(page: Page) {
  await sidebar(page).getByRole('link', { name: 'Billing Management', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/billing-management$/);
  await expect(page.getByRole('heading', { name: 'Välj ett företag' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Sök företag' }).fill('Göteborg');
  // The unfiltered list holds the company too: wait for the filtered one, or the click meets a list mid-swap.
  await expect(page.getByRole('list', { name: 'Företag', exact: true })).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
  await page.getByRole('button', { name: new RegExp(`^${COMPANY.name} \\d+ användare$`) }).click();
  await expect(page).toHaveURL(new RegExp(`company=${COMPANY.id}`));
  await expect(page.getByTestId('billing-balance')).toBeVisible();
}

/** The company's administrator creates a position through the editor, saves it and publishes it. */
async function createPosition(page: Page, name: string) {
  await createPositionButton(page).click();
  await expect(page).toHaveURL(/\/admin\/positions\/new$/);
  await page.getByRole('button', { name: 'Fortsätt', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/positions\/create\/\d+/);
  await page.getByRole('textbox', { name: 'Namn på tjänsten' }).fill(name);
  await page.getByRole('textbox', { name: 'Ort' }).fill('Göteborg');
  await page.getByRole('textbox', { name: 'Beskrivning' }).click();
  await page.keyboard.type('Du plockar och packar på vårt lager.');
  await page.getByRole('button', { name: /31 dagar/ }).click();
  await page.getByRole('button', { name: 'Spara annons', exact: true }).click();
  await expectToast(page, 'Sparad');
  // A draft on its own page: publishing it is what costs.
  await expect(page).toHaveURL(/\/admin\/positions\/\d+$/);
  await page.getByRole('button', { name: 'Publicera', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Publicera annonsen' })
    .getByRole('button', { name: 'Publicera' })
    .click();
}

async function adminPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, email, PASSWORD);
  await expect(page.getByTestId('home-role')).toBeVisible();
  return { page, close: () => context.close() };
}

test('the superuser switches a company to points and adds points; its admin publishes until refused, and a fellow admin is told', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const adminEmail = uniqueEmail('faktura-admin');
  const colleagueEmail = uniqueEmail('faktura-kollega');
  for (const [email, firstname] of [
    [adminEmail, 'Greta'],
    [colleagueEmail, 'Gustav'],
  ] as const) {
    await createStaffMember(request, {
      email,
      password: PASSWORD,
      firstname,
      lastname: 'Göteborg',
      permissionIds: [1],
      inviter: DEMO.superuser,
      containerId: COMPANY.id,
    });
  }
  // The company has no position templates yet: the folder they live in and one position type.
  await dispatchAs(request, DEMO.superuser, 'create_Folder', {
    containerId: COMPANY.id,
    name: POSITION_TEMPLATE_FOLDER,
  });
  await dispatchAs(request, DEMO.superuser, 'create_PositionType', {
    containerId: COMPANY.id,
    name: 'Tillsvidareanställning',
  });

  // The superuser: monthly by default, then points (after confirming), plan PerJob, one point added.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.superuser);
  await openCompanyBilling(page);
  await expect(page.getByTestId('billing-type')).toHaveText('Månadsvis');
  await expect(page.getByTestId('billing-balance')).toHaveText('0');
  await checkedScreenshot(page, 'billing-1280');

  await page.getByRole('switch', { name: 'Betalar med poäng' }).click();
  const confirm = page.getByRole('dialog', { name: 'Byt till poäng?' });
  await confirm.getByRole('button', { name: 'Byt', exact: true }).click();
  await expectToast(page, 'Sparad');
  await expect(page.getByTestId('billing-type')).toHaveText('Poäng');
  await page.getByRole('combobox', { name: 'Plan' }).selectOption('PerJob');
  await expectToast(page, 'Sparad');

  await page.getByRole('button', { name: 'Lägg till poäng', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Lägg till poäng' });
  await add.getByRole('spinbutton', { name: 'Poäng' }).fill('1');
  await add.getByRole('textbox', { name: 'Beskrivning' }).fill('Startpaket');
  await checkedScreenshot(page, 'billing-add-points-1280');
  await add.getByRole('button', { name: 'Lägg till', exact: true }).click();
  await expectToast(page, 'Poäng tillagda');
  await expect(page.getByTestId('billing-balance')).toHaveText('1');
  await expect(page.getByRole('cell', { name: 'Startpaket · Påfyllning' })).toBeVisible();

  // The company's administrator: the first position costs the point, the second is refused.
  const admin = await adminPage(browser, adminEmail);
  const first = `Lagerarbetare ${Date.now()}`;
  await createPosition(admin.page, first);
  await expectToast(admin.page, 'Annonsen är publicerad');
  const second = `Truckförare ${Date.now()}`;
  await createPosition(admin.page, second);
  await expect(admin.page.getByRole('alert').filter({ hasText: 'det saknas 1 poäng' })).toHaveText(
    'Publiceringen kräver 1 poäng men saldot är 0: det saknas 1 poäng. Kontakta Rekry för att fylla på.',
  );
  const refusedDialog = admin.page.getByRole('dialog', { name: 'Publicera annonsen' });
  await refusedDialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(refusedDialog).toBeHidden();
  // Her fellow administrator is told in the bell's list; she saw it on the form (her own action).
  const colleague = await adminPage(browser, colleagueEmail);
  await colleague.page.goto('/admin/notifications');
  await expect(colleague.page.getByText('Poängen räcker inte för att publicera').first()).toBeVisible();
  await colleague.close();
  // The admin sees why on the company profile's 'Abonnemang' tab: no points left, and what took the last.
  await sidebar(admin.page).getByRole('link', { name: 'Företagsprofil', exact: true }).click();
  await admin.page.getByRole('link', { name: 'Abonnemang', exact: true }).click();
  await expect(admin.page).toHaveURL(/\/admin\/container\/profile\?tab=abonnemang$/);
  await expect(admin.page.getByTestId('billing-type')).toHaveText('Poäng');
  await expect(admin.page.getByTestId('billing-balance')).toHaveText('0');
  await expect(admin.page.getByRole('cell', { name: new RegExp(`Publicering av ”${first}”`) })).toBeVisible();
  await expect(admin.page.getByRole('button', { name: 'Lägg till poäng' })).toHaveCount(0);
  await admin.page.setViewportSize({ width: 1280, height: 900 });
  await checkedScreenshot(admin.page, 'billing-company-admin-1280');
  await admin.page.setViewportSize({ width: 390, height: 844 });
  await checkedScreenshot(admin.page, 'billing-company-admin-390');
  await admin.close();
  expect(
    await queryDb<{ name: string }>(
      'SELECT name FROM positions WHERE container_id = $1 AND name IN ($2, $3) AND published_at IS NOT NULL ORDER BY id',
      [COMPANY.id, first, second],
    ),
  ).toEqual([{ name: first }]);

  // Back with the superuser: the balance is spent and the ledger says on what.
  await page.reload();
  await expect(page.getByTestId('billing-balance')).toHaveText('0');
  await expect(page.getByRole('cell', { name: new RegExp(`Publicering av ”${first}”`) })).toBeVisible();
  await checkedScreenshot(page, 'billing-points-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('billing-balance')).toHaveText('0');
  await checkedScreenshot(page, 'billing-390');
});

test('Norrland Bemanning AB shows its demo points, ledger and invoices (axe on a phone)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.superuser);
  await page.goto('/admin/billing-management?company=2');
  await expect(page.getByTestId('billing-type')).toHaveText('Poäng');
  await expect(page.getByText('Startpaket 10 annonser').filter({ visible: true })).toBeVisible();
  await page.getByRole('button', { name: 'Ny faktura' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny faktura' });
  await dialog.getByRole('spinbutton', { name: 'Belopp (kr)' }).fill('1900');
  await checkedScreenshot(page, 'billing-invoice-390');
  await dialog.getByRole('button', { name: 'Skapa faktura', exact: true }).click();
  await expectToast(page, 'Fakturan skapad');
});
