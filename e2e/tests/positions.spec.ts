import { expect, test, type Page } from '../support/test.ts';
import { chooseMoreAction, dispatchAs, expectToast } from '../support/app.ts';
import { queryDb } from '../support/db.ts';
import { DEMO, serverUrl } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { checkedScreenshot, saveScreenshot, SIZES } from '../support/screenshots.ts';

const DEMO_AB = 1;
const DAY = 86_400;
const STATUSES: [string, string][] = [
  ['Lagermedarbetare till vårt lager i Västerås', 'Öppen'],
  ['Kundtjänstmedarbetare', 'Öppen'],
  ['Ekonomiassistent', 'Stängd'],
  ['Projektledare', 'Arkiverad'],
  ['Teamledare lager (intern)', 'Öppen'],
];

/** The table row (desktop) of a position in the list. */
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

test('the list shows Demo AB’s positions with their derived statuses; search and status filter', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Annonser' }).click();
  await expect(page).toHaveURL(/\/admin\/positions$/);
  await expect(page.getByRole('heading', { name: 'Annonser', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Skapa annons' })).toBeVisible();
  for (const [name, status] of STATUSES) await expect(row(page, name)).toContainText(status);
  await expect(row(page, 'Teamledare lager (intern)')).toContainText('Intern');
  await expect(row(page, 'Kundtjänstmedarbetare').getByRole('cell').nth(3)).toHaveText(/^\d+/);

  await page.getByRole('searchbox', { name: 'Sök annons' }).fill('ekonomi');
  await expect(page).toHaveURL(/q=ekonomi/);
  await expect(row(page, 'Ekonomiassistent')).toBeVisible();
  await expect(row(page, 'Kundtjänstmedarbetare')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Sök annons' }).fill('');

  const filter = page.getByRole('group', { name: 'Status' });
  await filter.getByRole('button', { name: 'Arkiverad' }).click();
  await expect(filter.getByRole('button', { name: 'Arkiverad' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row(page, 'Projektledare')).toBeVisible();
  await expect(row(page, 'Ekonomiassistent')).toHaveCount(0);
  await filter.getByRole('button', { name: 'Stängd' }).click();
  await expect(row(page, 'Ekonomiassistent')).toBeVisible();
  await expect(row(page, 'Projektledare')).toHaveCount(0);
  await filter.getByRole('button', { name: 'Alla' }).click();
  await expect(row(page, 'Projektledare')).toBeVisible();

  // A position page: the applicants first, with their count per status; then the ad's facts, numbers and
  // the address on the public host one tab away, at its own address.
  await row(page, 'Lagermedarbetare till vårt lager i Västerås').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/positions\/101$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Lagermedarbetare till vårt lager i Västerås',
  );
  await expect(page.getByTestId('position-status')).toHaveText('Öppen');
  await expect(page.getByTestId('position-status-counts')).toContainText('Ej behandlad');
  await expect(page.getByRole('region', { name: 'Sökande' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Annonsens delar' })
    .getByRole('link', { name: 'Annonsen' })
    .click();
  await expect(page).toHaveURL(/\/admin\/positions\/101\/details$/);
  await page.reload();
  await expect(
    page.getByText(`${serverUrl('jobb.localhost')}/101_lagermedarbetare-till-vart-lager-i-vasteras`),
  ).toBeVisible();
  await expect(page.getByText(/^\d{4}-\d{2}-\d{2}$/).first()).toBeVisible();
  await expect(page.getByText('Västerås', { exact: true })).toBeVisible();

  // An internal position shows its guid address.
  await page.goto('/admin/positions/105/details');
  await expect(page.getByTestId('position-status')).toHaveText(/Öppen\s*Intern/);
  await expect(
    page.getByText(`${serverUrl('jobb.localhost')}/internal/7f0c2b9e-3c1d-4c8a-9a57-2f4d7f1e8a10`),
  ).toBeVisible();
});

test('an administrator archives and re-activates a position, copies it and deletes the copy', async ({
  page,
  request,
}) => {
  // Its own closed position, so the journey never changes what other journeys read.
  const name = `E2E-annons ${Date.now().toString(36)}`;
  const now = Math.floor(Date.now() / 1000);
  const created = await dispatchAs(request, DEMO.admin, 'create_Position', {
    containerId: DEMO_AB,
    name,
    location: 'Västerås',
    start: now - 30 * DAY,
    stop: now - 2 * DAY,
  });

  await signIn(page, DEMO.admin);
  await page.goto('/admin/positions');
  await page.getByRole('searchbox', { name: 'Sök annons' }).fill(name);
  // Made through the catalogue, it is a draft: its past dates do not make it 'Stängd' beside that.
  await expect(row(page, name).getByRole('cell').nth(1)).toHaveText(/^Utkast$/);
  await row(page, name).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/positions/${created.id}$`));
  // Made through the catalogue, it is a draft: its dates make it neither open nor closed yet.
  const status = page.getByTestId('position-status');
  await expect(status).toHaveText(/^Utkast$/);

  await chooseMoreAction(page, 'Arkivera');
  await expectToast(page, 'Sparad');
  // One status: archived wins over a draft.
  await expect(status).toHaveText(/^Arkiverad$/);
  await page.reload();
  await expect(status).toHaveText(/^Arkiverad$/);
  await chooseMoreAction(page, 'Återaktivera');
  await expectToast(page, 'Sparad');
  await expect(status).toHaveText(/^Utkast$/);
  const [stored] = await queryDb<{ is_archived: boolean }>(
    'select is_archived from positions where id = $1',
    [created.id],
  );
  expect(stored?.is_archived).toBe(false);

  await chooseMoreAction(page, 'Kopiera');
  await expectToast(page, 'Annonsen har kopierats');
  // The copy is a new draft, opened on its own page.
  const copyName = `Kopia av ${name}`;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copyName);
  await expect(status).toHaveText(/^Utkast$/);
  const copyId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(copyId).not.toBe(created.id);

  // Deleting asks first; cancelling keeps it.
  await chooseMoreAction(page, 'Ta bort');
  const dialog = page.getByRole('dialog', { name: 'Ta bort annonsen?' });
  await expect(dialog).toContainText(copyName);
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/positions/${copyId}$`));
  await chooseMoreAction(page, 'Ta bort');
  await dialog.getByRole('button', { name: 'Ta bort' }).click();
  await expectToast(page, 'Annonsen har tagits bort');
  await expect(page).toHaveURL(/\/admin\/positions$/);
  await expect(row(page, name)).toBeVisible();
  await expect(row(page, copyName)).toHaveCount(0);
  expect(await queryDb('select id from positions where id = $1', [copyId])).toHaveLength(0);

  await dispatchAs(request, DEMO.admin, 'delete_Position', { containerId: DEMO_AB, positionId: created.id });
});

test('the form builder by address: /admin/formbuilderedit, /admin/positions/copy/{id}, an unknown action', async ({
  page,
  request,
}) => {
  const name = `E2E-adress ${Date.now().toString(36)}`;
  const now = Math.floor(Date.now() / 1000);
  const created = await dispatchAs(request, DEMO.admin, 'create_Position', {
    containerId: DEMO_AB,
    name,
    location: 'Örebro',
    start: now - 30 * DAY,
    stop: now - 2 * DAY,
  });
  // An administrator: the right on a position is its own, and the company's administrators hold it.
  await signIn(page, DEMO.admin);

  // The old address of the ad builder opens the ad's form builder, not the ad editor.
  await page.goto(`/admin/formbuilderedit?id=${created.id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/positions/${created.id}/form$`));
  await expect(page.getByRole('link', { name: 'Formulär', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // copy: a new ad from the copy's fields, created on save; the original stays as it was.
  await page.goto(`/admin/positions/copy/${created.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kopiera annons');
  await expect(page.getByRole('textbox', { name: 'Namn på tjänsten' })).toHaveValue(`Kopia av ${name}`);
  await expect(page.getByRole('textbox', { name: 'Ort' })).toHaveValue('Örebro');
  await checkedScreenshot(page, 'position-copy');
  await page.getByRole('button', { name: 'Spara annons' }).click();
  await expectToast(page, 'Sparad');
  // A new ad: its own page.
  await expect(page).toHaveURL(/\/admin\/positions\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Kopia av ${name}`);
  const stored = await queryDb<{ id: number; name: string; location: string }>(
    'select id, name, location from positions where name like $1 order by id',
    [`%${name}`],
  );
  expect(stored.map(({ name, location }) => ({ name, location }))).toEqual([
    { name, location: 'Örebro' },
    { name: `Kopia av ${name}`, location: 'Örebro' },
  ]);

  // Any other action is the not-found screen.
  await page.goto(`/admin/positions/flytta/${created.id}`);
  await expect(page.getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();

  for (const { id } of stored)
    await dispatchAs(request, DEMO.admin, 'delete_Position', { containerId: DEMO_AB, positionId: id });
});

test('a reader sees the positions but no Skapa annons and no actions', async ({ page }) => {
  await signIn(page, DEMO.reader);
  await page.goto('/admin/positions');
  await expect(row(page, 'Kundtjänstmedarbetare')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Skapa annons' })).toHaveCount(0);
  await row(page, 'Kundtjänstmedarbetare').getByRole('link').click();
  await expect(page.getByTestId('position-status')).toHaveText('Öppen');
  await expect(page.getByText(/^Du har läsbehörighet: du kan se och exportera de sökande/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Fler åtgärder' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Redigera' })).toHaveCount(0);
});

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`positions screenshots at ${size} width`, async ({ page }) => {
    // Three pages with axe and full-page screenshots plus a dialog: more than one page's time budget.
    test.slow();
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.admin);
    for (const [name, at, ready] of [
      ['positions', '/admin/positions', page.getByText('Projektledare').filter({ visible: true })],
      ['position-detail', '/admin/positions/102', page.getByRole('region', { name: 'Sökande' })],
      ['position-internal', '/admin/positions/105/details', page.getByText('Intern länk', { exact: true })],
    ] as const) {
      await page.goto(at);
      await expect(ready).toBeVisible();
      await checkedScreenshot(page, `${size}-${name}`);
    }
    await page.goto('/admin/positions/102');
    await chooseMoreAction(page, 'Ta bort');
    await expect(page.getByRole('dialog')).toBeVisible();
    await saveScreenshot(page, `${size}-position-delete`);
  });
}
