import { expect, test, type Page } from '../support/test.ts';
import { expectToast, linkIn, uniqueEmail, waitForMail } from '../support/app.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { queryDb } from '../support/db.ts';
import { DEMO, DEMO_PASSWORD, serverUrl } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { pdfWithText, validSsn } from '../support/files.ts';
import { expectFits } from '../support/screenshots.ts';

/**
 * The candidate's own pages: a person signs up, confirms the address through the mailed link,
 * applies to Demo AB on the career site, finds the application with its answers on My pages and
 * withdraws it. Staff land in the staff shell; axe on the new screens, desktop and phone.
 */
const POSITION = 'Lagermedarbetare till vårt lager i Västerås';
const PASSWORD = 'kandidatens eget lösenord';
const CV = { name: 'cv-kandidat.pdf', mimeType: 'application/pdf', buffer: pdfWithText(['CV']) };
const field = (page: Page, label: RegExp) => page.getByRole('textbox', { name: label });

async function applyToDemo(page: Page, email: string) {
  await page.goto(`${serverUrl('jobb.localhost')}/positions`);
  await page.getByRole('link', { name: `Läs mer och ansök: ${POSITION}` }).click();
  await page.getByRole('link', { name: 'Sök tjänsten' }).click();
  await sendApplication(page, email, 131);
  // The thank-you page offers the account, on the admin host.
  await expect(page.getByRole('link', { name: 'Skapa konto' })).toHaveAttribute(
    'href',
    `${serverUrl()}/register`,
  );
}

/** A personal number as most people write it: ÅÅMMDD-NNNN. */
const tenDigits = (ssn: string) => `${ssn.slice(2, 8)}-${ssn.slice(8)}`;

/**
 * Fills the warehouse position's form (the personal number's serial given, written as `written` puts it)
 * and sends it.
 */
async function sendApplication(page: Page, email: string, ssnSerial: number, written = (ssn: string) => ssn) {
  await field(page, /^Förnamn/).fill('Kim');
  await field(page, /^Efternamn/).fill('Egensson');
  await field(page, /^Personnummer/).fill(written(validSsn(ssnSerial)));
  await field(page, /^Adress/).fill('Storgatan 9');
  await field(page, /^Postnummer/).fill('722 11');
  await field(page, /^Ort/).fill('Västerås');
  await field(page, /^Mobiltelefon/).fill('070-765 43 21');
  await field(page, /^E-post/).fill(email);
  await field(page, /^Varför vill du jobba hos oss/).fill('Jag trivs i lager.');
  await page.getByLabel(/^CV och personligt brev/).setInputFiles(CV);
  await page.getByRole('radio', { name: 'Vår webbplats' }).check();
  await page.getByRole('checkbox', { name: /^Jag har läst och godkänner/ }).check();
  await page.getByRole('checkbox', { name: /^Jag samtycker/ }).check();
  await page.getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(page.getByRole('heading', { name: /Tack för din ansökan/ })).toBeVisible();
}

test('a person signs up, confirms, applies, sees the application on My pages and withdraws it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('kandidat');

  // Sign-up from the login screen.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Skapa ett konto' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expectNoAxeViolations(page);
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Bekräfta lösenord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByRole('heading', { name: 'Kolla din e-post' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Följ länken i mejlet');
  expect(await page.evaluate(() => localStorage.getItem('rekry.token'))).toBeNull();

  // Not signed in before the link.
  await page.goto('/login');
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The link from the mail: one button activates and signs in, into the recruit layout.
  const link = linkIn(await waitForMail(email, /Bekräfta din e-postadress/), /\/bekrafta\//);
  await page.goto(link);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Aktivera kontot' }).click();
  await expect(page).toHaveURL(/\/admin\/recruit$/);
  await expect(page.getByRole('heading', { name: 'Inga ansökningar än' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toHaveCount(0);

  // Applies on the career site with the same address; the thank-you mail offers the account.
  await applyToDemo(page, email);
  const thanks = await waitForMail(email, /Tack för din ansökan/);
  expect(thanks.text).toContain('/register?email=');

  // Home shows it; My pages has it with the answers and the file.
  await page.goto('/admin/recruit');
  await expect(page.getByText(POSITION).first()).toBeVisible();
  await expect(page.getByText('Mottagen')).toBeVisible();
  await page.getByRole('link', { name: 'Mina sidor' }).click();
  await expect(page).toHaveURL(/\/admin\/minasidor$/);
  await page.getByRole('button', { name: 'Visa svar och filer' }).click();
  await expect(page.getByText('Egensson')).toBeVisible();
  await expect(page.getByText('Jag trivs i lager.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Ladda ner ${CV.name}` })).toBeVisible();
  await expect(page.getByText(/Tas bort \d{4}-\d\d-\d\d/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Ladda ner ${CV.name}` }).click();
  expect((await download).suggestedFilename()).toBe(CV.name);

  // Profile saves.
  await field(page, /^Telefon/).fill('070-111 22 33');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expectToast(page, 'Sparad');

  // Withdraw, after a dialog that says what goes.
  await page.getByRole('button', { name: 'Dra tillbaka ansökan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dra tillbaka ansökan?' });
  await expect(dialog).toContainText('dina svar, bifogade filer, samtycket');
  await dialog.getByRole('button', { name: 'Dra tillbaka ansökan' }).click();
  await expect(page.getByRole('heading', { name: 'Inga ansökningar' })).toBeVisible();
  expect(
    await queryDb('select a.id from job_applications a join users u on u.id = a.user_id where u.email = $1', [
      email,
    ]),
  ).toEqual([]);

  // A staff address sends a candidate back to their own pages.
  await page.goto('/admin/positions');
  await expect(page).toHaveURL(/\/admin\/recruit$/);
});

test('a staff user lands in the staff shell and never in the recruit layout', async ({ page }) => {
  await signIn(page, DEMO.reader);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
  await page.goto('/admin/minasidor');
  await expect(page).toHaveURL(/\/admin$/);
});

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the demo candidate's Home and My pages at ${size} size are axe clean`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.candidate);
    await expect(page).toHaveURL(/\/admin\/recruit$/);
    await expect(page.getByText('Under behandling')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lediga tjänster' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFits(page, `${size}-recruit-home`);
    await page.goto('/admin/minasidor');
    await expect(page.getByRole('heading', { name: 'Mina sidor' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Förnamn/ })).toHaveValue('Kim');
    await page.getByRole('button', { name: 'Visa svar och filer' }).first().click();
    await expect(page.getByRole('heading', { name: 'Samtycke' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFits(page, `${size}-my-pages`);
    await page.getByRole('button', { name: 'Radera mitt konto' }).click();
    await expect(page.getByRole('dialog', { name: 'Radera ditt konto?' })).toContainText(
      'tas bort hos alla företag',
    );
    await expectNoAxeViolations(page);
    await expectFits(page, `${size}-delete-account`);
    await page.getByRole('button', { name: 'Avbryt' }).click();
    // The user menu: change password inside the recruit layout.
    await page.getByRole('button', { name: /, Öppna användarmenyn$/ }).click();
    await page.getByRole('menuitem', { name: 'Byt lösenord' }).click();
    await expect(page).toHaveURL(/\/admin\/minasidor\/losenord$/);
    await expect(page.getByRole('heading', { name: 'Byt lösenord' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mina sidor-meny' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/admin\/recruit$/);
  });
}

test('/register is axe clean on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Skapa konto' })).toBeVisible();
  await expectNoAxeViolations(page);
});

const PHONE = { width: 390, height: 844 };

/** No sideways scroll on a 390 px phone (the journey's width) nor on a 320 px one. */
async function fitsPhones(page: Page, name: string) {
  await expectFits(page, `phone-${name}`);
  await page.setViewportSize({ width: 320, height: 700 });
  await expectFits(page, `small-phone-${name}`);
  await page.setViewportSize(PHONE);
}

test("on a phone: an ad's contact and its apply bar, then the candidate signs in from the career site", async ({
  page,
}) => {
  test.slow();
  const jobb = serverUrl('jobb.localhost');
  await page.setViewportSize(PHONE);
  await page.goto(`${jobb}/positions?company=demo`);
  await expect(page.getByRole('heading', { name: 'Jobba hos Demo AB' })).toBeVisible();
  await fitsPhones(page, 'company-page');
  await page.goto(`${jobb}/positions?company=`);
  await expect(page.getByRole('heading', { name: 'Hitta ditt nästa jobb' })).toBeVisible();
  await fitsPhones(page, 'portal');

  // The ad names its contact person; 'Sök tjänsten' follows the ad text and is there at its end.
  await page.getByRole('link', { name: `Läs mer och ansök: ${POSITION}` }).click();
  const contact = page.getByRole('region', { name: 'Kontaktperson' });
  await expect(contact).toContainText('Sara Lindqvist');
  await expect(contact).toContainText('Lagerchef');
  await expect(contact.getByRole('link', { name: '021-12 34 56' })).toHaveAttribute('href', 'tel:021123456');
  await expect(contact.getByRole('link', { name: 'sara.lindqvist@demo.rekry.test' })).toHaveAttribute(
    'href',
    'mailto:sara.lindqvist@demo.rekry.test',
  );
  await expectNoAxeViolations(page);
  await fitsPhones(page, 'ad');
  const apply = page.getByRole('link', { name: 'Sök tjänsten' });
  await expect(apply).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(apply).toBeInViewport();
  const [contactBox, applyBox] = [await contact.boundingBox(), await apply.boundingBox()];
  expect(applyBox!.y, 'the apply button after the ad text').toBeGreaterThan(
    contactBox!.y + contactBox!.height,
  );
  await apply.click();
  await expect(page).toHaveURL(/\/apply$/);
  await expect(field(page, /^Förnamn/)).toBeVisible();
  await fitsPhones(page, 'apply-form');
  await sendApplication(page, uniqueEmail('telefon'), 137, tenDigits);
  await fitsPhones(page, 'thank-you');

  // 'Logga in' in the phone menu: the login, then back on the ad, which now says 'Mina sidor'.
  const ad = page.url().replace(/\/apply$/, '');
  await page.goto(ad);
  await page.getByRole('button', { name: 'Öppna menyn' }).click();
  await page.locator('#public-mobile-menu').getByRole('link', { name: 'Logga in' }).click();
  await page.getByLabel('E-postadress').fill(DEMO.candidate);
  await page.getByLabel('Lösenord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.getByRole('button', { name: 'Öppna menyn' }).click();
  await page.locator('#public-mobile-menu').getByRole('link', { name: 'Mina sidor' }).click();
  await expect(page.getByRole('heading', { name: 'Mina sidor' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Förnamn/ })).toHaveValue('Kim');
  await fitsPhones(page, 'my-pages');
  await page.getByRole('link', { name: 'Hem', exact: true }).click();
  await expect(page.getByText('Under behandling')).toBeVisible();
  await fitsPhones(page, 'recruit-home');
  await page.getByRole('link', { name: 'Meddelanden' }).click();
  await page.getByTestId('my-conversation-list').getByRole('link').first().click();
  await expect(page.getByTestId('my-thread').getByTestId('message').first()).toBeVisible();
  await fitsPhones(page, 'conversation');
});
