import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test.ts';
import { createStaffMember, expectToast, uniqueEmail } from '../support/app.ts';
import { DEMO } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';

test('an administrator manages a member who accepted an invitation: permissions, reset, removal', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('kollega');
  // The person was invited and accepted (the invitation journey itself: invitations.spec.ts).
  await createStaffMember(request, {
    email,
    password: 'karins eget lösenord',
    firstname: 'Karin',
    lastname: 'Kollega',
    permissionIds: [2],
  });

  await signIn(page, DEMO.admin);
  await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Användare' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Användare', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: /admin@demo\.rekry\.test/ })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Karin Kollega');
  await expect(row).toContainText('Skribent');
  await expect(row).not.toContainText('Administratör');

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
  // The toast first: it shows for 1.5 s, and a URL check in between may poll past it on a loaded machine.
  await expectToast(page, 'Användaren har tagits bort från företaget');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});

test('inviting an address that is already a member is refused in Swedish', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/users/new');
  await page.getByLabel('E-postadress').fill(DEMO.reader);
  await page.getByRole('button', { name: 'Skicka inbjudan' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/new$/);
  await expect(page.getByText('Personen finns redan i företaget')).toBeVisible();
});

test('an administrator exports the staff as CSV', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/users');
  const download = page.waitForEvent('download');
  const toast = expectToast(page, 'användare exporterade');
  await page.getByRole('button', { name: 'Exportera CSV' }).click();
  const file = await download;
  await toast;
  expect(file.suggestedFilename()).toMatch(/^anvandare-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv).toContain('Förnamn;Efternamn;E-post');
  expect(csv).toContain(DEMO.reader);
});
