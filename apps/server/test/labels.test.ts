import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  LABEL_TEXTS,
  PermissionId,
  TEMPLATE_TEXTS,
  type ActionInput,
  type ActionName,
  type Label,
} from '@rekry/domain';
import {
  applicationLog,
  auditEvents,
  jobApplications,
  labelEmailTemplates,
  labels,
} from '../src/db/schema.ts';
import { testAppWithWorld } from './helpers/app.ts';
import { buildApplication, buildLabelEmailTemplate, labelByName } from './helpers/applicants.ts';
import { buildContainer, buildPosition, buildUser } from './helpers/factories.ts';

const { t, world } = testAppWithWorld();

const own = () => world.own.id;

/** The labels every company starts with (migration 0012), in their order. */
const STARTING_LABELS = {
  Interest: ['Mycket intressant', 'Intressant', 'Kanske', 'Ej aktuell'],
  Process: ['Kontaktad', 'Telefonintervju', 'Intervju', 'Referenstagning', 'Erbjudande', 'Anställd'],
};

/** A company of its own with its writer, so each test starts from the default labels. */
async function company() {
  const row = await buildContainer(t.db);
  const writer = await buildUser(t.db, { memberOf: [[row.id, [PermissionId.Write]]] });
  const admin = await buildUser(t.db, { memberOf: [[row.id, [PermissionId.Administrator]]] });
  const as = t.as(writer);
  return {
    id: row.id,
    writer,
    admin,
    dispatch: as.dispatch.bind(as),
    dispatchUnchecked: as.dispatchUnchecked.bind(as),
    label: (name: string) => labelByName(t.db, row.id, name),
  };
}
type Company = Awaited<ReturnType<typeof company>>;

const names = (rows: Label[], type: 'Interest' | 'Process') =>
  rows.filter((l) => l.labelType.name === type).map((l) => l.name);

/** 401 without a token, 403 for a reader (and a foreign admin), for a writer action. */
async function writerOnly<N extends ActionName>(name: N, data: ActionInput<N>) {
  expect((await t.as(undefined).dispatch(name, data)).status).toBe(401);
  expect((await t.as(world.reader).dispatch(name, data)).status).toBe(403);
  expect((await t.as(world.foreignAdmin).dispatch(name, data)).status).toBe(403);
}

/** Applications to a new position of the company, with these statuses and process levels. */
async function applications(c: Company, ...set: { labelId?: number; processLabelId?: number }[]) {
  const position = await buildPosition(t.db, c.id);
  const rows = [];
  for (const labelsOf of set) rows.push(await buildApplication(t.db, c.id, position.id, labelsOf));
  return { position, ids: rows.map((r) => r.id) };
}
const statusesOf = async (ids: number[]) =>
  (await t.db.select().from(jobApplications).where(inArray(jobApplications.id, ids))).sort(
    (a, b) => a.id - b.id,
  );

describe('create_Label', () => {
  it('adds a status or a process level last in its type; a taken name is a 409, bad input 400s', async () => {
    await writerOnly('create_Label', { containerId: own(), name: 'Reserv', labelType: 'Interest' });
    const c = await company();
    const res = await c.dispatch('create_Label', {
      containerId: c.id,
      name: ' Reserv ',
      labelType: 'Interest',
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(names(res.data, 'Interest')).toEqual([...STARTING_LABELS.Interest, 'Reserv']);
    expect(res.data.find((l) => l.name === 'Reserv')).toMatchObject({ isDefault: false });
    const process = await c.dispatch('create_Label', {
      containerId: c.id,
      name: 'Provanställd',
      labelType: 'Process',
    });
    expect(names(process.data, 'Process').at(-1)).toBe('Provanställd');

    const taken = await c.dispatch('create_Label', {
      containerId: c.id,
      name: 'reserv',
      labelType: 'Interest',
    });
    expect(taken.status).toBe(409);
    expect(taken.error?.message).toBe('Det finns redan en etikett som heter reserv');
    // The same name as a label of the other type is fine.
    expect(
      (await c.dispatch('create_Label', { containerId: c.id, name: 'Reserv', labelType: 'Process' })).status,
    ).toBe(200);

    const bad = await c.dispatchUnchecked('create_Label', {
      containerId: c.id,
      name: ' ',
      labelType: 'Status',
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields).toEqual({ name: 'Ange ett namn', labelType: LABEL_TEXTS.unknownType });
  });

  it('stops at the limit per type with a 400 on the type', async () => {
    const c = await company();
    const values = Array.from({ length: 26 }, (_, i) => ({
      containerId: c.id,
      name: `Extra ${i}`,
      labelType: 'Interest' as const,
      sortOrder: 10 + i,
    }));
    await t.db.insert(labels).values(values);
    const res = await c.dispatch('create_Label', {
      containerId: c.id,
      name: 'En för mycket',
      labelType: 'Interest',
    });
    expect(res.status).toBe(400);
    expect(res.error?.fields).toEqual({ labelType: LABEL_TEXTS.tooMany });
  });
});

describe('update_Label', () => {
  it('renames a label and chooses the default of its type, exactly one per type', async () => {
    const kanske = await labelByName(t.db, own(), 'Kanske');
    /** Renames a label as the writer, making it its type's default. */
    const renameLabel = (id: number, name: string) =>
      t.as(world.writer).dispatch('update_Label', { containerId: own(), id, name, isDefault: true });
    await writerOnly('update_Label', { containerId: own(), id: kanske.id, name: 'X', isDefault: false });
    const res = await renameLabel(kanske.id, 'Kanske senare');
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const interest = res.data.filter((l) => l.labelType.name === 'Interest');
    expect(interest.filter((l) => l.isDefault).map((l) => l.name)).toEqual(['Kanske senare']);
    // The Process labels keep their own default.
    expect(res.data.filter((l) => l.labelType.name === 'Process' && l.isDefault)).toHaveLength(1);

    const taken = await renameLabel(kanske.id, 'intressant');
    expect(taken.status).toBe(409);
    expect(taken.error?.message).toBe('Det finns redan en etikett som heter intressant');
    const refused = await t.as(world.writer).dispatch('update_Label', {
      containerId: own(),
      id: kanske.id,
      name: 'Kanske senare',
      isDefault: false,
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.fields).toEqual({ isDefault: TEMPLATE_TEXTS.defaultRequired });
    const bad = await t
      .as(world.writer)
      .dispatchUnchecked('update_Label', { containerId: own(), id: 0, name: '', isDefault: 'ja' });
    expect(bad.error?.fields).toEqual({
      id: 'Ogiltig etikett',
      name: 'Ange ett namn',
      isDefault: 'Ogiltigt värde',
    });
    const foreign = await labelByName(t.db, world.foreign.id, 'Kanske');
    const cross = await renameLabel(foreign.id, 'Kapad');
    expect(cross.status).toBe(404);
    const [still] = await t.db.select().from(labels).where(eq(labels.id, foreign.id));
    expect(still!.name).toBe('Kanske');
  });

  // On PGlite the calls take turns; with TEST_DATABASE_URL each runs on its own connection and transaction.
  it('keeps exactly one default per type when several are chosen at once', async () => {
    const c = await company();
    const interest = await t.db
      .select()
      .from(labels)
      .where(and(eq(labels.containerId, c.id), eq(labels.labelType, 'Interest')));
    const results = await Promise.all(
      interest.map((l) =>
        c.dispatch('update_Label', { containerId: c.id, id: l.id, name: l.name, isDefault: true }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(interest.map(() => 200));
    const after = await t.db
      .select()
      .from(labels)
      .where(and(eq(labels.containerId, c.id), eq(labels.labelType, 'Interest'), eq(labels.isDefault, true)));
    expect(after).toHaveLength(1);
  });
});

describe('update_LabelOrder', () => {
  it("rewrites a type's order from the whole list; any other list is a 400 on ids", async () => {
    const c = await company();
    const ids = async (type: 'Interest' | 'Process') => {
      const rows = await t.db
        .select()
        .from(labels)
        .where(and(eq(labels.containerId, c.id), eq(labels.labelType, type)));
      return rows.sort((a, b) => a.sortOrder - b.sortOrder).map((l) => l.id);
    };
    const process = await ids('Process');
    await writerOnly('update_LabelOrder', { containerId: c.id, labelType: 'Process', ids: process });
    const reversed = [...process].reverse();
    const res = await c.dispatch('update_LabelOrder', {
      containerId: c.id,
      labelType: 'Process',
      ids: reversed,
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(names(res.data, 'Process')).toEqual([...STARTING_LABELS.Process].reverse());
    // The statuses keep their order.
    expect(names(res.data, 'Interest')[0]).toBe('Mycket intressant');

    const foreign = await labelByName(t.db, own(), 'Intervju');
    const interest = await ids('Interest');
    for (const wrong of [
      reversed.slice(1),
      [...reversed, reversed[0]!],
      [...reversed.slice(1), foreign.id],
      [...reversed.slice(1), interest[0]!],
    ]) {
      const refused = await c.dispatch('update_LabelOrder', {
        containerId: c.id,
        labelType: 'Process',
        ids: wrong,
      });
      expect(refused.status).toBe(400);
      expect(refused.error?.fields).toEqual({ ids: LABEL_TEXTS.orderMismatch });
    }
    expect(await ids('Process')).toEqual(reversed);
  });
});

describe('delete_Label', () => {
  it('removes an unused label with its e-mail templates, recorded in the audit log', async () => {
    const c = await company();
    const created = await c.dispatch('create_Label', {
      containerId: c.id,
      name: 'Reserv',
      labelType: 'Interest',
    });
    const reserv = created.data.find((l) => l.name === 'Reserv')!;
    await buildLabelEmailTemplate(t.db, { ...reserv, containerId: c.id }, 'Du är reserv', 'Hej');
    await writerOnly('delete_Label', { containerId: c.id, id: reserv.id });
    const res = await c.dispatch('delete_Label', { containerId: c.id, id: reserv.id });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data.map((l) => l.id)).not.toContain(reserv.id);
    expect(
      await t.db.select().from(labelEmailTemplates).where(eq(labelEmailTemplates.labelId, reserv.id)),
    ).toEqual([]);
    const templates = await c.dispatch('get_LabelEmailTemplates', { containerId: c.id });
    expect(templates.data).toEqual([]);
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.containerId, c.id));
    expect(audit).toMatchObject({
      kind: 'deletion',
      summary: 'Tog bort statusen Reserv',
      actorId: c.writer.id,
    });
    expect((await c.dispatch('delete_Label', { containerId: c.id, id: reserv.id })).status).toBe(404);
  });

  it('moves the applicants of a label in use to the chosen one, then removes it, in one go', async () => {
    const c = await company();
    const kanske = await c.label('Kanske');
    const intressant = await c.label('Intressant');
    const intervju = await c.label('Intervju');
    const a = await applications(
      c,
      { labelId: kanske.id },
      { labelId: kanske.id, processLabelId: intervju.id },
      {},
    );
    const b = await applications(c, { labelId: kanske.id });

    const usage = await c.dispatch('get_LabelUsage', { containerId: c.id });
    expect(usage.data).toEqual(
      expect.arrayContaining([
        { id: kanske.id, applicants: 3 },
        { id: intervju.id, applicants: 1 },
      ]),
    );

    const refused = await c.dispatch('delete_Label', { containerId: c.id, id: kanske.id });
    expect(refused.status).toBe(400);
    expect(refused.error?.fields).toEqual({ moveTo: LABEL_TEXTS.moveToRequired('Interest') });
    expect(refused.error?.message).toBe('Etiketten används: välj vilken status sökande ska flyttas till');
    expect((await statusesOf(a.ids)).map((r) => r.labelId)).toEqual([kanske.id, kanske.id, null]);

    const res = await c.dispatch('delete_Label', { containerId: c.id, id: kanske.id, moveTo: intressant.id });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(names(res.data, 'Interest')).toEqual(['Mycket intressant', 'Intressant', 'Ej aktuell']);
    const after = await statusesOf([...a.ids, ...b.ids]);
    expect(after.map((r) => r.labelId)).toEqual([intressant.id, intressant.id, null, intressant.id]);
    expect(after[1]!.processLabelId).toBe(intervju.id);
    const log = await t.db.select().from(applicationLog).where(eq(applicationLog.applicationId, a.ids[0]!));
    expect(log.map((l) => l.message)).toContain('Status ändrad till Intressant (Kanske togs bort)');
    // The tallies the lists count from follow the move.
    const moved = await c.dispatch('get_LabelUsage', { containerId: c.id });
    expect(moved.data).toEqual(expect.arrayContaining([{ id: intressant.id, applicants: 3 }]));
    expect(moved.data.find((u) => u.id === kanske.id)).toBeUndefined();
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.containerId, c.id));
    expect(audit!.summary).toBe('Tog bort statusen Kanske; 3 sökande flyttades till Intressant');
  });

  it('moves process levels within their own column', async () => {
    const c = await company();
    const [intervju, telefon] = [await c.label('Intervju'), await c.label('Telefonintervju')];
    const kanske = await c.label('Kanske');
    const a = await applications(c, { labelId: kanske.id, processLabelId: intervju.id });
    const res = await c.dispatch('delete_Label', {
      containerId: c.id,
      id: intervju.id,
      moveTo: telefon.id,
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(await statusesOf(a.ids)).toMatchObject([{ labelId: kanske.id, processLabelId: telefon.id }]);
    const missing = await c.dispatch('delete_Label', { containerId: c.id, id: telefon.id });
    expect(missing.error?.fields).toEqual({
      moveTo: 'Etiketten används: välj vilken processnivå sökande ska flyttas till',
    });
  });

  it('refuses the default, a target of another type, company or itself, and changes nothing', async () => {
    const c = await company();
    const [mycket] = await t.db
      .select()
      .from(labels)
      .where(and(eq(labels.containerId, c.id), eq(labels.isDefault, true), eq(labels.labelType, 'Interest')));
    const def = await c.dispatch('delete_Label', { containerId: c.id, id: mycket!.id });
    expect(def.status).toBe(400);
    expect(def.error?.fields).toEqual({ id: LABEL_TEXTS.defaultNotRemovable });

    const kanske = await c.label('Kanske');
    const a = await applications(c, { labelId: kanske.id });
    const targets = [
      (await c.label('Intervju')).id,
      (await labelByName(t.db, own(), 'Intressant')).id,
      kanske.id,
      2_000_000_000,
    ];
    for (const moveTo of targets) {
      const res = await c.dispatch('delete_Label', { containerId: c.id, id: kanske.id, moveTo });
      expect(res.status).toBe(400);
      expect(res.error?.fields).toEqual({ moveTo: LABEL_TEXTS.moveToInvalid });
    }
    const bad = await c.dispatchUnchecked('delete_Label', { containerId: c.id, id: kanske.id, moveTo: 'x' });
    expect(bad.error?.fields).toEqual({ moveTo: LABEL_TEXTS.moveToInvalid });
    // Another company's label is not found, whoever is asked to take its applicants.
    const foreign = await labelByName(t.db, world.foreign.id, 'Kanske');
    expect(
      (await c.dispatch('delete_Label', { containerId: c.id, id: foreign.id, moveTo: kanske.id })).status,
    ).toBe(404);
    expect(await statusesOf(a.ids)).toMatchObject([{ labelId: kanske.id }]);
    expect((await c.label('Kanske')).id).toBe(kanske.id);
  });

  // On PGlite the calls take turns; with TEST_DATABASE_URL each runs on its own connection and
  // transaction, and the locks decide: a status change to the label is moved with the rest, or finds it
  // gone (400) and changes nothing. Never does an application silently lose its status.
  it('leaves no application on the removed label when statuses change at the same time', async () => {
    const c = await company();
    const [kanske, intressant, ejAktuell] = [
      await c.label('Kanske'),
      await c.label('Intressant'),
      await c.label('Ej aktuell'),
    ];
    const a = await applications(
      c,
      { labelId: kanske.id },
      ...Array.from({ length: 6 }, () => ({ labelId: ejAktuell.id })),
    );
    const [first, ...others] = a.ids;
    const results = await Promise.all([
      ...others.map((id) =>
        t.as(c.admin).dispatch('update_ApplicantStatus', {
          containerId: c.id,
          positionId: a.position.id,
          labelId: kanske.id,
          ids: [id],
        }),
      ),
      c.dispatch('delete_Label', { containerId: c.id, id: kanske.id, moveTo: intressant.id }),
    ]);
    expect(results.at(-1)!.status).toBe(200);
    const rows = await statusesOf(a.ids);
    expect(rows[0]!.labelId).toBe(intressant.id);
    expect(first).toBe(rows[0]!.id);
    others.forEach((id, i) => {
      const row = rows.find((r) => r.id === id)!;
      const change = results[i]!;
      if (change.status === 200) expect(row.labelId).toBe(intressant.id);
      else {
        expect(change.status).toBe(400);
        expect(row.labelId).toBe(ejAktuell.id);
      }
    });
  });
});
