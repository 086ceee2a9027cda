import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '../support/test.ts';
import { dispatchAs } from '../support/app.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { queryDb } from '../support/db.ts';
import { DEMO } from '../support/env.ts';

const POSITION = 101; // 'Lagermedarbetare …' of Demo AB.

/** An applicant of Demo AB and a retention warning link for them, as the daily run makes it. */
async function applicantWithLink(request: Parameters<typeof dispatchAs>[0], prefix: string) {
  const email = `${prefix}-${Date.now().toString(36)}@e2e.rekry.test`;
  const created = await dispatchAs(request, DEMO.writer, 'create_Applicant', {
    containerId: 1,
    positionId: POSITION,
    email,
    metadata: { form_firstname: 'Sam', form_surname: 'Tycke', form_email: email },
  });
  const token = randomBytes(32).toString('base64url');
  await queryDb(
    `insert into consent_links (container_id, user_id, token_hash, expires_at)
     values (1, $1, $2, now() + interval '1 day')`,
    [created.userId, createHash('sha256').update(token).digest('hex')],
  );
  return { userId: created.userId, token };
}

test('the retention warning’s link: the applicant deletes their data after confirming, and the link then is spent', async ({
  page,
  request,
}) => {
  const { userId, token } = await applicantWithLink(request, 'radera');
  await page.goto(`/samtycke/${token}`);
  await expect(page.getByRole('heading', { name: 'Dina uppgifter hos Demo AB' })).toBeVisible();
  await expect(
    page.getByText(/Din ansökan, med svar och filer, sparas med ditt samtycke och tas bort \d{4}-\d\d-\d\d/),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Ta bort mina uppgifter nu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ta bort dina uppgifter?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ta bort' }).click();
  await expect(page.getByText('Dina uppgifter är borttagna.')).toBeVisible();
  expect(await queryDb('select id from job_applications where user_id = $1', [userId])).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Länken går inte att använda' })).toBeVisible();
  await expect(page.getByText('Länken är ogiltig eller har gått ut')).toBeVisible();
});

test('on a phone the applicant renews consent: the period starts again', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { userId, token } = await applicantWithLink(request, 'fornya');
  await queryDb(
    `update job_applications set last_activity_at = now() - interval '23 months' where user_id = $1`,
    [userId],
  );
  await page.goto(`/samtycke/${token}`);
  await expect(page.getByRole('button', { name: 'Spara mina uppgifter en ny period' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Spara mina uppgifter en ny period' }).click();
  await expect(page.getByText('Tack! Vi sparar dina uppgifter en ny period.')).toBeVisible();
  const [row] = await queryDb<{ fresh: boolean }>(
    `select last_activity_at > now() - interval '1 hour' as fresh from job_applications where user_id = $1`,
    [userId],
  );
  expect(row?.fresh).toBe(true);
});
