import { expect, test } from '../support/test.ts';
import { addApplicant, dispatchAs, expectToast } from '../support/app.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { queryDb } from '../support/db.ts';
import { DEMO } from '../support/env.ts';
import { checkedScreenshot, expectFits, saveScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/sessions.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

test('a writer tags on the board card, filters the list by the tag, tags two more at once and renames the tag', async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const tag = `Truckkort ${stamp}`;
  const renamed = `Truckkort A ${stamp}`;
  // A position of the journey's own, with three applicants nobody else touches.
  const [demoPosition] = await queryDb<{ form: unknown }>('SELECT form FROM positions WHERE id = 101');
  const position = await dispatchAs(request, DEMO.writer, 'create_Position', {
    containerId: 1,
    form: demoPosition!.form,
    name: `Taggar ${stamp}`,
  });
  const ids: Record<string, number> = {};
  for (const first of ['Anna', 'Bertil', 'Cecilia']) {
    const applicant = await addApplicant(
      request,
      { positionId: position.id },
      { firstname: first, surname: 'Taggsson', mailbox: `tagg-${first.toLowerCase()}` },
    );
    ids[first] = applicant.id;
  }

  // On the board: the card's tag button, a new tag made in the picker and put on Anna at once.
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.writer, `/admin/positions/${position.id}`);
  await page.getByRole('button', { name: 'Tavla' }).click();
  const board = page.getByRole('region', { name: 'Tavla med sökande per status' });
  const card = (id: number) => board.locator(`li[data-card="${id}"]`);
  await card(ids.Anna!).getByRole('button', { name: 'Taggar för Anna Taggsson' }).click();
  const picker = page.getByRole('dialog', { name: 'Taggar för Anna Taggsson' });
  await picker.getByLabel('Ny tagg').fill(tag);
  await picker.getByRole('button', { name: `Skapa tagg ”${tag}”` }).click();
  await expectToast(page, 'Taggarna sparade');
  await expect(picker.getByRole('checkbox', { name: tag })).toBeChecked();
  await saveScreenshot(page, 'tags-picker');
  await expectNoAxeViolations(page);
  await picker.getByRole('button', { name: 'Klar', exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(card(ids.Anna!).getByRole('list', { name: 'Taggar' })).toHaveText(tag);
  await checkedScreenshot(page, 'tags-board');

  // The list, filtered by the tag: Anna alone.
  await page.getByRole('button', { name: 'Lista' }).click();
  const rows = page.locator('table').getByRole('link');
  await expect(rows).toHaveCount(3);
  const filters = page.getByRole('group', { name: 'Filter' });
  await filters.getByLabel('Taggar').selectOption({ label: tag });
  await expect(rows).toHaveText(['Anna Taggsson']);
  await expect(
    page.locator('tr', { hasText: 'Anna Taggsson' }).getByRole('list', { name: 'Taggar' }),
  ).toHaveText(tag);
  await checkedScreenshot(page, 'tags-list-filtered');

  // Bulk: Bertil and Cecilia get the tag in one go, from the selection bar.
  await page.getByRole('button', { name: 'Återställ filter' }).click();
  await expect(rows).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Markera Bertil Taggsson' }).check();
  await page.getByRole('checkbox', { name: 'Markera Cecilia Taggsson' }).check();
  await page.getByRole('button', { name: 'Tagga' }).click();
  const bulk = page.getByRole('dialog', { name: 'Tagga sökande' });
  await expect(bulk).toContainText('2 valda sökande');
  await bulk.getByLabel('Tagg', { exact: true }).selectOption({ label: tag });
  await saveScreenshot(page, 'tags-bulk');
  await expectNoAxeViolations(page);
  await bulk.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, `${tag} lades till på 2 sökande`);
  await filters.getByLabel('Taggar').selectOption({ label: tag });
  await expect(rows).toHaveCount(3);
  const tagged = await queryDb<{ n: number }>(
    `SELECT count(*)::int AS n FROM application_tags at JOIN tags t ON t.id = at.tag_id
     WHERE t.name = $1 AND at.application_id = ANY($2)`,
    [tag, Object.values(ids)],
  );
  expect(tagged[0]?.n).toBe(3);

  // The list links to the settings screen, where the tag is renamed; the applicants keep it.
  await page
    .getByRole('region', { name: 'Sökande' })
    .getByRole('link', { name: 'Statusar och taggar' })
    .click();
  await expect(page.getByRole('heading', { name: 'Statusar och taggar', level: 1 })).toBeVisible();
  const tagList = page.getByRole('table', { name: 'Taggar' });
  await expect(tagList.locator('tr', { hasText: tag })).toContainText('3');
  await tagList.getByRole('link', { name: tag, exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Byt namn på taggen' });
  await editor.getByLabel('Namn').fill(renamed);
  await editor.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Taggen sparad');
  await expect(tagList.getByRole('link', { name: renamed, exact: true })).toBeVisible();
  await checkedScreenshot(page, 'tags-settings');
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('list', { name: 'Taggar' }).getByText(renamed, { exact: true })).toBeVisible();
  await checkedScreenshot(page, 'tags-settings-phone');
  await page.setViewportSize({ width: 320, height: 700 });
  await expectFits(page, 'tags-settings-320');

  // On the applicant's page the tag shows by its new name.
  await page.setViewportSize(PHONE);
  await page.goto(`/admin/positions/${position.id}/applicants/${ids.Anna}`);
  await expect(page.getByRole('list', { name: 'Taggar' })).toHaveText(renamed);
  await checkedScreenshot(page, 'tags-applicant-phone');
  await page.goto(`/admin/positions/${position.id}`);
  await expect(page.getByRole('list', { name: 'Taggar' }).first()).toBeVisible();
  await checkedScreenshot(page, 'tags-list-phone');
});
