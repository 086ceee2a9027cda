import { readFile } from 'node:fs/promises';
import { dispatchAs, expectToast, linkIn, uniqueEmail, waitForMail } from '../support/app.ts';
import { DEMO, serverUrl } from '../support/env.ts';
import { checkedScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/sessions.ts';
import { expect, test } from '../support/test.ts';

const DEMO_AB = 1;
const WAREHOUSE = 101; // 'Lagermedarbetare …' of Demo AB, with the demo's 8 survey answers.
const CUSTOMER_SERVICE = 102; // 'Kundtjänstmedarbetare', with none.

test('an admin reads Rapporter for two positions and exports them; a candidate answers the survey mailed after a rejection and the NPS counts it', async ({
  page,
  browser,
  request,
}) => {
  // Two journeys' worth in one (the page and the survey, opened once): five screens drawn whole and checked
  // by axe, and a mail to wait for; over a minute on a busy machine.
  test.slow();
  // An applicant of the journey's own, and the survey off as a company that has not turned it on: on from
  // now (not since the demo's seed), other journeys' rejections before it get none.
  const email = uniqueEmail('enkat');
  const surname = `Enkät${Date.now().toString(36)}`;
  const created = await dispatchAs(request, DEMO.writer, 'create_Applicant', {
    containerId: DEMO_AB,
    positionId: WAREHOUSE,
    email,
    metadata: { form_firstname: 'Sam', form_surname: surname, form_email: email },
  });
  const demo = await dispatchAs(request, DEMO.admin, 'get_SurveySettings', { containerId: DEMO_AB });
  await dispatchAs(request, DEMO.admin, 'update_SurveySettings', {
    containerId: DEMO_AB,
    ...demo,
    enabled: false,
  });

  await signIn(page, DEMO.admin, '/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Rapporter' })).toBeVisible();
  const funnel = page.getByTestId('report-funnel');
  await expect(funnel.getByRole('img', { name: /\d+ ansökningar\./ })).toBeVisible();
  await expect(funnel.getByRole('table', { name: 'Tratt' })).toBeVisible();
  const sources = page.getByTestId('report-sources');
  await expect(sources.getByRole('img', { name: /Platsbanken \d+/ })).toBeVisible();
  await expect(sources.getByRole('row', { name: /^Platsbanken \d+/ })).toBeVisible();
  for (const [width, name] of [
    [1280, 'reports'],
    [390, 'reports-phone'],
    [320, 'reports-320'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkedScreenshot(page, name);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Two positions, ticked in the menu: the address keeps both (a reload reads them back at the end).
  await page.getByRole('button', { name: 'Alla tjänster, Tjänster' }).click();
  await page.getByRole('menuitemcheckbox', { name: /^Lagermedarbetare/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Kundtjänstmedarbetare' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`tjanst=${WAREHOUSE}&tjanst=${CUSTOMER_SERVICE}`));
  await expect(page.getByRole('button', { name: '2 tjänster, Tjänster' })).toBeVisible();
  await expect(sources.getByRole('row', { name: /^Platsbanken \d+/ })).toBeVisible();
  // The demo's answers are all the warehouse's.
  const nps = page.getByTestId('nps-total');
  await expect(nps).toHaveText(/^NPS -?\d+ av 8 svar\.$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    sources.getByRole('button', { name: 'Exportera CSV Källor' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rapport-kallor-.*\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toMatch(/Platsbanken/);

  // The admin turns the survey on: the same day as a rejection with 'Ej aktuell'.
  const survey = page.getByTestId('survey-settings');
  await survey.getByLabel('Skicka kandidatenkät').check();
  await survey.getByLabel('Dagar efter avslutet').fill('0');
  await survey.getByLabel('Status som räknas som avslag').selectOption({ label: 'Ej aktuell' });
  await survey.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Kandidatenkäten sparad');

  // The applicant, found by the search, is rejected on their page; the status's own e-mail is not sent.
  await page.getByRole('combobox', { name: 'Sök sökande och annonser' }).fill(surname);
  await page
    .getByRole('listbox', { name: 'Sök sökande och annonser' })
    .getByRole('option', { name: new RegExp(surname) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/positions/${WAREHOUSE}/applicants/${created.id}$`));
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Ej aktuell' });
  const offer = page.getByRole('dialog', { name: 'Skicka e-post om statusen?' });
  await expect(offer).toBeVisible();
  await page.keyboard.press('Escape');

  // The run sends the survey; the candidate opens its link on a phone and answers.
  const mail = await waitForMail(email, /^Hur upplevde du att söka jobb hos Demo AB\?$/);
  const link = linkIn(mail, /\/enkat\//);
  // The demo's setting again, so no other journey's rejection is mailed a survey.
  await dispatchAs(request, DEMO.admin, 'update_SurveySettings', { containerId: DEMO_AB, ...demo });
  const candidate = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await candidate.goto(link);
  const scale = candidate.getByRole('group', { name: /rekommendera en vän/ });
  await expect(scale).toBeVisible();
  await checkedScreenshot(candidate, 'survey-phone');
  await candidate.setViewportSize({ width: 320, height: 700 });
  await checkedScreenshot(candidate, 'survey-320');
  await scale.getByRole('radio', { name: '8' }).focus();
  await candidate.keyboard.press('ArrowRight');
  await expect(scale.getByRole('radio', { name: '9' })).toBeChecked();
  await candidate.getByLabel('Vad kan vi göra bättre?').fill('Tydligt och snabbt.');
  await candidate.getByRole('button', { name: 'Skicka' }).click();
  await expect(candidate.getByRole('heading', { name: 'Tack för ditt svar!' })).toBeVisible();
  await candidate.reload();
  await expect(
    candidate.getByRole('heading', { name: 'Du har redan svarat på enkäten. Tack!' }),
  ).toBeVisible();
  // A forged link: the server's words.
  await candidate.goto(`${serverUrl('jobb.demo.localhost')}/enkat/${'x'.repeat(43)}`);
  await expect(candidate.getByText('Enkäten finns inte')).toBeVisible();
  await candidate.close();

  // Back to Rapporter in the app: the reports are asked again on the way back, so the answer has joined
  // the NPS at once; loaded afresh, the two positions are read from the address.
  await page.goBack();
  await expect(nps).toHaveText(/^NPS -?\d+ av 9 svar\.$/);
  await page.reload();
  await expect(page.getByRole('button', { name: '2 tjänster, Tjänster' })).toBeVisible();
  await expect(nps).toHaveText(/^NPS -?\d+ av 9 svar\.$/);
});
