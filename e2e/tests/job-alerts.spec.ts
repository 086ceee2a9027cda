import { expect, test } from '../support/test.ts';
import { linkIn, ownPosition, uniqueEmail, waitForMail } from '../support/app.ts';
import { queryDb } from '../support/db.ts';
import { serverUrl } from '../support/env.ts';
import { checkedScreenshot } from '../support/screenshots.ts';

const PHONE = { width: 390, height: 844 };
const NARROW = { width: 320, height: 700 };

/** Both phone widths, back to 390 after: a screen must fit the narrowest as well. */
async function checkedAtBoth(page: Parameters<typeof checkedScreenshot>[0], name: string) {
  await checkedScreenshot(page, `${name}-390`);
  await page.setViewportSize(NARROW);
  await checkedScreenshot(page, `${name}-320`);
  await page.setViewportSize(PHONE);
}

test('Bevaka sökningen: save a search on the portal, confirm it by mail, get the new ad, unsubscribe in one click', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const email = uniqueEmail('bevakare');
  // A word no other journey's ads hold, so only this journey's ad matches.
  const word = `ballongpilot${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 5)}`;

  await page.goto(`${serverUrl('jobb.localhost')}/?q=${word}`);
  await page.getByRole('button', { name: 'Bevaka sökningen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bevaka sökningen' });
  await expect(dialog.getByText(`Få e-post när nya annonser matchar "${word}".`)).toBeVisible();
  await dialog.getByRole('textbox', { name: /E-postadress/ }).fill(email);
  await dialog.getByRole('combobox', { name: /Hur ofta/ }).selectOption('direct');
  await dialog.getByRole('checkbox').check();
  await checkedAtBoth(page, 'job-alert-dialog');
  await dialog.getByRole('button', { name: 'Bevaka' }).click();
  await expect(page.getByText('Tack! Om adressen kan ta emot bevakningar')).toBeVisible();

  // Double opt-in: the link in the mail, then a press on the page.
  const confirmation = await waitForMail(email, /Bekräfta din bevakning/);
  await page.goto(linkIn(confirmation, /\/bevakning\/bekrafta\//));
  await expect(page.getByRole('heading', { name: 'Bekräfta bevakningen', level: 1 })).toBeVisible();
  await checkedAtBoth(page, 'job-alert-confirm');
  await page.getByRole('button', { name: 'Bekräfta bevakningen' }).click();
  await expect(page.getByText('Din bevakning är bekräftad.')).toBeVisible();

  // A writer publishes a matching ad through the API: the alert arrives by itself.
  const ad = await ownPosition(request, `Ballongpilot ${word}`);
  const alert = await waitForMail(email, /Ny annons/);
  expect(alert.text).toContain(`Ballongpilot ${word}`);
  // The ad's link goes through the address's own link (it counts the mail as opened) to the ad.
  await page.goto(linkIn(alert, new RegExp(`/api/public/job-alerts/open/.+/${ad.id}$`)));
  await expect(page).toHaveURL(new RegExp(`/${ad.id}_ballongpilot`));
  await expect(page.getByRole('heading', { name: `Ballongpilot ${word}`, level: 1 })).toBeVisible();
  expect(alert.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
  // The one-click address, and beside it a mailto: at the server's inbound receiver (RFC 2369).
  const header =
    /^<(https?:\/\/[^>]+)>, <mailto:avsluta\+\d+-[0-9a-f]{32}@svar\.[^?>]+\?subject=[^>]+>$/.exec(
      alert.listUnsubscribe,
    );
  expect(header, alert.listUnsubscribe).not.toBeNull();
  // An HTML part, in Swedish, with its text part beside it.
  expect(alert.html).toContain('<html lang="sv"');
  const unsubscribe = new URL(header![1]!);
  expect(unsubscribe.pathname).toMatch(/^\/api\/public\/job-alerts\/unsubscribe\/\d+\.[\w-]{43}$/);

  // The manage page from the mail's link lists it.
  await page.goto(linkIn(alert, /\/bevakning\/\d/));
  await expect(page.getByRole('heading', { name: 'Dina bevakningar', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: `Ta bort ${word}` })).toBeVisible();
  await checkedAtBoth(page, 'job-alert-manage');

  // One click as a mail program does it: a form POST to the header's address, no page, no session.
  const posted = await request.post(unsubscribe.pathname, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(posted.status(), await posted.text()).toBe(200);
  expect(
    await queryDb('select 1 from job_alert_addresses where email = $1', [email.toLowerCase()]),
  ).toHaveLength(0);
  await page.reload();
  await expect(page.getByText('Länken fungerar inte längre.')).toBeVisible();
});
