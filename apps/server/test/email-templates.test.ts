import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEMPLATE_TEXTS, type ActionInput, type ActionName } from '@rekry/domain';
import { emailLog, jobApplications, labelEmailTemplates, positionTypes } from '../src/db/schema.ts';
import { testAppWithWorld } from './helpers/app.ts';
import type { Caller } from './helpers/dispatch.ts';
import { buildApplication, buildLabelEmailTemplate, labelByName } from './helpers/applicants.ts';
import { buildPosition } from './helpers/factories.ts';

const { t, world } = testAppWithWorld();

const own = () => world.own.id;
async function typeOf(containerId: number, name = `Typ ${Math.random().toString(36).slice(2)}`) {
  const [row] = await t.db.insert(positionTypes).values({ containerId, name }).returning();
  return row!;
}
/** 401 without a token, 403 for a reader (and a foreign admin), for a writer action. */
async function writerOnly<N extends ActionName>(name: N, data: ActionInput<N>) {
  expect((await t.as(undefined).dispatch(name, data)).status).toBe(401);
  expect((await t.as(world.reader).dispatch(name, data)).status).toBe(403);
  expect((await t.as(world.foreignAdmin).dispatch(name, data)).status).toBe(403);
}

/**
 * As the writer in the own company: a 400 with these messages under their fields. The data may be of a
 * shape the action's types forbid (a label id as text), so it goes unchecked.
 */
async function expectRefused(
  name: ActionName,
  data: Record<string, unknown>,
  fields: Record<string, string>,
) {
  const res = await t.as(world.writer).dispatchUnchecked(name, { containerId: own(), ...data });
  expect(res.status).toBe(400);
  expect(res.error?.fields).toMatchObject(fields);
}

const TEMPLATE_ACTIONS = {
  email: { save: 'upsert_EmailTemplate', list: 'get_EmailTemplates' },
  text: { save: 'upsert_TextTemplate', list: 'get_TextTemplates' },
} as const;

/**
 * Saves `fields` over the template `fields.id` as `caller`: it comes back exactly as written (with the
 * kind's `extra`), and the reader's list holds it.
 */
async function editTemplate<K extends keyof typeof TEMPLATE_ACTIONS>(
  kind: K,
  caller: Caller,
  fields: { id: number } & Omit<ActionInput<(typeof TEMPLATE_ACTIONS)[K]['save']>, 'containerId'>,
  extra: Record<string, unknown> = {},
) {
  const { save, list } = TEMPLATE_ACTIONS[kind];
  const saved = await t.as(caller).dispatch(save, { containerId: own(), ...fields });
  expect(saved.status, JSON.stringify(saved.error)).toBe(200);
  expect(saved.data).toEqual({ ...fields, ...extra });
  const listed = await t.as(world.reader).dispatch(list, { containerId: own() });
  expect(listed.data).toContainEqual(saved.data);
}

describe('company e-mail templates', () => {
  it('creates, edits, lists and deletes; cleans HTML and keeps plain text as written', async () => {
    await writerOnly('upsert_EmailTemplate', { containerId: own(), title: 'A', subject: 'B', text: 'C' });
    const created = await t.as(world.writer).dispatch('upsert_EmailTemplate', {
      containerId: own(),
      title: 'Kallelse',
      subject: 'Intervju för ##POSITION##',
      text: '<p>Hej ##FIRSTNAME##</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    expect(created.data.text).toBe('<p>Hej ##FIRSTNAME##</p>');
    await editTemplate(
      'email',
      world.admin,
      {
        id: created.data.id,
        title: 'Kallelse 2',
        subject: 'Ämne',
        text: 'Hej <3 ##FIRSTNAME##\n\nVälkommen',
      },
      { positionTypeId: null },
    );
    await writerOnly('delete_EmailTemplate', { containerId: own(), id: created.data.id });
    expect(
      (await t.as(world.writer).dispatch('delete_EmailTemplate', { containerId: own(), id: created.data.id }))
        .status,
    ).toBe(200);
    const again = await t
      .as(world.writer)
      .dispatch('delete_EmailTemplate', { containerId: own(), id: created.data.id });
    expect(again.status).toBe(404);
    expect(again.error?.message).toBe(TEMPLATE_TEXTS.templateNotFound);
  });

  it('answers 400 under each field and 404 for another company’s template', async () => {
    await expectRefused(
      'upsert_EmailTemplate',
      { title: ' ', subject: 'rad\nbrytning', text: '' },
      {
        title: 'Ange en rubrik',
        subject: 'Ämnet får inte ha radbrytningar',
        text: 'Skriv ett meddelande',
      },
    );
    await expectRefused(
      'upsert_EmailTemplate',
      { id: -1, title: 'a', subject: 'b', text: 'c' },
      { id: 'Ogiltigt mall-id' },
    );
    const theirs = await t.as(world.foreignAdmin).dispatch('upsert_EmailTemplate', {
      containerId: world.foreign.id,
      title: 'Deras',
      subject: 'S',
      text: 'T',
    });
    const edit = await t.as(world.writer).dispatch('upsert_EmailTemplate', {
      containerId: own(),
      id: theirs.data.id,
      title: 'Kapad',
      subject: 'S',
      text: 'T',
    });
    expect(edit.status).toBe(404);
    const del = await t
      .as(world.writer)
      .dispatch('delete_EmailTemplate', { containerId: own(), id: theirs.data.id });
    expect(del.status).toBe(404);
  });
});

describe('text templates', () => {
  it('creates, edits, lists and deletes, with 400 per field and 404 across companies', async () => {
    await writerOnly('upsert_TextTemplate', { containerId: own(), title: 'A', text: 'B' });
    expect((await t.as(undefined).dispatch('get_TextTemplates', { containerId: own() })).status).toBe(401);
    expect(
      (await t.as(world.foreignAdmin).dispatch('get_TextTemplates', { containerId: own() })).status,
    ).toBe(403);
    const created = await t.as(world.writer).dispatch('upsert_TextTemplate', {
      containerId: own(),
      title: 'Ringt',
      text: 'Ringde, inget svar.',
    });
    expect(created.status).toBe(200);
    await editTemplate('text', world.writer, {
      id: created.data.id,
      title: 'Ringt upp',
      text: 'Ringde <b>två</b> gånger.',
    });
    await expectRefused(
      'upsert_TextTemplate',
      { title: '', text: ' ' },
      { title: 'Ange en rubrik', text: 'Skriv en text' },
    );
    const foreign = await t
      .as(world.foreignAdmin)
      .dispatch('get_TextTemplates', { containerId: world.foreign.id });
    expect(foreign.data).toEqual([]);
    expect(
      (
        await t
          .as(world.foreignAdmin)
          .dispatch('delete_TextTemplate', { containerId: world.foreign.id, id: created.data.id })
      ).status,
    ).toBe(404);
    await writerOnly('delete_TextTemplate', { containerId: own(), id: created.data.id });
    expect(
      (await t.as(world.writer).dispatch('delete_TextTemplate', { containerId: own(), id: created.data.id }))
        .status,
    ).toBe(200);
  });
});

describe('the company’s own e-mail variables', () => {
  it('lists the standard ones first, saves its own and fills them in the e-mails it sends', async () => {
    await writerOnly('upsert_EmailTemplateVariable', {
      containerId: own(),
      key: 'KONTAKT',
      label: 'K',
      value: 'V',
    });
    const saved = await t.as(world.writer).dispatch('upsert_EmailTemplateVariable', {
      containerId: own(),
      key: 'kontakt',
      label: 'Kontaktperson',
      value: 'Anna & Bo',
    });
    expect(saved.data).toEqual({
      key: '##KONTAKT##',
      label: 'Kontaktperson',
      value: 'Anna & Bo',
      builtIn: false,
    });
    const list = await t.as(world.reader).dispatch('get_EmailTemplateVariables', { containerId: own() });
    expect(list.data[0]).toMatchObject({ key: '##FIRSTNAME##', builtIn: true, value: null });
    expect(list.data.at(-1)).toMatchObject({ key: '##KONTAKT##', value: 'Anna & Bo' });

    await expectRefused(
      'upsert_EmailTemplateVariable',
      { key: '##FIRSTNAME##', label: 'x', value: 'y' },
      { key: TEMPLATE_TEXTS.builtInVariable },
    );
    await expectRefused(
      'upsert_EmailTemplateVariable',
      { key: 'ÅÄÖ!', label: '', value: 'x'.repeat(1001) },
      {
        key: 'Namnet får bara ha A–Z, 0–9 och _ (högst 40 tecken)',
        label: 'Ange en beskrivning',
        value: 'Värdet är för långt',
      },
    );

    // Used in a mail: plain text as is, HTML escaped.
    const application = await buildApplication(t.db, own());
    const [app] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, application.id));
    const { positionId } = app!;
    const { info } = app!;
    const sent = await t.as(world.admin).dispatch('send_ApplicantEmail', {
      containerId: own(),
      positionId,
      applicantId: application.id,
      email: info.email!.toLowerCase(),
      subject: 'Från ##KONTAKT##',
      body: '<p>Fråga ##KONTAKT## om ##OKÄND##</p>',
    });
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    const [mail] = await t.db.select().from(emailLog).where(eq(emailLog.applicationId, application.id));
    expect(mail!.subject).toBe('Från Anna & Bo');
    const [row] = await t.db.select().from(emailLog).where(eq(emailLog.id, mail!.id));
    expect(JSON.stringify(row)).toContain('Fråga Anna &amp; Bo om ##OKÄND##');

    await writerOnly('delete_EmailTemplateVariable', { containerId: own(), key: 'KONTAKT' });
    expect(
      (
        await t
          .as(world.foreignAdmin)
          .dispatch('delete_EmailTemplateVariable', { containerId: world.foreign.id, key: 'KONTAKT' })
      ).status,
    ).toBe(404);
    expect(
      (
        await t
          .as(world.writer)
          .dispatch('delete_EmailTemplateVariable', { containerId: own(), key: 'KONTAKT' })
      ).status,
    ).toBe(200);
  });
});

describe('label templates per position type', () => {
  it('shows every label with the type’s template or the type-less one, and saves one or all', async () => {
    const type = await typeOf(own());
    const kanske = await labelByName(t.db, own(), 'Kanske');
    const intervju = await labelByName(t.db, own(), 'Intervju');
    await buildLabelEmailTemplate(t.db, kanske, 'Allmänt ämne', 'Allmän text');
    expect(
      (await t.as(undefined).dispatch('get_LabelTemplates', { containerId: own(), positionTypeId: type.id }))
        .status,
    ).toBe(401);
    const view = await t
      .as(world.reader)
      .dispatch('get_LabelTemplates', { containerId: own(), positionTypeId: type.id });
    expect(view.status).toBe(200);
    expect(view.data.positionType).toEqual({ id: type.id, name: type.name });
    expect(view.data.rows).toHaveLength(10);
    expect(view.data.rows.find((r) => r.label.id === kanske.id)).toMatchObject({
      subject: 'Allmänt ämne',
      source: 'fallback',
    });
    expect(view.data.rows.find((r) => r.label.id === intervju.id)).toMatchObject({
      subject: '',
      source: 'none',
    });

    await writerOnly('update_LabelTemplate', {
      containerId: own(),
      positionTypeId: type.id,
      labelId: kanske.id,
      name: 'K',
      subject: 'S',
      content: 'C',
    });
    const one = await t.as(world.writer).dispatch('update_LabelTemplate', {
      containerId: own(),
      positionTypeId: type.id,
      labelId: kanske.id,
      name: 'Kanske (sommar)',
      subject: 'Sommarämne',
      content: '<p>Hej</p><script>x()</script>',
    });
    expect(one.status, JSON.stringify(one.error)).toBe(200);
    expect(one.data.template).toMatchObject({ positionTypeId: type.id, content: '<p>Hej</p>' });

    await writerOnly('update_LabelTemplates', { containerId: own(), positionTypeId: type.id, templates: [] });
    const all = await t.as(world.writer).dispatch('update_LabelTemplates', {
      containerId: own(),
      positionTypeId: type.id,
      templates: [
        { labelId: intervju.id, name: '', subject: 'Intervju', content: 'Välkommen' },
        { labelId: kanske.id, name: '', subject: '', content: '' },
      ],
    });
    expect(all.status, JSON.stringify(all.error)).toBe(200);
    expect(all.data.rows.find((r) => r.label.id === intervju.id)).toMatchObject({
      name: 'Intervju',
      subject: 'Intervju',
      source: 'type',
    });
    // Emptied: the type's own is gone and the type-less one shows again.
    expect(all.data.rows.find((r) => r.label.id === kanske.id)).toMatchObject({ source: 'fallback' });
  });

  it('answers 400 per field, 404 for another company’s label or type and the missing-templates message', async () => {
    const type = await typeOf(own());
    const kanske = await labelByName(t.db, own(), 'Kanske');
    await expectRefused(
      'update_LabelTemplate',
      { positionTypeId: 0, labelId: 'x', name: 'n'.repeat(201), subject: '', content: 'text utan ämne' },
      {
        positionTypeId: 'Ogiltig annonstyp',
        labelId: 'Ogiltig etikett',
        name: 'Namnet är för långt',
      },
    );
    await expectRefused(
      'update_LabelTemplates',
      { positionTypeId: 'x', templates: 'alla' },
      {
        positionTypeId: 'Ogiltig annonstyp',
        templates: 'Ogiltiga mallar',
      },
    );
    await expectRefused(
      'update_LabelTemplates',
      {
        positionTypeId: type.id,
        templates: [{ labelId: kanske.id, name: '', subject: 'Ämne', content: '' }],
      },
      { 'templates.0.content': TEMPLATE_TEXTS.subjectAndContent },
    );
    await expectRefused(
      'update_LabelTemplate',
      { positionTypeId: type.id, labelId: kanske.id, name: '', subject: '', content: 'text utan ämne' },
      { subject: TEMPLATE_TEXTS.subjectAndContent },
    );
    const foreignType = await typeOf(world.foreign.id);
    const foreignLabel = await labelByName(t.db, world.foreign.id, 'Kanske');
    const write = { name: '', subject: 'S', content: 'C' };
    const writeOne = (positionTypeId: number, labelId: number) =>
      t
        .as(world.writer)
        .dispatch('update_LabelTemplate', { containerId: own(), positionTypeId, labelId, ...write });
    expect((await writeOne(foreignType.id, kanske.id)).status).toBe(404);
    const r2 = await writeOne(type.id, foreignLabel.id);
    expect(r2.status).toBe(404);
    expect(r2.error?.message).toBe(TEMPLATE_TEXTS.labelNotFound);
    const r3 = await t.as(world.writer).dispatch('update_LabelTemplates', {
      containerId: own(),
      positionTypeId: type.id,
      templates: [{ labelId: foreignLabel.id, ...write }],
    });
    expect(r3.status).toBe(404);
    const missing = await t.as(world.reader).dispatch('get_LabelTemplates', {
      containerId: own(),
      positionTypeId: foreignType.id,
    });
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe('Hittade inga mallar, vänligen kontakta support');
    const rows = await t.db
      .select()
      .from(labelEmailTemplates)
      .where(eq(labelEmailTemplates.labelId, foreignLabel.id));
    expect(rows).toEqual([]);
  });

  it('offers the position type’s template on a status change, else the type-less one', async () => {
    const type = await typeOf(own());
    const other = await typeOf(own());
    const erbjudande = await labelByName(t.db, own(), 'Mycket intressant');
    await t.db.insert(labelEmailTemplates).values([
      { containerId: own(), labelId: erbjudande.id, name: 'Alla', subject: 'Typlös', content: 'Typlös text' },
      {
        containerId: own(),
        labelId: erbjudande.id,
        positionTypeId: type.id,
        name: 'Sommar',
        subject: 'Sommarens ämne',
        content: 'Sommarens text',
      },
    ]);
    const offered = async (positionTypeId: number | null) => {
      const position = await buildPosition(t.db, own(), { positionTypeId });
      const application = await buildApplication(t.db, own(), position.id);
      const res = await t.as(world.admin).dispatch('update_ApplicantStatus', {
        containerId: own(),
        positionId: position.id,
        ids: [application.id],
        labelId: erbjudande.id,
      });
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      return res.data.labelEmailTemplate?.subject;
    };
    expect(await offered(type.id)).toBe('Sommarens ämne');
    expect(await offered(other.id)).toBe('Typlös');
    expect(await offered(null)).toBe('Typlös');
  });
});

describe('position types', () => {
  it('creates a type with a unique name, shown in the picker at once', async () => {
    await writerOnly('create_PositionType', { containerId: own(), name: 'Konsult' });
    const res = await t
      .as(world.writer)
      .dispatch('create_PositionType', { containerId: own(), name: ' Konsult ' });
    expect(res.status).toBe(200);
    expect(res.data.name).toBe('Konsult');
    const types = await t.as(world.reader).dispatch('get_PositionTypes', { containerId: own() });
    expect(types.data).toContainEqual(res.data);
    const again = await t
      .as(world.writer)
      .dispatch('create_PositionType', { containerId: own(), name: 'Konsult' });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe('Det finns redan en annonstyp som heter Konsult');
    // Another company may use the same name.
    const theirs = await t.as(world.foreignAdmin).dispatch('create_PositionType', {
      containerId: world.foreign.id,
      name: 'Konsult',
    });
    expect(theirs.status).toBe(200);
    await expectRefused('create_PositionType', { name: '' }, { name: 'Ange ett namn' });
  });
});
