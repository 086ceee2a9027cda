import { expect, test, type Locator, type Page } from '../support/test.ts';
import { chooseMoreAction, dispatchAs, expectToast, publishedCopy, sidebar } from '../support/app.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { DEMO } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { expectFits } from '../support/screenshots.ts';

/**
 * Job boards and classifieds: a writer publishes a copy of Kundtjänstmedarbetare (102, open, the
 * demo writer may edit it) to Platsbanken and the classifieds site (the demo's sandbox boards), sees each
 * ad published with its link, archives the position and sees both ads removed; the copy is deleted after.
 * The admin's settings screen is checked and photographed too.
 */
const SOURCE = 102;
const BOARD = 'Platsbanken (Arbetsförmedlingen)';
const SITE = 'Annonssajt (Platsannons-API)';
// The queue answers within seconds; a loaded CI machine gets room to spare.
const QUEUE = { timeout: 30_000 };

async function shoot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  await page.waitForLoadState('networkidle');
  await expectFits(page, `${name}-${width}`);
}

async function pick(card: Locator, label: string, text: string, option: string) {
  const box = card.getByRole('combobox', { name: label });
  await box.fill(text);
  await card.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

test("the admin sees the company's channels with the key's last characters and the change log", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await sidebar(page).getByRole('link', { name: 'Integration' }).click();
  await expect(page).toHaveURL(/\/admin\/integration$/);
  const board = page.getByTestId('channel-settings-arbetsformedlingen');
  await expect(board.getByRole('switch', { name: `Använd ${BOARD}` })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(board.getByTestId('secret-hint')).toHaveText(/^••••/);
  await expect(board.getByLabel('Byt nyckel')).toHaveValue('');
  await expect(page.getByTestId('channel-settings-classifieds')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ändringar' })).toBeVisible();

  // A setting the board would refuse is said in Swedish under its field, and nothing is saved.
  const email = board.getByRole('textbox', { name: 'E-post för besked från Arbetsförmedlingen' });
  const before = await email.inputValue();
  await email.fill('inte-en-adress');
  await board.getByRole('button', { name: 'Spara' }).click();
  await expect(board.getByText('Ange en giltig e-postadress')).toBeVisible();
  await email.fill(before);
  await expectNoAxeViolations(page);
  await shoot(page, 'integration', 1280);
  await shoot(page, 'integration', 390);
});

test('a writer publishes a position to both channels, sees the links, closes it and sees the ads removed', async ({
  page,
  request,
}) => {
  test.slow();
  const copy = await publishedCopy(request, DEMO.writer, 1, SOURCE);
  try {
    await signIn(page, DEMO.writer);
    await page.goto(`/admin/positions/${copy.id}`);
    await page.getByRole('link', { name: 'Kanaler', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/positions/${copy.id}/integrations$`));
    await expect(page.getByRole('heading', { level: 1, name: copy.name })).toBeVisible();

    const board = page.getByTestId('position-channel-arbetsformedlingen');
    await board.getByRole('checkbox', { name: `Publicera i ${BOARD}` }).check();
    // Opened on an ad, the form holds what the ad and the company already say, and says where from.
    await expect(board.getByRole('textbox', { name: 'Rubrik' })).toHaveValue(copy.name);
    await expect(board.getByRole('textbox', { name: 'Rubrik' })).toHaveAccessibleDescription(
      /Ifyllt från annonsen/,
    );
    await expect(board.getByRole('textbox', { name: 'Sammanfattning' })).not.toHaveValue('');
    await expect(board.getByRole('textbox', { name: 'Gatuadress' })).toHaveValue('Drottninggatan 1');
    await expect(board.getByRole('textbox', { name: 'Postnummer' })).toHaveValue('111 51');
    await expect(board.getByRole('textbox', { name: 'Ort', exact: true })).toHaveValue('Stockholm');
    await expect(board.getByRole('combobox', { name: 'Kommun' })).toHaveValue('Stockholm');
    // The ad's town is Stockholm, where the company's office is: the street comes from the company's address.
    await expect(board.getByRole('combobox', { name: 'Kommun' })).toHaveAccessibleDescription(
      /Ifyllt från annonsen/,
    );
    await expect(board.getByRole('textbox', { name: 'Gatuadress' })).toHaveAccessibleDescription(
      /Ifyllt från företagets adress/,
    );
    await board.getByRole('button', { name: 'Spara' }).click();
    // Checked in the browser first: only what is missing, in Swedish.
    await expect(board.getByText('Välj ett yrke', { exact: true })).toBeVisible();
    await expect(board.getByRole('combobox', { name: 'Yrke' })).toBeFocused();

    // Arbetsförmedlingen's whole list of occupation names, found by any word of the name.
    await pick(board, 'Yrke', 'truck', 'Truckförare');
    await pick(board, 'Anställningsform', 'vanlig', 'Vanlig anställning');
    // The picker by keyboard: type, arrow down to the match, Enter.
    const extent = board.getByRole('combobox', { name: 'Omfattning' });
    await extent.fill('heltid');
    await extent.press('ArrowDown');
    await extent.press('Enter');
    await expect(extent).toHaveValue('Heltid');
    await board.getByRole('textbox', { name: 'Arbetstid i annonsen' }).fill('Heltid, dagtid');
    await board.getByRole('textbox', { name: 'Varaktighet i annonsen' }).fill('Tills vidare');
    await board.getByRole('button', { name: 'Spara' }).click();
    await expectToast(page, `Sparad. Annonsen skickas till ${BOARD}.`);

    const site = page.getByTestId('position-channel-classifieds');
    await site.getByRole('checkbox', { name: `Publicera i ${SITE}` }).check();
    await site
      .getByRole('textbox', { name: 'Ingress' })
      .fill('Vi söker en kundtjänstmedarbetare i Västerås.');
    await site
      .getByRole('combobox', { name: 'Kategori', exact: true })
      .selectOption({ label: 'Försäljning, inköp och marknadsföring' });
    await site.getByRole('combobox', { name: 'Underkategori' }).selectOption({ label: 'Försäljning' });
    await site
      .getByRole('combobox', { name: 'Anställningsform' })
      .selectOption({ label: 'Tillsvidareanställning' });
    await site.getByRole('combobox', { name: 'Län' }).selectOption({ label: 'Västmanlands län' });
    await site
      .getByRole('combobox', { name: 'Annonspaket' })
      .selectOption({ label: 'Premium – 60 dagar, överst i listan' });
    await site.getByRole('button', { name: 'Spara' }).click();
    await expectToast(page, `Sparad. Annonsen skickas till ${SITE}.`);

    // The page follows the waiting ads until the boards have answered.
    for (const card of [board, site]) {
      await expect(card.getByText('Publicerad', { exact: true })).toBeVisible(QUEUE);
      await expect(card.getByRole('link', { name: 'Visa annonsen' })).toHaveAttribute('href', /^https?:\/\//);
    }
    await page.mouse.move(0, 0); // a toast under the pointer stays
    await expectNoAxeViolations(page);
    await shoot(page, 'position-channels', 1280);
    await shoot(page, 'position-channels', 390);

    // The admin reads what was sent, for a support case; the writer is not shown it.
    await expect(board.getByText('Visa skickad annons')).toHaveCount(0);
    await signIn(page, DEMO.admin);
    await page.goto(`/admin/positions/${copy.id}/integrations`);
    await board.getByText('Visa skickad annons').click();
    await expect(board.getByTestId('sent-document')).toContainText('<TransactInfo');
    await expect(board.getByTestId('sent-document')).toContainText('<OccupationGroup code="5687"');

    // The position page and the list show the channels' statuses.
    await page.goto(`/admin/positions/${copy.id}`);
    const badges = page.getByRole('list', { name: 'Kanaler' });
    await expect(badges.getByRole('link', { name: `${BOARD}: Publicerad` })).toBeVisible();
    await expect(badges.getByRole('link', { name: `${SITE}: Publicerad` })).toBeVisible();
    await chooseMoreAction(page, 'Arkivera');
    await expectToast(page, 'Sparad');

    // Closing the position takes the ads down.
    await page.getByRole('link', { name: 'Kanaler', exact: true }).click();
    for (const card of [board, site])
      await expect(card.getByText('Borttagen', { exact: true })).toBeVisible(QUEUE);
    await page.goto(`/admin/positions?q=${encodeURIComponent(copy.name)}`);
    const row = page.locator('tr, li').filter({ hasText: copy.name, visible: true }).first();
    await expect(row.getByText(`${BOARD}: Borttagen`)).toBeVisible();
    await expect(row.getByText(`${SITE}: Borttagen`)).toBeVisible();
  } finally {
    await dispatchAs(request, DEMO.admin, 'delete_Position', { containerId: 1, positionId: copy.id });
  }
});

/** A field of a card by its label: a text box, a picker or a select. */
const fieldOf = (card: Locator, label: string) =>
  card
    .getByRole('textbox', { name: label, exact: true })
    .or(card.getByRole('combobox', { name: label, exact: true }));

/** Each field shows what it was filled with (a select its chosen option), and says where it came from. */
async function expectPrefilled(
  card: Locator,
  fields: Record<string, [shown: string | RegExp, source: string]>,
) {
  for (const [label, [shown, source]] of Object.entries(fields)) {
    const field = fieldOf(card, label);
    const isSelect = await field.evaluate((el) => el instanceof HTMLSelectElement);
    if (isSelect) await expect(field.locator('option:checked')).toHaveText(shown);
    else await expect(field).toHaveValue(shown);
    await expect(field, label).toHaveAccessibleDescription(new RegExp(`Ifyllt från ${source}\\.`));
  }
}

test("the demo's Västerås ad: both channel cards start from the ad, not from the head office in Stockholm", async ({
  page,
  request,
}) => {
  // A copy of Lagermedarbetare (101): the same ad without the demo's saved channel records.
  const copy = await publishedCopy(request, DEMO.writer, 1, 101);
  try {
    await signIn(page, DEMO.writer);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/admin/positions/${copy.id}/integrations`);
    const board = page.getByTestId('position-channel-arbetsformedlingen');
    await expectPrefilled(board, {
      Rubrik: [copy.name.slice(0, 75), 'annonsen'],
      Sammanfattning: [/^Vi växer och söker fler lagermedarbetare/, 'annonsen'],
      Kommun: ['Västerås', 'annonsen'],
      Gatuadress: ['Stenbygatan 12', 'annonsen'],
      Postnummer: ['721 34', 'annonsen'],
      Ort: ['Västerås', 'annonsen'],
      Landskod: ['SE', 'annonsen'],
      Omfattning: ['Heltid', 'annonsen'],
      'Arbetstid i annonsen': ['Heltid, dagtid', 'annonsen'],
      Anställningsform: ['Vanlig anställning', 'annonstypen'],
      Varaktighet: ['Tills vidare', 'annonstypen'],
      'Varaktighet i annonsen': ['Tills vidare', 'annonstypen'],
    });
    await expect(board).not.toContainText('Drottninggatan');
    await expect(board.getByText(/Ifyllt från företagets adress/)).toHaveCount(0);

    const site = page.getByTestId('position-channel-classifieds');
    await expectPrefilled(site, {
      Ingress: ['Vi växer och söker fler lagermedarbetare till vårt nya lager i Västerås.', 'annonsen'],
      Kategori: ['Transport och logistik', 'annonsen'],
      Underkategori: ['Lager och terminal', 'annonsen'],
      Anställningsform: ['Tillsvidareanställning', 'annonstypen'],
      Län: ['Västmanlands län', 'annonsen'],
      Kommunkod: ['1980', 'annonsen'],
    });
    await shoot(page, 'position-channels-prefill', 1440);
    await shoot(page, 'position-channels-prefill', 390);

    // Saving sends what the card shows: reloaded, the same values are the saved ones, no longer suggestions.
    await page.setViewportSize({ width: 1440, height: 900 });
    await site.getByRole('combobox', { name: 'Annonspaket' }).selectOption({ label: 'Bas – 30 dagar' });
    await site.getByRole('button', { name: 'Spara' }).click();
    await expectToast(page, 'Sparad');
    await page.reload();
    await expect(fieldOf(site, 'Kommunkod')).toHaveValue('1980');
    await expect(fieldOf(site, 'Län')).toHaveValue('19');
    await expect(fieldOf(site, 'Ingress')).not.toHaveAccessibleDescription(/Ifyllt från/);
  } finally {
    await dispatchAs(request, DEMO.admin, 'delete_Position', { containerId: 1, positionId: copy.id });
  }
});
