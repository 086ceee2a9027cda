import { expect, test } from '../support/test.ts';
import { addApplicant, dispatchAs, expectToast } from '../support/app.ts';
import { queryDb } from '../support/db.ts';
import { DEMO } from '../support/env.ts';
import { checkedScreenshot, expectFits, saveScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/sessions.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

test('a writer adds a status, an applicant gets it, and removing it moves the applicant to another', async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  const name = `Reserv ${stamp}`;
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.writer, '/admin/templates/statuses');
  const statuses = page.getByRole('table', { name: 'Statusar' });
  await expect(statuses.getByRole('link', { name: 'Ej aktuell', exact: true })).toBeVisible();

  // Add: a new status, last of the statuses.
  await page.getByRole('button', { name: 'Ny etikett' }).click();
  const creator = page.getByRole('dialog', { name: 'Ny etikett' });
  await creator.getByLabel('Namn').fill(name);
  await creator.getByLabel('Typ').selectOption({ label: 'Status' });
  await creator.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, `Etiketten ${name} skapad`);
  await expect(statuses.getByRole('link').last()).toHaveText(name);

  // Reordered from the keyboard: the focus stays on the moved row's button.
  const up = statuses.getByRole('button', { name: `Flytta ${name} upp` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(statuses.getByRole('link').nth(-2)).toHaveText(name);
  await expect(up).toBeFocused();

  // Use: an applicant of a position of the journey's own gets the status.
  const [demoPosition] = await queryDb<{ form: unknown }>('SELECT form FROM positions WHERE id = 101');
  const position = await dispatchAs(request, DEMO.writer, 'create_Position', {
    containerId: 1,
    form: demoPosition!.form,
    name: `Etiketter ${stamp}`,
  });
  const applicant = await addApplicant(
    request,
    { positionId: position.id },
    { firstname: 'Rut', surname: 'Reserv', mailbox: 'etikett' },
  );
  await page.goto(`/admin/positions/${position.id}`);
  await page.getByRole('checkbox', { name: 'Markera alla som visas' }).check();
  await page.getByRole('button', { name: 'Ändra status' }).click();
  const statusDialog = page.getByRole('dialog', { name: 'Ändra status' });
  await statusDialog.getByLabel('Ny status').selectOption({ label: name });
  await statusDialog.getByRole('button', { name: 'Ändra status' }).click();
  await expect(page.locator('table').getByText(name)).toBeVisible();

  // Remove: in use, so the dialog asks where its applicant goes.
  await page.goto('/admin/templates/statuses');
  await checkedScreenshot(page, 'labels');
  await statuses.getByRole('button', { name: `Ta bort ${name}` }).click();
  const removal = page.getByRole('dialog', { name: `Ta bort ${name}` });
  await expect(removal).toContainText(`En sökande har statusen ${name}.`);
  await removal.getByLabel('Flytta sökande till').selectOption({ label: 'Ej aktuell' });
  await saveScreenshot(page, 'labels-remove');
  await page.setViewportSize(PHONE);
  await checkedScreenshot(page, 'labels-remove-phone');
  await page.setViewportSize(DESKTOP);
  await removal.getByRole('button', { name: 'Flytta och ta bort' }).click();
  await expectToast(page, `Etiketten ${name} borttagen`);
  await expect(statuses.getByRole('link', { name, exact: true })).toHaveCount(0);

  const [row] = await queryDb<{ name: string }>(
    'SELECT l.name FROM job_applications a JOIN labels l ON l.id = a.label_id WHERE a.id = $1',
    [applicant.id],
  );
  expect(row?.name).toBe('Ej aktuell');
  await page.goto(`/admin/positions/${position.id}/applicants/${applicant.id}`);
  await expect(page.getByText(`Status ändrad till Ej aktuell (${name} togs bort)`)).toBeVisible();

  await page.setViewportSize(PHONE);
  await page.goto('/admin/templates/statuses');
  await expect(
    page.getByRole('list', { name: 'Statusar' }).getByText('Ej aktuell', { exact: true }),
  ).toBeVisible();
  await checkedScreenshot(page, 'labels-phone');
  await page.setViewportSize({ width: 320, height: 700 });
  await expectFits(page, 'labels-320');
});
