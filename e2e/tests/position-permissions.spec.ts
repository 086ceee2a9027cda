import { expect, test } from '../support/test.ts';
import { dispatchAs, expectToast, ownPosition } from '../support/app.ts';
import { DEMO } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const DEMO_AB = 1;

test('an admin grants the reader Write on one position; the reader may then edit it', async ({
  page,
  request,
}) => {
  const name = `E2E-behörighet ${Date.now().toString(36)}`;
  const created = await ownPosition(request, name);
  const asReader = () =>
    dispatchAs(request, DEMO.reader, 'get_PositionById', {
      containerId: DEMO_AB,
      positionId: created.id,
    });
  expect((await asReader()).canEdit).toBe(false);

  try {
    await signIn(page, DEMO.admin);
    await page.goto(`/admin/positions/${created.id}`);
    await page.getByRole('main').getByRole('link', { name: 'Behörigheter' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/positions/${created.id}/permissions$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(/Företagets administratörer har alltid full behörighet/)).toBeVisible();

    await page.getByLabel('E-postadress').fill(DEMO.reader);
    await page.getByRole('radio', { name: /Skribent/ }).check();
    await page.getByRole('button', { name: 'Ge behörighet' }).click();
    await expectToast(page, 'Sparad');
    const reader = page.getByRole('main').getByRole('listitem').filter({ hasText: DEMO.reader });
    await expect(reader).toContainText('Skribent');
    await expect(reader.getByRole('combobox', { name: /^Behörighet för / })).toHaveValue('2');
    await saveScreenshot(page, 'position-permissions', { fullPage: true });

    expect((await asReader()).canEdit).toBe(true);
    const rows = await dispatchAs(request, DEMO.admin, 'get_PositionPermissions', {
      containerId: DEMO_AB,
      positionId: created.id,
    });
    expect(rows).toContainEqual(expect.objectContaining({ email: DEMO.reader, permissionId: 2 }));
  } finally {
    await dispatchAs(request, DEMO.admin, 'delete_Position', {
      containerId: DEMO_AB,
      positionId: created.id,
    });
  }
});
