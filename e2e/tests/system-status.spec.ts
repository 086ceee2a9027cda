import { expect, test, type Page } from '../support/test.ts';
import { sidebar } from '../support/app.ts';
import { DEMO } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { checkedScreenshot, SIZES } from '../support/screenshots.ts';

/** The screen at a desktop, a phone and a 320 px phone: no sideways scroll, axe clean, a picture when asked. */
const WIDTHS = { ...SIZES, narrow: { width: 320, height: 700 } } as const;

const NAMES = {
  libreoffice: 'LibreOffice',
  pdftotext: 'pdftotext (poppler)',
  pdftoppm: 'pdftoppm (poppler)',
  tesseract: 'Tesseract',
  'tesseract-swe': 'Tesseract, svenska',
} as const;
type Kind = keyof typeof NAMES;

/** A tool's row in the table on a desktop, its card on a phone. */
const rowOf = (page: Page, kind: Kind) =>
  page
    .getByRole('main')
    .locator('tr, li')
    .filter({ has: page.getByText(NAMES[kind], { exact: true }), visible: true });

async function checkWidths(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await expect(page.getByRole('heading', { level: 1, name: 'Systemstatus' })).toBeVisible();
    await expect(rowOf(page, 'libreoffice')).toBeVisible();
    await checkedScreenshot(page, `${name}-${size}`);
  }
  await page.setViewportSize(SIZES.desktop);
}

test("the superuser sees the machine's tools as the server finds them, and checks again", async ({
  page,
  request,
}) => {
  test.slow();
  await signIn(page, DEMO.superuser);
  await sidebar(page).getByRole('link', { name: 'Systemstatus', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/system$/);

  // Each tool as the health answer has it on this machine: installed, or missing with its package.
  const health = (await (await request.get('/api/health')).json()) as {
    tools: { kind: Kind; present: boolean }[];
  };
  expect(health.tools.map((tool) => tool.kind)).toEqual(Object.keys(NAMES));
  for (const tool of health.tools)
    await expect(rowOf(page, tool.kind)).toContainText(tool.present ? 'Installerad' : 'Saknas');
  const checked = page.getByText(/^Kontrollerat \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  await expect(checked).toBeVisible();
  await checkWidths(page, 'system-status');

  const recheck = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/dispatcher') &&
      response.request().postDataJSON()?.action === 'get_SystemStatus',
  );
  await page.getByRole('button', { name: 'Kontrollera igen' }).click();
  expect((await recheck).ok()).toBe(true);
  await expect(page.getByRole('button', { name: 'Kontrollera igen' })).toBeEnabled();
});
