import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { readFile } from 'node:fs/promises';
import { expectToast, waitForMail } from '../support/app.ts';
import { queryDb } from '../support/db.ts';
import { DEMO } from '../support/env.ts';
import { demoSession, signIn } from '../support/sessions.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { checkedScreenshot, expectFits, saveScreenshot } from '../support/screenshots.ts';

const POSITION = 101; // 'Lagermedarbetare …', where the demo writer has Write.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Adds an applicant to the position through the dispatcher, as the writer. */
async function addApplicant(
  request: APIRequestContext,
  token: string,
  email: string,
  first: string,
  last: string,
) {
  const response = await request.post('/api/dispatcher', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      action: 'create_Applicant',
      data: {
        containerId: 1,
        positionId: POSITION,
        email,
        metadata: { form_firstname: first, form_surname: last, form_email: email },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

const rowLinks = (page: Page) => page.locator('table').getByRole('link');

/** Two applicants of the journey's own on the warehouse position, found by their surname alone. */
async function twoApplicants(request: APIRequestContext) {
  const stamp = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  const surname = `Testsson${stamp}`;
  const anna = `anna-${stamp}@e2e.rekry.test`;
  const bertil = `bertil-${stamp}@e2e.rekry.test`;
  const token = demoSession(DEMO.writer)!.token;
  const annaId = await addApplicant(request, token, anna, 'Anna', surname);
  const bertilId = await addApplicant(request, token, bertil, 'Bertil', surname);
  return { surname, anna, bertil, annaId, bertilId };
}

test('a writer adds an applicant by hand, then filters, sorts, remembers and exports the list', async ({
  page,
  request,
}) => {
  // Two screens checked by axe and drawn whole, then filters, sorting, a reload and an export: on a busy
  // two-core machine this journey has needed over a minute.
  test.slow();
  const stamp = Date.now().toString(36);
  const surname = `Testsson${stamp}`;
  const anna = `anna-${stamp}@e2e.rekry.test`;
  const bertil = `bertil-${stamp}@e2e.rekry.test`;
  await addApplicant(request, demoSession(DEMO.writer)!.token, bertil, 'Bertil', surname);

  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.writer, `/admin/positions/${POSITION}`);
  // Anna is added by hand through 'Lägg till sökande'.
  await page.getByRole('link', { name: 'Lägg till sökande' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/positions/${POSITION}/applicants/new$`));
  await page.getByLabel('E-postadress').fill(anna);
  await page.getByLabel('Förnamn').fill('Anna');
  await page.getByLabel('Efternamn').fill(surname);
  await page.getByLabel('Anteckning').fill('Sökte via e-post.');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'applicant-new', { fullPage: true });
  await page.getByRole('button', { name: 'Lägg till', exact: true }).click();
  await expectToast(page, 'Sökande tillagd');
  await expect(page.getByRole('heading', { level: 1, name: `Anna ${surname}` })).toBeVisible();
  await expect(page.getByText('Sökte via e-post.')).toBeVisible();

  await page.goto(`/admin/positions/${POSITION}`);
  await expect(page.getByRole('heading', { name: 'Sökande', level: 2 })).toBeVisible();
  // 30 at a time; 'Visa fler' loads the next ones (the position has more than 30).
  await expect(rowLinks(page)).toHaveCount(30);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'applicants-list', { fullPage: true });
  await page.getByRole('button', { name: 'Visa fler' }).click();
  await expect.poll(() => rowLinks(page).count()).toBeGreaterThan(30);

  // Filter: not processed yet, and the two of this journey by name; sort by name.
  const filters = page.getByRole('group', { name: 'Filter' });
  await filters.getByLabel('Status', { exact: true }).selectOption({ label: 'Ej behandlad' });
  await page.getByRole('searchbox', { name: 'Sök sökande', exact: true }).fill(surname);
  await expect(rowLinks(page)).toHaveCount(2);
  await page.getByLabel('Sortering').selectOption({ label: 'Namn A–Ö' });
  await expect(rowLinks(page)).toHaveText([`Anna ${surname}`, `Bertil ${surname}`]);
  await page.getByLabel('Sortering').selectOption({ label: 'Namn Ö–A' });
  await expect(rowLinks(page)).toHaveText([`Bertil ${surname}`, `Anna ${surname}`]);

  // Reload: the filter and sort are remembered for this position.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Sök sökande', exact: true })).toHaveValue(surname);
  await expect(page.getByRole('group', { name: 'Filter' }).getByLabel('Status', { exact: true })).toHaveValue(
    '0',
  );
  await expect(rowLinks(page)).toHaveText([`Bertil ${surname}`, `Anna ${surname}`]);

  // The filtered list as CSV: exactly these two.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportera CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain(anna);
  expect(csv).toContain(bertil);
  expect(csv.trim().split('\n')).toHaveLength(3);
});

test("a writer sets the status of the selected applicants and sends the status's e-mail", async ({
  page,
  request,
}) => {
  const { surname, anna, bertil } = await twoApplicants(request);
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.writer, `/admin/positions/${POSITION}`);
  await page.getByRole('searchbox', { name: 'Sök sökande', exact: true }).fill(surname);
  await expect(rowLinks(page)).toHaveCount(2);

  // Select all shown, set 'Ej aktuell'; its label e-mail template is offered, reviewed and sent.
  await page.getByRole('checkbox', { name: 'Markera alla som visas' }).check();
  await expect(page.getByText('2 markerade')).toBeVisible();
  await page.getByRole('button', { name: 'Ändra status' }).click();
  const statusDialog = page.getByRole('dialog', { name: 'Ändra status' });
  await statusDialog.getByLabel('Ny status').selectOption({ label: 'Ej aktuell' });
  await expect(statusDialog.getByRole('button', { name: 'Ändra status' })).toBeEnabled();
  await saveScreenshot(page, 'applicants-status-dialog');
  await statusDialog.getByRole('button', { name: 'Ändra status' }).click();
  const offer = page.getByRole('dialog', { name: 'Skicka e-post om statusen?' });
  await expect(offer).toContainText('Statusen Ej aktuell har en e-postmall');
  await offer.getByRole('button', { name: 'Granska och skicka' }).click();
  const compose = page.getByRole('dialog', { name: 'Skicka e-post' });
  await expect(compose.getByLabel('Ämne')).toHaveValue('Besked om din ansökan till ##POSITION##');
  // Previewed first, merged for each of the two in turn; sent from the preview.
  await compose.getByRole('button', { name: 'Förhandsgranska' }).click();
  const preview = compose.getByTestId('email-preview');
  await preview.getByLabel('Visa för').selectOption({ label: `Anna ${surname}` });
  await expect(preview.getByTestId('mail-body')).toContainText('Hej Anna!');
  await preview.getByLabel('Visa för').selectOption({ label: `Bertil ${surname}` });
  await expect(preview.getByTestId('mail-body')).toContainText('Hej Bertil!');
  await expect(preview).toContainText('Besked om din ansökan till Lagermedarbetare');
  await expectNoAxeViolations(page);
  await compose.getByRole('button', { name: 'Skicka' }).click();
  await expectToast(page, 'E-post skickad');
  const mail = await waitForMail(anna, /Besked om din ansökan till Lagermedarbetare/);
  expect(mail.text).toContain('Hej Anna!');
  expect((await waitForMail(bertil, /Besked om din ansökan till Lagermedarbetare/)).text).toContain(
    'Hej Bertil!',
  );
  const stored = await queryDb<{ name: string }>(
    `SELECT l.name FROM job_applications a JOIN users u ON u.id = a.user_id JOIN labels l ON l.id = a.label_id
     WHERE a.position_id = $1 AND u.email = ANY($2)`,
    [POSITION, [anna, bertil]],
  );
  expect(stored.map((s) => s.name)).toEqual(['Ej aktuell', 'Ej aktuell']);

  // Under 'Ej behandlad' they are gone; 'Återställ filter' brings back the default.
  await page
    .getByRole('group', { name: 'Filter' })
    .getByLabel('Status', { exact: true })
    .selectOption({ label: 'Ej behandlad' });
  await expect(page.getByText('Ingen sökande matchar filtret')).toBeVisible();
  await page.getByRole('button', { name: 'Återställ filter' }).first().click();
  await expect(page.getByRole('searchbox', { name: 'Sök sökande', exact: true })).toHaveValue('');
});

test('a writer opens an applicant, writes a note, changes an answer and e-mails from a template', async ({
  page,
  request,
}) => {
  const { surname, anna, annaId } = await twoApplicants(request);
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.writer, `/admin/positions/${POSITION}/applicants/${annaId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Anna ${surname}` })).toBeVisible();
  await page.getByLabel('Ny anteckning').fill('Ringde, återkommer på måndag.');
  await page.getByRole('button', { name: 'Spara anteckning' }).click();
  await expectToast(page, 'Anteckning sparad');
  await expect(page.getByText('Ringde, återkommer på måndag.')).toBeVisible();

  // Her answers can be changed: the city she gave on the phone.
  await page.getByRole('button', { name: 'Ändra svar' }).click();
  await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Köping');
  await page.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(page.getByText('Köping', { exact: true }).first()).toBeVisible();

  // A templated e-mail to Anna alone.
  await page.getByRole('button', { name: 'Skicka e-post' }).click();
  const one = page.getByRole('dialog', { name: 'Skicka e-post' });
  await one.getByLabel('Mall').selectOption({ label: 'Inbjudan till intervju' });
  await expect(one.getByLabel('Ämne')).toHaveValue('Inbjudan till intervju – ##POSITION##');
  await expect(one.getByRole('button', { name: /^##FIRSTNAME## .*, lägg in$/ })).toBeVisible();
  await saveScreenshot(page, 'applicant-email');
  await one.getByRole('button', { name: 'Skicka' }).click();
  await expectToast(page, 'E-post skickad');
  const invitation = await waitForMail(anna, /Inbjudan till intervju – Lagermedarbetare/);
  expect(invitation.text).toContain('Anna');
  await expect(page.getByTestId('email-summary')).toContainText('1 e-post skickad');
  // The sent e-mail opens in full, as Anna got it.
  await page.getByRole('button', { name: /Inbjudan till intervju – Lagermedarbetare/ }).click();
  const sent = page.getByRole('dialog', { name: 'Inbjudan till intervju – Lagermedarbetare' });
  await expect(sent.getByTestId('mail-body')).toContainText('Anna');
  await expect(sent.getByTestId('mail-body')).not.toContainText('##');
  await expect(sent).toContainText(anna);
  await expectNoAxeViolations(page);
  await sent.getByRole('button', { name: 'Stäng' }).click();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'applicant-detail', { fullPage: true });

  // Phone width: the applicant page in one column, and cards instead of the table.
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'applicant-detail-phone', { fullPage: true });
  await page.goto(`/admin/positions/${POSITION}`);
  await expect(page.locator('main ul').getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'applicants-list-phone', { fullPage: true });
});

test("a note's author corrects and removes it; a colleague's note has no controls", async ({
  page,
  request,
}) => {
  const { surname, annaId } = await twoApplicants(request);
  const colleague = await request.post('/api/dispatcher', {
    headers: { Authorization: `Bearer ${demoSession(DEMO.admin)!.token}` },
    data: {
      action: 'create_ApplicantNote',
      data: { containerId: 1, positionId: POSITION, applicantId: annaId, text: 'Referenserna är tagna.' },
    },
  });
  expect(colleague.status(), await colleague.text()).toBe(200);
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.writer, `/admin/positions/${POSITION}/applicants/${annaId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Anna ${surname}` })).toBeVisible();
  await page.getByLabel('Ny anteckning').fill('Ring på fredag.');
  await page.getByRole('button', { name: 'Spara anteckning' }).click();
  await expectToast(page, 'Anteckning sparad');
  const notes = page.getByRole('listitem').filter({ has: page.getByText(/Ring på|Referenserna/) });
  const own = notes.filter({ hasText: 'Ring på fredag.' });
  await expect(own.getByRole('button', { name: 'Redigera anteckningen' })).toBeVisible();
  await expect(notes.filter({ hasText: 'Referenserna är tagna.' }).getByRole('button')).toHaveCount(0);
  const notesCard = page
    .locator('div.rounded-xl')
    .filter({ has: page.getByRole('heading', { name: 'Anteckningar' }) });
  await expectNoAxeViolations(page);
  await saveScreenshot(notesCard, 'applicant-notes');

  await own.getByRole('button', { name: 'Redigera anteckningen' }).click();
  const editor = page.getByRole('dialog', { name: 'Redigera anteckning' });
  await editor.getByLabel('Anteckning').fill('Ring på måndag i stället.');
  await saveScreenshot(page, 'applicant-note-edit');
  await editor.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Anteckning sparad');
  const corrected = notes.filter({ hasText: 'Ring på måndag i stället.' });
  await expect(corrected).toBeVisible();

  await page.setViewportSize(PHONE);
  await expect(corrected.getByRole('button', { name: 'Ta bort anteckningen' })).toBeVisible();
  await saveScreenshot(notesCard, 'applicant-notes-phone');
  // At 320 px the page fits, and the heading with the journey's long made-up surname wraps inside its box.
  await page.setViewportSize({ width: 320, height: 700 });
  await expectFits(page, 'applicant-notes-320');
  const heading = await page
    .getByRole('heading', { level: 1 })
    .evaluate((el) => ({ scroll: el.scrollWidth, width: el.clientWidth }));
  expect(heading.scroll).toBeLessThanOrEqual(heading.width);
  await corrected.getByRole('button', { name: 'Ta bort anteckningen' }).click();
  await page
    .getByRole('dialog', { name: 'Ta bort anteckningen?' })
    .getByRole('button', { name: 'Ta bort' })
    .click();
  await expectToast(page, 'Anteckning borttagen');
  await expect(page.getByText('Ring på måndag i stället.')).toHaveCount(0);
  await expect(page.getByText('Referenserna är tagna.')).toBeVisible();
  const logged = await queryDb<{ message: string }>(
    `select message from application_log where application_id = $1 and kind = 'note' order by id`,
    [annaId],
  );
  expect(logged.map((l) => l.message)).toEqual([
    'Anteckning skriven',
    'Anteckning skriven',
    'Anteckning ändrad',
    'Anteckning borttagen',
  ]);
});

test('a reader sees the applicants and their files but cannot change them', async ({ page }) => {
  await signIn(page, DEMO.reader);
  await page.goto('/admin/positions/102');
  await expect(page.getByText(/Du har läsbehörighet: du kan se och exportera/)).toBeVisible();
  await expect(page.locator('table').getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Lägg till sökande' })).toHaveCount(0);
  // Kundtjänstmedarbetare's applicants with files: open one of them.
  await page.getByRole('searchbox', { name: 'Sök sökande', exact: true }).fill('Sara');
  await expect(page.locator('table').getByRole('link')).not.toHaveCount(0);
  await page.locator('table').getByRole('link').first().click();
  await expect(page.getByLabel('Status', { exact: true })).toBeDisabled();
  await saveScreenshot(page, 'applicant-detail-reader', { fullPage: true });
  await expect(page.getByRole('button', { name: 'Ta bort ansökan' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Redigera' })).toHaveCount(0);
  await expect(page.getByLabel('Ny anteckning')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // At phone width the list is cards, the filter groups folded away until asked for.
  await page.setViewportSize(PHONE);
  await page.goto('/admin/positions/102');
  await page.getByRole('button', { name: 'Återställ filter' }).click();
  await expect(page.getByRole('searchbox', { name: 'Sök sökande', exact: true })).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Visa filter' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Filter' })).toBeHidden();
  await expect(page.locator('main ul').getByRole('link').first()).toBeVisible();
  await page.getByRole('region', { name: 'Sökande' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'applicants-list-reader-phone');
});

test('a writer moves applicants on the board by mouse and by keyboard, the list agrees and a colleague sees it live', async ({
  page,
  request,
  browser,
}) => {
  const { surname, annaId, bertilId } = await twoApplicants(request);
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.writer, `/admin/positions/${POSITION}`);
  await page.getByRole('searchbox', { name: 'Sök sökande', exact: true }).fill(surname);
  await expect(rowLinks(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Tavla' }).click();
  await expect(page.getByRole('button', { name: 'Tavla' })).toHaveAttribute('aria-pressed', 'true');
  const board = page.getByRole('region', { name: 'Tavla med sökande per status' });
  const column = (name: string) => board.locator(`section[data-column="${name}"]`);
  const card = (id: number) => board.locator(`li[data-card="${id}"]`);
  // The list's search applies: only the two of this journey, both not processed yet.
  await expect(column('Ej behandlad').locator('li[data-card]')).toHaveCount(2);
  await expect(column('Ej behandlad').getByRole('heading')).toContainText('2');
  await checkedScreenshot(page, 'applicants-board');

  // By mouse: Anna to 'Mycket intressant'.
  await card(annaId).scrollIntoViewIfNeeded();
  const from = (await card(annaId).boundingBox())!;
  const to = (await column('Mycket intressant').boundingBox())!;
  await page.mouse.move(from.x + 40, from.y + 15);
  await page.mouse.down();
  await page.mouse.move(from.x + 60, from.y + 30, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
  await page.mouse.up();
  await expect(column('Mycket intressant').locator(`li[data-card="${annaId}"]`)).toBeVisible();
  await expectToast(page, 'Status ändrad');

  // An administrator has the same board open: it follows the writer's next move without a reload.
  const colleagueContext = await browser.newContext({ viewport: DESKTOP });
  const colleague = await colleagueContext.newPage();
  await signIn(colleague, DEMO.admin, `/admin/positions/${POSITION}`);
  await colleague.getByRole('searchbox', { name: 'Sök sökande', exact: true }).fill(surname);
  await colleague.getByRole('button', { name: 'Tavla' }).click();
  const theirs = (name: string) =>
    colleague
      .getByRole('region', { name: 'Tavla med sökande per status' })
      .locator(`section[data-column="${name}"]`);
  await expect(theirs('Ej behandlad').locator(`li[data-card="${bertilId}"]`)).toBeVisible();

  // By keyboard: Bertil lifted, two columns right ('Mycket intressant', 'Intressant'), dropped.
  const handle = card(bertilId).getByRole('button', { name: `Dra Bertil ${surname}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`Bertil ${surname} är över Ej behandlad.`)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`Bertil ${surname} är över Mycket intressant.`)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`Bertil ${surname} är över Intressant.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Släppte Bertil ${surname} i Intressant.`)).toBeAttached();
  await expect(column('Intressant').locator(`li[data-card="${bertilId}"]`)).toBeVisible();
  await expect(column('Ej behandlad').locator('li[data-card]')).toHaveCount(0);
  await expect(theirs('Intressant').locator(`li[data-card="${bertilId}"]`)).toBeVisible();
  await colleagueContext.close();

  // Stored as the list's status change stores it, and the list shows the same.
  await expect
    .poll(async () =>
      (
        await queryDb<{ id: number; name: string }>(
          `SELECT a.id, l.name FROM job_applications a JOIN labels l ON l.id = a.label_id
           WHERE a.id = ANY($1) ORDER BY a.id`,
          [[annaId, bertilId]],
        )
      ).map((r) => r.name),
    )
    .toEqual(['Mycket intressant', 'Intressant']);
  await page.getByRole('button', { name: 'Lista' }).click();
  await expect(page.locator('tr', { hasText: `Anna ${surname}` })).toContainText('Mycket intressant');
  await expect(page.locator('tr', { hasText: `Bertil ${surname}` })).toContainText('Intressant');

  // The board is remembered for this position; on a phone its columns scroll inside it, not the page.
  await page.getByRole('button', { name: 'Tavla' }).click();
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Tavla' })).toHaveAttribute('aria-pressed', 'true');
  await expect(column('Intressant').locator(`li[data-card="${bertilId}"]`)).toBeAttached();
  await checkedScreenshot(page, 'applicants-board-phone');
  await page.setViewportSize({ width: 320, height: 700 });
  await expectFits(page, 'applicants-board-320');
  // Without dragging: 'Flytta till…' on the card; the status's e-mail is offered as in the list.
  await column('Intressant')
    .getByLabel(`Flytta Bertil ${surname} till`)
    .selectOption({ label: 'Ej aktuell' });
  await expect(column('Ej aktuell').locator(`li[data-card="${bertilId}"]`)).toBeAttached();
  const offer = page.getByRole('dialog', { name: 'Skicka e-post om statusen?' });
  await expect(offer).toContainText('Statusen Ej aktuell har en e-postmall');
  await page.keyboard.press('Escape');
  await expect(offer).toBeHidden();
  await expectToast(page, 'Status ändrad');
});

test('on the board a card drops in the column under the pointer, every column is in reach and toasts keep off the headers', async ({
  page,
  request,
}) => {
  // Three widths drawn whole and checked by axe, and a drag: a minute and more on a busy machine.
  test.slow();
  const { surname, annaId } = await twoApplicants(request);
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.writer, `/admin/positions/${POSITION}`);
  await page.getByRole('searchbox', { name: 'Sök sökande', exact: true }).fill(surname);
  await expect(rowLinks(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Tavla' }).click();
  const board = page.getByRole('region', { name: 'Tavla med sökande per status' });
  const column = (name: string) => board.locator(`section[data-column="${name}"]`);
  const card = (id: number) => board.locator(`li[data-card="${id}"]`);
  await expect(column('Ej behandlad').locator('li[data-card]')).toHaveCount(2);

  // The filter groups fold into one bar over the board (they took some 200 px more), so its columns
  // start well inside the first screen under the position's header.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect((await board.boundingBox())!.y).toBeLessThan(560);
  // At 1280 px every column is on the screen, the last ('Ej aktuell') too, without scrolling sideways.
  const headings = board.getByRole('heading', { level: 3 });
  await expect(headings.last()).toContainText('Ej aktuell');
  for (const heading of await headings.all()) await expect(heading).toBeInViewport({ ratio: 1 });
  await checkedScreenshot(page, 'applicants-board-1280');

  // Anna taken by her grip at the card's right edge and let go with the pointer 10 px inside
  // 'Intressant': the card's own centre is then still over 'Mycket intressant', its neighbour.
  await card(annaId).scrollIntoViewIfNeeded();
  const grip = (await card(annaId)
    .getByRole('button', { name: `Dra Anna ${surname}` })
    .boundingBox())!;
  const target = (await column('Intressant').boundingBox())!;
  const neighbour = (await column('Mycket intressant').boundingBox())!;
  const cardBox = (await card(annaId).boundingBox())!;
  const start = { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 };
  const end = { x: target.x + 10, y: target.y + 80 };
  const centreAtEnd = end.x - (start.x - (cardBox.x + cardBox.width / 2));
  expect(centreAtEnd).toBeGreaterThan(neighbour.x);
  expect(centreAtEnd).toBeLessThan(neighbour.x + neighbour.width);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 10, start.y + 10, { steps: 2 });
  await page.mouse.move(end.x, end.y, { steps: 8 });
  await expect(page.getByText(`Anna ${surname} är över Intressant.`)).toBeAttached();
  await page.mouse.up();
  await expect(page.getByText(`Släppte Anna ${surname} i Intressant.`)).toBeAttached();
  await expect(column('Intressant').locator(`li[data-card="${annaId}"]`)).toBeVisible();
  await expectToast(page, 'Status ändrad');
  await expect
    .poll(async () =>
      (
        await queryDb<{ name: string }>(
          `SELECT l.name FROM job_applications a JOIN labels l ON l.id = a.label_id WHERE a.id = $1`,
          [annaId],
        )
      ).map((r) => r.name),
    )
    .toEqual(['Intressant']);
  // While the board shows, toasts stand at the bottom right, away from the column headers.
  await expect(page.locator('[data-sonner-toaster]').first()).toHaveAttribute('data-y-position', 'bottom');

  // On a phone the board's own scroller takes the columns sideways; the page never does.
  await page.setViewportSize(PHONE);
  await checkedScreenshot(page, 'applicants-board-390');
  await page.setViewportSize({ width: 320, height: 700 });
  await expectFits(page, 'applicants-board-drop-320');
  const last = column('Ej aktuell').getByRole('heading');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
});
