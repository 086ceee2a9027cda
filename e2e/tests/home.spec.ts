import { expect, test, type Page } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { DEMO } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';

/** Today in Stockholm as YYYY-MM-DD (the browser runs in Europe/Stockholm). */
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());

const openPositions = (page: Page) => page.getByTestId('home-open-positions');

test('an administrator starts the day on /admin: open positions, both charts and their tables, axe-clean', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  const card = openPositions(page);
  await expect(card.getByRole('heading', { name: 'Öppna tjänster' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Skapa annons' })).toHaveAttribute(
    'href',
    '/admin/positions/new',
  );
  const first = card.getByRole('listitem').first();
  await expect(first.getByText(/\d+ sökande/)).toBeVisible();

  const perDay = page.getByTestId('home-chart-per-day');
  const byStatus = page.getByTestId('home-chart-by-status');
  await expect(perDay.getByRole('img', { name: /de senaste 31 dagarna/ })).toBeVisible();
  await expect(byStatus.getByRole('img', { name: /^\d+ sökande: Ej behandlad \d+, / })).toBeVisible();
  await expectNoAxeViolations(page);

  await perDay.getByRole('button', { name: 'Visa som tabell' }).click();
  const days = perDay.getByRole('table', { name: 'Ansökningar per dag' });
  await expect(days.getByRole('row')).toHaveCount(32);
  await expect(days.getByRole('rowheader').last()).toHaveText(today());
  await byStatus.getByRole('button', { name: 'Visa som tabell' }).click();
  await expect(
    byStatus.getByRole('table', { name: 'Sökande per status' }).getByRole('rowheader').first(),
  ).toHaveText('Ej behandlad');
  await expectNoAxeViolations(page);

  // The keyboard reaches a position from the list.
  const name = (await first.getByRole('link').textContent())!;
  await first.getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/positions\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a reader sees the same overview without Skapa annons', async ({ page }) => {
  await signIn(page, DEMO.reader);
  const card = openPositions(page);
  await expect(card.getByRole('listitem').first()).toBeVisible();
  await expect(card.getByRole('link', { name: 'Visa alla tjänster' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Skapa annons' })).toHaveCount(0);
  await expect(page.getByTestId('home-chart-per-day').getByRole('img')).toBeVisible();
  await expectNoAxeViolations(page);
});
