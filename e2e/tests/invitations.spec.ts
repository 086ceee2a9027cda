import { expect, test, type Page } from '../support/test.ts';
import { createStaffMember, expectToast, linkIn, sidebar, uniqueEmail, waitForMail } from '../support/app.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { queryDb } from '../support/db.ts';
import { DEMO } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';

/** Membership by e-mail is an invitation. */

const invitations = (page: Page) => page.getByRole('list', { name: 'Inbjudningar' });

test('an administrator invites an address; the person follows the mailed link, sets a password and lands in the company', async ({
  page,
  browser,
}) => {
  // Two browsers and two axe runs: on a loaded two-core machine this journey has taken close to a minute.
  test.slow();
  const email = uniqueEmail('inbjuden');
  await signIn(page, DEMO.admin);
  await sidebar(page).getByRole('link', { name: 'Användare' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  // The demo data's pending invitation is there, as an address only.
  await expect(invitations(page).getByRole('listitem', { name: 'ny.kollega@demo.rekry.test' })).toContainText(
    'Väntar på svar',
  );

  await page.getByRole('link', { name: 'Bjud in användare' }).first().click();
  await expect(page).toHaveURL(/\/admin\/users\/new$/);
  await page.getByLabel('E-postadress').fill(email);
  await page.getByRole('checkbox', { name: 'Läsare' }).uncheck();
  await page.getByRole('button', { name: 'Skicka inbjudan' }).click();
  await expect(page.getByText('Välj minst en behörighet')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Skribent' }).check();
  await page.getByRole('button', { name: 'Skicka inbjudan' }).click();
  await expectToast(page, `Inbjudan har skickats till ${email}`);
  await expect(page).toHaveURL(/\/admin\/users$/);

  // Pending: the address, the permissions, the state and the expiry; not among the users.
  const pending = invitations(page).getByRole('listitem', { name: email });
  await expect(pending).toContainText('Väntar på svar');
  await expect(pending).toContainText('Skribent');
  await expect(pending).toContainText(/Giltig till \d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  // The mail reached the SMTP peer with the link.
  const mail = await waitForMail(email, /Inbjudan till Demo AB/);
  expect(mail.text).toContain('Demo AB har bjudit in dig');
  const link = linkIn(mail, /\/invite\//);

  // The person, in a browser of their own.
  const theirs = await browser.newContext();
  try {
    const person = await theirs.newPage();
    await person.goto(link);
    // The first page of a fresh browser on a loaded machine: a generous wait.
    await expect(person.getByRole('heading', { name: 'Gå med i Demo AB' })).toBeVisible({ timeout: 30_000 });
    await expect(person.getByLabel('E-postadress')).toHaveValue(email);
    // The shared auth shell's side panel is outside any landmark (as on /login): check the page's own part.
    await expectNoAxeViolations(person, 'main');
    await person.getByLabel('Förnamn').fill('Ines');
    await person.getByLabel('Efternamn').fill('Inbjuden');
    await person.getByLabel('Välj lösenord').fill('kort');
    await expect(person.getByText('Lösenordet måste vara minst 10 tecken')).toBeVisible();
    await person.getByLabel('Välj lösenord').fill('ines väljer ett lösenord');
    await person.getByLabel('Bekräfta lösenord').fill('ines väljer ett lösenord');
    await person.getByRole('button', { name: 'Skapa konto och gå med' }).click();
    await expect(person).toHaveURL(/\/admin$/);
    await expect(person.getByTestId('home-role')).toHaveText('Skribent');

    // The link was used up.
    await person.evaluate(() => localStorage.clear());
    await person.goto(link);
    await expect(person.getByRole('alert')).toHaveText(
      'Inbjudan har redan använts. Logga in för att komma till företaget.',
    );
  } finally {
    await theirs.close();
  }

  // The inviter now sees a member with a name, and no pending invitation for the address.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Ines Inbjuden');
  await expect(row).toContainText('Skribent');
  await expect(invitations(page).getByRole('listitem', { name: email })).toHaveCount(0);
  // The users screen with its pending invitation (the demo one) passes axe.
  await expect(invitations(page).getByRole('listitem', { name: 'ny.kollega@demo.rekry.test' })).toBeVisible();
  await expectNoAxeViolations(page);
  const stored = await queryDb<{ accepted_at: Date | null }>(
    'select accepted_at from container_invitations where email = $1',
    [email],
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]!.accepted_at).not.toBeNull();
});

test("'Skicka igen' mails a new link (the old one stops working); 'Ta bort inbjudan' asks, then ends it", async ({
  page,
}) => {
  const email = uniqueEmail('igen');
  await signIn(page, DEMO.admin);
  await page.goto('/admin/users/new');
  await page.getByLabel('E-postadress').fill(email);
  await page.getByRole('button', { name: 'Skicka inbjudan' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  const first = linkIn(await waitForMail(email, /Inbjudan/), /\/invite\//);

  const item = invitations(page).getByRole('listitem', { name: email });
  await item.getByRole('button', { name: `Skicka igen till ${email}` }).click();
  await expectToast(page, `En ny inbjudan har skickats till ${email}`);
  let second = first;
  await expect
    .poll(async () => {
      second = linkIn(await waitForMail(email, /Inbjudan/), /\/invite\//);
      return second;
    })
    .not.toBe(first);

  const visitor = await page.context().browser()!.newContext();
  try {
    const other = await visitor.newPage();
    await other.goto(first);
    await expect(other.getByRole('alert')).toContainText('Länken till inbjudan är ogiltig', {
      timeout: 30_000,
    });
    await other.goto(second);
    await expect(other.getByRole('heading', { name: 'Gå med i Demo AB' })).toBeVisible();

    await item.getByRole('button', { name: `Ta bort inbjudan till ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Ta bort inbjudan?' });
    await expect(dialog).toContainText(email);
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toBeHidden();
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: `Ta bort inbjudan till ${email}` }).click();
    await dialog.getByRole('button', { name: 'Ta bort inbjudan' }).click();
    await expectToast(page, 'Inbjudan har tagits bort');
    await expect(item).toHaveCount(0);

    await other.reload();
    await expect(other.getByRole('alert')).toContainText('Länken till inbjudan är ogiltig');
  } finally {
    await visitor.close();
  }
});

test('someone who already has an account signs in on the invitation page and joins the other company', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('befintlig');
  const password = 'mitt eget lösenord';
  // A member of Demo AB, invited to Norrland Bemanning AB by its administrator.
  await createStaffMember(request, { email, password });
  const { token } = (await (
    await request.post('/api/account/login', { data: { email: DEMO.multi, password: 'rekry-demo' } })
  ).json()) as { token: string };
  const invite = await request.post('/api/dispatcher', {
    headers: { Authorization: `Bearer ${token}` },
    data: { action: 'create_ContainerUserPermission', data: { containerId: 2, email, permissionIds: [3] } },
  });
  expect(invite.status(), await invite.text()).toBe(200);
  // The inviter's answer is the address only, like for anyone.
  expect(Object.keys(((await invite.json()) as { data: object }).data).sort()).toEqual([
    'createdAt',
    'email',
    'expired',
    'expiresAt',
    'id',
    'permissionIds',
  ]);
  const link = linkIn(await waitForMail(email, /Inbjudan till Norrland/), /\/invite\//);

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Gå med i Norrland Bemanning AB' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByLabel('Förnamn')).toHaveCount(0);
    await page.getByLabel('Lösenord', { exact: true }).fill('inte mitt lösenord');
    await page.getByRole('button', { name: 'Logga in och gå med' }).click();
    await expect(page.getByRole('alert')).toHaveText('Fel e-postadress eller lösenord');
    await page.getByLabel('Lösenord', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Logga in och gå med' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('home-role')).toHaveText('Läsare');
    expect(await page.evaluate(() => localStorage.getItem('rekry.containerId'))).toBe('2');
  } finally {
    await context.close();
  }
});
