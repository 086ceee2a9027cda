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
import { checkedScreenshot, saveScreenshot } from '../support/screenshots.ts';

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

/** The overview fits 1,280 px, a 390 px phone and a 320 px one without sideways scroll, axe clean at each. */
async function checkOverviewWidths(page: Page) {
  for (const [width, name] of [
    [1280, 'gdpr'],
    [390, 'gdpr-phone'],
    [320, 'gdpr-320'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkedScreenshot(page, name);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  // The people table itself ends inside the window (it ran off it with nine columns).
  const table = await page.getByRole('table', { name: 'Personer' }).boundingBox();
  expect(table!.x + table!.width).toBeLessThanOrEqual(1280);
}

/** Searches the people list and waits for the one person it should find. */
async function searchPeople(page: Page, text: string, name: string) {
  // The answer to this very search: the one before may have found the same person, with the same count.
  const answered = page.waitForResponse(
    (r) =>
      r.url().includes('/api/dispatcher') &&
      `${decodeURIComponent(r.url())} ${r.request().postData() ?? ''}`.includes(text),
  );
  await page.getByLabel('Sök person').fill(text);
  await answered;
  await expect(page.getByText('1 person hittades')).toBeVisible();
  const table = page.getByRole('table', { name: 'Personer' });
  await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
  // The list is dimmed while a search fetches; shown in full again once it is done.
  await expect(page.locator('.transition-opacity', { has: table })).toHaveCSS('opacity', '1');
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
    // The people come first; the period and the text in force are folded under them.
    const people = page.getByRole('table', { name: 'Personer' });
    await expect(people).toBeVisible();
    const policy = page.getByRole('button', { name: 'Lagringstid och informationstext' });
    await expect(policy).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Behandling av personuppgifter')).toBeHidden();
    expect((await people.boundingBox())!.y).toBeLessThan((await policy.boundingBox())!.y);
    await expect(page.getByText(/^Sparas \d+ månader · rättslig grund: samtycke/)).toBeVisible();
    // Each hold switch shows its word, which its name begins with.
    const firstSwitch = people.getByRole('switch', { name: /^Spärra uppgifterna om / }).first();
    await expect(firstSwitch).toBeVisible();
    await expect(people.getByText('Spärra', { exact: true }).first()).toBeVisible();
    await checkedScreenshot(page, 'gdpr-folded');
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole('list', { name: 'Personer' });
    await expect(cards.getByText('Spärra', { exact: true }).first()).toBeVisible();
    await expect(cards.getByRole('switch', { name: /^Spärra uppgifterna om / }).first()).toBeVisible();
    expect((await cards.boundingBox())!.y).toBeLessThan((await policy.boundingBox())!.y);
    await checkedScreenshot(page, 'gdpr-folded-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    await policy.click();
    await expect(policy).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Behandling av personuppgifter')).toBeVisible();
    await expect(page.getByText('Samtycke', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nästa körning tar bort' })).toBeVisible();
    await expect(page.getByText('Spärrad').first()).toBeAttached();
    await checkOverviewWidths(page);

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

    // The new applicant is found by surname, e-mail and personnummer (typed YYMMDD-NNNN).
    const [applied] = await queryDb<{ ssn: string }>(
      `select ja.info->>'ssn' as ssn from job_applications ja join users u on u.id = ja.user_id where u.email = $1`,
      [email],
    );
    await searchPeople(page, surname.toLowerCase(), name);
    await searchPeople(page, email.toUpperCase(), name);
    await searchPeople(page, `${applied!.ssn.slice(2, 8)}-${applied!.ssn.slice(8)}`, name);
    await checkedScreenshot(page, 'gdpr-search');

    // Legal hold on the new applicant.
    await page.getByRole('switch', { name: `Spärra uppgifterna om ${name}` }).click();
    await expectToast(page, 'Uppgifterna är spärrade');
    const held = await queryDb<{ legal_hold: boolean; user_id: number }>(
      `select ja.legal_hold, ja.user_id from job_applications ja join users u on u.id = ja.user_id where u.email = $1`,
      [email],
    );
    expect(held).toEqual([expect.objectContaining({ legal_hold: true })]);
    const userId = held[0]!.user_id;

    // The register extract: downloaded as JSON, then mailed with both files.
    await page.getByRole('table', { name: 'Personer' }).getByRole('link', { name, exact: true }).click();
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
    // The text names the period: the one the person accepted (24 months) is no longer the one in force.
    expect(demo!.applications[0]!.consent?.textSha256).not.toBe(demo!.gdprTextInForce.sha256);
    expect(demo!.applications[0]!.consent?.text).toBeNull();
    expect(demo!.gdprTextInForce.html).toContain('sparas som längst i 18 månader');

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
    await page.getByLabel('Sök person').fill(email);
    await expect(page.getByText('Ingen person hittades')).toBeVisible();
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
