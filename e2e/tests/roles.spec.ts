import { expect, test } from '../support/test.ts';
import { createPositionButton, sidebar, unfoldSidebar } from '../support/app.ts';
import { DEMO, DEMO_PASSWORD } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { SIDEBAR_LINKS } from '../../apps/web/test/sidebar-links.ts';

const { general: GENERAL, settings: SETTINGS, admin: ADMIN, superuser: SUPERUSER } = SIDEBAR_LINKS;

interface Case {
  who: string;
  email: string;
  role: string;
  enabled: string[];
  disabled: string[];
  warnings: string[];
  superuserCategory: boolean;
  canCreate: boolean;
}

const CASES: Case[] = [
  {
    who: 'superuser',
    email: DEMO.superuser,
    role: 'Superanvändare',
    enabled: [...GENERAL, ...SETTINGS, ...ADMIN, ...SUPERUSER],
    disabled: [],
    warnings: [],
    superuserCategory: true,
    canCreate: true,
  },
  {
    who: 'administrator',
    email: DEMO.admin,
    role: 'Administratör',
    enabled: [...GENERAL, ...SETTINGS, ...ADMIN],
    disabled: [],
    warnings: [],
    superuserCategory: false,
    canCreate: true,
  },
  {
    who: 'writer',
    email: DEMO.writer,
    role: 'Skribent',
    enabled: [...GENERAL, ...SETTINGS],
    disabled: ADMIN,
    warnings: ['Admin'],
    superuserCategory: false,
    canCreate: true,
  },
  {
    who: 'reader',
    email: DEMO.reader,
    role: 'Läsare',
    enabled: GENERAL.filter((name) => name !== 'Rapporter'),
    // Rapporter is a writer's: greyed in the open Allmänt.
    disabled: ['Rapporter', ...SETTINGS, ...ADMIN],
    warnings: ['Inställningar', 'Admin'],
    superuserCategory: false,
    canCreate: false,
  },
];

for (const c of CASES) {
  test(`${c.who} sees exactly the sidebar entries the role allows`, async ({ page }) => {
    await signIn(page, c.email);
    const picker = page.getByRole('heading', { name: 'Välj företag' });
    await expect(page.getByTestId('home-role').or(picker)).toBeVisible();
    if (await picker.isVisible()) {
      await page.getByRole('button', { name: /^Demo AB / }).click();
      await page.waitForURL('**/admin');
    }
    await expect(page.getByTestId('home-role')).toHaveText(c.role);

    const nav = sidebar(page);
    for (const name of c.enabled) {
      const entry = nav.getByRole('link', { name, exact: true });
      await expect(entry, `${name} ska vara aktiv`).toBeVisible();
      await expect(entry).not.toHaveAttribute('aria-disabled', 'true');
      await expect(entry).toHaveAttribute('href', /^\/admin/);
    }
    // A category without access is folded: its entries show once it is opened.
    for (const name of c.disabled.filter((n) => !GENERAL.includes(n)))
      await expect(nav.getByRole('link', { name, exact: true })).toBeHidden();
    await unfoldSidebar(page);
    for (const name of c.disabled) {
      const entry = nav.getByRole('link', { name, exact: true });
      await expect(entry, `${name} ska vara gråad`).toHaveAttribute('aria-disabled', 'true');
      await expect(entry).not.toHaveAttribute('href');
    }
    await expect(nav.getByRole('link')).toHaveCount(c.enabled.length + c.disabled.length);

    const headings = nav.getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(c.superuserCategory ? 4 : 3);
    await expect(nav.getByRole('heading', { name: /^Superuser/ })).toHaveCount(c.superuserCategory ? 1 : 0);
    for (const category of ['Allmänt', 'Inställningar', 'Admin', 'Superuser']) {
      const heading = nav.getByRole('heading', { name: new RegExp(`^${category}`) });
      if (!c.superuserCategory && category === 'Superuser') continue;
      const warning = heading.locator('[title]');
      await expect(warning, `varning på ${category}`).toHaveCount(c.warnings.includes(category) ? 1 : 0);
    }

    const create = createPositionButton(page);
    if (c.canCreate) {
      await expect(create).toBeEnabled();
      await create.click();
      await expect(page).toHaveURL(/\/admin\/positions\/new$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Skapa annons' })).toBeVisible();
    } else {
      await expect(create).toBeDisabled();
    }
  });
}

test('a greyed entry cannot be followed', async ({ page }) => {
  await signIn(page, DEMO.reader);
  await unfoldSidebar(page);
  const users = sidebar(page).getByRole('link', { name: 'Användare' });
  await users.click({ force: true });
  await expect(page).toHaveURL(/\/admin$/);
});

test('a reader who opens /admin/users lands on /admin/access-denied', async ({ page }) => {
  await signIn(page, DEMO.reader);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/access-denied$/);
  await expect(page.getByText('Du har inte behörighet till sidan')).toBeVisible();
  await page.goto('/admin/templates/email');
  await expect(page).toHaveURL(/\/admin\/access-denied$/);
});

test('a writer reaches template pages but not admin or superuser pages', async ({ page }) => {
  await signIn(page, DEMO.writer);
  await page.goto('/admin/templates/email');
  await expect(page.getByRole('heading', { level: 1, name: 'E-postmallar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ny e-postmall' })).toBeVisible();
  await page.goto('/admin/gdpr');
  await expect(page).toHaveURL(/\/admin\/access-denied$/);
  await page.goto('/admin/generate-data');
  await expect(page).toHaveURL(/\/admin\/access-denied$/);
});

test('without a login every admin page leads to /login', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
});

test('a registered candidate (no company) gets their own pages, never the staff admin', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-postadress').fill(DEMO.candidate);
  await page.getByLabel('Lösenord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/admin\/recruit$/);
  await expect(page.getByRole('navigation', { name: 'Mina sidor-meny' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toHaveCount(0);
  for (const staffPath of ['/admin', '/admin/users', '/admin/positions/101']) {
    await page.goto(staffPath);
    await expect(page).toHaveURL(/\/admin\/recruit$/);
  }
});

test('a wrong password shows the server message and no session', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-postadress').fill(DEMO.reader);
  await page.getByLabel('Lösenord', { exact: true }).fill('fel-lösenord-123');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Fel e-postadress eller lösenord');
  expect(await page.evaluate(() => localStorage.getItem('rekry.token'))).toBeNull();
});
