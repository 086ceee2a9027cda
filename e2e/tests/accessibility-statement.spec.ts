import { expect, test } from '../support/test.ts';
import { sidebar } from '../support/app.ts';
import { DEMO, serverUrl } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { checkedScreenshot, SIZES } from '../support/screenshots.ts';

const site = (path = '/', host = 'jobb.localhost') => `${serverUrl(host)}${path}`;

test('the superuser adds a known gap; a company page’s foot leads to the statement showing it', async ({
  page,
}) => {
  test.slow();
  const gap = `Kartor i annonser ${Date.now()}`;
  await signIn(page, DEMO.superuser);
  await sidebar(page).getByRole('link', { name: 'Tillgänglighetsredogörelse', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/accessibility$/);
  await expect(page.getByRole('combobox', { name: 'Efterlevnad' })).toHaveValue('partial');

  await page.getByRole('button', { name: 'Lägg till brist' }).click();
  const added = page
    .getByRole('group')
    .filter({ has: page.getByRole('textbox', { name: 'Förklaring' }) })
    .last();
  await added.getByRole('textbox', { name: 'Vad som inte är tillgängligt' }).fill(gap);
  await added.getByRole('combobox', { name: 'Varför' }).selectOption('outOfScope');
  await added.getByRole('textbox', { name: 'Förklaring' }).fill('Kartor omfattas inte av lagen.');
  await page.getByRole('button', { name: 'Spara redogörelsen' }).click();
  await expect(page.getByText('Redogörelsen är sparad')).toBeVisible();
  await checkedScreenshot(page, 'accessibility-statement-editor-desktop');

  // A phone on Demo AB's career page: its foot leads to the operator's statement, now with the gap.
  await page.setViewportSize(SIZES.phone);
  await page.goto(site('/', 'jobb.demo.localhost'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Tillgänglighetsredogörelse' }).click();
  await expect(page).toHaveURL(/\/tillganglighet$/);
  const statement = page.getByRole('main');
  await expect(
    statement.getByRole('heading', { level: 1, name: /^Tillgänglighetsredogörelse för / }),
  ).toBeVisible();
  for (const part of [
    'Hur tillgänglig är webbplatsen?',
    'Vad kan du göra om du inte kan använda delar av webbplatsen?',
    'Rapportera brister i webbplatsens tillgänglighet',
    'Tillsyn',
    'Teknisk information om webbplatsens tillgänglighet',
    'Innehåll som inte är tillgängligt',
    'Hur vi testat webbplatsen',
  ])
    await expect(statement.getByRole('heading', { level: 2, name: part })).toBeVisible();
  await expect(statement.getByText(gap)).toBeVisible();
  await expect(
    statement.getByRole('heading', { level: 3, name: 'Innehåll som inte omfattas av lagstiftningen' }),
  ).toBeVisible();
  await expect(
    statement.getByRole('link', { name: 'Anmäl till Myndigheten för digital förvaltning' }),
  ).toHaveAttribute('href', 'https://www.digg.se/tdosanmalan');
  await expect(statement.getByRole('link', { name: 'tillganglighet@rekry.test' }).first()).toHaveAttribute(
    'href',
    'mailto:tillganglighet@rekry.test',
  );
  await checkedScreenshot(page, 'accessibility-statement-phone');

  // Rendered by the server as well (a fresh load), and whole at 320 px.
  await page.setViewportSize({ width: 320, height: 700 });
  await page.reload();
  await expect(page.getByRole('main').getByText(gap)).toBeVisible();
  await checkedScreenshot(page, 'accessibility-statement-narrow');

  // The portal's foot leads there too.
  await page.goto(site('/'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Tillgänglighetsredogörelse' }).click();
  await expect(page.getByRole('main').getByText(gap)).toBeVisible();
});
