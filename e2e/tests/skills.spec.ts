import { expect, test, type Page } from '../support/test.ts';
import { expectToast, sidebar } from '../support/app.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { queryDb } from '../support/db.ts';
import { DEMO } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { checkedScreenshot, saveScreenshot, SIZES } from '../support/screenshots.ts';

/** The table row (desktop) of a skill or collection, found by its link. */
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

test('a writer creates a skill with questions and a collection, adds the skill to a position and answers it on an applicant', async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now();
  const skill = `Svetsning ${stamp}`;
  const collection = `Verkstad ${stamp}`;
  await signIn(page, DEMO.writer);
  await sidebar(page).getByRole('link', { name: 'Kompetenser', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/templates\/skills$/);
  await expect(row(page, 'Truckkörning')).toBeVisible();

  // A new skill: the name is required, then two questions, the second moved first.
  await page.getByRole('link', { name: 'Ny kompetens' }).click();
  const editor = page.getByRole('dialog', { name: 'Ny kompetens' });
  await editor.getByRole('button', { name: 'Spara' }).click();
  await expect(editor.getByText('Ange kompetensens namn')).toBeVisible();
  await editor.getByRole('textbox', { name: 'Namn' }).fill(skill);
  await editor.getByRole('textbox', { name: 'Beskrivning' }).fill('MIG, TIG och elektrod');
  // The icon grid: a click on an icon chooses it, the arrow keys move the choice.
  await editor.getByTitle('Hantverk').click();
  await expect(editor.getByRole('radio', { name: 'Hantverk' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(editor.getByRole('radio', { name: 'Bygg' })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(editor.getByRole('radio', { name: 'Hantverk' })).toBeChecked();
  await editor.getByRole('button', { name: 'Lägg till fråga' }).click();
  await editor.getByRole('textbox', { name: 'Fråga 1' }).fill('Vilka svetsmetoder behärskar du?');
  await editor.getByRole('button', { name: 'Lägg till fråga' }).click();
  await editor.getByRole('textbox', { name: 'Fråga 2' }).fill('Har du svetscertifikat?');
  await editor.getByRole('button', { name: 'Flytta fråga 2 upp' }).click();
  await expect(editor.getByRole('textbox', { name: 'Fråga 1' })).toHaveValue('Har du svetscertifikat?');
  await expectNoAxeViolations(page);
  await editor.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Kompetens sparad');
  await expect(editor).toBeHidden();
  await expect(row(page, skill)).toContainText('2 frågor');
  const [stored] = await queryDb<{ id: number; icon: string }>(
    'SELECT id, icon FROM skills WHERE container_id = 1 AND name = $1',
    [skill],
  );
  expect(stored?.icon).toBe('hammer');

  // The same name again is refused under the name.
  await page.getByRole('link', { name: 'Ny kompetens' }).click();
  await editor.getByRole('textbox', { name: 'Namn' }).fill(skill.toUpperCase());
  await editor.getByRole('button', { name: 'Spara' }).click();
  await expect(editor.getByText('Det finns redan en kompetens med det namnet')).toBeVisible();
  await editor.getByRole('button', { name: 'Avbryt' }).click();

  // A collection with the new skill and an existing one.
  await page.getByRole('link', { name: 'Ny samling' }).click();
  const collectionEditor = page.getByRole('dialog', { name: 'Ny kompetenssamling' });
  await collectionEditor.getByRole('textbox', { name: 'Namn' }).fill(collection);
  await collectionEditor.getByRole('checkbox', { name: skill }).check();
  await collectionEditor.getByRole('checkbox', { name: 'Noggrannhet' }).check();
  await collectionEditor.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Kompetenssamling sparad');
  await expect(row(page, collection)).toContainText(`${skill}, Noggrannhet`);

  // On the warehouse position (the writer holds Write on it): add the skill.
  await page.goto('/admin/positions/101/skills');
  const section = page.getByRole('list', { name: 'Kompetenser' });
  await expect(section.getByText('Truckkörning')).toBeVisible();
  await page.getByRole('combobox', { name: 'Lägg till kompetens eller samling' }).selectOption({
    label: `Kompetens: ${skill}`,
  });
  await page.getByRole('button', { name: 'Lägg till', exact: true }).click();
  await expectToast(page, 'Sparad');
  await expect(section.getByText(skill)).toBeVisible();

  // An applicant to the position: answer the new questions, see them after a reload.
  const [application] = await queryDb<{ id: number }>(
    'SELECT id FROM job_applications WHERE position_id = 101 ORDER BY id LIMIT 1',
  );
  await page.goto(`/admin/positions/101/applicants/${application!.id}`);
  const certificate = page.getByRole('textbox', { name: 'Har du svetscertifikat?' });
  await certificate.fill('Ja, EN ISO 9606-1');
  await page.getByRole('textbox', { name: 'Vilka svetsmetoder behärskar du?' }).fill('MIG och TIG');
  await page.getByRole('button', { name: 'Spara svar' }).click();
  await expectToast(page, 'Sparad');
  await page.reload();
  await expect(certificate).toHaveValue('Ja, EN ISO 9606-1');
  await expect(page.getByRole('textbox', { name: 'Vilka svetsmetoder behärskar du?' })).toHaveValue(
    'MIG och TIG',
  );

  // Deleting the skill says how many positions use it; its answers go with it.
  await page.goto('/admin/templates/skills');
  await row(page, skill)
    .getByRole('button', { name: `Ta bort ${skill}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Ta bort kompetensen?' });
  await expect(confirm).toContainText('används på 1 tjänst');
  await confirm.getByRole('button', { name: 'Ta bort' }).click();
  await expectToast(page, 'Kompetens borttagen');
  await expect(row(page, skill)).toHaveCount(0);
  expect(await queryDb('SELECT 1 FROM skills WHERE id = $1', [stored!.id])).toEqual([]);
  expect(
    await queryDb(
      "SELECT 1 FROM questionnaire_answers WHERE application_id = $1 AND answer = 'MIG och TIG'",
      [application!.id],
    ),
  ).toEqual([]);

  await row(page, collection)
    .getByRole('button', { name: `Ta bort ${collection}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Ta bort kompetenssamlingen?' })
    .getByRole('button', { name: 'Ta bort' })
    .click();
  await expectToast(page, 'Kompetenssamling borttagen');
});

test('a reader sees the position skills but cannot change them or reach the skills screen', async ({
  page,
}) => {
  await signIn(page, DEMO.reader);
  await page.goto('/admin/positions/101/skills');
  await expect(page.getByRole('list', { name: 'Kompetenser' }).getByText('Truckkörning')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Lägg till kompetens eller samling' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /från tjänsten/ })).toHaveCount(0);
  await page.goto('/admin/templates/skills');
  await expect(page).toHaveURL(/\/admin\/access-denied$/);
});

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`skills screenshots at ${size} width`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.admin);
    const [truck] = await queryDb<{ id: number }>(
      "SELECT id FROM skills WHERE container_id = 1 AND name = 'Truckkörning'",
    );
    const [warehouse] = await queryDb<{ id: number }>(
      "SELECT id FROM skill_collections WHERE container_id = 1 AND name = 'Lager och logistik'",
    );
    for (const [shot, at, ready] of [
      ['skills', '/admin/templates/skills', page.getByText('Lager och logistik').filter({ visible: true })],
      [
        'skill-edit',
        `/admin/templates/skills?kompetens=${truck!.id}`,
        page.getByRole('dialog', { name: 'Redigera kompetens' }),
      ],
      [
        'skill-collection-edit',
        `/admin/templates/skills?samling=${warehouse!.id}`,
        page.getByRole('dialog', { name: 'Redigera kompetenssamling' }),
      ],
    ] as const) {
      await page.goto(at);
      await expect(ready).toBeVisible();
      await checkedScreenshot(page, `${size}-${shot}`);
    }
    // The applicant's questionnaire, built from the position's skills, on its own.
    const [application] = await queryDb<{ id: number }>(
      'SELECT id FROM job_applications WHERE position_id = 101 ORDER BY id LIMIT 1',
    );
    await page.goto(`/admin/positions/101/applicants/${application!.id}`);
    const questionnaire = page.getByRole('group', { name: 'Lagerarbete' });
    await expect(questionnaire).toBeVisible();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page.locator('div.rounded-xl', { has: questionnaire }), `${size}-questionnaire`);
    await expectNoAxeViolations(page);
    // The position page's section, on its own.
    await page.goto('/admin/positions/101/skills');
    const section = page.getByRole('list', { name: 'Kompetenser' });
    await expect(section).toBeVisible();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page.locator('div.rounded-xl', { has: section }), `${size}-position-skills`);
    await expectNoAxeViolations(page);
  });
}
