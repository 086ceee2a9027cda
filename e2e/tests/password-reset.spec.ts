import { expect, test } from '../support/test.ts';
import {
  createStaffMember,
  expectToast,
  linkIn,
  login,
  openUserMenu,
  uniqueEmail,
  waitForMail,
} from '../support/app.ts';
import { queryDb } from '../support/db.ts';

test('forgot password: mail through the real SMTP server, follow the link, set a new password, log in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('glomsk');
  const firstPassword = 'första-lösenordet-1';
  const newPassword = 'ett helt nytt lösenord';

  // A staff member of Demo AB (Read), invited and accepted.
  await createStaffMember(request, { email, password: firstPassword });
  await page.goto('/login');

  // Forgotten password: the link carries the e-mail typed on the login screen.
  await page.getByLabel('E-postadress').fill(email);
  await page.getByRole('link', { name: 'Glömt lösenord?' }).click();
  await expect(page).toHaveURL(new RegExp(`/forgot/${encodeURIComponent(email).replace(/[.]/g, '\\.')}$`));
  await expect(page.getByLabel('E-postadress')).toHaveValue(email);
  await page.getByRole('button', { name: 'Skicka länk' }).click();
  await expect(page.getByText(`Vi har skickat en länk till ${email}`)).toBeVisible();

  const mail = await waitForMail(email, /Återställ/);
  const link = linkIn(mail, /\/reset\//);
  expect(new URL(link).pathname).toMatch(/^\/reset\/.+/);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Välj nytt lösenord' })).toBeVisible();
  const password = page.getByLabel('Nytt lösenord', { exact: true });
  await password.fill('   ');
  await expect(page.getByText('Lösenordet måste vara minst 10 tecken')).toBeVisible();
  await expect(page.getByText('Lösenordet får inte bara bestå av mellanslag')).toBeVisible();
  await password.fill(newPassword);
  await page.getByLabel('Bekräfta nytt lösenord').fill(`${newPassword}x`);
  await expect(page.getByText('Lösenorden matchar inte')).toBeVisible();
  await page.getByLabel('Bekräfta nytt lösenord').fill(newPassword);
  await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();

  await expectToast(page, 'Lösenordet är sparat. Logga in med ditt nya lösenord.');
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  const old = await request.post('/api/account/login', { data: { email, password: firstPassword } });
  expect(old.status()).toBe(401);
  await login(page, email, newPassword);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('home-role')).toHaveText('Läsare');

  // The link was used up.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.getByLabel('Nytt lösenord', { exact: true }).fill('ännu ett nytt lösenord');
  await page.getByLabel('Bekräfta nytt lösenord').fill('ännu ett nytt lösenord');
  await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/reset\//);
});

test('an applicant who resets the password has proven the address: their own pages, not the staff admin', async ({
  page,
}) => {
  const email = uniqueEmail('sokande');
  // An applicant: a users row without a password, as applying leaves it.
  await queryDb(`insert into users (email, is_candidate) values ($1, true)`, [email]);

  await page.goto(`/forgot/${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: 'Skicka länk' }).click();
  const link = linkIn(await waitForMail(email, /Återställ/), /\/reset\//);
  await page.goto(link);
  await page.getByLabel('Nytt lösenord', { exact: true }).fill('ett nytt sökandelösenord');
  await page.getByLabel('Bekräfta nytt lösenord').fill('ett nytt sökandelösenord');
  await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill('ett nytt sökandelösenord');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/admin\/recruit$/);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/recruit$/);
});

test('forgot password for an unknown address says so', async ({ page }) => {
  await page.goto('/forgot');
  await page.getByLabel('E-postadress').fill(uniqueEmail('okand'));
  await page.getByRole('button', { name: 'Skicka länk' }).click();
  await expect(page.getByRole('alert')).toHaveText('Vi kunde inte hitta e-postadressen');
});

test('change password: rules in Swedish, the new token replaces the old one', async ({ page, request }) => {
  const email = uniqueEmail('byte');
  const first = 'mitt första lösenord';
  const second = 'mitt andra lösenord';
  await createStaffMember(request, { email, password: first });

  await login(page, email, first);
  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Byt lösenord' }).click();
  await expect(page).toHaveURL(/\/admin\/change-password$/);
  const oldToken = await page.evaluate(() => localStorage.getItem('rekry.token'));

  await page.getByLabel('Nuvarande lösenord').fill('inte mitt lösenord');
  await page.getByLabel('Nytt lösenord', { exact: true }).fill(email);
  await expect(page.getByText('Lösenordet får inte vara samma som e-postadressen')).toBeVisible();
  await page.getByLabel('Nytt lösenord', { exact: true }).fill(second);
  await page.getByLabel('Bekräfta nytt lösenord').fill(second);
  await page.getByRole('button', { name: 'Byt lösenord' }).click();
  await expect(page.getByText('Nuvarande lösenord är fel')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/change-password$/);

  await page.getByLabel('Nuvarande lösenord').fill(first);
  await page.getByRole('button', { name: 'Byt lösenord' }).click();
  await expectToast(page, 'Sparad');
  const newToken = await page.evaluate(() => localStorage.getItem('rekry.token'));
  expect(newToken).toBeTruthy();
  expect(newToken).not.toBe(oldToken);

  // Still signed in with the new token; the old one is dead.
  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { name: 'Profilinställningar' })).toBeVisible();
  const stale = await request.post('/api/dispatcher', {
    headers: { Authorization: `Bearer ${oldToken}` },
    data: { action: 'get_CurrentUser', data: {} },
  });
  expect(stale.status()).toBe(401);
});
