import { expect, test, type Locator } from '../support/test.ts';
import { addApplicant } from '../support/app.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { DEMO } from '../support/env.ts';
import { expectFits } from '../support/screenshots.ts';
import { signIn } from '../support/sessions.ts';

const POSITION = 101; // 'Lagermedarbetare …' of Demo AB.

test('a reader searches by keyboard to an applicant: Ctrl+K, letters without åäö, arrows and Enter', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const created = await addApplicant(
    request,
    { positionId: POSITION },
    { firstname: 'Örjan', surname: `Åström${stamp}`, mailbox: 'soksam', fields: { form_city: 'Västerås' } },
  );

  await signIn(page, DEMO.reader);
  const search = page.getByRole('combobox', { name: 'Sök sökande och annonser' });
  await expect(search).not.toBeFocused();
  await page.keyboard.press('Control+K');
  await expect(search).toBeFocused();

  // Under three characters nothing is asked; the field says why.
  await page.keyboard.type('as');
  await expect(
    page.getByRole('status').filter({ hasText: 'Skriv minst 3 tecken för att söka' }),
  ).toBeAttached();
  await expect(search).toHaveAttribute('aria-expanded', 'false');

  await search.fill(`orjan astrom${stamp}`);
  const listbox = page.getByRole('listbox', { name: 'Sök sökande och annonser' });
  const group = listbox.getByRole('group', { name: 'Sökande' });
  const option = group.getByRole('option', { name: new RegExp(`Örjan Åström${stamp}`) });
  await expect(option).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  // What matched is marked, found although it was typed without å and ö.
  await expect(option.locator('mark')).toHaveText(`Örjan Åström${stamp}`);
  await expectNoAxeViolations(page, 'header');

  await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/positions/${POSITION}/applicants/${created.id}$`));
  await expect(page.getByRole('heading', { name: new RegExp(`Åström${stamp}`) }).first()).toBeVisible();
});

test('the search lists positions apart, says "Inga träffar", and Esc closes then clears', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  const search = page.getByRole('combobox', { name: 'Sök sökande och annonser' });
  await search.click();
  await search.fill('lagermedarb');
  const positions = page.getByRole('group', { name: 'Annonser' });
  const first = positions.getByRole('option').first();
  await expect(first).toBeVisible();
  await expect(first.locator('mark').first()).toHaveText(/lagermedarb/i);

  await page.keyboard.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(search).toHaveValue('lagermedarb');
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');

  await search.fill('zzqxjv-ingen-sådan');
  await expect(page.getByText('Inga träffar', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'header');

  // A click on a result follows its link.
  await search.fill('lagermedarb');
  await first.click();
  await expect(page).toHaveURL(/\/admin\/positions\/\d+$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  /** Every line of the row is whole: none is cut short ('Anders Han…') or wider than the row. */
  async function expectWholeRow(option: Locator) {
    const box = (await option.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(300);
    const clipped = await option.evaluate((row) =>
      [...row.querySelectorAll('span')]
        .filter(
          (s) =>
            s.scrollWidth > s.clientWidth + 1 ||
            s.getBoundingClientRect().right > row.getBoundingClientRect().right + 1,
        )
        .map((s) => s.textContent),
    );
    expect(clipped).toEqual([]);
  }

  test('Ctrl+K and a tap open the search as a sheet of the whole width; Esc and Stäng close it', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    const trigger = page.getByRole('button', { name: 'Sök sökande och annonser' });
    await expect(trigger).toBeVisible();

    // Ctrl+K: the sheet covers the screen, the field at its top has the focus.
    await page.keyboard.press('Control+K');
    const sheet = page.getByRole('dialog', { name: 'Sök sökande och annonser' });
    await expect(sheet).toBeVisible();
    expect((await sheet.boundingBox())!.width).toBe(390);
    const search = sheet.getByRole('combobox', { name: 'Sök sökande och annonser' });
    await expect(search).toBeFocused();
    await search.fill('anders hansson');
    const option = sheet
      .getByRole('group', { name: 'Sökande' })
      .getByRole('option', { name: /Anders Hansson/ })
      .first();
    await expect(option).toBeVisible();
    await expectWholeRow(option);
    await expectFits(page, 'search-sheet-phone');
    await expectNoAxeViolations(page, '[role="dialog"]');

    // The focus stays in the sheet: Tab goes from the field to Stäng and back.
    await page.keyboard.press('Tab');
    await expect(sheet.getByRole('button', { name: 'Stäng' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(search).toBeFocused();

    // Esc closes it and gives the focus back to the header's search.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(trigger).toBeFocused();

    // A tap opens it too; Stäng closes it. At 320 px it still fits.
    await page.setViewportSize({ width: 320, height: 640 });
    await trigger.tap();
    await expect(sheet).toBeVisible();
    await expect(search).toBeFocused();
    await search.fill('anders hansson');
    await expect(option).toBeVisible();
    expect((await option.boundingBox())!.width).toBeGreaterThanOrEqual(290);
    await expectFits(page, 'search-sheet-320');
    await sheet.getByRole('button', { name: 'Stäng' }).tap();
    await expect(sheet).toBeHidden();
    await expect(trigger).toBeFocused();

    // A chosen row opens the applicant and the sheet is gone.
    await page.keyboard.press('Control+K');
    await search.fill('anders hansson');
    await option.tap();
    await expect(page).toHaveURL(/\/admin\/positions\/\d+\/applicants\/\d+$/);
    await expect(sheet).toBeHidden();
  });
});
