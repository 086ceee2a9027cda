import { expect, test, type APIRequestContext } from '../support/test.ts';
import { addApplicant, dispatchAs, ownPosition } from '../support/app.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { queryDb } from '../support/db.ts';
import { DEMO } from '../support/env.ts';
import { pdfWithPages } from '../support/files.ts';
import { expectFits, saveScreenshot, SIZES } from '../support/screenshots.ts';
import { signIn } from '../support/sessions.ts';

/**
 * A position of the journey's own with an applicant whose two-page CV says 'truckkortet' on page 2 and a
 * word of this run only; resolves once the background job has read the CV's text.
 */
async function applicantWithCv(request: APIRequestContext, stamp: string) {
  const position = await ownPosition(request, `Truckförare ${stamp}`);
  const at = { positionId: position.id };
  const by = DEMO.admin;
  const applicant = await addApplicant(request, at, {
    firstname: 'Tova',
    surname: `Truck${stamp}`,
    mailbox: 'cvsok',
    by,
  });
  // Another applicant of the position whose CV does not say it: the search leaves them out.
  const otherApplicant = await addApplicant(request, at, {
    firstname: 'Ola',
    surname: `Kock${stamp}`,
    mailbox: 'cvsok-annan',
    by,
  });
  const pdf = (pages: string[][]) => `data:application/pdf;base64,${pdfWithPages(pages).toString('base64')}`;
  const cv = await dispatchAs(request, DEMO.admin, 'upload_ApplicantFile', {
    containerId: 1,
    positionId: position.id,
    applicantId: applicant.id,
    filename: 'CV Tova.pdf',
    data: pdf([
      ['Tova Truck - CV', 'Profil: lager och logistik sedan 2012.'],
      ['Korkort och certifikat', `Har truckkortet A och B sedan 2015. Referens${stamp} lamnas.`],
    ]),
  });
  await dispatchAs(request, DEMO.admin, 'upload_ApplicantFile', {
    containerId: 1,
    positionId: position.id,
    applicantId: otherApplicant.id,
    filename: 'CV Ola.pdf',
    data: pdf([['Ola Kock - CV', 'Kock och diskare i tio ar.']]),
  });
  await expect
    .poll(
      async () =>
        (
          await queryDb<{ n: number }>(
            `select count(*)::int as n from application_texts t join application_files f on f.id = t.file_id
              where f.application_id in ($1, $2) and t.text <> ''`,
            [applicant.id, otherApplicant.id],
          )
        )[0]!.n,
      { timeout: 30_000 },
    )
    .toBe(2);
  return { position, applicant, cv };
}

test('a recruiter searches the CVs of a position for truckkort, sees the marked passage and opens the CV at it', async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const { position, applicant, cv } = await applicantWithCv(request, stamp);
  await page.setViewportSize(SIZES.desktop);
  await signIn(page, DEMO.admin);
  await page.goto(`/admin/positions/${position.id}`);
  const list = page.getByRole('table');
  await expect(list.getByRole('link', { name: `Ola Kock${stamp}` })).toBeVisible();

  const field = page.getByRole('searchbox', { name: 'Sök i CV och svar' });
  // A query that cannot be searched is told under the field.
  await field.fill('"truckkort');
  await expect(page.getByText('Ett citattecken saknar sin avslutning')).toBeVisible();
  await field.fill('truckkortet');
  await expect(list.getByRole('link', { name: `Ola Kock${stamp}` })).toHaveCount(0);
  const hits = list.getByRole('list', { name: 'Träffar i CV och svar' });
  await expect(hits.locator('mark')).toHaveText(['truckkortet']);
  await expect(hits).toContainText('Har truckkortet A och B sedan 2015.');
  await expectNoAxeViolations(page);
  await expectFits(page, 'cv-search-list-desktop');

  // The board keeps the search: its counts and cards are the search's, each card with its passage.
  await page.getByRole('button', { name: 'Tavla' }).click();
  const unprocessed = page.getByRole('region', { name: /^Ej behandlad\s*1 sökande$/ });
  await expect(unprocessed.locator('mark')).toHaveText(['truckkortet']);
  await expect(page.getByRole('link', { name: `Ola Kock${stamp}` })).toHaveCount(0);
  await saveScreenshot(page, 'cv-search-board');
  await page.getByRole('button', { name: 'Lista' }).click();

  await hits.getByRole('link', { name: 'CV Tova.pdf, öppna vid träffen' }).click();
  await expect(page).toHaveURL(new RegExp(`/applicants/${applicant.id}\\?file=${cv.id}&find=truckkortet$`));
  const viewer = page.getByRole('dialog', { name: 'CV Tova.pdf' });
  await expect(viewer.getByText('Sökorden är markerade på sida 2.')).toBeVisible();
  await expect(viewer.getByText('Sida 2 av 2')).toBeVisible();
  // The word is marked over the page where it is drawn.
  const mark = viewer.getByTestId('pdf-hits').locator('span');
  await expect(mark).toHaveCount(1);
  const [box, canvas] = [await mark.boundingBox(), await viewer.getByTestId('pdf-canvas').boundingBox()];
  expect(box!.width).toBeGreaterThan(20);
  expect(box!.x).toBeGreaterThan(canvas!.x);
  expect(box!.y).toBeGreaterThan(canvas!.y);
  expect(box!.x + box!.width).toBeLessThan(canvas!.x + canvas!.width);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'cv-search-viewer');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  // Closing leaves the hit: a reload does not open it again.
  await expect(page).toHaveURL(new RegExp(`/applicants/${applicant.id}$`));

  // The search is remembered with the position's filter; on a phone the hits come in the cards.
  await page.setViewportSize(SIZES.phone);
  await page.goto(`/admin/positions/${position.id}`);
  await expect(page.getByRole('searchbox', { name: 'Sök i CV och svar' })).toHaveValue('truckkortet');
  const card = page.getByRole('link', { name: `Tova Truck${stamp}` });
  await expect(card).toBeVisible();
  await expect(page.locator('mark', { hasText: 'truckkortet' })).toBeVisible();
  await expectFits(page, 'cv-search-list-phone');
  await card.click();
  await expect(page.getByRole('dialog', { name: 'CV Tova.pdf' }).getByText('Sida 2 av 2')).toBeVisible();
});

test("the header search groups hits in CVs under 'Träffar i CV', and Enter opens the CV at the words", async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const { applicant, cv } = await applicantWithCv(request, `h${stamp}`);
  await signIn(page, DEMO.admin);
  const search = page.getByRole('combobox', { name: 'Sök sökande och annonser' });
  await search.fill(`truckkort referensh${stamp}`);
  const group = page.getByRole('group', { name: 'Träffar i CV' });
  const option = group.getByRole('option', { name: new RegExp(`Tova Truckh${stamp}`) });
  await expect(option).toBeVisible();
  await expect(option).toContainText('CV Tova.pdf');
  await expect(option.locator('mark')).toHaveText(['truckkortet', `Referensh${stamp}`]);
  await expectNoAxeViolations(page, 'header');
  await saveScreenshot(page, 'cv-search-header');
  await search.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/applicants/${applicant.id}\\?file=${cv.id}&find=`));
  const viewer = page.getByRole('dialog', { name: 'CV Tova.pdf' });
  await expect(viewer.getByText('Sökorden är markerade på sida 2.')).toBeVisible();
  await expect(viewer.getByTestId('pdf-hits').locator('span')).toHaveCount(2);
});
