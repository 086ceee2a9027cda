import { expect, test } from '../support/test.ts';
import { currentUser, login, openUserMenu, sidebar, unfoldSidebar } from '../support/app.ts';
import { DEMO } from '../support/env.ts';

test('a member of two companies picks one, then switches through the user menu', async ({
  page,
  request,
}) => {
  const { user } = await currentUser(request, DEMO.multi);
  expect(user.containers.length).toBeGreaterThan(1);
  const [first, second] = [...user.containers].sort((a, b) => a.id - b.id);
  if (!first || !second) throw new Error('multi ska ha två företag');
  const nameOf = (c: typeof first) => c.displayName || c.name;
  const roleLabel = { admin: 'Administratör', writer: 'Skribent', reader: 'Läsare' } as Record<
    string,
    string
  >;
  const roleOf = (c: typeof first) => {
    const ids = c.permissionIds;
    return ids.includes(1) ? 'admin' : ids.includes(2) ? 'writer' : 'reader';
  };
  // The picker's button is named by what it shows: the company and the role (and Valt on the current one).
  const pickerName = (c: typeof first) => `${nameOf(c)} ${roleLabel[roleOf(c)] ?? ''}`;

  await login(page, DEMO.multi);
  await expect(page).toHaveURL(/\/admin\/pick-container$/);
  await expect(page.getByRole('heading', { name: 'Välj företag' })).toBeVisible();
  await page.getByRole('button', { name: pickerName(first), exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('current-company')).toHaveText(nameOf(first));
  await expect(page.getByTestId('home-role')).toHaveText(roleLabel[roleOf(first)] ?? '');

  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Byt företag' }).click();
  await expect(page).toHaveURL(/\/admin\/pick-container$/);
  await page.getByRole('button', { name: pickerName(second), exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const header = page.getByRole('banner');
  await expect(header.getByTestId('current-company')).toHaveText(nameOf(second));
  await expect(page.getByTestId('home-company')).toHaveText(nameOf(second));
  await expect(page.getByTestId('home-role')).toHaveText(roleLabel[roleOf(second)] ?? '');

  // The role follows the company: the sidebar changes with it.
  await unfoldSidebar(page);
  const users = sidebar(page).getByRole('link', { name: 'Användare' });
  if (roleOf(second) === 'admin') await expect(users).not.toHaveAttribute('aria-disabled', 'true');
  else await expect(users).toHaveAttribute('aria-disabled', 'true');

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByTestId('current-company')).toHaveText(nameOf(second));
});
