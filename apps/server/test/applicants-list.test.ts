/** The applicant list of a position: labels, filters, search, paging and sorting, and its plan (its export: applicants-export.test.ts). */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PermissionId, answerFilterGroups, applicantFilterSchema, type ApplicantFilter } from '@rekry/domain';
import { customerServiceForm } from '../src/areas/data-generation/sample-data/forms.ts';
import { generateApplicants } from '../src/areas/data-generation/applicant-generator.ts';
import { applicantPageQuery } from '../src/areas/applicants/queries.ts';
import type { Queryable } from '../src/db/client.ts';
import { applicationAnswers, applicationSearchTexts, jobApplications, labels } from '../src/db/schema.ts';
import { testDatabaseUrl } from './helpers/app.ts';
import { applicantsTestApp, buildApplication, labelByName } from './helpers/applicants.ts';
import { buildContainer, buildPosition, buildUser, tokenFor } from './helpers/factories.ts';
import { adminViewer } from './helpers/scorecards.ts';

const { t, world, tokens, own, positionWithRights, list } = applicantsTestApp();

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

    const res = await t.as(tokens.reader).dispatch('get_Labels', { containerId: own() });
    expect(res.status).toBe(200);
    expect(res.data[0]!.labelType.name).toBe('Interest');
    expect(res.data.map((l: { name: string }) => l.name)).toContain('Telefonintervju');
  });
});

describe('get_ApplicantsByPosition', () => {
  it('answers 401 without a token, 403 to another company, 404 for a position of another company', async () => {
    const position = await positionWithRights();
    expect((await list(undefined, position.id)).status).toBe(401);
    const foreignRes = await t.as(tokens.foreignAdmin).dispatch('get_ApplicantsByPosition', {
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
      const res = await t.as(tokens.reader).dispatchUnchecked('get_ApplicantsByPosition', {
        containerId: own(),
        positionId: position.id,
        [field]: value,
      });
      expect(res.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(Object.keys(res.error?.fields ?? {}).join(), field).toContain(field);
      expect(res.error?.message).toMatch(/[a-zåäö]/i);
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
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      return res.data.items.map((i: { id: number }) => i.id).sort((x: number, y: number) => x - y);
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
    const deltaEmail: string = all.data.items.find((i: { id: number }) => i.id === d.id)!.email;
    expect(await ids({ query: deltaEmail.slice(0, 14) })).toEqual(sorted(d));
    expect(await ids({ query: '%' })).toEqual([]);

    const res = await list(tokens.reader, position.id, { labelId: interesting.id });
    expect(res.data.total).toBe(2);
    const item = res.data.items.find((i: { id: number }) => i.id === a.id);
    expect(item).toMatchObject({ name: 'Alfa Test', isUnprocessed: false, isUnread: true, gender: 'Man' });
    expect(item!.age).toBeGreaterThan(30);
    expect(item!.answers).toEqual(
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
    expect(res.data.items.map((i: { id: number }) => i.id)).toEqual([both.id]);
    const filters = await t.as(tokens.reader).dispatch('get_ApplicantFilters', {
      containerId: own(),
      positionId: position.id,
    });
    expect(filters.data.positions![0]).toEqual({ value: -1, label: 'Alla' });
    expect(filters.data.positions!.map((p: { value: number }) => p.value)).toContain(other.id);
    expect(filters.data.positions!.map((p: { value: number }) => p.value)).not.toContain(position.id);
    const foreign = await buildPosition(t.db, world.foreign.id);
    for (const otherPositionId of [foreign.id, 0, 'x']) {
      const bad = await list(tokens.reader, position.id, { otherPositionId });
      expect(bad.status).toBe(400);
      expect(bad.error?.fields?.otherPositionId).toBe('Okänd tjänst');
    }
  });

  it('offers the filter groups of SPEC §9, each with Alla first for the labels', async () => {
    const position = await positionWithRights();
    const res = await t.as(tokens.reader).dispatch('get_ApplicantFilters', {
      containerId: own(),
      positionId: position.id,
    });
    expect(res.status).toBe(200);
    const data = res.data;
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
    const res = await t.as(token).dispatch('get_ApplicantsByPosition', {
      containerId: company.id,
      positionId: position.id,
    });
    expect(res.status).toBe(200);
    expect(res.data.showAge).toBe(false);
    expect(res.data.items[0]).not.toHaveProperty('age');
    expect(res.data.items[0]).not.toHaveProperty('gender');
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
    for (const sort of ['newest', 'oldest', 'nameAsc', 'nameDesc'] as const) {
      const seen: number[] = [];
      let after: string | undefined;
      let pages = 0;
      do {
        const res = await list(tokens.reader, position.id, { sort, ...(after ? { after } : {}) });
        expect(res.status).toBe(200);
        if (pages === 0) expect(res.data.total).toBe(75);
        else expect(res.data.total).toBeNull();
        expect(res.data.items.length).toBeLessThanOrEqual(30);
        seen.push(...res.data.items.map((i: { id: number }) => i.id));
        after = res.data.nextCursor ?? undefined;
        pages += 1;
      } while (after);
      expect(pages, sort).toBe(3);
      expect(new Set(seen).size, sort).toBe(75);
    }
    const first = await list(tokens.reader, position.id, { sort: 'nameAsc', take: 75 });
    const shown = first.data.items.map((i: { name: string }) => i.name.toLowerCase());
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
    expect(await plan({ labelId: interesting.id })).toContain('application_status_keys_label_idx');
    expect(await plan({ processLabelId: interesting.id })).toContain('application_status_keys_process_idx');
    expect(await plan({ answers: [{ key: 'requirementsform_1', value: true }] })).toMatch(
      /job_applications_(metadata|position_created)_idx/,
    );
  });
});

/** EXPLAIN of the list's first page (newest first, every status) with `filter` on top. */
async function pagePlan(db: Queryable, positionId: number, filter: Partial<ApplicantFilter>) {
  const full = { ...applicantFilterSchema.parse({}), ...filter, viewer: adminViewer(positionId) };
  const result = await db.execute(
    sql`explain ${applicantPageQuery(db, own(), positionId, full, { take: 30 })}`,
  );
  return (result as unknown as { rows: Record<string, string>[] }).rows
    .map((r) => Object.values(r)[0])
    .join('\n');
}

describe('the search text', () => {
  it('follows the application: in when it comes, anew when its info changes, gone with it', async () => {
    const position = await positionWithRights();
    const app = await buildApplication(t.db, own(), position.id, {
      firstname: 'Zlatan',
      lastname: 'Qvärnström',
    });
    const found = async (query: string) =>
      (await list(tokens.reader, position.id, { query })).data.items.map((i: { id: number }) => i.id);
    expect(await found('qvarnstrom')).toEqual([app.id]);
    await t.db
      .update(jobApplications)
      .set({ info: sql`${jobApplications.info} || '{"name": "Zlatan Xylofon"}'::jsonb` })
      .where(eq(jobApplications.id, app.id));
    expect(await found('xylofon')).toEqual([app.id]);
    await t.db.delete(jobApplications).where(eq(jobApplications.id, app.id));
    const left = await t.db
      .select()
      .from(applicationSearchTexts)
      .where(eq(applicationSearchTexts.applicationId, app.id));
    expect(left).toEqual([]);
  });
});

describe('the answers the filters look in', () => {
  it('follow the application: in when it comes, anew when its answers change, gone with it', async () => {
    const position = await positionWithRights();
    const app = await buildApplication(t.db, own(), position.id, { answers: { requirementsform_1: true } });
    const copy = async () =>
      (
        await t.db
          .select({ containerId: applicationAnswers.containerId, answers: applicationAnswers.answers })
          .from(applicationAnswers)
          .where(eq(applicationAnswers.applicationId, app.id))
      ).map((r) => [r.containerId, r.answers]);
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, app.id));
    expect(await copy()).toEqual([[own(), row!.metadata]]);
    expect(row!.metadata).toMatchObject({ requirementsform_1: true });
    const changed = { ...row!.metadata, requirementsform_1: false };
    await t.db.update(jobApplications).set({ metadata: changed }).where(eq(jobApplications.id, app.id));
    expect(await copy()).toEqual([[own(), changed]]);
    await t.db.delete(jobApplications).where(eq(jobApplications.id, app.id));
    expect(await copy()).toEqual([]);
  });
});

// PGlite writes straight into the indexes (migration 0041); test/embedded/gin-pending-lists-embedded.test.ts.
describe.runIf(testDatabaseUrl)('the GIN indexes of the search text and the answers', () => {
  it('take new entries into a pending list of at most 1 MB on PostgreSQL', async () => {
    const result = await t.db.execute(sql`
      select relname, reloptions from pg_class
      where relname in ('application_search_texts_trgm_idx', 'application_answers_idx') order by relname`);
    const options = ['fastupdate=on', 'gin_pending_list_limit=1024'];
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { relname: 'application_answers_idx', reloptions: options },
      { relname: 'application_search_texts_trgm_idx', reloptions: options },
    ]);
  });
});

describe('the list at scale', () => {
  it('reads the first page and a filtered page through the indexes by the planner’s own choice', async () => {
    const position = await positionWithRights();
    await generateApplicants(t.db, own(), position.id, position.form, 5000);
    // Autovacuum merges the GIN indexes' pending lists after such a burst; on a table this small the
    // planner would rather read it whole than an unmerged list (at 100,000 it keeps the index: npm run bench).
    await t.db.execute(sql`vacuum application_search_texts, application_answers`);
    const interesting = await labelByName(t.db, own(), 'Intressant');
    const plan = (filter: Partial<ApplicantFilter>) => pagePlan(t.db, position.id, filter);
    const first = await plan({});
    expect(first).toContain('job_applications_position_created_idx');
    expect(first).not.toMatch(/Seq Scan|Sort/);
    const filtered = await plan({
      labelId: interesting.id,
      answers: [{ key: 'requirementsform_1', value: true }],
    });
    expect(filtered).toContain('application_status_keys_label_idx');
    expect(filtered).not.toMatch(/Seq Scan|Sort/);
    // An answer no one gave: its index answers instead of reading every row.
    const rare = await plan({ answers: [{ key: 'requirementsform_1', value: 'zqxw' }] });
    expect(rare).toContain('application_answers_idx');
    expect(rare).not.toMatch(/Seq Scan/);
    const byName = await plan({ sort: 'nameDesc' });
    expect(byName).toContain('job_applications_position_name_idx');
    expect(byName).not.toMatch(/Seq Scan|Sort/);
    // 'Sök sökande' for a name no one here has: the trigram index answers instead of reading every row.
    const searched = await plan({ query: 'zqxw' });
    expect(searched).toContain('application_search_texts_trgm_idx');
    expect(searched).not.toMatch(/Seq Scan/);
  });
});

describe('create_DemoApplicants', () => {
  it('generates applicants with answers the filters find, for a superuser only', async () => {
    const position = await positionWithRights();
    const data = { containerId: own(), positionId: position.id, count: 300 };
    expect((await t.as(tokens.admin).dispatch('create_DemoApplicants', data)).status).toBe(403);
    const res = await t.as(tokens.superuser).dispatch('create_DemoApplicants', data);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data.created).toBe(300);
    const all = await list(tokens.reader, position.id);
    expect(all.data.total).toBe(300);
    const merit = await list(tokens.reader, position.id, {
      answers: [{ key: 'requirementsform_1', value: true }],
    });
    expect(merit.data.total).toBeGreaterThan(50);
    expect(merit.data.total).toBeLessThan(200);
    const unprocessed = await list(tokens.reader, position.id, { labelId: 0 });
    expect(unprocessed.data.total).toBe(100);
    const radio = await list(tokens.reader, position.id, {
      answers: [{ key: 'radio-group_shift', value: 'radio-group_shift_1' }],
    });
    expect(radio.data.total).toBeGreaterThan(50);
    expect(all.data.items[0]!.age).toBeGreaterThan(15);
    const bad = await t.as(tokens.superuser).dispatch('create_DemoApplicants', { ...data, count: 100_001 });
    expect(bad.status).toBe(400);
  });
});
