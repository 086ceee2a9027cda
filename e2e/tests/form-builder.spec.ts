import { expect, test, type Locator, type Page } from '../support/test.ts';
import { createPositionButton, expectToast, uniqueEmail } from '../support/app.ts';
import { queryDb } from '../support/db.ts';
import { DEMO, serverUrl } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { pdfWithText, validSsn } from '../support/files.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveScreenshot } from '../support/screenshots.ts';

/**
 * The form builder journey: a writer creates a position from a template, adds one field of
 * every kind, reorders by drag and by keyboard, takes an age rule through its failures to a save, sees
 * the autosave, and publishes; then the public apply page shows those fields in that order and holds
 * applicants to those rules.
 */
const PDF = { name: 'korkort.pdf', mimeType: 'application/pdf', buffer: pdfWithText(['CV']) };

const row = (page: Page, name: string) =>
  page.locator('li', { has: page.getByRole('button', { name: `Flytta ${name}`, exact: true }) });
const handle = (page: Page, name: string) =>
  page.getByRole('button', { name: `Flytta ${name}`, exact: true });

/** The list's item names, top to bottom. */
async function outline(page: Page): Promise<string[]> {
  const names = await page
    .getByRole('button', { name: /^Flytta / })
    .evaluateAll((buttons) =>
      buttons.map((b) => (b.getAttribute('aria-label') ?? '').replace(/^Flytta /, '')),
    );
  return names;
}

async function addField(page: Page, kind: string, label: string, labelField = 'Rubrik') {
  await page.getByRole('button', { name: kind, exact: true }).click();
  const input = page.getByRole('textbox', { name: labelField, exact: true });
  await input.fill(label);
  await expect(handle(page, label)).toBeVisible();
}

async function autosaved(page: Page) {
  await expect(page.locator('[data-autosave]')).toHaveAttribute('data-autosave', 'saved', {
    timeout: 15_000,
  });
}

/** Drags by the mouse and drops once dnd-kit has announced `over` (the item's new place). */
async function dragOnto(page: Page, from: Locator, to: Locator, over: string) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 - 8, { steps: 4 });
  await expect(from).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 - 4, { steps: 20 });
  await expect(page.getByText(over, { exact: true })).toBeAttached();
  await page.mouse.up();
}

test('a writer builds a position form from a template; the public form shows it in order and enforces it', async ({
  page,
}) => {
  test.slow();
  const name = `Sommarlager ${Date.now()}`;
  await signIn(page, DEMO.writer);
  await createPositionButton(page).click();
  await page.getByText('Lager – tillsvidare').click();
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await page.getByRole('textbox', { name: 'Namn på tjänsten' }).fill(name);
  await page.getByRole('textbox', { name: 'Ort' }).fill('Västerås');
  await page.getByRole('textbox', { name: 'Beskrivning' }).click();
  await page.keyboard.type('Du plockar och packar i sommar.');
  await page.getByRole('button', { name: /31 dagar/ }).click();
  await page.getByRole('button', { name: 'Spara annons' }).click();
  await expectToast(page, 'Sparad');
  // A new ad is a draft on its own page: its form is built before it is published.
  await expect(page).toHaveURL(/\/admin\/positions\/\d+$/);
  const id = Number(/\/admin\/positions\/(\d+)/.exec(page.url())?.[1]);
  await page.getByRole('link', { name: 'Formulär', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/positions/${id}/form$`));
  await expect(page.getByText('Dina förändringar sparas automatiskt')).toBeVisible();
  // The template's form is there, with the agreement locked ('Villkor': neither edit nor remove).
  await expect(handle(page, 'Förnamn')).toBeVisible();
  await expect(
    row(page, 'Villkor och samtycke').getByRole('button', { name: /Redigera|Ta bort/ }),
  ).toHaveCount(0);

  // One field of every kind.
  await addField(page, 'Textrad', 'Favoritfrukt');
  await addField(page, 'Textfält', 'Berätta om dig själv');
  await addField(page, 'Kryssrutor', 'Språk', 'Gruppens rubrik');
  await page.getByRole('textbox', { name: 'Text för val 1' }).fill('Engelska');
  await page.getByRole('textbox', { name: 'Text för val 2' }).fill('Tyska');
  await page.getByRole('button', { name: 'Lägg till val' }).click();
  await page.getByRole('textbox', { name: 'Text för val 3' }).fill('Franska');
  await page.getByRole('button', { name: 'Ta bort valet Tyska' }).click();
  await addField(page, 'Meriterande', 'Meriterande erfarenhet', 'Gruppens rubrik');
  await page.getByRole('textbox', { name: 'Text för val 1' }).fill('Truckkort');
  await page.getByRole('textbox', { name: 'Text för val 2' }).fill('Lagerarbete');
  await addField(page, 'Radioknappar', 'Kan du jobba helger?', 'Frågan');
  await page.getByRole('checkbox', { name: 'Den sökande måste välja ett alternativ' }).check();
  await addField(page, 'Text med hjälplänk', 'Kundnummer');
  await page.getByRole('textbox', { name: 'Länk', exact: true }).fill('https://exempel.se/hjalp');
  await addField(page, 'Personnummer', 'Vårdnadshavarens personnummer');
  await addField(page, 'Filuppladdning', 'Kopia av körkort');
  await page.getByRole('checkbox', { name: 'Den sökande måste bifoga en fil' }).check();
  await addField(page, 'Perioder', 'Vilka veckor kan du jobba?', 'Gruppens rubrik');
  await page.getByRole('button', { name: 'Lägg till period' }).click();
  await page.getByLabel('Periodens start').fill('2027-06-14');
  await page.getByLabel('Periodens slut').fill('2027-07-02');
  await page.getByLabel('Lägsta ålder').fill('16');
  await page.getByLabel('Högsta ålder').fill('19');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByText('2027-06-14 – 2027-07-02, 16–19 år')).toBeVisible();
  await autosaved(page);

  // Reorder: 'Språk' dragged onto 'Förnamn' goes first; 'Favoritfrukt' moved up one place by keyboard.
  // First the new field's editor is closed (open, its button says Stäng).
  await page.getByRole('button', { name: 'Stäng Vilka veckor kan du jobba?' }).click();
  const count = (await outline(page)).length;
  await dragOnto(page, handle(page, 'Språk'), handle(page, 'Förnamn'), `Språk är på plats 1 av ${count}.`);
  await expect.poll(() => outline(page).then((o) => o[0])).toBe('Språk');
  const before = await outline(page);
  const at = before.indexOf('Favoritfrukt');
  // Each key waits for the step before (the lifted handle, then dnd-kit's Swedish announcement), so a
  // loaded machine cannot race the drag.
  const announced = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
  await handle(page, 'Favoritfrukt').focus();
  await page.keyboard.press('Space');
  await expect(handle(page, 'Favoritfrukt')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await announced(`Favoritfrukt är på plats ${at} av ${before.length}.`);
  await page.keyboard.press('Space');
  await announced(`Släppte Favoritfrukt på plats ${at} av ${before.length}.`);
  await expect.poll(() => outline(page).then((o) => o.indexOf('Favoritfrukt'))).toBe(at - 1);

  // The age rule on the applicant's personal number, through every failure to a save.
  await page.getByRole('button', { name: 'Redigera Personnummer', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Åldersvillkor per period' }).check();
  await page.getByRole('button', { name: 'Lägg till period' }).click();
  const save = page.getByRole('button', { name: 'Spara', exact: true });
  await save.click();
  await expect(page.getByText('Fältet är obligatoriskt')).toHaveCount(4);
  await page.getByLabel('Periodens start').fill('2027-08-13');
  await page.getByLabel('Periodens slut').fill('2027-06-14');
  await page.getByLabel('Lägsta ålder').fill('-1');
  await page.getByLabel('Högsta ålder').fill('19');
  await expect(page.getByText('Datumet kan inte vara efter periodens slutdatum')).toBeVisible();
  await expect(page.getByText('Datumet kan inte vara före periodens startdatum')).toBeVisible();
  await expect(page.getByText('Åldern kan inte vara negativ')).toBeVisible();
  await save.click();
  await page.getByLabel('Lägsta ålder').fill('20');
  await expect(page.getByText('Åldern kan inte vara högre än minåldern')).toBeVisible();
  await expect(page.getByText('Åldern kan inte vara lägre än maxåldern')).toBeVisible();
  await page.getByLabel('Periodens start').fill('2027-06-14');
  await page.getByLabel('Periodens slut').fill('2027-08-13');
  await page.getByLabel('Lägsta ålder').fill('16');
  await save.click();
  await expect(page.getByText('2027-06-14 – 2027-08-13, 16–19 år')).toBeVisible();
  await autosaved(page);
  const order = await outline(page);
  await saveScreenshot(page, 'form-builder');

  // The finished form becomes a template for the next ad.
  const templateName = `Sommarlager-mall ${id}`;
  await page.getByRole('button', { name: 'Spara som mall' }).click();
  await page.getByRole('textbox', { name: 'Mallens namn' }).fill(templateName);
  await page.getByRole('button', { name: 'Spara mall' }).click();
  await expectToast(page, 'Mall sparad');
  // axe below looks at the page, not at a toast fading out.
  await expect(page.getByText('Mall sparad')).toBeHidden();
  const [template] = await queryDb<{ form: unknown[] }>('select form from form_templates where name = $1', [
    templateName,
  ]);
  expect(template!.form).toHaveLength(
    (
      await queryDb<{ n: number }>('select jsonb_array_length(form) as n from positions where id = $1', [id])
    )[0]!.n,
  );

  await expectNoAxeViolations(page);

  // Saved: a reload shows the same fields in the same order, and the database holds the rewritten orders.
  await page.reload();
  await expect(handle(page, 'Språk')).toBeVisible();
  expect(await outline(page)).toEqual(order);
  const [stored] = await queryDb<{ form: { key: string; order: number }[] }>(
    'select form from positions where id = $1',
    [id],
  );
  const orders = stored!.form.map((p) => p.order).sort((a, b) => a - b);
  expect(orders).toEqual(orders.map((_, i) => 1000 + 10 * i));

  // Published, and open from today, so the public site has it.
  await page.goto(`/admin/positions/${id}`);
  await page.getByRole('button', { name: 'Publicera', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Publicera annonsen' })
    .getByRole('button', { name: 'Publicera' })
    .click();
  await expectToast(page, 'Annonsen är publicerad');
  await expect(page.getByTestId('position-status')).toHaveText('Öppen');

  // On jobb.localhost: the fields in that order, and the rules hold.
  await page.goto(`${serverUrl('jobb.localhost')}/positions/${id}/apply`);
  const form = page.getByRole('form', { name: 'Ansökningsformulär' });
  await expect(form.getByText('Språk', { exact: true })).toBeVisible();
  const publicOrder = await form.locator('label, legend').allInnerTexts();
  const position = (text: string) => publicOrder.findIndex((t) => t.replace('*', '').trim().startsWith(text));
  const shown = [
    'Språk',
    'Favoritfrukt',
    'Kan du jobba helger?',
    'Vårdnadshavarens personnummer',
    'Vilka veckor kan du jobba?',
  ];
  const places = shown.map(position);
  expect(places.every((p) => p >= 0)).toBe(true);
  expect([...places].sort((a, b) => a - b)).toEqual(places);
  expect(position('Språk')).toBeLessThan(position('Förnamn'));

  const text = (label: string | RegExp) => form.getByRole('textbox', { name: label });
  await text(/^Förnamn/).fill('Sixten');
  await text(/^Efternamn/).fill('Sommar');
  await text(/^Personnummer/).fill(validSsn(321)); // born 1990: far too old for 16–19
  await text(/^Adress/).fill('Sjögatan 1');
  await text(/^Postnummer/).fill('72211');
  await text(/^Ort/).fill('Västerås');
  await text(/^Mobiltelefon/).fill('070-123 45 67');
  await text(/^E-post/).fill(uniqueEmail('sixten'));
  await text(/^Vårdnadshavarens personnummer/).fill(validSsn(322, '19750505'));
  await form.getByLabel(/^CV och personligt brev/).setInputFiles({ ...PDF, name: 'cv.pdf' });
  await form.getByLabel(/^Kopia av körkort/).setInputFiles(PDF);
  await form.getByRole('checkbox', { name: '2027-06-14 - 2027-07-02' }).check();
  await form.getByRole('checkbox', { name: 'Engelska' }).check();
  for (const box of await form.getByRole('checkbox', { name: /godkänner|samtycker/ }).all())
    await box.check();
  await page.getByRole('button', { name: 'Skicka ansökan' }).click();
  // The required radio group and the age rules stop it.
  const summary = page.getByRole('alert').filter({ hasText: 'Kan du jobba helger?' });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('Personnummer');
  await expect(form.getByText(/16–19 år/).first()).toBeVisible();

  await form.getByRole('radio', { name: 'Ja' }).check();
  await text(/^Personnummer/).fill(validSsn(323, '20100101')); // 17 on 2027-06-14
  await page.getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(page.getByRole('heading', { name: /Tack för din ansökan.*Sixten/ })).toBeVisible();
  const [application] = await queryDb<{ metadata: Record<string, unknown> }>(
    'select metadata from job_applications where position_id = $1',
    [id],
  );
  // The chosen period is among the answers.
  expect(Object.values(application!.metadata)).toContain(true);
});
