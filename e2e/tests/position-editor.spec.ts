import { expect, test } from '../support/test.ts';
import { createPositionButton, expectToast } from '../support/app.ts';
import { DEMO, serverUrl } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';

test('a writer creates a position from a template, edits it, and the public page shows the new name', async ({
  page,
}) => {
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
  await page.getByRole('textbox', { name: 'Beskrivning' }).click();
  await page.keyboard.type('Du kör truck på vårt lager.');
  await page.getByRole('button', { name: /31 dagar/ }).click();
  await page.getByRole('button', { name: 'Spara annons' }).click();
  await expectToast(page, 'Sparad');
  await expect(page).toHaveURL(/\/admin\/positions$/);
  await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = /\/admin\/positions\/(\d+)/.exec(page.url())?.[1];
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

  await page.goto(`${serverUrl('jobb.localhost')}/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText('Körkort krävs.')).toBeVisible();
});
