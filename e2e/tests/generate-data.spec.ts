import { expect, test, type Page } from '../support/test.ts';
import { expectToast, sidebar } from '../support/app.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { queryDb } from '../support/db.ts';
import { DEMO } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { expectFits } from '../support/screenshots.ts';

/** A company of its own, so the 4,000 made-up applicants never meet another journey's counts. */
async function buildCompany(name: string): Promise<number> {
  const [row] = await queryDb<{ id: number }>('INSERT INTO containers (name) VALUES ($1) RETURNING id', [
    name,
  ]);
  return row!.id;
}

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await expect(page.getByRole('heading', { level: 1, name: 'Generera data' })).toBeVisible();
    await expectFits(page, `${name}-${size}`);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the superuser generates 4,000 applicants with a progress bar that survives a reload, then removes them', async ({
  page,
}) => {
  test.slow();
  const company = `Generera E2E ${Date.now()}`;
  const containerId = await buildCompany(company);

  await signIn(page, DEMO.superuser);
  await sidebar(page).getByRole('link', { name: 'Generera data', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/generate-data$/);
  await expectNoAxeViolations(page);

  // Nothing chosen: the fields say what is missing.
  await page.getByRole('spinbutton', { name: 'Sökande per tjänst' }).fill('100001');
  await page.getByRole('button', { name: 'Generera', exact: true }).click();
  await expect(page.getByText('Ange antal sökande per tjänst (0–100 000)')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Sök företag' }).fill(company);
  const picker = page.getByRole('combobox', { name: 'Företag' });
  await expect(picker.getByRole('option', { name: company })).toHaveCount(1);
  await picker.selectOption({ label: company });
  await page.getByRole('spinbutton', { name: 'Antal tjänster' }).fill('1');
  await page.getByRole('spinbutton', { name: 'Sökande per tjänst' }).fill('4000');
  await page.getByRole('button', { name: 'Generera', exact: true }).click();
  await expectToast(page, 'Genereringen har startat');

  const bar = page.getByRole('progressbar', { name: 'Förlopp' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuemax', '4000');
  const [run] = await queryDb<{ id: number }>('SELECT id FROM data_generations WHERE container_id = $1', [
    containerId,
  ]);

  // Reloaded while the job works: the run is found again and its bar carries on.
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByRole('progressbar', { name: 'Förlopp' })).toBeVisible();
  // The newest run's card names its company and when it started.
  await expect(page.getByText(`${company} · `)).toBeVisible();
  await expect(page.getByText('4 000 av 4 000 sökande')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('progressbar', { name: 'Förlopp' })).toHaveAttribute('aria-valuenow', '4000');
  const [counted] = await queryDb<{ applications: string; people: string }>(
    `SELECT (SELECT count(*) FROM job_applications a JOIN positions p ON p.id = a.position_id
              WHERE p.container_id = $1 AND p.metadata->>'generationId' = $2::text) AS applications,
            (SELECT count(*) FROM users WHERE email LIKE 'gen-run' || $2::text || '-%@example.se') AS people`,
    [containerId, run!.id],
  );
  expect(counted).toEqual({ applications: '4000', people: '4000' });
  await shoot(page, 'generate-data');

  // 'Ta bort genererad data' after confirming: a removal job with its own bar.
  const row = page.getByRole('row').filter({ hasText: company });
  await row.getByRole('button', { name: /^Ta bort genererad data/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Ta bort genererad data?' });
  await expect(dialog).toContainText('1 tjänst och 4 000 påhittade sökande');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Ta bort', exact: true }).click();
  await expectToast(page, 'Borttagningen har startat');
  await expect(row.getByText('Borttagen')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('progressbar', { name: 'Borttagning' })).toHaveAttribute(
    'aria-valuenow',
    '4000',
  );
  const [left] = await queryDb<{ positions: string; people: string }>(
    `SELECT (SELECT count(*) FROM positions WHERE container_id = $1) AS positions,
            (SELECT count(*) FROM users WHERE email LIKE 'gen-run' || $2::text || '-%@example.se') AS people`,
    [containerId, run!.id],
  );
  expect(left).toEqual({ positions: '0', people: '0' });
  await queryDb('DELETE FROM containers WHERE id = $1', [containerId]);
});
