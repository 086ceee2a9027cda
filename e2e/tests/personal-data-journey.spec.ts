import { readFile } from 'node:fs/promises';
import type { PersonExtract } from '@rekry/domain';
import { expect, test, type Page } from '../support/test.ts';
import { applyAsVisitor, expectToast, linkIn, uniqueEmail, waitForMail } from '../support/app.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { queryDb } from '../support/db.ts';
import { DEMO } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { validSsn } from '../support/files.ts';

/**
 * Candidate accounts end to end: a person signs up and applies, sees the application on My pages, gets a message
 * from a recruiter live and answers it, the recruiter sees the answer live; then the admin gives the
 * person their register extract and deletes them, and nothing of them is left in Demo AB.
 */
const DEMO_AB = 1;
const POSITION = 101; // 'Lagermedarbetare …'; the writer holds Write on it.
const PASSWORD = 'kandidatens eget lösenord';
const SSN_SERIAL = 173;

async function signUp(page: Page, email: string) {
  await page.goto('/register');
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Bekräfta lösenord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByRole('heading', { name: 'Kolla din e-post' })).toBeVisible();
  await page.goto(linkIn(await waitForMail(email, /Bekräfta din e-postadress/), /\/bekrafta\//));
  await page.getByRole('button', { name: 'Aktivera kontot' }).click();
  await expect(page).toHaveURL(/\/admin\/recruit$/);
}

async function write(page: Page, text: string) {
  const composer = page.getByTestId('composer');
  await composer.getByLabel('Meddelande').fill(text);
  await composer.getByRole('button', { name: 'Skicka' }).click();
  // Sent when the composer is empty again.
  await expect(composer.getByLabel('Meddelande')).toHaveValue('');
}

/** Every table of the database whose rows mention `needle` (as text), with a count. */
async function tablesMentioning(needle: string, except: string[] = []) {
  const tables = await queryDb<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    if (except.includes(name)) continue;
    const [row] = await queryDb<{ n: number }>(
      `select count(*)::int as n from "${name}" t where t::text ilike '%' || $1 || '%'`,
      [needle],
    );
    if (row!.n > 0) found[name] = row!.n;
  }
  return found;
}

test('a candidate applies and talks with a recruiter live; the admin informs and deletes the person', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('resa');
  const surname = `Resansson${Date.now().toString(36)}`;
  const stamp = `ord${Math.random().toString(36).slice(2, 10)}`; // Not in the address, unlike a time.

  // The candidate signs up, applies with the same address and finds the application on My pages.
  await signUp(page, email);
  await applyAsVisitor(request, {
    email,
    firstname: 'Rut',
    surname,
    ssnSerial: SSN_SERIAL,
    positionId: POSITION,
  });
  // (Applied in another tab, as it were: the page is opened afresh.)
  await page.goto('/admin/minasidor');
  await expect(page.getByText('Lagermedarbetare till vårt lager i Västerås').first()).toBeVisible();
  const [application] = await queryDb<{ id: number; user_id: number }>(
    `select a.id, a.user_id from job_applications a join users u on u.id = a.user_id where u.email = $1`,
    [email],
  );
  expect(application).toBeDefined();
  const { id: applicationId, user_id: userId } = application!;

  // Messages: nothing yet; the page stays open while the recruiter writes.
  await page.getByRole('link', { name: 'Meddelanden' }).click();
  await expect(page).toHaveURL(/\/admin\/recruit-chat$/);
  await expect(page.getByText('Inga meddelanden än')).toBeVisible();
  await expectNoAxeViolations(page);

  const staff = await browser.newContext();
  const recruiter = await staff.newPage();
  await signIn(recruiter, DEMO.writer);
  await recruiter.goto(`/admin/chat/${applicationId}`);
  await expect(recruiter.getByRole('heading', { name: `Konversation med Rut ${surname}` })).toBeVisible();
  await write(recruiter, `Hej Rut! Kan du komma på intervju i morgon? ${stamp}`);

  // It reaches the candidate's open page without a reload; they open it and answer.
  await page.getByText('Demo AB').first().click();
  // The messages, not the composer below them: a sent text shows in the thread (live) before the
  // composer is emptied by the send's answer.
  const mine = page.getByTestId('my-thread').getByTestId('message-thread');
  await expect(mine.getByText(`Kan du komma på intervju i morgon? ${stamp}`)).toBeVisible();
  await write(page, `Ja, det passar bra! ${stamp}`);
  await expect(mine.getByText(`Ja, det passar bra! ${stamp}`)).toBeVisible();

  // The recruiter's open conversation shows the answer live.
  const thread = recruiter.getByTestId('message-thread');
  await expect(thread.getByText(`Ja, det passar bra! ${stamp}`)).toBeVisible({ timeout: 15_000 });
  await staff.close();

  // The candidate downloads their own data: the application and the conversation are in it.
  await page.getByRole('link', { name: 'Mina sidor' }).click();
  const [own] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Ladda ner mina uppgifter (JSON)' }).click(),
  ]);
  const mineExtract = JSON.parse(await readFile((await own.path())!, 'utf8')) as PersonExtract;
  const ownApplication = mineExtract.companies[0]!.applications[0]!;
  expect(ownApplication.id).toBe(applicationId);
  expect(ownApplication.messages.map((m) => m.from)).toEqual(['staff', 'applicant']);

  // The admin gives the person their register extract, then deletes them from Demo AB.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signIn(adminPage, DEMO.admin);
  await adminPage.goto(`/admin/gdpr/inform?userId=${userId}`);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Registerutdrag' })).toBeVisible();
  const [extractFile] = await Promise.all([
    adminPage.waitForEvent('download'),
    adminPage.getByRole('button', { name: 'Ladda ned JSON' }).click(),
  ]);
  const extract = JSON.parse(await readFile((await extractFile.path())!, 'utf8')) as PersonExtract;
  expect(extract.companies[0]!.applications[0]!.messages).toHaveLength(2);
  await adminPage.getByRole('button', { name: 'Skicka till personen' }).click();
  await expectToast(adminPage, `Registerutdraget skickas till ${email}`);
  expect((await waitForMail(email, /^Dina personuppgifter/)).attachments).toHaveLength(2);

  await adminPage.goto(`/admin/gdpr/delete?userId=${userId}`);
  const goes = adminPage.getByRole('list', { name: 'Det här tas bort' });
  await expect(goes).toContainText('1 ansökan med alla svar och samtycken');
  await adminPage.getByLabel('Skäl').fill('Personen bad om det');
  await adminPage.getByRole('button', { name: 'Ta bort personen' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Ta bort personen för gott?' });
  await dialog.getByLabel('Personens e-postadress').fill(email);
  await dialog.getByRole('button', { name: 'Ta bort', exact: true }).click();
  await expectToast(adminPage, 'Personen borttagen');
  await admin.close();

  // Nothing of them is left: their name, personal number and words in no table; their address only on
  // their own account (it was theirs before they applied) and the platform's own sign-up mail to them.
  expect(await tablesMentioning(surname)).toEqual({});
  expect(await tablesMentioning(validSsn(SSN_SERIAL))).toEqual({});
  expect(await tablesMentioning(stamp)).toEqual({});
  expect(await tablesMentioning(email, ['users', 'account_confirmations', 'email_log'])).toEqual({});
  expect(
    await queryDb(`select id from email_log where lower(email_address) = $1 and container_id is not null`, [
      email,
    ]),
  ).toEqual([]);
  const [audit] = await queryDb<{ reason: string; actor_id: number | null }>(
    `select reason, actor_id from personal_data_audit where container_id = $1 and kind = 'erase'
      order by id desc limit 1`,
    [DEMO_AB],
  );
  expect(audit!.reason).toBe('Personen bad om det');

  // The candidate's own pages are empty now.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Inga ansökningar' })).toBeVisible();
});
