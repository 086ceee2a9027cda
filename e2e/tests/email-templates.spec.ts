import { expect, test, type Page } from '../support/test.ts';
import { addApplicant, dispatchAs, expectToast, sidebar, waitForMail } from '../support/app.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { queryDb } from '../support/db.ts';
import { DEMO } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const section = (page: Page, title: string) =>
  page.locator('div.rounded-xl').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

test('a writer keeps e-mail templates, text templates, labels and label templates per position type', async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  const title = `Kallelse ${stamp}`;
  const typeName = `Konsultuppdrag ${stamp}`;
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.writer);
  await sidebar(page).getByRole('link', { name: 'E-postmallar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/templates\/email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'E-postmallar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inbjudan till intervju', exact: true })).toBeVisible();

  // A new company e-mail template; a variable goes in at the cursor.
  await page.getByRole('button', { name: 'Ny e-postmall' }).click();
  const editor = page.getByRole('dialog', { name: 'Ny e-postmall' });
  await editor.getByRole('button', { name: 'Spara' }).click();
  await expect(editor.getByText('Ange en rubrik')).toBeVisible();
  await editor.getByLabel('Rubrik').fill(title);
  await editor.getByLabel('Ämne').fill(`Samtal om ##POSITION## ${stamp}`);
  const body = editor.getByLabel('Meddelande');
  await body.fill('Hej !\n\nVälkommen på samtal.\n##KONTAKT##');
  await body.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(4, 4));
  await editor.getByRole('button', { name: /^##FIRSTNAME## .*, lägg in$/ }).click();
  await expect(body).toHaveValue('Hej ##FIRSTNAME##!\n\nVälkommen på samtal.\n##KONTAKT##');
  await saveScreenshot(page, 'email-template-editor');
  await editor.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Mall sparad');
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

  // A text template, then removed after a confirmation.
  await page.getByRole('button', { name: 'Ny textmall' }).click();
  const textEditor = page.getByRole('dialog', { name: 'Ny textmall' });
  await textEditor.getByLabel('Rubrik').fill(`Tillfällig ${stamp}`);
  await textEditor.getByLabel('Text').fill('Skickade kompletterande frågor.');
  await textEditor.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Mall sparad');
  await section(page, 'Textmallar')
    .getByRole('button', { name: `Ta bort Tillfällig ${stamp}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Ta bort textmallen?' })
    .getByRole('button', { name: 'Ta bort' })
    .click();
  await expectToast(page, 'Mall borttagen');
  await expect(page.getByRole('link', { name: `Tillfällig ${stamp}` })).toHaveCount(0);

  // The labels moved to 'Statusar och taggar': an old link to a label's editor opens it there. Rename
  // one (and name it back at the end, for the other journeys).
  const [maybe] = await queryDb<{ id: number }>(
    "SELECT id FROM labels WHERE container_id = 1 AND name = 'Kanske'",
  );
  await page.goto(`/admin/templates/email?redigera=etikett-${maybe!.id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/templates/statuses\\?redigera=etikett-${maybe!.id}$`));
  const labelEditor = page.getByRole('dialog', { name: 'Redigera etikett' });
  await labelEditor.getByLabel('Namn').fill('Intressant');
  await labelEditor.getByRole('button', { name: 'Spara' }).click();
  await expect(labelEditor.getByText('Det finns redan en etikett som heter Intressant')).toBeVisible();
  await labelEditor.getByLabel('Namn').fill(`Kanske ${stamp}`);
  await labelEditor.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Etiketten sparad');
  await expect(
    section(page, 'Statusar och processnivåer').getByRole('link', { name: `Kanske ${stamp}` }),
  ).toBeVisible();
  await page.goto('/admin/templates/email');
  await expect(page.getByRole('link', { name: 'Inbjudan till intervju', exact: true })).toBeVisible();

  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'email-templates', { fullPage: true });
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'email-templates-phone', { fullPage: true });
  await page.setViewportSize(DESKTOP);

  // A new position type, and its label templates.
  await page.getByRole('button', { name: 'Ny annonstyp' }).click();
  const typeEditor = page.getByRole('dialog', { name: 'Ny annonstyp' });
  await typeEditor.getByLabel('Namn').fill(typeName);
  await typeEditor.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, `Annonstypen ${typeName} skapad`);
  await page.getByRole('link', { name: typeName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `E-postmallar för ${typeName}` })).toBeVisible();
  const [type] = await queryDb<{ id: number }>('SELECT id FROM position_types WHERE name = $1', [typeName]);
  await expect(page).toHaveURL(new RegExp(`/admin/templates/email/${type!.id}$`));

  const card = page
    .locator('div.rounded-xl')
    .filter({ has: page.getByRole('heading', { name: 'Mycket intressant' }) });
  await card.getByLabel('Ämne').fill(`Nästa steg för ##FIRSTNAME## ${stamp}`);
  await card.getByLabel('Text').fill('Hej ##FIRSTNAME##, vi går vidare med dig.');
  await card.getByRole('button', { name: 'Spara mallen för Mycket intressant' }).click();
  await expectToast(page, 'E-postmall uppdaterad');
  await expect(card.getByText('Egen för typen')).toBeVisible();
  const anstalld = page
    .locator('div.rounded-xl')
    .filter({ has: page.getByRole('heading', { name: 'Anställd', exact: true }) });
  await anstalld.getByLabel('Ämne').fill('Välkommen som anställd');
  await page.getByRole('button', { name: 'Spara alla' }).click();
  await expect(anstalld.getByText('Ange både ämne och text, eller lämna båda tomma')).toBeVisible();
  await anstalld.getByLabel('Text').fill('Välkommen till oss.');
  await page.getByRole('button', { name: 'Spara alla' }).click();
  await expectToast(page, 'E-postmallar uppdaterade');
  const stored = await queryDb<{ subject: string }>(
    'SELECT subject FROM label_email_templates WHERE position_type_id = $1 ORDER BY subject',
    [type!.id],
  );
  // Only what was written is saved for the type: the other labels keep the common template.
  expect(stored.map((s) => s.subject)).toEqual([
    `Nästa steg för ##FIRSTNAME## ${stamp}`,
    'Välkommen som anställd',
  ]);
  await page.mouse.move(0, 0); // a toast under the pointer stays
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'label-templates', { fullPage: true });
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'label-templates-phone', { fullPage: true });
  await page.setViewportSize(DESKTOP);

  // A type the company does not have.
  await page.goto('/admin/templates/email/2147483000');
  await expect(page.getByText('Hittade inga mallar, vänligen kontakta support')).toBeVisible();

  // A position of the type with one applicant: the status change offers the type's template.
  // With the demo warehouse form, so the applicant's name is known.
  const [demoPosition] = await queryDb<{ form: unknown }>('SELECT form FROM positions WHERE id = 101');
  const position = await dispatchAs(request, DEMO.writer, 'create_Position', {
    containerId: 1,
    form: demoPosition!.form,
    name: `Konsult ${stamp}`,
    positionTypeId: type!.id,
  });
  const { email } = await addApplicant(
    request,
    { positionId: position.id },
    { firstname: 'Greta', surname: 'Konsult', mailbox: 'konsult' },
  );
  await page.goto(`/admin/positions/${position.id}`);
  await page.getByRole('checkbox', { name: 'Markera alla som visas' }).check();
  await page.getByRole('button', { name: 'Ändra status' }).click();
  const statusDialog = page.getByRole('dialog', { name: 'Ändra status' });
  await statusDialog.getByLabel('Ny status').selectOption({ label: 'Mycket intressant' });
  await statusDialog.getByRole('button', { name: 'Ändra status' }).click();
  await page
    .getByRole('dialog', { name: 'Skicka e-post om statusen?' })
    .getByRole('button', { name: 'Granska och skicka' })
    .click();
  const compose = page.getByRole('dialog', { name: 'Skicka e-post' });
  await expect(compose.getByLabel('Ämne')).toHaveValue(`Nästa steg för ##FIRSTNAME## ${stamp}`);
  await compose.getByRole('button', { name: 'Skicka' }).click();
  await expectToast(page, 'E-post skickad');
  await waitForMail(email, new RegExp(`Nästa steg för Greta ${stamp}`));

  // The new company template in the applicant's e-mail dialog; the mail arrives filled in.
  await page.locator('table').getByRole('link', { name: 'Greta Konsult' }).click();
  await page.getByRole('button', { name: 'Skicka e-post' }).click();
  const one = page.getByRole('dialog', { name: 'Skicka e-post' });
  await one.getByLabel('Mall').selectOption({ label: title });
  await expect(one.getByLabel('Ämne')).toHaveValue(`Samtal om ##POSITION## ${stamp}`);
  await one.getByRole('button', { name: 'Skicka' }).click();
  await expectToast(page, 'E-post skickad');
  const mail = await waitForMail(email, new RegExp(`Samtal om Konsult ${stamp} ${stamp}`));
  expect(mail.text).toContain('Hej Greta!');
  expect(mail.text).toContain('Anna Rekryterare, 070-123 45 67');

  // A text template goes into the note.
  await page.getByLabel('Infoga textmall').selectOption({ label: 'Ringt, inget svar' });
  await expect(page.getByLabel('Ny anteckning')).toHaveValue('Ringde, inget svar. Försöker igen i morgon.');

  const [kanske] = await queryDb<{ id: number }>(
    'SELECT id FROM labels WHERE container_id = 1 AND name = $1',
    [`Kanske ${stamp}`],
  );
  await dispatchAs(request, DEMO.writer, 'update_Label', {
    containerId: 1,
    id: kanske!.id,
    name: 'Kanske',
    isDefault: false,
  });
});
