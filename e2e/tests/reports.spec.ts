import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dispatchAs, uniqueEmail } from '../support/app.ts';
import { queryDb } from '../support/db.ts';
import { DEMO, serverUrl } from '../support/env.ts';
import { checkedScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/sessions.ts';
import { expect, test } from '../support/test.ts';

const DEMO_AB = 1;
const POSITION = 101; // 'Lagermedarbetare …' of Demo AB, with the demo's survey answers.

/**
 * A survey invitation for a new applicant of Demo AB, as the hourly run writes it (the run waits the
 * company's days, so the journey writes its row as the retention link's journey does).
 */
async function surveyInvitation(request: Parameters<typeof dispatchAs>[0]) {
  const email = uniqueEmail('enkat');
  const created = await dispatchAs(request, DEMO.writer, 'create_Applicant', {
    containerId: DEMO_AB,
    positionId: POSITION,
    email,
    metadata: { form_firstname: 'Sam', form_surname: 'Enkät', form_email: email },
  });
  const token = randomBytes(32).toString('base64url');
  await queryDb(
    `insert into candidate_survey_invitations (container_id, user_id, application_id, position_id, ended_as, token_hash)
     select a.container_id, a.user_id, a.id, a.position_id, 'rejected', $2
     from job_applications a where a.user_id = $1 and a.position_id = $3`,
    [created.userId, createHash('sha256').update(token).digest('hex'), POSITION],
  );
  return token;
}

test('an admin reads Rapporter for Demo AB, filters to one position and exports its sources', async ({
  page,
}) => {
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

  // One position: the address keeps it, a reload too.
  await page.getByLabel('Tjänst', { exact: true }).selectOption(String(POSITION));
  await expect(page).toHaveURL(new RegExp(`tjanst=${POSITION}`));
  await page.reload();
  await expect(page.getByLabel('Tjänst', { exact: true })).toHaveValue(String(POSITION));
  await expect(sources.getByRole('row', { name: /^Platsbanken \d+/ })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    sources.getByRole('button', { name: 'Exportera CSV Källor' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rapport-kallor-.*\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toMatch(/Platsbanken/);
});

test('a candidate answers the survey on the career site and the answer joins the NPS', async ({
  page,
  browser,
  request,
}) => {
  const token = await surveyInvitation(request);
  const candidate = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await candidate.goto(`${serverUrl('jobb.demo.localhost')}/enkat/${token}`);
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

  // The demo's 8 answers and this one, for the warehouse position.
  await signIn(page, DEMO.admin, `/admin/reports?tjanst=${POSITION}`);
  await expect(page.getByTestId('nps-total')).toHaveText(/^NPS -?\d+ av 9 svar\.$/);
});
