import { expect, test, type Page } from '../support/test.ts';
import type { PublicContainer, PublicPositionList } from '@rekry/domain';
import { queryDb } from '../support/db.ts';
import { serverUrl } from '../support/env.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectFits } from '../support/screenshots.ts';

/**
 * Browsing the public career site against the real server and its demo data: the portal list, a
 * position's page (open, closed, archived, internal), a company's branded page by ?company= and by host,
 * the phone layout, and axe-core on the main pages.
 */
const site = (path = '/', host = 'jobb.localhost') => `${serverUrl(host)}${path}`;

const LAGER = 'Lagermedarbetare till vårt lager i Västerås';
const INTERNAL_GUID = '7f0c2b9e-3c1d-4c8a-9a57-2f4d7f1e8a10';

async function idOf(name: string): Promise<number> {
  const rows = await queryDb<{ id: number }>('select id from positions where name = $1', [name]);
  expect(rows, `demo position "${name}"`).toHaveLength(1);
  return rows[0]!.id;
}

test('the portal lists open positions of several companies; one opens with its ad and apply link', async ({
  page,
  request,
}) => {
  const api = (await (await request.get('/api/public/positions?take=100')).json()) as PublicPositionList;
  const companies = [...new Set(api.items.map((p) => p.containerName))];
  expect(companies.length).toBeGreaterThanOrEqual(2);

  await page.goto(site('/'));
  await expect(page.getByRole('navigation', { name: 'Meny' })).toBeVisible();
  await expect(page.getByRole('heading', { name: LAGER })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kundtjänstmedarbetare' })).toBeVisible();
  for (const company of companies)
    await expect(page.getByRole('listitem').getByText(company).first()).toBeVisible();
  // Only open, public positions are listed.
  for (const hidden of ['Ekonomiassistent', 'Projektledare', 'Teamledare lager (intern)']) {
    await expect(page.getByRole('heading', { name: hidden, exact: true })).toHaveCount(0);
  }

  await page.getByRole('link', { name: `Läs mer och ansök: ${LAGER}` }).click();
  await expect(page).toHaveURL(/\/\d+_lagermedarbetare-till-vart-lager-i-vasteras$/);
  await expect(page.getByRole('heading', { level: 1, name: LAGER })).toBeVisible();
  await expect(page.getByRole('article')).not.toBeEmpty();
  await expect(page.getByText('Öppen', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${LAGER} · Rekry`);
  const apply = page.getByRole('link', { name: 'Sök tjänsten' });
  await expect(apply).toHaveAttribute('href', /\/\d+_lagermedarbetare-till-vart-lager-i-vasteras\/apply$/);
  await apply.click();
  await expect(page).toHaveURL(/\/apply$/);
  await expect(page.getByRole('heading', { level: 1, name: LAGER })).toBeVisible();
});

test('a closed or archived position says so by its address and offers no apply button', async ({ page }) => {
  const closed = await idOf('Ekonomiassistent');
  await page.goto(site(`/${closed}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Ekonomiassistent' })).toBeVisible();
  await expect(page.getByText('Tjänsten är stängd för ansökningar')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sök tjänsten' })).toHaveCount(0);

  const archived = await idOf('Projektledare');
  await page.goto(site(`/positions/${archived}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Projektledare' })).toBeVisible();
  await expect(page.getByText('Tjänsten är arkiverad')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sök tjänsten' })).toHaveCount(0);

  await page.goto(site('/999999_finns-inte'));
  await expect(page.getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
});

test('an internal position opens by its guid only', async ({ page }) => {
  for (const prefix of ['internal', 'internal-positions']) {
    await page.goto(site(`/${prefix}/${INTERNAL_GUID}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Teamledare lager (intern)' })).toBeVisible();
    await expect(page.getByText('Intern tjänst')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sök tjänsten' })).toHaveAttribute(
      'href',
      `/${prefix}/${INTERNAL_GUID}/apply`,
    );
  }
  const id = await idOf('Teamledare lager (intern)');
  await page.goto(site(`/${id}`));
  await expect(page.getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
});

test('?company=demo shows Demo AB’s branded page with the real count, and links keep it', async ({
  page,
}) => {
  await page.goto(site('/?company=demo'));
  await expect(page.getByRole('heading', { level: 1, name: 'Jobba hos Demo AB' })).toBeVisible();
  // Other journeys open ads in Demo AB meanwhile, so the count is held against the list drawn with it.
  const heading = page.getByRole('heading', { name: /^Just nu har vi \d+ lediga? tjänst(er)?$/ });
  const total = Number((await heading.textContent())!.match(/\d+/)![0]);
  expect(total).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('link', { name: /^Läs mer och ansök/ })).toHaveCount(total);
  await expect(page.getByRole('navigation', { name: 'Meny' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText('I samarbete med Rekry E2E');

  // A plain link keeps the company (remembered for the session): still branded, still no navbar.
  await page.getByRole('link', { name: `Läs mer och ansök: ${LAGER}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: LAGER })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Meny' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText('I samarbete med');
});

test('the host jobb.demo.localhost opens Demo AB’s page', async ({ page }) => {
  await page.goto(site('/', 'jobb.demo.localhost'));
  await expect(page.getByRole('heading', { level: 1, name: 'Jobba hos Demo AB' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Meny' })).toHaveCount(0);
});

test('Norrland’s page uses its theme colour on the buttons', async ({ page, request }) => {
  const company = (await (await request.get('/api/public/containers/norrland')).json()) as PublicContainer;
  expect(company.id).toBeGreaterThan(0);
  const hex = company.theme.button.backgroundColor.replace('#', '');
  expect(hex.toLowerCase()).not.toBe('2522ba');
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

  await page.goto(site('/?company=norrland'));
  const name = company.fields.DisplayName.data || company.name;
  await expect(page.getByRole('heading', { level: 1, name: `Jobba hos ${name}` })).toBeVisible();
  const button = page.getByRole('link', { name: /^Läs mer och ansök/ }).first();
  await expect(button).toHaveCSS('background-color', `rgb(${r}, ${g}, ${b})`);
});

test('on a phone the portal has a menu toggle and fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(site('/'));
  await expect(page.getByRole('heading', { name: LAGER })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Öppna menyn' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.locator('#public-mobile-menu').getByRole('link', { name: 'Sök jobb' })).toBeVisible();
  await page.locator('#public-mobile-menu').getByRole('link', { name: 'Lediga tjänster' }).click();
  await expect(page.locator('#public-mobile-menu')).toHaveCount(0);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  await page.getByRole('link', { name: `Läs mer och ansök: ${LAGER}` }).click();
  await expect(page.getByRole('link', { name: 'Sök tjänsten' })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});

test('on a phone a job seeker searches by word and town, reloads and shares the address, and clears it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(site('/'));
  await page.getByRole('button', { name: 'Öppna menyn' }).click();
  await page.locator('#public-mobile-menu').getByRole('link', { name: 'Sök jobb' }).click();
  const field = page.getByRole('searchbox', { name: 'Sök lediga tjänster' });
  await expect(field).toBeFocused();
  // The definite form finds the base form, here in another company's ad too.
  await page.keyboard.type('lagret');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/positions\?q=lagret$/);
  await expect(page.getByRole('heading', { name: 'Sökresultat' })).toBeVisible();
  await expect(page.getByRole('heading', { name: LAGER })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trainee inom lager och logistik' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kundtjänstmedarbetare' })).toHaveCount(0);
  await expect(page).toHaveTitle(/^lagret – Lediga tjänster/);

  await page.getByRole('combobox', { name: 'Ort' }).selectOption('Västerås');
  await expect(page).toHaveURL(/\?q=lagret&ort=V%C3%A4ster%C3%A5s$/);
  await expect(page.getByText('1 träff', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trainee inom lager och logistik' })).toHaveCount(0);
  await expectFits(page, 'careers-search-390');
  await expectNoAxeViolations(page);

  // The address is the search: loaded afresh (as a shared link would be) it is the same page.
  await page.goto(site('/positions?q=LAGRET&ort=vasteras'));
  await expect(field).toHaveValue('LAGRET');
  await expect(page.getByRole('heading', { name: LAGER })).toBeVisible();

  await field.fill('kvantfysiker');
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: 'Inga tjänster matchar din sökning' })).toBeVisible();
  await page.getByRole('link', { name: 'Rensa sökningen' }).click();
  await expect(page).toHaveURL(/\/positions$/);
  await expect(field).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Kundtjänstmedarbetare' })).toBeVisible();
  // Back is the search before.
  await page.goBack();
  await expect(field).toHaveValue('kvantfysiker');
});

test('a misspelt word still finds the job: "trukförare" finds the truck driver, with "Menade du Truckförare?"', async ({
  page,
}) => {
  await page.goto(site('/'));
  const field = page.getByRole('searchbox', { name: 'Sök lediga tjänster' });
  await field.fill('trukförare');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/\?q=trukf%C3%B6rare$/);
  await expect(page.getByRole('heading', { name: 'Truckförare i Umeå' })).toBeVisible();
  await expect(page.getByText('1 träff', { exact: true })).toBeVisible();
  const suggestion = page.getByRole('link', { name: 'Truckförare', exact: true });
  await expect(page.getByText(/^Menade du Truckförare\?$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The suggestion is a search of its own: the ads' word, found as written.
  await suggestion.click();
  await expect(page).toHaveURL(/\/\?q=Truckf%C3%B6rare$/);
  await expect(field).toHaveValue('Truckförare');
  await expect(page.getByRole('heading', { name: 'Truckförare i Umeå' })).toBeVisible();
  await expect(page.getByText(/^Menade du/)).toHaveCount(0);

  // Drawn on the server from the address alike: a misspelt town finds Västerås's ads.
  await page.goto(site('/positions?q=V%C3%A4steraas'));
  await expect(page.getByRole('heading', { name: LAGER })).toBeVisible();
  await expect(page.getByText(/^Menade du Västerås\?$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Västerås', exact: true })).toHaveAttribute(
    'href',
    '/positions?q=V%C3%A4ster%C3%A5s',
  );
});

// One test per page: axe takes seconds per page on a loaded machine, and each gets its own time budget.
// The portal list is checked searched, in the journey above.
const axePages: { name: string; path: () => Promise<string>; ready: (page: Page) => Promise<void> }[] = [
  ...['demo', 'norrland'].map((company) => ({
    name: `${company}'s company page`,
    path: async () => `/?company=${company}`,
    ready: (page: Page) =>
      expect(page.getByRole('link', { name: /^Läs mer och ansök/ }).first()).toBeVisible(),
  })),
  {
    name: 'an open position',
    path: async () => `/${await idOf(LAGER)}?company=`,
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: LAGER })).toBeVisible(),
  },
  {
    name: 'a closed position',
    path: async () => `/${await idOf('Ekonomiassistent')}?company=`,
    ready: (page) => expect(page.getByText('Tjänsten är stängd för ansökningar')).toBeVisible(),
  },
];

for (const { name, path, ready } of axePages) {
  test(`axe-core finds no violations on ${name}`, async ({ page }) => {
    await page.goto(site(await path()));
    await ready(page);
    await expectNoAxeViolations(page);
  });
}
