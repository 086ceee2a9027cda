import { expect, test } from '@playwright/test';
import { expectToast, login, uniqueEmail, waitForMail } from '../support/app.ts';
import { DEMO } from '../support/env.ts';

test('an administrator adds a user by e-mail, changes permissions, sends a reset and removes them', async ({
  page,
}) => {
  const email = uniqueEmail('kollega');
  await login(page, DEMO.admin);
  await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Användare' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Användare', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: /admin@demo\.rekry\.test/ })).toBeVisible();

  await page.getByRole('link', { name: 'Lägg till användare' }).first().click();
  await expect(page).toHaveURL(/\/admin\/users\/new$/);
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel(/Förnamn/).fill('Karin');
  await page.getByLabel(/Efternamn/).fill('Kollega');
  await expect(page.getByRole('checkbox', { name: 'Läsare' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Läsare' }).uncheck();
  await page.getByRole('button', { name: 'Lägg till' }).click();
  await expect(page.getByText('Välj minst en behörighet')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Skribent' }).check();
  await page.getByRole('button', { name: 'Lägg till' }).click();

  await expectToast(page, 'Sparad');
  await expect(page).toHaveURL(/\/admin\/users$/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Karin Kollega');
  await expect(row).toContainText('Skribent');
  await expect(row).not.toContainText('Administratör');
  await waitForMail(email);

  await row.getByRole('link', { name: /Karin Kollega/ }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByRole('checkbox', { name: 'Skribent' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Spara behörigheter' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Administratör' }).check();
  await page.getByRole('button', { name: 'Spara behörigheter' }).click();
  await expectToast(page, 'Sparad');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Administratör' })).toBeChecked();

  // Password reset, with confirmation.
  await page.getByRole('button', { name: 'Skicka återställningslänk' }).click();
  const resetDialog = page.getByRole('dialog', { name: 'Skicka återställningslänk?' });
  await expect(resetDialog).toContainText(email);
  await resetDialog.getByRole('button', { name: 'Skicka' }).click();
  await expectToast(page, 'E-post skickad');
  await expect(resetDialog).toBeHidden();

  // Removal asks first; cancelling keeps the user.
  await page.getByRole('button', { name: 'Ta bort från företaget' }).click();
  const removeDialog = page.getByRole('dialog', { name: 'Ta bort användaren?' });
  await removeDialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(removeDialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await page.getByRole('button', { name: 'Ta bort från företaget' }).click();
  await removeDialog.getByRole('button', { name: 'Ta bort' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expectToast(page, 'Användaren har tagits bort från företaget');
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});

test('adding an address that is already a member is refused in Swedish', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/admin/users/new');
  await page.getByLabel('E-postadress').fill(DEMO.reader);
  await page.getByRole('button', { name: 'Lägg till' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/new$/);
  await expect(page.getByText('Användaren finns redan i företaget')).toBeVisible();
});
