import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  standardApplicationForm,
  type ActionInput,
  type ActionName,
  type ActionOutput,
  type CurrentUser,
} from '@rekry/domain';
import { DEMO, DEMO_PASSWORD, mailApiUrl } from './env.ts';
import { pdfWithText, validSsn } from './files.ts';
import type { CaughtMail } from './mail-catcher.ts';
import { describePage } from './page-log.ts';
import { demoSession } from './sessions.ts';

/**
 * Logs in through the login screen and waits for the admin. For the journeys about signing in, and for
 * people a journey made itself; a demo user starts signed in with `signIn` (support/sessions.ts).
 */
export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin'));
}

/** The current user as the server describes it (names of companies, roles), via the real API. */
export async function currentUser(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const login = await request.post('/api/account/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const body = (await login.json()) as { token: string; user: CurrentUser };
  return body;
}

/** Calls one dispatcher action as a demo user through the real API; the answer must be 200. */
export async function dispatchAs<N extends ActionName>(
  request: APIRequestContext,
  email: string,
  action: N,
  data: unknown,
): Promise<ActionOutput<N>> {
  const token = demoSession(email)?.token ?? (await currentUser(request, email)).token;
  const response = await request.post('/api/dispatcher', {
    headers: { Authorization: `Bearer ${token}` },
    data: { action, data },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: ActionOutput<N> }).data;
}

/**
 * A position of the journey's own in Demo AB, made and published by the admin: open from yesterday for 30
 * days, so what the journey changes on it never changes what other journeys read.
 */
export async function ownPosition(
  request: APIRequestContext,
  name: string,
  extra: Partial<ActionInput<'create_Position'>> = {},
) {
  const now = Math.floor(Date.now() / 1000);
  const day = 86_400;
  const created = await dispatchAs(request, DEMO.admin, 'create_Position', {
    containerId: 1,
    name,
    location: 'Västerås',
    description: '<p>En annons för en resa genom appen.</p>',
    form: standardApplicationForm(),
    start: now - day,
    stop: now + 30 * day,
    ...extra,
  });
  return dispatchAs(request, DEMO.admin, 'publish_Position', {
    containerId: 1,
    positionId: created.id,
    at: null,
  });
}

/** A copy of a position, published at once (a copy is a draft until published), as `user`. */
export async function publishedCopy(
  request: APIRequestContext,
  user: string,
  containerId: number,
  positionId: number,
) {
  const copy = await dispatchAs(request, user, 'copy_Position', { containerId, positionId });
  return dispatchAs(request, user, 'publish_Position', { containerId, positionId: copy.id, at: null });
}

export function sidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Huvudmeny' });
}

/** Opens the sidebar's folded categories (those without any entry the role may use), to see their greyed entries. */
export async function unfoldSidebar(page: Page): Promise<void> {
  const folded = sidebar(page).locator('button[aria-expanded="false"]');
  while ((await folded.count()) > 0) await folded.first().click();
}

export function createPositionButton(page: Page): Locator {
  return page
    .locator('aside')
    .getByRole('link', { name: 'Skapa annons' })
    .or(page.locator('aside').getByRole('button', { name: 'Skapa annons' }));
}

export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /, Användarmeny$/ }).click();
  return page.getByRole('menu');
}

/** Picks one of the page header's less frequent actions, behind 'Fler åtgärder' (a position's copy, delete…). */
export async function chooseMoreAction(page: Page, name: string) {
  await page.getByRole('main').getByRole('button', { name: 'Fler åtgärder' }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/** Waits until the mail catcher has a message to `to` matching `subject`, and returns the newest. */
export async function waitForMail(to: string, subject?: RegExp, timeoutMs = 20_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${mailApiUrl()}/messages?to=${encodeURIComponent(to)}`);
    const messages = (await response.json()) as CaughtMail[];
    const found = messages.filter((m) => !subject || subject.test(m.subject));
    const newest = found.at(-1);
    if (newest) return newest;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Inget mejl till ${to}${subject ? ` med ämne ${subject}` : ''} inom ${timeoutMs} ms`);
}

/** The first link in a mail (text or html) that matches `pattern`. */
export function linkIn(mail: CaughtMail, pattern: RegExp): string {
  const candidates = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
  const link = candidates.find((c) => pattern.test(c));
  if (!link) throw new Error(`Ingen länk som matchar ${pattern} i mejlet "${mail.subject}"`);
  return link.replace(/&amp;/g, '&');
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.rekry.test`;
}

/**
 * An applicant of Demo AB added by hand through create_Applicant (by the writer unless `by` says who), with
 * a unique address the mail catcher collects; `fields`: more of the form's answers.
 */
export async function addApplicant(
  request: APIRequestContext,
  at: { positionId: number; containerId?: number },
  person: { firstname: string; surname: string; mailbox: string; by?: string; fields?: object },
): Promise<{ id: number; email: string }> {
  const email = uniqueEmail(person.mailbox);
  const created = await dispatchAs(request, person.by ?? DEMO.writer, 'create_Applicant', {
    containerId: at.containerId ?? 1,
    positionId: at.positionId,
    email,
    metadata: {
      form_firstname: person.firstname,
      form_surname: person.surname,
      form_email: email,
      ...person.fields,
    },
  });
  return { id: created.id, email };
}

/**
 * Expects that a toast with this text was shown since the last one this journey took: each shown toast
 * counts once, so two saves in a row need two toasts. Toasts stay TOAST_DURATION_MS (1.5 s, SPEC §8); the
 * page notes each as it is drawn (support/test.ts), so one that came and went while this process was busy
 * still counts. Up to 20 s, since on a loaded machine the action before it (a password hashed, a mail
 * queued) is slow. A failure says what the page showed and last asked the server.
 */
export async function expectToast(page: Page, text: string) {
  const take = () =>
    page.evaluate((wanted) => {
      const log = (window as unknown as { __rekryToasts?: { text: string; taken: boolean }[] }).__rekryToasts;
      if (!log) throw new Error('Sidan antecknar inga toasts: importera test från support/test.ts');
      const found = log.find((entry) => !entry.taken && entry.text.includes(wanted));
      if (found) found.taken = true;
      return Boolean(found);
    }, text);
  try {
    await expect.poll(take, { message: `toast "${text}"`, timeout: 20_000 }).toBe(true);
  } catch (error) {
    if (error instanceof Error) error.message += `\n${await describePage(page)}`;
    throw error;
  }
}

/**
 * A new staff member through the real invitation flow, via the API: `inviter` (an
 * administrator of `containerId`) invites the address, the mailed link is accepted with name and
 * password. Answers the session of the new member.
 */
export async function createStaffMember(
  request: APIRequestContext,
  options: {
    email: string;
    password: string;
    firstname?: string;
    lastname?: string;
    permissionIds?: number[];
    inviter?: string;
    containerId?: number;
  },
) {
  await dispatchAs(request, options.inviter ?? DEMO.admin, 'create_ContainerUserPermission', {
    containerId: options.containerId ?? 1,
    email: options.email,
    permissionIds: options.permissionIds ?? [3],
  });
  const link = linkIn(await waitForMail(options.email, /Inbjudan/), /\/invite\//);
  const accept = await request.post('/api/account/invitation/accept', {
    data: {
      token: new URL(link).pathname.split('/').at(-1),
      firstname: options.firstname ?? 'Ny',
      lastname: options.lastname ?? 'Kollega',
      password: options.password,
      confirmPassword: options.password,
    },
  });
  expect(accept.status(), await accept.text()).toBe(200);
  return (await accept.json()) as { token: string; containerId: number };
}

/**
 * Fills the apply form the page shows with the standard form's required answers (the warehouse position's
 * form, 101), a CV and both consents, sends it and waits for the thank-you page, as a visitor does.
 */
export async function sendStandardApplication(
  page: Page,
  person: { email: string; firstname: string; surname: string; ssnSerial: number },
) {
  const field = (label: RegExp) => page.getByRole('textbox', { name: label });
  await field(/^Förnamn/).fill(person.firstname);
  await field(/^Efternamn/).fill(person.surname);
  await field(/^Personnummer/).fill(validSsn(person.ssnSerial));
  await field(/^Adress/).fill('Storgatan 1');
  await field(/^Postnummer/).fill('722 11');
  await field(/^Ort/).fill('Västerås');
  await field(/^Mobiltelefon/).fill('070-123 45 67');
  await field(/^E-post/).fill(person.email);
  await page.getByLabel(/^CV och personligt brev/).setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdfWithText(['CV']),
  });
  await page.getByRole('checkbox', { name: /^Jag har läst och godkänner/ }).check();
  await page.getByRole('checkbox', { name: /^Jag samtycker/ }).check();
  await page.getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(page.getByRole('heading', { name: /Tack för din ansökan/ })).toBeVisible();
}

/**
 * An application to a position (the warehouse one, 101, by default) through the public apply endpoint, as
 * a visitor would send it: the standard form's answers, both consents and a CV.
 */
export async function applyAsVisitor(
  request: APIRequestContext,
  person: { email: string; firstname: string; surname: string; ssnSerial: number; positionId?: number },
) {
  const cv = `data:application/pdf;base64,${pdfWithText(['CV']).toString('base64')}`;
  const response = await request.post('/api/public/positions/apply', {
    data: {
      action: 'create_jobApplication',
      data: {
        email: person.email,
        positionId: person.positionId ?? 101,
        metadata: {
          form_firstname: person.firstname,
          form_surname: person.surname,
          form_ssn: validSsn(person.ssnSerial),
          form_address: 'Storgatan 1',
          form_zipcode: '722 15',
          form_city: 'Västerås',
          form_mobilePhone: '070-123 45 67',
          form_email: person.email,
          form_referer: 'form_referer_2',
          form_agreement_terms: true,
          form_agreement_gdpr: true,
          form_file: { filename: 'cv.pdf', data: cv },
        },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}
