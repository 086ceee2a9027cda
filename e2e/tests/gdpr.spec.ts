import { readFile } from 'node:fs/promises';
import type { Page } from '../support/test.ts';
import type { PersonExtract } from '@rekry/domain';
import { expect, test } from '../support/test.ts';
import {
  applyAsVisitor,
  dispatchAs,
  expectToast,
  sidebar,
  uniqueEmail,
  waitForMail,
} from '../support/app.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { queryDb } from '../support/db.ts';
import { DEMO } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { saveScreenshot } from '../support/screenshots.ts';

/**
 * The GDPR tools: an admin of Demo AB changes the retention period, puts a new applicant on
 * legal hold, downloads and mails their register extract, then deletes them with the typed confirmation.
 * The period it changes in the shared demo company it puts back.
 */
const DEMO_AB = 1;

/** Axe and a screenshot on a desktop and a phone. */
async function checkBothSizes(page: Page, name: string) {
  await expectNoAxeViolations(page);
  await saveScreenshot(page, `${name}`, { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, `${name}-phone`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Pages through the people table until the row action for the person shows. */
async function findAction(page: Page, name: RegExp) {
  const action = page.getByRole('link', { name });
  const pager = page.getByRole('navigation', { name: 'Sidor' });
  // The table has loaded when its first row action shows and it is not fetching: a page shown from the cache
  // while it is fetched again can hold an older list and page count, and the search would end there.
  const settled = async () => {
    await expect(page.getByRole('link', { name: /^Ta bort / }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]:has(a[aria-label^="Ta bort "])')).toHaveCount(0);
  };
  await settled();
  for (let i = 0; i < 10 && !(await action.isVisible()); i++) {
    const next = pager.getByRole('button', { name: 'Nästa' });
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    await next.click();
    // The next page is there when the pager says so ('Sida 2 av 3') and its rows have come.
    await expect(pager).toContainText(`Sida ${i + 2} av`);
    await settled();
  }
  await expect(action).toBeVisible();
  return action;
}

test('an admin sets the period, holds, informs and deletes a person in the GDPR tools', async ({
  page,
  request,
}) => {
  test.slow();
  const surname = `Gdprsson${Date.now().toString(36)}`;
  const name = `Greta ${surname}`;
  const email = uniqueEmail('gdpr');
  await applyAsVisitor(request, { email, firstname: 'Greta', surname, ssnSerial: 157 });
  try {
    await signIn(page, DEMO.admin);
    await sidebar(page).getByRole('link', { name: 'GDPR' }).click();
    await expect(page).toHaveURL(/\/admin\/gdpr$/);
    await expect(page.getByRole('heading', { level: 1, name: 'GDPR' })).toBeVisible();
    await expect(page.getByText('Behandling av personuppgifter')).toBeVisible();
    await expect(page.getByText('Samtycke', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nästa körning tar bort' })).toBeVisible();
    await expect(page.getByText('Spärrad').first()).toBeAttached();
    await checkBothSizes(page, 'gdpr');

    // The period: out of range is refused, 18 is saved.
    const months = page.getByRole('spinbutton', { name: 'Månader' });
    await months.fill('40');
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    await expect(page.getByText('Högst 36 månader')).toBeVisible({ timeout: 15_000 });
    await months.fill('18');
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    await expectToast(page, 'Sparad');
    const [company] = await queryDb<{ months: number }>(
      `select (metadata->'properties'->>'retentionMonths')::int as months from containers where id = $1`,
      [DEMO_AB],
    );
    expect(company!.months).toBe(18);

    // Legal hold on the new applicant.
    await findAction(page, new RegExp(`^Registerutdrag för ${name}$`));
    await page.getByRole('switch', { name: `Spärra uppgifterna om ${name}` }).click();
    await expectToast(page, 'Uppgifterna är spärrade');
    const held = await queryDb<{ legal_hold: boolean; user_id: number }>(
      `select ja.legal_hold, ja.user_id from job_applications ja join users u on u.id = ja.user_id where u.email = $1`,
      [email],
    );
    expect(held).toEqual([expect.objectContaining({ legal_hold: true })]);
    const userId = held[0]!.user_id;

    // The register extract: downloaded as JSON, then mailed with both files.
    await (await findAction(page, new RegExp(`^Registerutdrag för ${name}$`))).click();
    await expect(page).toHaveURL(new RegExp(`/admin/gdpr/inform\\?userId=${userId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Registerutdrag' })).toBeVisible();
    await expect(page.getByText('cv.pdf')).toBeVisible();
    await checkBothSizes(page, 'gdpr-inform');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Ladda ned JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^registerutdrag-\d{4}-\d\d-\d\d\.json$/);
    const extract = JSON.parse(await readFile((await download.path())!, 'utf8')) as PersonExtract;
    expect(extract.person).toMatchObject({ userId, email });
    const [demo] = extract.companies;
    expect(demo).toMatchObject({
      containerId: DEMO_AB,
      legalBasis: 'Samtycke',
      retentionMonths: 18,
      legalHold: true,
    });
    expect(demo!.applications[0]!.answers).toContainEqual(expect.objectContaining({ value: surname }));
    expect(demo!.applications[0]!.files).toEqual([expect.objectContaining({ name: 'cv.pdf' })]);
    expect(demo!.applications[0]!.consent?.textSha256).toBe(demo!.gdprTextInForce.sha256);

    await page.getByRole('button', { name: 'Skicka till personen' }).click();
    await expectToast(page, `Registerutdraget skickas till ${email}`);
    const mail = await waitForMail(email, /^Dina personuppgifter/);
    expect(mail.attachments.map((a) => a.filename).sort()).toEqual([
      expect.stringMatching(/\.json$/),
      expect.stringMatching(/\.pdf$/),
    ]);
    const audit = await queryDb<{ n: number }>(
      `select count(*)::int as n from personal_data_audit where container_id = $1 and kind = 'inform' and created_at > now() - interval '10 minutes'`,
      [DEMO_AB],
    );
    expect(audit[0]!.n).toBeGreaterThanOrEqual(2);

    // Deleted after the typed confirmation, reached from the extract's page (as on a phone). The people
    // table is not searched again: held people sort last, and other journeys' applicants to the same
    // company push a held person across the table's page boundary while it is read.
    await page.getByRole('main').getByRole('link', { name: 'Ta bort person', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/gdpr/delete\\?userId=${userId}$`));
    const goes = page.getByRole('list', { name: 'Det här tas bort' });
    await expect(goes).toContainText('1 ansökan med alla svar och samtycken');
    await expect(goes).toContainText('e-postmeddelanden med innehåll');
    await checkBothSizes(page, 'gdpr-delete');
    await page.getByLabel('Skäl').fill('Personen begärde radering');
    await page.getByRole('button', { name: 'Ta bort personen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ta bort personen för gott?' });
    await dialog.getByLabel('Personens e-postadress').fill('fel@example.se');
    await dialog.getByRole('button', { name: 'Ta bort', exact: true }).click();
    await expect(dialog.getByText('E-postadressen stämmer inte')).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'gdpr-delete-confirm');
    await dialog.getByLabel('Personens e-postadress').fill(email);
    await dialog.getByRole('button', { name: 'Ta bort', exact: true }).click();
    await expectToast(page, 'Personen borttagen');
    await expect(page).toHaveURL(/\/admin\/gdpr$/);
    await expect(page.getByRole('link', { name: `Ta bort ${name}` })).toHaveCount(0);
    expect(
      await queryDb(`select 1 from job_applications where user_id = $1 and container_id = $2`, [
        userId,
        DEMO_AB,
      ]),
    ).toEqual([]);
    const erased = await queryDb<{ reason: string }>(
      `select reason from personal_data_audit where container_id = $1 and kind = 'erase' order by id desc limit 1`,
      [DEMO_AB],
    );
    expect(erased[0]!.reason).toBe('Personen begärde radering');
  } finally {
    await dispatchAs(request, DEMO.admin, 'update_RetentionMonths', { containerId: DEMO_AB, months: 24 });
  }
});
