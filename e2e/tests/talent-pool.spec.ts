import { expect, test } from '../support/test.ts';
import { expectToast, linkIn, sidebar, uniqueEmail, waitForMail } from '../support/app.ts';
import { queryDb } from '../support/db.ts';
import { DEMO, serverUrl } from '../support/env.ts';
import { pdfWithText, validSsn } from '../support/files.ts';
import { checkedScreenshot, SIZES } from '../support/screenshots.ts';
import { signIn } from '../support/sessions.ts';

const WAREHOUSE = 'Lagermedarbetare till vårt lager i Västerås'; // Demo AB's open ad, 101

test('a job seeker joins the talent pool with a CV; a recruiter finds them by the CV, invites them, and the form opens prefilled', async ({
  page,
  browser,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const email = uniqueEmail('talangpool');
  const surname = `Poolsson${stamp}`;
  // A word of this run only, in letters: the Swedish text search leaves words with digits out.
  const word = `gaffel${stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

  // A phone on Demo AB's career page: the plain link leads to the pool's own form.
  const seeker = await browser.newContext({ viewport: SIZES.phone, locale: 'sv-SE' });
  const visitor = await seeker.newPage();
  await visitor.goto(`${serverUrl('jobb.demo.localhost')}/`);
  await visitor.getByRole('link', { name: 'Gå med i vår talangpool' }).click();
  await expect(visitor).toHaveURL(/\/talangpool$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Gå med i vår talangpool' })).toBeVisible();
  await checkedScreenshot(visitor, 'talent-pool-join-phone');
  await visitor.setViewportSize({ width: 320, height: 700 });
  await checkedScreenshot(visitor, 'talent-pool-join-320');
  await visitor.setViewportSize(SIZES.phone);

  const field = (label: RegExp) => visitor.getByRole('textbox', { name: label });
  await field(/^Förnamn/).fill('Tilda');
  await field(/^Efternamn/).fill(surname);
  await field(/^Adress/).fill('Storgatan 9');
  await field(/^Postnummer/).fill('722 11');
  await field(/^Ort/).fill('Västerås');
  await field(/^Mobiltelefon/).fill('070-987 65 43');
  await field(/^E-post/).fill(email);
  await field(/^Vilket område/).fill('Lager');
  await field(/^Var vill du arbeta/).fill('Västerås');
  // Sent without the CV first: the pool asks for one.
  await visitor.getByRole('checkbox', { name: /^Jag har läst och godkänner/ }).check();
  await visitor.getByRole('checkbox', { name: /^Jag samtycker/ }).check();
  await visitor.getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(visitor.getByRole('heading', { name: /Formuläret innehåller 1 fel/ })).toBeVisible();
  await visitor.getByLabel(/^CV/).setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdfWithText([`Tilda ${surname} - CV`, `Har truckkort A och B. ${word} i tio år.`]),
  });
  await visitor.getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(visitor.getByRole('heading', { name: /Tack för din ansökan/ })).toBeVisible();

  // The CV's text (not only the answers') is read in the background before the search can find it.
  await expect
    .poll(
      async () =>
        (
          await queryDb<{ n: number }>(
            `select count(*)::int as n from application_texts t join application_files f on f.id = t.file_id
              join job_applications a on a.id = f.application_id join users u on u.id = a.user_id
              where u.email = $1 and t.text <> ''`,
            [email],
          )
        )[0]!.n,
      // Behind the demo CVs the server reads at its first start (OCR of the scans among them).
      { timeout: 90_000 },
    )
    .toBe(1);

  // A recruiter on a phone: the pool's screen, its members, the CV search.
  await page.setViewportSize(SIZES.phone);
  await signIn(page, DEMO.admin);
  await page.goto('/admin/talangpool');
  await expect(page.getByRole('heading', { level: 1, name: 'Talangpool' })).toBeVisible();
  await expect(page.getByRole('link', { name: /jobb\.demo\.localhost.*\/talangpool/ })).toBeVisible();
  await checkedScreenshot(page, 'talent-pool-staff-phone');
  await page.getByRole('link', { name: 'Visa medlemmar' }).click();
  await page.getByRole('searchbox', { name: 'Sök i CV och svar' }).fill(word);
  const member = page.getByRole('link', { name: new RegExp(`Tilda ${surname}`) });
  await expect(page.getByText('1 av 1 visas')).toBeVisible();
  await expect(member).toBeVisible();
  await expect(page.locator('mark', { hasText: word })).toBeVisible();
  await member.click();
  // The CV opens at the word found; closed, the member's page is there.
  const viewer = page.getByRole('dialog', { name: 'cv.pdf' });
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // 'Bjud in till tjänst': the warehouse ad, the default text with the link's variable.
  const card = page.getByRole('main').getByText('Personen finns i företagets talangpool.');
  await expect(card).toBeVisible();
  await page.getByRole('button', { name: 'Bjud in till tjänst' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bjud in till tjänst' });
  await dialog.getByRole('combobox', { name: /^Tjänst/ }).selectOption({ label: WAREHOUSE });
  await expect(dialog.getByRole('textbox', { name: /^Meddelande/ })).toHaveValue(/##APPLYLINK##/);
  await checkedScreenshot(page, 'talent-pool-invite-phone');
  await dialog.getByRole('button', { name: 'Skicka inbjudan' }).click();
  await expectToast(page, 'Inbjudan skickad');

  // The candidate opens the mailed link: the ad's form, with what they gave the pool filled in.
  const mail = await waitForMail(email, /^Välkommen att söka/);
  const link = linkIn(mail, /\/apply\?inbjudan=/);
  expect(new URL(link).hostname).toBe('jobb.demo.localhost');
  await visitor.goto(link);
  await expect(
    visitor.getByText('Uppgifterna du gav till talangpoolen är ifyllda.', { exact: false }),
  ).toBeVisible();
  await expect(field(/^Förnamn/)).toHaveValue('Tilda');
  await expect(field(/^Efternamn/)).toHaveValue(surname);
  await expect(field(/^E-post/)).toHaveValue(email);
  await expect(field(/^Mobiltelefon/)).toHaveValue('070-987 65 43');
  await expect(field(/^Personnummer/)).toHaveValue('');
  // The CV left in the pool goes along in place of the upload (only its name is shown).
  const poolCv = visitor.getByRole('checkbox', {
    name: 'Använd CV:t du lämnade till talangpoolen (cv.pdf)',
  });
  await expect(poolCv).toBeChecked();
  await expect(visitor.getByLabel(/^CV och personligt brev/)).toHaveCount(0);
  await checkedScreenshot(visitor, 'talent-pool-invited-apply-phone');
  await field(/^Personnummer/).fill(validSsn(731));
  await field(/^Varför vill du jobba hos oss/).fill('Jag trivs i lager.');
  await visitor.getByRole('radio', { name: 'Vår webbplats' }).check();
  await visitor.getByRole('checkbox', { name: /^Jag har läst och godkänner/ }).check();
  await visitor.getByRole('checkbox', { name: /^Jag samtycker/ }).check();
  await visitor.getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(visitor.getByRole('heading', { name: /Tack för din ansökan/ })).toBeVisible();
  await seeker.close();

  // The recruiter finds the pool's CV on the new application to the ad.
  const [applied] = await queryDb<{ id: number; position_id: number }>(
    `select a.id, a.position_id from job_applications a join users u on u.id = a.user_id
      join positions p on p.id = a.position_id where u.email = $1 and p.kind = 'job'`,
    [email],
  );
  await page.goto(`/admin/positions/${applied!.position_id}/applicants/${applied!.id}`);
  await expect(page.getByRole('button', { name: 'Ladda ner cv.pdf', exact: true })).toBeVisible();

  // The staff screen and the pool's page on a desktop.
  await page.setViewportSize(SIZES.desktop);
  await sidebar(page).getByRole('link', { name: 'Talangpool', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Visa medlemmar' })).toBeVisible();
  await checkedScreenshot(page, 'talent-pool-staff-desktop');
  await page.goto(`${serverUrl('jobb.demo.localhost')}/talangpool`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gå med i vår talangpool' })).toBeVisible();
  await checkedScreenshot(page, 'talent-pool-join-desktop');
});
