import { expect, test } from '../support/test.ts';
import { createPositionButton, expectToast } from '../support/app.ts';
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
  await expect(dialog.getByRole('radio', { name: 'Publicera nu' })).toBeChecked();
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
  await expect(page).toHaveURL(/\/admin\/positions$/);
  await expect(page.getByRole('link', { name: renamed, exact: true }).first()).toBeVisible();

  await page.goto(publicAd);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText('Körkort krävs.')).toBeVisible();
});
