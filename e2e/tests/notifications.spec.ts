import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import {
  applyAsVisitor,
  createStaffMember,
  dispatchAs,
  login,
  publishedCopy,
  sendStandardApplication,
  uniqueEmail,
} from '../support/app.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { DEMO, serverUrl } from '../support/env.ts';

const DEMO_AB = 1;
const WAREHOUSE = 101;
const PASSWORD = 'notis-lösenord-123';

/** An application to the position through the public apply endpoint, as a visitor would send it. */
async function apply(request: APIRequestContext, positionId: number, firstname: string) {
  await applyAsVisitor(request, {
    email: uniqueEmail('notis'),
    firstname,
    surname: 'Notisson',
    ssnSerial: 131,
    positionId,
  });
}

/** The same application sent through the career site's form in a page of its own, as a visitor does. */
async function applyInPage(page: Page, positionId: number, firstname: string) {
  // Node resolves no *.localhost names (the browser does), so the API is asked on plain localhost.
  const list = await page.request.get(`${serverUrl()}/api/public/positions?take=100`);
  const item = ((await list.json()) as { items: { id: number; path: string }[] }).items.find(
    (p) => p.id === positionId,
  )!;
  await page.goto(`${serverUrl('jobb.localhost')}${item.path}/apply`);
  await sendStandardApplication(page, {
    email: uniqueEmail('notis-sida'),
    firstname,
    surname: 'Notisson',
    ssnSerial: 132,
  });
}

const bell = (page: Page) => page.getByTestId('notification-bell');
const unread = async (page: Page) =>
  Number((await page.getByTestId('notification-count').textContent()) ?? 0);

/**
 * A reader with a right on one position only, a copy of the warehouse one made for the journey: they hear
 * of its applications and nothing else (other journeys' applications, failures and positions never reach
 * them). `done` archives the copy, off the lists other journeys read.
 */
async function recruiter(request: APIRequestContext) {
  const email = uniqueEmail('klocka');
  await createStaffMember(request, { email, password: PASSWORD, permissionIds: [3] });
  const position = await publishedCopy(request, DEMO.admin, DEMO_AB, WAREHOUSE);
  await dispatchAs(request, DEMO.admin, 'create_PositionPermission', {
    containerId: DEMO_AB,
    positionId: position.id,
    email,
    permissionId: 3,
  });
  const done = () =>
    dispatchAs(request, DEMO.admin, 'archive_Position', {
      containerId: DEMO_AB,
      positionId: position.id,
      isArchived: true,
    });
  return { email, positionId: position.id, done };
}

test('the bell counts a new application live, toggles read and unread, removes one and clears all', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const { email, positionId, done } = await recruiter(request);
  await login(page, email, PASSWORD);
  await expect(bell(page)).toHaveAccessibleName('Notifikationer');

  // An application sent from a second page (another browser context, the career site's form): the count
  // rises without a reload.
  const visitor = await browser.newContext();
  try {
    const stamp = Date.now().toString(36);
    await applyInPage(await visitor.newPage(), positionId, `Ada${stamp}`);
    await expect(bell(page)).toHaveAccessibleName('Notifikationer, 1 olästa', { timeout: 15_000 });
    await apply(visitor.request, positionId, `Bo${stamp}`);
    await expect.poll(() => unread(page), { timeout: 15_000 }).toBe(2);

    await bell(page).click();
    const panel = page.getByRole('region', { name: 'Notifikationer' });
    await expect(panel).toBeVisible();
    await expectNoAxeViolations(page, '[data-testid="notification-panel"]');
    const ada = panel.getByTestId('notification-item').filter({ hasText: `Ada${stamp}` });
    await expect(ada).toHaveAttribute('data-read', 'false');
    const count = await unread(page);
    await ada.getByRole('button', { name: 'Markera som läst' }).click();
    await expect(ada).toHaveAttribute('data-read', 'true');
    await expect.poll(() => unread(page)).toBe(count - 1);
    await ada.getByRole('button', { name: 'Markera som oläst' }).click();
    await expect(ada).toHaveAttribute('data-read', 'false');

    await ada.getByRole('button', { name: /^Ta bort notifikationen/ }).click();
    await expect(ada).toHaveCount(0);
    await expect(panel.getByTestId('notification-item').filter({ hasText: `Bo${stamp}` })).toHaveCount(1);

    // A click on a new application leads to the applicant.
    const bo = panel.getByTestId('notification-item').filter({ hasText: `Bo${stamp}` });
    await expect(bo.getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`/admin/positions/${positionId}/applicants/\\d+$`),
    );

    await panel.getByRole('button', { name: 'Rensa alla' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rensa alla notifikationer?' });
    await dialog.getByRole('button', { name: 'Rensa alla' }).click();
    // Everything is gone: the position is the journey's own, so nothing else arrives.
    await expect(panel.getByTestId('notification-item')).toHaveCount(0);
    await expect(panel.getByText('Inga notifikationer')).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifikationer');
    await expectNoAxeViolations(page, '[data-testid="notification-panel"]');
  } finally {
    await visitor.close();
    await done();
  }
});

test('the notifications screen lists them whole and a notification has its own page', async ({
  page,
  request,
}) => {
  const { email, positionId, done } = await recruiter(request);
  const stamp = Date.now().toString(36);
  await apply(request, positionId, `Cilla${stamp}`);
  await login(page, email, PASSWORD);
  await page.goto('/admin/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifikationer' })).toBeVisible();
  const item = page.getByTestId('notification-item').filter({ hasText: `Cilla${stamp}` });
  await expect(item).toBeVisible();
  await expectNoAxeViolations(page);
  // Its own page, by its address: read once opened.
  const logged = await request.post('/api/account/login', { data: { email, password: PASSWORD } });
  const { token } = (await logged.json()) as { token: string };
  const listed = await request.post('/api/dispatcher', {
    headers: { Authorization: `Bearer ${token}` },
    data: { action: 'get_Notifications', data: { containerId: DEMO_AB } },
  });
  const { items } = ((await listed.json()) as { data: { items: { id: number; message: string }[] } }).data;
  const mine = items.find((n) => n.message.includes(`Cilla${stamp}`))!;
  await page.goto(`/admin/notifications/${mine.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ny ansökan' })).toBeVisible();
  await expect(page.getByText(mine.message)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Till ansökan' })).toHaveAttribute(
    'href',
    new RegExp(`/admin/positions/${positionId}/applicants/\\d+$`),
  );
  await expectNoAxeViolations(page);
  await page.goto('/admin/notifications/999999999');
  await expect(page.getByText('Notifikationen finns inte')).toBeVisible();
  await done();
});
