import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test.ts';
import { createStaffMember, expectToast, login, sidebar, uniqueEmail } from '../support/app.ts';
import { queryDb } from '../support/db.ts';
import { DEMO } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { checkedScreenshot, SIZES } from '../support/screenshots.ts';

test('an administrator sees their own sign-in, filters by kind and exports the log as CSV', async ({
  page,
  request,
}) => {
  test.slow();
  // A sign-in of the journey's own: a new administrator of Demo AB signs in through the login screen, and
  // the person filter keeps other journeys' sign-ins out of the rows checked.
  const email = uniqueEmail('events-admin');
  const password = 'händelse-lösenord-123';
  await createStaffMember(request, {
    email,
    password,
    firstname: 'Eva',
    lastname: 'Loggson',
    permissionIds: [1],
  });
  await login(page, email, password);
  await sidebar(page).getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  // The chart over the list counts the last 14 days' sign-ins, this one included.
  await expect(page.getByTestId('events-sign-ins-chart')).toContainText(
    /[1-9]\d* inloggningar? och \d+ misslyckade? de senaste 14 dagarna/,
  );

  // The sign-in just made is the person's newest of its kind, with their name and address.
  const table = page.getByRole('table');
  await page.getByLabel('Person').fill(email);
  await page.getByLabel('Typ').selectOption({ label: 'Inloggning' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText('Eva Loggson');
  await expect(firstRow).toContainText('Loggade in');
  await expect(firstRow).toContainText(/127\.0\.0\.1|::1|::ffff:127\.0\.0\.1/);
  // No other company's entries: only Demo AB's appear, so there is no company column.
  await expect(table.getByRole('columnheader', { name: 'Företag' })).toHaveCount(0);

  // Filtered by kind alone: every badge says Export.
  await page.getByRole('button', { name: 'Rensa filter' }).click();
  await expect(page.getByLabel('Person')).toHaveValue('');
  await page.getByLabel('Typ').selectOption({ label: 'Export' });
  const kinds = table.getByRole('row').locator('td:nth-child(3)');
  await expect(kinds.first()).toHaveText('Export');
  for (const text of await kinds.allTextContents()) expect(text).toBe('Export');

  const download = page.waitForEvent('download');
  const toast = expectToast(page, 'Exporterade');
  await page.getByRole('button', { name: 'Exportera CSV', exact: true }).click();
  const file = await download;
  await toast;
  expect(file.suggestedFilename()).toMatch(/^handelser-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv).toContain('Tid;Företag;Person;E-post;Typ;Händelse;Adress');
  expect(csv).not.toContain('Loggade in');

  // The export is itself in the log.
  await expect(table.getByText(/Exporterade händelseloggen/).first()).toBeVisible();
  const [recorded] = await queryDb<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_events WHERE kind = 'export' AND actor_email = $1 AND data->>'export' = 'events'`,
    [email],
  );
  expect(recorded!.n).toBe(1);
});

test('the superuser sees the entries of every company and can pick one', async ({ page }) => {
  await signIn(page, DEMO.superuser);
  await page.goto('/admin/events');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Företag' })).toBeVisible();
  const companies = table.getByRole('row').locator('td:nth-child(3)');
  // Other journeys' entries fill the first page, so Norrland's are looked for through its filter.
  await expect(companies.filter({ hasText: 'Demo AB' }).first()).toBeVisible();
  await expect(companies.filter({ hasText: 'Plattformen' }).first()).toBeVisible();

  await page.getByLabel('Företag').selectOption({ label: 'Norrland Bemanning AB' });
  await expect(table.getByRole('columnheader', { name: 'Företag' })).toHaveCount(0);
  await expect(table.getByText('Maja Flerbolag').first()).toBeVisible();
  await expect(table.getByText('Anna Administratör')).toHaveCount(0);
});

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: SIZES.phone } as const;

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`the events screen passes axe and looks right on a ${size}`, async ({ page, browser }) => {
    // Three screens, each checked by axe and drawn, in two browsers: over a minute on a busy two-core machine.
    test.slow();
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.admin);
    await page.goto('/admin/events');
    await expect(page.getByText('Loggade in').first()).toBeVisible();
    await checkedScreenshot(page, `events-admin-${size}`);
    await page.getByLabel('Person').fill('ingen-sadan-person');
    await expect(page.getByText('Inga händelser matchar filtret')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rensa filter', exact: true })).toBeVisible();
    await checkedScreenshot(page, `events-empty-${size}`);

    const context = await browser.newContext({ viewport });
    const odin = await context.newPage();
    await signIn(odin, DEMO.superuser);
    await odin.goto('/admin/events');
    // The platform's own entries are the superuser's alone (their sign-in just now is the newest).
    await expect(odin.locator('td, li').filter({ hasText: 'Plattformen' }).first()).toBeVisible();
    await checkedScreenshot(odin, `events-superuser-${size}`);
    await context.close();
  });
}
