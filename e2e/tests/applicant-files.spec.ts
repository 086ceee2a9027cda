import { expect, test, type Page } from '../support/test.ts';
import { expectToast } from '../support/app.ts';
import { queryDb } from '../support/db.ts';
import { DEMO } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { pdfWithPages } from '../support/files.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveScreenshot } from '../support/screenshots.ts';

/** Signs in as `staff` and opens the demo application of the applicant with this address; gives its ids. */
async function openApplicationOf(page: Page, applicant: string, staff: string) {
  const [application] = await queryDb<{ id: number; position_id: number }>(
    `select a.id, a.position_id from job_applications a join users u on u.id = a.user_id where u.email = $1`,
    [applicant],
  );
  await signIn(page, staff);
  await page.goto(`/admin/positions/${application!.position_id}/applicants/${application!.id}`);
  return application!;
}

test('a writer previews a converted Word letter with its warning, pages and zooms a PDF, and draws ink that stays after a reload', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  // Sara Lindqvist applied with a Word letter; the job queue converted it after the demo seed.
  const sara = await openApplicationOf(page, 'sara.lindqvist@example.se', DEMO.writer);

  const letter = 'Personligt brev Sara Lindqvist.docx';
  // Files are known in the list by their download buttons; the converted PDF is not listed.
  const fileButton = (name: string) => page.getByRole('button', { name: `Ladda ner ${name}`, exact: true });
  await expect(fileButton(letter)).toBeVisible();
  await expect(page.getByText(`${letter}.converted.pdf`)).toHaveCount(0);
  const previewLetter = page.getByRole('button', { name: `Förhandsgranska ${letter}` });
  await expect(previewLetter).toBeVisible({ timeout: 30_000 });
  await previewLetter.click();
  const converted = page.getByRole('dialog', { name: letter });
  await expect(converted.getByRole('note')).toHaveText(
    'Konverterad förhandsgranskning: Detta är en konverterad version som kanske inte är 100% sann mot originalet. För att se originalfilen, använd nedladdningsknappen i fillistan.',
  );
  await expect(converted.getByText('Sida 1 av 1')).toBeVisible();
  await expect(converted.getByTestId('pdf-canvas')).toBeVisible();
  await expect(converted.getByRole('button', { name: 'Rita' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'pdf-viewer-converted');
  await page.keyboard.press('Escape');
  await expect(converted).toBeHidden();
  await expect(previewLetter).toBeFocused();

  // Upload a two-page PDF in edit mode.
  await page.getByRole('button', { name: 'Redigera', exact: true }).click();
  await page.getByLabel('Ladda upp fil', { exact: true }).setInputFiles({
    name: 'Intyg.pdf',
    mimeType: 'application/pdf',
    buffer: pdfWithPages([['Sida ett'], ['Sida tva']]),
  });
  await expectToast(page, 'Filen har laddats upp');
  await page.getByRole('button', { name: 'Förhandsgranska Intyg.pdf' }).click();
  const viewer = page.getByRole('dialog', { name: 'Intyg.pdf' });
  await expect(viewer.getByText('Sida 1 av 2')).toBeVisible();
  await expect(
    viewer.getByText('Piltangenterna byter sida, klick zoomar in, högerklick zoomar ut, ESC stänger.'),
  ).toBeVisible();
  await expect(viewer.getByRole('note')).toHaveCount(0);

  // Pages by key, bounded.
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('Sida 2 av 2')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('Sida 2 av 2')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('Sida 1 av 2')).toBeVisible();

  // Zoom by key, click and right-click.
  const zoom = viewer.getByTestId('pdf-zoom');
  await expect(zoom).toHaveText('100 %');
  await page.keyboard.press('+');
  await expect(zoom).toHaveText('125 %');
  await page.keyboard.press('=');
  await expect(zoom).toHaveText('150 %');
  await page.keyboard.press('-');
  await expect(zoom).toHaveText('125 %');
  const canvas = viewer.getByTestId('pdf-canvas');
  await canvas.click({ position: { x: 30, y: 30 } });
  await expect(zoom).toHaveText('150 %');
  await canvas.click({ button: 'right', position: { x: 30, y: 30 } });
  await expect(zoom).toHaveText('125 %');
  await saveScreenshot(page, 'pdf-viewer');

  // At every limit the keys go on working: the button that turns disabled hands focus to its opposite.
  const button = (name: string) => viewer.getByRole('button', { name, exact: true });
  for (let i = 0; i < 7; i++) await button('Zooma in').click();
  await expect(zoom).toHaveText('300 %');
  await expect(button('Zooma ut')).toBeFocused();
  for (let i = 0; i < 10; i++) await page.keyboard.press('-');
  await expect(zoom).toHaveText('50 %');
  await expect(button('Zooma in')).toBeFocused();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect(zoom).toHaveText('100 %');
  await button('Nästa sida').click();
  await expect(viewer.getByText('Sida 2 av 2')).toBeVisible();
  await expect(button('Föregående sida')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('Sida 1 av 2')).toBeVisible();
  await expect(button('Nästa sida')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('Sida 2 av 2')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('Sida 1 av 2')).toBeVisible();

  // Draw ink on page 1 and save it as a new version.
  await viewer.getByRole('button', { name: 'Rita' }).click();
  const ink = viewer.getByTestId('pdf-ink');
  const box = (await ink.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 60);
  await page.mouse.down();
  await page.mouse.move(box.x + 160, box.y + 120, { steps: 8 });
  await page.mouse.move(box.x + 260, box.y + 60, { steps: 8 });
  await page.mouse.up();
  await expect(ink.locator('polyline')).toHaveCount(1);
  // A highlight dragged over a line, a stamp and a signature image (SPEC §9 annotation types).
  await viewer.getByRole('button', { name: 'Markera' }).click();
  await page.mouse.move(box.x + 30, box.y + 150);
  await page.mouse.down();
  await page.mouse.move(box.x + 200, box.y + 170, { steps: 6 });
  await page.mouse.up();
  await expect(ink.locator('rect')).toHaveCount(1);
  await viewer.getByRole('button', { name: 'Stämpel' }).click();
  await viewer.getByRole('textbox', { name: 'Stämpelns text' }).fill('Kontrollerad');
  await page.mouse.click(box.x + 60, box.y + 220);
  await expect(viewer.getByTestId('pdf-marks')).toContainText('Kontrollerad');
  await viewer.getByRole('button', { name: 'Signatur' }).click();
  await viewer.getByLabel('Välj signaturbild').setInputFiles({
    name: 'signatur.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(viewer.getByText('Signaturen är vald. Klicka på sidan för att placera den.')).toBeVisible();
  await page.mouse.click(box.x + 60, box.y + 280);
  await expect(viewer.getByTestId('pdf-marks').locator('img')).toHaveCount(1);
  await saveScreenshot(page, 'pdf-annotations');
  await viewer.getByRole('button', { name: 'Spara ny version' }).click();
  await expectToast(page, 'En ny version av filen har sparats');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await page.reload();
  await expect(fileButton('Intyg (version 2).pdf')).toBeVisible();
  await expect(fileButton('Intyg.pdf')).toBeVisible();
  const stored = await queryDb<{ filename: string; kind: string; derived: string | null }>(
    `select f.filename, f.kind, d.filename as derived from application_files f
     left join application_files d on d.id = f.derived_from_id
     where f.application_id = $1 and f.filename like 'Intyg%' order by f.id`,
    [sara.id],
  );
  expect(stored).toEqual([
    { filename: 'Intyg.pdf', kind: 'original', derived: null },
    { filename: 'Intyg (version 2).pdf', kind: 'annotated', derived: 'Intyg.pdf' },
  ]);
  // The new version opens as a PDF of its own, the original untouched beside it.
  await page.getByRole('button', { name: 'Förhandsgranska Intyg (version 2).pdf' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Intyg (version 2).pdf' }).getByText('Sida 1 av 2'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Deleting the original takes its version along.
  await page.getByRole('button', { name: 'Redigera', exact: true }).click();
  await page.getByRole('button', { name: 'Ta bort Intyg.pdf' }).click();
  await page.getByRole('dialog', { name: 'Ta bort filen?' }).getByRole('button', { name: 'Ta bort' }).click();
  await expectToast(page, 'Filen har tagits bort');
  await expect(fileButton('Intyg (version 2).pdf')).toHaveCount(0);
  await expect(fileButton('Intyg.pdf')).toHaveCount(0);
  await expect(fileButton(letter)).toBeVisible();
});

test('a reader previews a PDF on a phone: the viewer and its page fit, with the touch hint and no drawing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApplicationOf(page, 'elin.berg@example.se', DEMO.reader);
  const preview = page.getByRole('button', { name: 'Förhandsgranska CV Elin Berg.pdf' });
  await preview.click();
  const viewer = page.getByRole('dialog', { name: 'CV Elin Berg.pdf' });
  await expect(viewer.getByText('Sida 1 av 1')).toBeVisible();
  const canvas = viewer.getByTestId('pdf-canvas');
  await expect(canvas).toBeVisible();
  // An A4 page opens fitted to the width: the document has no sideways scroll.
  await expect(viewer.getByTestId('pdf-zoom')).not.toHaveText('100 %');
  const area = viewer.getByRole('region', { name: 'Dokumentet' });
  await expect
    .poll(() => area.evaluate((element) => element.scrollWidth - element.clientWidth))
    .toBeLessThanOrEqual(0);
  const page1 = (await canvas.boundingBox())!;
  const areaBox = (await area.boundingBox())!;
  expect(page1.x).toBeGreaterThanOrEqual(areaBox.x);
  expect(page1.x + page1.width).toBeLessThanOrEqual(areaBox.x + areaBox.width);
  await expect(
    viewer.getByText('Tryck på sidan för att zooma in. Knapparna ovan byter sida och zoomar ut.'),
  ).toBeVisible();
  await expect(viewer.getByText(/Piltangenterna byter sida/)).toBeHidden();
  await expect(viewer.getByRole('button', { name: 'Rita' })).toHaveCount(0);
  const box = (await viewer.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  for (const name of ['Föregående sida', 'Nästa sida', 'Zooma ut', 'Zooma in', 'Stäng']) {
    const control = (await viewer.getByRole('button', { name }).boundingBox())!;
    expect(control.x + control.width, name).toBeLessThanOrEqual(box.x + box.width);
  }
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'pdf-viewer-phone');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(preview).toBeFocused();

  // On the narrowest phone too (320 px) the page fits the width.
  await page.setViewportSize({ width: 320, height: 640 });
  await preview.click();
  await expect(canvas).toBeVisible();
  await expect
    .poll(() => area.evaluate((element) => element.scrollWidth - element.clientWidth))
    .toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'pdf-viewer-320');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // Her photo is an image: it opens inline in the list (SPEC §4), fetched with the token.
  await page.getByRole('button', { name: 'Förhandsgranska bild.png' }).click();
  const photo = page.getByRole('img', { name: 'bild.png' });
  await expect(photo).toBeVisible();
  // Shown is not yet loaded: the image is there when the browser has decoded its 160 px.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
});
