import { expect, test } from '../support/test.ts';
import { dispatchAs, expectToast, sidebar } from '../support/app.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { queryDb } from '../support/db.ts';
import { DEMO } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { SIZES } from '../support/screenshots.ts';

test('a superuser writes a post through its preview; a reader reads it on /admin/news and on Home', async ({
  page,
  browser,
}) => {
  test.slow();
  const title = `Nytt i Rekry ${Date.now()}`;
  await signIn(page, DEMO.superuser);
  await sidebar(page).getByRole('link', { name: 'Skriv nyhet', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/create-news$/);

  // Nothing written: the fields say what is missing and nothing is sent.
  await page.getByRole('button', { name: 'Förhandsgranska' }).click();
  await expect(page.getByText('Ange en rubrik')).toBeVisible();
  await expect(page.getByText('Skriv nyhetens text')).toBeVisible();

  await page.getByRole('textbox', { name: 'Rubrik' }).fill(title);
  const body = page.getByRole('textbox', { name: 'Text' });
  await body.click();
  await page.keyboard.type('Nu kan ni ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('publicera nyheter');
  await page.getByRole('button', { name: 'Förhandsgranska' }).click();
  await expect(page).toHaveURL(/\/admin\/create-news\/details$/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.locator('article strong')).toHaveText('publicera nyheter');

  await page.getByRole('button', { name: 'Publicera' }).click();
  await expectToast(page, 'Sparad');
  await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const [stored] = await queryDb<{ body: string; author: string }>(
    'SELECT n.body, u.email AS author FROM news_posts n JOIN users u ON u.id = n.author_id WHERE n.id = $1',
    [id],
  );
  expect(stored).toEqual({
    body: '<p>Nu kan ni <strong>publicera nyheter</strong></p>',
    author: DEMO.superuser,
  });

  // A reader: the list, the post, and Home's newest posts.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await signIn(reader, DEMO.reader);
  await expect(reader.getByTestId('home-news').getByRole('link', { name: title })).toBeVisible();
  await sidebar(reader).getByRole('link', { name: 'Nyheter', exact: true }).click();
  await expect(reader).toHaveURL(/\/admin\/news$/);
  await expect(reader.getByRole('link', { name: 'Skriv nyhet' })).toHaveCount(0);
  await reader.getByRole('row').getByRole('link', { name: title }).click();
  await expect(reader).toHaveURL(new RegExp(`/admin/news/${id}$`));
  await expect(reader.locator('article strong')).toHaveText('publicera nyheter');
  await expect(reader.getByRole('button', { name: 'Ta bort' })).toHaveCount(0);
  await reader.goto(`/admin/news/${id}/edit`);
  await expect(reader).toHaveURL(/\/admin\/access-denied$/);
  await readerContext.close();

  // The superuser deletes it after confirming.
  await page.getByRole('button', { name: 'Ta bort' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ta bort nyheten?' });
  await confirm.getByRole('button', { name: 'Ta bort' }).click();
  await expectToast(page, 'Nyheten borttagen');
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  expect(await queryDb('SELECT id FROM news_posts WHERE id = $1', [id])).toEqual([]);
});

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`the news screens pass axe on a ${size}`, async ({ page, request }) => {
    test.slow();
    const post = await dispatchAs(request, DEMO.superuser, 'create_BlogPost', {
      title: `Axe ${size} ${Date.now()}`,
      body: '<h2>Rubrik</h2><p>Text med <a href="https://example.se">länk</a>.</p><ul><li>Punkt</li></ul>',
    });
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.superuser);
    await page.goto('/admin/news');
    await expect(page.getByRole('link', { name: post.title }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/admin/news/${post.id}`);
    await expect(page.getByRole('heading', { level: 2, name: post.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/admin/news/${post.id}/edit`);
    await expect(page.getByRole('textbox', { name: 'Rubrik' })).toHaveValue(post.title);
    await expectNoAxeViolations(page);
    await page.goto('/admin/create-news');
    await page.getByRole('textbox', { name: 'Rubrik' }).fill('Förhandsgranskning');
    await page.getByRole('textbox', { name: 'Text' }).click();
    await page.keyboard.type('Ett utkast');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Förhandsgranska' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Förhandsgranskning' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/admin');
    await expect(page.getByTestId('home-news').getByRole('link', { name: post.title })).toBeVisible();
    await expectNoAxeViolations(page, '[data-testid="home-news"]');
    await dispatchAs(request, DEMO.superuser, 'delete_BlogPost', { id: post.id });
  });
}
