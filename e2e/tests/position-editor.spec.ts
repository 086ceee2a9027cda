import { expect, test } from '../support/test.ts';
import { addDays, standardApplicationForm, stockholmDate } from '@rekry/domain';
import { chooseMoreAction, createPositionButton, dispatchAs, expectToast } from '../support/app.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { checkedScreenshot, saveScreenshot } from '../support/screenshots.ts';

/** The widths every new or changed screen of an ad's life is looked at in. */
const WIDTHS = { '1280': { width: 1280, height: 900 }, '390': { width: 390, height: 844 } } as const;
import { DEMO, serverUrl } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';

test('a writer creates an ad from a template (a draft), builds its form, previews it, publishes it, finds it on the career site and edits it', async ({
  page,
}) => {
  test.slow();
  const name = `Truckförare ${Date.now()}`;
  const renamed = `${name} (ny)`;
  await signIn(page, DEMO.writer);
  await createPositionButton(page).click();
  await expect(page).toHaveURL(/\/admin\/positions\/new$/);
  // The first type's default template is preselected; the writer picks another type's template.
  await expect(page.getByRole('radio', { name: /^Sommarjobb/ })).toBeChecked();
  await page.getByText('Lager – tillsvidare').click();
  await expect(page.getByRole('radio', { name: /Lager – tillsvidare/ })).toBeChecked();
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(page).toHaveURL(/\/admin\/positions\/create\/\d+\?template=/);

  await page.getByRole('textbox', { name: 'Namn på tjänsten' }).fill(name);
  await page.getByRole('textbox', { name: 'Ort' }).fill('Västerås');
  await page.getByRole('button', { name: /31 dagar/ }).click();
  await page.getByRole('button', { name: 'Spara annons' }).click();
  await expectToast(page, 'Sparad');
  // A new ad is a draft, and saving it leads to its own page.
  await expect(page).toHaveURL(/\/admin\/positions\/\d+$/);
  const id = Number(/\/admin\/positions\/(\d+)/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('position-status')).toHaveText(/^Utkast$/);
  for (const [size, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await checkedScreenshot(page, `position-draft-${size}`);
  }
  await page.setViewportSize(WIDTHS['1280']);
  // Nowhere on the career site.
  const publicAd = `${serverUrl('jobb.localhost')}/${id}`;
  expect((await page.goto(publicAd))?.status()).toBe(404);

  // Its form is built while it is a draft: the builder offers the preview instead of the public ad.
  await page.goto(`/admin/positions/${id}`);
  await page.getByRole('link', { name: 'Formulär', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/positions/${id}/form$`));
  await page.getByRole('button', { name: 'Textrad', exact: true }).click();
  await page.getByRole('textbox', { name: 'Rubrik', exact: true }).fill('Truckkortsnummer');
  await expect(page.locator('[data-autosave]')).toHaveAttribute('data-autosave', 'saved', {
    timeout: 15_000,
  });
  await page.getByRole('link', { name: 'Förhandsgranska' }).click();

  // The preview: the career-site ad and form as applicants will see them, marked, sending nothing.
  await expect(page).toHaveURL(new RegExp(`/admin/positions/${id}/preview$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Förhandsgranskning' })).toBeVisible();
  const preview = page.getByTestId('position-preview');
  await expect(preview.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(preview.getByText('Förhandsgranskning – ansökan skickas inte.')).toBeVisible();
  await expect(preview.getByText('Truckkortsnummer')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // The real validators: an empty form is refused field by field.
  await preview.getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(preview.getByText('Rätta fälten nedan och skicka igen.')).toBeVisible();
  for (const [size, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await checkedScreenshot(page, `position-preview-${size}`);
  }
  await page.setViewportSize(WIDTHS['1280']);

  // Publicera: the check lists what is missing (no ad text yet), then it publishes.
  await page.goto(`/admin/positions/${id}`);
  await page.getByRole('button', { name: 'Publicera', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publicera annonsen' });
  await expect(dialog.getByTestId('publish-missing')).toHaveText('Skriv en annonstext');
  await expect(dialog.getByRole('button', { name: 'Publicera' })).toBeDisabled();
  await dialog.getByRole('link', { name: 'Redigera annonsen' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/positions/${id}/edit$`));
  await page.getByRole('textbox', { name: 'Beskrivning' }).click();
  await page.keyboard.type('Du kör truck på vårt lager.');
  await page.getByRole('button', { name: 'Spara annons' }).click();
  await expectToast(page, 'Sparad');
  await page.goto(`/admin/positions/${id}`);
  await page.getByRole('button', { name: 'Publicera', exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Nu' })).toBeChecked();
  for (const [size, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `position-publish-dialog-${size}`);
  }
  await page.setViewportSize(WIDTHS['1280']);
  await dialog.getByRole('button', { name: 'Publicera' }).click();
  await expectToast(page, 'Annonsen är publicerad');
  await expect(page.getByTestId('position-status')).toHaveText('Öppen');
  await expect(page.getByRole('button', { name: 'Publicera', exact: true })).toHaveCount(0);

  // On the career site now.
  await page.goto(publicAd);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goto(`/admin/positions/${id}`);
  await page.getByRole('link', { name: 'Redigera' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/positions/${id}/edit$`));
  await page.getByRole('textbox', { name: 'Namn på tjänsten' }).fill(renamed);
  await page.getByRole('textbox', { name: 'Beskrivning' }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Körkort krävs.');
  await page.getByRole('button', { name: 'Spara annons' }).click();
  await expectToast(page, 'Sparad');
  // Saved, the ad itself: where the change shows and the next step is.
  await expect(page).toHaveURL(new RegExp(`/admin/positions/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  await page.goto(publicAd);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText('Körkort krävs.')).toBeVisible();
});

test('a writer schedules a draft at a chosen Swedish date and time, changes it, cancels it, and publishes it from its preview', async ({
  page,
  request,
}) => {
  test.slow();
  const name = `Truckförare i tid ${Date.now().toString(36)}`;
  const now = Math.floor(Date.now() / 1000);
  const draft = await dispatchAs(request, DEMO.writer, 'create_Position', {
    containerId: 1,
    name,
    location: 'Västerås',
    description: '<p>Du kör truck på vårt lager.</p>',
    form: standardApplicationForm(),
    start: now - 86_400,
    stop: now + 30 * 86_400,
  });
  const tomorrow = addDays(stockholmDate(), 1);
  const status = page.getByTestId('position-status');
  await signIn(page, DEMO.writer);
  await page.goto(`/admin/positions/${draft.id}`);
  await expect(status).toHaveText(/^Utkast$/);

  // Publicera → 'Vid en vald tidpunkt': a date and a time, Swedish time.
  await page.getByRole('button', { name: 'Publicera', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publicera annonsen' });
  await dialog.getByRole('radio', { name: 'Vid en vald tidpunkt' }).check();
  await dialog.getByLabel('Datum', { exact: true }).fill(tomorrow);
  await dialog.getByLabel('Tid', { exact: true }).fill('08:30');
  for (const [size, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `position-schedule-dialog-${size}`);
  }
  await dialog.getByRole('button', { name: 'Schemalägg' }).click();
  await expectToast(page, `Annonsen publiceras ${tomorrow} 08:30`);
  await expect(status).toHaveText(`Schemalagd ${tomorrow} 08:30`);

  // The list gives it that one status, on a phone and a desktop alike.
  await page.setViewportSize(WIDTHS['390']);
  await page.goto(`/admin/positions?q=${encodeURIComponent(name)}`);
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText(`Schemalagd ${tomorrow} 08:30`);
  await expect(card).not.toContainText(/Öppen|Stängd|Utkast/);
  await checkedScreenshot(page, 'positions-scheduled-390');
  await page.setViewportSize(WIDTHS['1280']);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText(`Schemalagd ${tomorrow} 08:30`);
  await checkedScreenshot(page, 'positions-scheduled-1280');

  // Ändra tidpunkt: the same dialog, prefilled; a moment already past is the server's answer under it.
  await row.getByRole('link', { name, exact: true }).click();
  await page.getByRole('button', { name: 'Ändra tidpunkt' }).click();
  const change = page.getByRole('dialog', { name: 'Ändra tidpunkt' });
  await expect(change.getByRole('radio', { name: 'Vid en vald tidpunkt' })).toBeChecked();
  await expect(change.getByLabel('Datum', { exact: true })).toHaveValue(tomorrow);
  await expect(change.getByLabel('Tid', { exact: true })).toHaveValue('08:30');
  await change.getByLabel('Datum', { exact: true }).fill(stockholmDate());
  await change.getByLabel('Tid', { exact: true }).fill('00:00');
  await change.getByRole('button', { name: 'Schemalägg' }).click();
  await expect(change.getByLabel('Datum', { exact: true })).toHaveAccessibleDescription(
    'Tidpunkten har redan passerat',
  );
  await change.getByLabel('Datum', { exact: true }).fill(tomorrow);
  await change.getByLabel('Tid', { exact: true }).fill('09:45');
  await change.getByRole('button', { name: 'Schemalägg' }).click();
  // The toast comes just after the new status: waited for, so axe below never meets it mid-entrance.
  await expectToast(page, `Annonsen publiceras ${tomorrow} 09:45`);
  await expect(status).toHaveText(`Schemalagd ${tomorrow} 09:45`);
  for (const [size, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await checkedScreenshot(page, `position-scheduled-${size}`);
  }

  // Avbryt schemaläggning, after asking: a draft again.
  await chooseMoreAction(page, 'Avbryt schemaläggning');
  const cancel = page.getByRole('dialog', { name: 'Avbryta schemaläggningen?' });
  await expect(cancel).toContainText(`publiceras inte ${tomorrow} 09:45`);
  await saveScreenshot(page, 'position-cancel-schedule-1280');
  await cancel.getByRole('button', { name: 'Avbryt schemaläggning' }).click();
  await expectToast(page, 'Schemaläggningen är avbruten');
  await expect(status).toHaveText(/^Utkast$/);

  // The draft's preview says it is a draft (no 'Öppen', no published date) and publishes it.
  await page.getByRole('link', { name: 'Förhandsgranska' }).click();
  const about = page.getByTestId('position-preview').getByRole('complementary', { name: 'Om tjänsten' });
  await expect(about).toContainText('Utkast');
  await expect(about).not.toContainText(/Öppen|Publicerad/i);
  for (const [size, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await checkedScreenshot(page, `position-preview-draft-${size}`);
  }
  await page.getByRole('button', { name: 'Publicera', exact: true }).click();
  const fromPreview = page.getByRole('dialog', { name: 'Publicera annonsen' });
  await expect(fromPreview.getByRole('radio', { name: 'Nu' })).toBeChecked();
  await fromPreview.getByRole('button', { name: 'Publicera' }).click();
  await expectToast(page, 'Annonsen är publicerad');
  await expect(about).toContainText('Öppen');
  await expect(page.getByRole('button', { name: 'Publicera', exact: true })).toHaveCount(0);

  await dispatchAs(request, DEMO.admin, 'delete_Position', { containerId: 1, positionId: draft.id });
});
