import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { hostileForm, XSS_PAYLOADS } from '@rekry/domain/testing';
import { dispatchAs, ownPosition } from '../support/app.ts';
import { queryDb } from '../support/db.ts';
import { DEMO, serverUrl } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';

/**
 * Staff-written HTML is hostile: a writer puts the payloads of XSS_PAYLOADS into every HTML field they
 * may write (a position's description, its form's HTML labels and group headings, a form template), and
 * other roles open every screen that shows them, in Chromium. Nothing may run: no dialog opens, and no
 * element on the page carries an event handler, a script or a javascript:/data: address. A second pass
 * puts the payloads straight into the database (rows written before the cleaner, or by anything that
 * bypasses it), so the browser's own cleaning is what is tested there.
 */

const DEMO_AB = 1;

/** Every dialog a page opens (alert, confirm, prompt): the payloads all call alert. */
function recordDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

/** What on the page could run script: event-handler attributes, inline or foreign scripts, frames, etc. */
function dangerousMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'poster'];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      if (['iframe', 'frame', 'object', 'embed', 'base', 'math'].includes(tag)) found.push(`<${tag}>`);
      if (tag === 'meta' && el.hasAttribute('http-equiv')) found.push('<meta http-equiv>');
      if (tag === 'script') {
        const script = el as HTMLScriptElement;
        const ours = script.src && new URL(script.src).origin === location.origin;
        // A JSON data block (the JobPosting, the page's hydration state) is never run by the browser.
        const data = ['application/ld+json', 'application/json'].includes(script.type);
        if (!ours && !data) found.push(`<script>${script.text.slice(0, 40)}`);
      }
      for (const { name, value } of Array.from(el.attributes)) {
        if (name.toLowerCase().startsWith('on')) found.push(`<${tag} ${name}>`);
        // eslint-disable-next-line no-control-regex
        const address = value.replace(/[\u0000-\u0020]/g, '');
        if (urlAttributes.includes(name.toLowerCase()) && /^(javascript|vbscript|data):/i.test(address))
          found.push(`<${tag} ${name}="${value.slice(0, 40)}">`);
      }
    }
    return found;
  });
}

async function expectNothingRan(page: Page, dialogs: string[], where: string) {
  expect(await dangerousMarkup(page), where).toEqual([]);
  expect(dialogs, where).toEqual([]);
}

/** A position of its own (internal: the public lists stay as other journeys expect), made by the writer. */
async function writersPosition(request: APIRequestContext, name: string) {
  const created = await ownPosition(request, name, { isInternal: true });
  await dispatchAs(request, DEMO.admin, 'create_PositionPermission', {
    containerId: DEMO_AB,
    positionId: created.id,
    email: DEMO.writer,
    permissionId: 2,
  });
  return created;
}

const publicUrl = (path: string) => serverUrl('jobb.localhost') + path;
/** The first screen after a login loads its code; on a loaded two-core machine that takes a while. */
const READY = { timeout: 30_000 };

test('HTML a writer saved runs nowhere: admin and reader open every screen that shows it', async ({
  page,
  request,
}) => {
  test.slow();
  const name = `E2E-xss ${Date.now().toString(36)}`;
  const position = await writersPosition(request, name);
  const form = hostileForm(position.form, randomUUID);
  const at = { containerId: DEMO_AB, positionId: position.id };
  await dispatchAs(request, DEMO.writer, 'update_PositionForm', { ...at, form });
  await dispatchAs(request, DEMO.writer, 'update_Position', {
    ...at,
    name,
    text: '',
    location: 'Västerås',
    start: position.start,
    stop: position.stop,
    isInternal: true,
    description: `<p>Beskrivningen börjar</p>${XSS_PAYLOADS.join('')}`,
  });
  const template = await dispatchAs(request, DEMO.writer, 'upsert_FormTemplate', {
    containerId: DEMO_AB,
    name: `${name} mall`,
    form,
  });

  const dialogs = recordDialogs(page);
  await signIn(page, DEMO.admin);
  const screens: [string, string, () => Promise<void>][] = [
    [
      'the position page',
      `/admin/positions/${position.id}`,
      () => expect(page.getByRole('heading', { level: 1, name })).toBeVisible(READY),
    ],
    [
      'the position editor',
      `/admin/positions/${position.id}/edit`,
      () => expect(page.getByText('Beskrivningen börjar')).toBeVisible(READY),
    ],
    [
      'the form builder with its preview',
      `/admin/positions/${position.id}/form`,
      () => expect(page.getByText('klicka').nth(1)).toBeVisible(READY),
    ],
    [
      'the form template editor',
      `/admin/form-templates/edit/${template.id}`,
      () => expect(page.getByText('klicka').nth(1)).toBeVisible(READY),
    ],
    [
      'the public position page',
      publicUrl(position.publicPath),
      () => expect(page.getByText('Beskrivningen börjar')).toBeVisible(READY),
    ],
    [
      'the public application form',
      publicUrl(`${position.publicPath}/apply`),
      () => expect(page.getByText('klicka').first()).toBeVisible(READY),
    ],
  ];
  for (const [where, url, ready] of screens) {
    await page.goto(url);
    await ready();
    await expectNothingRan(page, dialogs, `${where} as an administrator`);
  }

  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, DEMO.reader);
  for (const [where, url, ready] of [screens[0]!, screens[4]!]) {
    await page.goto(url);
    await ready();
    await expectNothingRan(page, dialogs, `${where} as a reader`);
  }
});

test.describe('hostile rows straight in the database are cleaned by the browser too', () => {
  /** The public cache hears of a change made behind the server's back. */
  const publicChanged = () => queryDb(`select pg_notify('rekry_public', 'e2e')`);

  test('form labels and group headings: form builder, template editor, application form', async ({
    page,
    request,
  }) => {
    const name = `E2E-xss-db ${Date.now().toString(36)}`;
    const position = await writersPosition(request, name);
    const form = JSON.stringify(hostileForm(position.form, randomUUID));
    await queryDb('update positions set form = $1::jsonb where id = $2', [form, position.id]);
    const [template] = await queryDb<{ id: number }>(
      `insert into form_templates (container_id, name, form) values ($1, $2, $3::jsonb) returning id`,
      [DEMO_AB, `${name} mall`, form],
    );
    await publicChanged();

    const dialogs = recordDialogs(page);
    await signIn(page, DEMO.admin);
    for (const url of [
      `/admin/positions/${position.id}/form`,
      `/admin/form-templates/edit/${template!.id}`,
      publicUrl(`${position.publicPath}/apply`),
    ]) {
      await page.goto(url);
      await expect(page.getByText('klicka').first()).toBeVisible(READY);
      await expectNothingRan(page, dialogs, url);
    }
  });

  test('descriptions: the position editor and the public page', async ({ page, request }) => {
    const position = await writersPosition(request, `E2E-xss-beskrivning ${Date.now().toString(36)}`);
    // Each payload after a paragraph of its own: a browser ends SVG, MathML and the like at a <p>, so
    // every marker showing proves every payload was parsed on its own, not swallowed by the one before.
    const markers = XSS_PAYLOADS.map((_, i) => `Början ${i + 1}`);
    const description = XSS_PAYLOADS.map((payload, i) => `<p>${markers[i]}</p>${payload}`).join('');
    await queryDb('update positions set description = $1 where id = $2', [description, position.id]);
    await publicChanged();

    const dialogs = recordDialogs(page);
    await signIn(page, DEMO.admin);
    await page.goto(`/admin/positions/${position.id}/edit`);
    for (const marker of markers) await expect(page.getByText(marker, { exact: true })).toBeVisible(READY);
    await expectNothingRan(page, dialogs, 'the position editor');

    // The server cleans what it sends first (it may drop more of hostile markup than a browser would).
    await page.goto(publicUrl(position.publicPath));
    await expect(page.getByText(markers[0]!, { exact: true })).toBeVisible(READY);
    await expectNothingRan(page, dialogs, 'the public position page');
  });
});
