import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type FormProperty } from '@rekry/domain';
import { hostileForm, XSS_PAYLOADS } from '@rekry/domain/testing';
import { warehouseForm } from '../src/areas/data-generation/sample-data/forms.ts';
import { emailLog, formTemplates, positions, positionTypes } from '../src/db/schema.ts';
import { queueEmails } from '../src/platform/mail-queue.ts';
import { htmlToText, sanitizeStoredHtml } from '../src/platform/sanitize.ts';
import { get, testAppWithWorld } from './helpers/app.ts';
import { buildPosition, buildWritersPosition, positionInput } from './helpers/factories.ts';
import { policyViolations } from './helpers/html.ts';
import { smtpServerForFile } from './helpers/smtp.ts';

const smtp = smtpServerForFile();
const { t, world, tokens } = testAppWithWorld(() => ({ smtpUrl: smtp.url, jobWorker: false }));

const own = () => world.own.id;
const ALL_PAYLOADS = XSS_PAYLOADS.join('\n');

/** Every HTML string of a form: the labels of HTML fields and their group headings. */
const formHtml = (form: readonly FormProperty[]) =>
  form.filter((p) => p.isHtml).flatMap((p) => [p.label, p.data?.label ?? '']);

function expectSafe(html: string | readonly string[]) {
  for (const one of [html].flat()) expect(policyViolations(one), one).toEqual([]);
}

const writersPosition = () => buildWritersPosition(t.db, own(), world.writer);

describe('the one cleaner (sanitize-html with the domain policy)', () => {
  it.each(XSS_PAYLOADS.map((p, i) => [i + 1, p]))('payload %i leaves nothing that can run', (_, payload) => {
    const clean = sanitizeStoredHtml(payload);
    expectSafe(clean);
    // Clean output is stable: cleaning it again changes nothing.
    expect(sanitizeStoredHtml(clean)).toBe(clean);
  });

  it('keeps what a company may write: formatting, lists, headings and safe links', () => {
    const html =
      '<h2>Om oss</h2><p>Vi är <strong>stolta</strong> &amp; <em>glada</em>.</p><ul><li>Ett</li></ul>' +
      '<p><a href="https://exempel.se" target="_blank">Läs mer</a> <a href="mailto:hej@exempel.se">Mejla</a></p>';
    expect(sanitizeStoredHtml(html)).toBe(
      '<h2>Om oss</h2><p>Vi är <strong>stolta</strong> &amp; <em>glada</em>.</p><ul><li>Ett</li></ul>' +
        '<p><a href="https://exempel.se" target="_blank" rel="noopener noreferrer">Läs mer</a> ' +
        '<a href="mailto:hej@exempel.se">Mejla</a></p>',
    );
  });

  it('drops the content of script, style, template and SVG rather than showing it as text', () => {
    const clean = sanitizeStoredHtml(
      '<p>a</p><script>alert(1)</script><style>p{}</style><template>t</template><svg><text>s</text></svg>',
    );
    expect(clean).toBe('<p>a</p>');
    expect(htmlToText('<p>Hej</p><script>alert(1)</script><style>p{}</style>')).toBe('Hej');
  });
});

describe('staff-written HTML is cleaned when it is stored', () => {
  it('position description, one payload at a time (create and update)', async () => {
    const position = await writersPosition();
    const fields = { ...positionInput(own(), 'Lagerarbetare'), text: '', isInternal: false };
    for (const payload of XSS_PAYLOADS) {
      const updated = await t.as(tokens.writer).dispatch('update_Position', {
        ...fields,
        positionId: position.id,
        description: payload,
      });
      expect(updated.status, JSON.stringify(updated.error)).toBe(200);
      const [row] = await t.db.select().from(positions).where(eq(positions.id, position.id));
      expectSafe(row!.description);
    }
    const created = await t.as(tokens.writer).dispatch('create_Position', {
      ...fields,
      description: XSS_PAYLOADS[1]! + '<p>Om <strong>oss</strong></p>',
    });
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    expect(created.data.description).toBe('<p>Om <strong>oss</strong></p>');
  });

  it('form labels and group headings (update, the form builder save, create)', async () => {
    const position = await writersPosition();
    const form = hostileForm(warehouseForm(), randomUUID);
    const saved = await t.as(tokens.writer).dispatch('update_PositionForm', {
      containerId: own(),
      positionId: position.id,
      form,
    });
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    const [row] = await t.db.select().from(positions).where(eq(positions.id, position.id));
    expectSafe(formHtml(row!.form));
    expect(row!.form.length).toBe(form.length);
    expect(formHtml(row!.form)).toContain('<a>klicka</a>');

    const created = await t.as(tokens.writer).dispatch('create_Position', {
      ...positionInput(own(), 'Ny'),
      form,
    });
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    expectSafe(formHtml(created.data.form));
  });

  it('form templates and position templates', async () => {
    const form = hostileForm(warehouseForm(), randomUUID);
    const saved = await t.as(tokens.writer).dispatch('upsert_FormTemplate', {
      containerId: own(),
      name: 'Fientlig mall',
      form,
    });
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    const [template] = await t.db.select().from(formTemplates).where(eq(formTemplates.id, saved.data.id));
    expectSafe(formHtml(template!.form));

    const [type] = await t.db
      .insert(positionTypes)
      .values({ containerId: own(), name: 'Sommarjobb' })
      .returning();
    const positionTemplate = await t.as(tokens.admin).dispatch('upsert_PositionTemplate', {
      containerId: own(),
      name: 'Fientlig annonsmall',
      description: XSS_PAYLOADS.slice(0, 12).join(''),
      availableInPositionTypes: [{ positionTypeId: type!.id, included: true, default: false }],
      metadata: { form },
    });
    expect(positionTemplate.status, JSON.stringify(positionTemplate.error)).toBe(200);
    const list = await t.as(tokens.writer).dispatch('get_PositionTemplates', { containerId: own() });
    const stored = list.data.find((x: { name: string }) => x.name === 'Fientlig annonsmall');
    expectSafe(stored!.description);
    expectSafe(formHtml(stored!.metadata.form));
  });
});

describe('and again when it leaves the server', () => {
  it('the public API cleans a hostile row that was stored before the cleaner ran', async () => {
    const form = hostileForm(warehouseForm(), randomUUID);
    const position = await buildPosition(t.db, own(), { form });
    for (const payload of XSS_PAYLOADS) {
      await t.db.update(positions).set({ description: payload }).where(eq(positions.id, position.id));
      t.app.services.publicCache.clear();
      const res = await get(t.app, `/api/public/positions/${position.id}`);
      expect(res.status).toBe(200);
      expectSafe(res.body.description);
      expectSafe(formHtml(res.body.form));
    }
  });

  it('an e-mail body is cleaned on its way out, whoever queued it', async () => {
    const to = `mottagare-${randomUUID()}@example.se`;
    await queueEmails(t.db, [
      {
        containerId: own(),
        emailType: 'applicant_message',
        to,
        subject: 'Hej',
        text: `<p>Hej</p>${ALL_PAYLOADS}`,
      },
    ]);
    const [queued] = await t.db.select().from(emailLog).where(eq(emailLog.emailAddress, to));
    expect(queued!.body).toContain('<script>');
    await t.app.services.jobs.runUntilIdle('send-email');
    const mail = await smtp.waitFor(to);
    expect(mail.html).toContain('<p>Hej</p>');
    expectSafe(mail.html);
    expect(mail.text).not.toMatch(/alert|<script/);
  });

  it('an applicant e-mail written as HTML is stored cleaned', async () => {
    const position = await writersPosition();
    const { buildApplication } = await import('./helpers/applicants.ts');
    const applicant = await buildApplication(t.db, own(), position.id);
    const res = await t.as(tokens.writer).dispatch('send_ApplicantEmail', {
      containerId: own(),
      positionId: position.id,
      applicantId: applicant.id,
      email: applicant.user.email,
      subject: 'Hej',
      body: `<p>Hej ##FIRSTNAME##</p>${ALL_PAYLOADS}`,
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const [row] = await t.db.select().from(emailLog).where(eq(emailLog.applicationId, applicant.id));
    expectSafe(row!.body);
  });
});
