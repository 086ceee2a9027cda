import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  PROPERTY_TYPES,
  addDays,
  VALIDATOR_NAMES,
  formDefinitionSchema,
  isSkillIcon,
  stockholmDate,
  type PublicContainer,
  type PublicPositionDetail,
  type PublicPositionList,
  type PositionTemplate,
} from '@rekry/domain';
import {
  DEMO_CONTAINERS,
  DEMO_INVITATION_EMAIL,
  DEMO_PASSWORD,
  DEMO_POSITIONS,
  DEMO_USERS,
  seedDemo,
} from '../src/demo/seed.ts';
import {
  applicationFiles,
  applicationNotes,
  applicationTexts,
  jobAlerts,
  jobApplications,
  positions,
  talentPoolInvites,
  users,
} from '../src/db/schema.ts';
import { get, post, testAppForFile } from './helpers/app.ts';
import { rowsOf } from '../src/db/client.ts';
import { tokenFor } from './helpers/factories.ts';
import { tellPositionEvents } from '../src/areas/positions/position-events.ts';
import { DEMO_NEWS } from '../src/demo/news.ts';
import { sanitizeStoredHtml } from '../src/platform/sanitize.ts';
import { localPathOf } from './helpers/files.ts';

// The queue runs when a test says (runUntilIdle), so the CV texts are all read when it asks for them.
const t = testAppForFile({ jobWorker: false });
beforeAll(async () => {
  expect(await seedDemo(t.db, t.app.services.storage, 'Rekry', t.app.services.secrets, t.config.appUrl)).toBe(
    true,
  );
});

describe('the career-site demo data', () => {
  it('is created once', async () => {
    expect(
      await seedDemo(t.db, t.app.services.storage, 'Rekry', t.app.services.secrets, t.config.appUrl),
    ).toBe(false);
    // Generate data's demo run adds its own positions (marked with the run, demo/data-generation.ts).
    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(positions)
      .where(sql`${positions.metadata}->>'generationId' is null and ${positions.kind} = 'job'`)) as [
      { n: number },
    ];
    expect(n).toBe(Object.keys(DEMO_POSITIONS).length);
  });

  it("lists Demo AB's two open positions and hides the closed, archived and internal ones", async () => {
    const list = (
      await get<PublicPositionList>(t.app, `/api/public/positions?containerId=${DEMO_CONTAINERS.demo.id}`)
    ).body;
    expect(list.items.map((p) => p.name)).toEqual([
      DEMO_POSITIONS.warehouse.name,
      DEMO_POSITIONS.customerService.name,
    ]);
    const all = (await get<PublicPositionList>(t.app, '/api/public/positions')).body;
    expect(all.total).toBe(6);
    const closed = await get<PublicPositionDetail>(
      t.app,
      `/api/public/positions/${DEMO_POSITIONS.closed.id}`,
    );
    expect(closed.body.status).toBe('Stängd');
    const archived = await get<PublicPositionDetail>(
      t.app,
      `/api/public/positions/${DEMO_POSITIONS.archived.id}`,
    );
    expect(archived.body.status).toBe('Arkiverad');
    const internal = await get<PublicPositionDetail>(
      t.app,
      `/api/public/positions/${DEMO_POSITIONS.internal.linkId}`,
    );
    expect(internal.body).toMatchObject({ name: DEMO_POSITIONS.internal.name, canApply: true });
  });

  it('shows the forgiving search: misspelt words find the demo ads, with "Menade du …"', async () => {
    const found = async (q: string) =>
      (await get<PublicPositionList>(t.app, `/api/public/positions?q=${encodeURIComponent(q)}`)).body;
    const driver = await found('trukförare');
    expect(driver.items.map((p) => p.name)).toEqual([DEMO_POSITIONS.norrland.name]);
    expect(driver.suggestion).toBe('Truckförare');
    for (const [q, suggestion] of [
      ['lagermedarbetre', 'Lagermedarbetare'],
      ['Västeraas', 'Västerås'],
    ]) {
      const list = await found(q!);
      expect(
        list.items.map((p) => p.name),
        q,
      ).toEqual([DEMO_POSITIONS.warehouse.name]);
      expect(list.suggestion, q).toBe(suggestion);
    }
    // The header too: a demo applicant's misspelt name.
    const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_USERS.admin));
    const token = await tokenFor(t.db, t.app.services.tokens, admin!.id);
    const res = await t.as(token).dispatch('get_applicantPositionBySearchQuery', {
      containerId: DEMO_CONTAINERS.demo.id,
      filter: 'lindkvist',
    });
    expect(
      res.data.some(
        (r) => r.identifier === 'applicantpositionresponse' && r.data.info.lastname === 'Lindqvist',
      ),
    ).toBe(true);
    expect(res.data.filter((r) => r.identifier === 'suggestion')).toEqual([
      { identifier: 'suggestion', data: { query: 'Lindqvist' } },
    ]);
  });

  it('gives Demo AB a profile with logo, banner and social links, and Norrland its own theme', async () => {
    const demo = (await get<PublicContainer>(t.app, '/api/public/containers/demo')).body;
    expect(demo.fields.DisplayName.data).toBe('Demo AB');
    expect(demo.profile.social).toMatchObject({ facebook: expect.any(String), linkedin: expect.any(String) });
    expect(demo.consent.companyTermsHtml).toContain('Demo AB:s villkor');
    for (const [url, type] of [
      [demo.fields.CompanyLogo.data, 'image/svg+xml'],
      [demo.profile.banner, 'image/jpeg'],
    ] as const) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain(type);
    }
    // Its banners: three in the Banners folder, one the warehouse position's own.
    const warehouse = (await get(t.app, `/api/public/positions/${DEMO_POSITIONS.warehouse.id}`)).body;
    expect(warehouse.banner).toContain(encodeURIComponent('assets/Lagret-i-Västerås.jpg'));
    const norrland = (await get<PublicContainer>(t.app, '/api/public/containers/norrland')).body;
    expect(norrland.theme.button.backgroundColor).not.toBe('#2522BA');
    const group = (await get<PublicContainer>(t.app, `/api/public/open/${DEMO_POSITIONS.c393.id}/container`))
      .body;
    expect(group.consent.gdprHtml).toContain('Bemanningsgruppen Stockholm');
    const c382 = (await get<PublicContainer>(t.app, `/api/public/open/${DEMO_POSITIONS.c382.id}/container`))
      .body;
    expect(c382.consent.consentCompanyName).toBe('Västkommunerna');
  });

  it('uses every field type and every validator in forms the form schema accepts', async () => {
    const rows = await t.db.select({ form: positions.form }).from(positions);
    const types = new Set<string>();
    const validators = new Set<string>();
    for (const { form } of rows) {
      expect(formDefinitionSchema.safeParse(form).success).toBe(true);
      for (const p of form) {
        types.add(p.type);
        for (const v of p.validators) validators.add(v.name);
      }
    }
    // 'email' and 'radio' (no own validators) and 'file' appear in the standard form.
    expect([...PROPERTY_TYPES].filter((type) => !types.has(type))).toEqual([]);
    expect([...VALIDATOR_NAMES].filter((name) => !validators.has(name))).toEqual([]);
  });

  it("has applications to 'Kundtjänstmedarbetare' with their files on disk", async () => {
    const apps = await t.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.positionId, DEMO_POSITIONS.customerService.id));
    // Three came in through the public form with files; the rest are the pipeline's demo.
    expect(apps.length).toBeGreaterThan(3);
    // The converted PDF of the docx may be there too, made by the job queue in the background.
    const files = (
      await t.db
        .select()
        .from(applicationFiles)
        .where(
          inArray(
            applicationFiles.applicationId,
            apps.map((a) => a.id),
          ),
        )
    ).filter((f) => f.kind === 'original');
    // A PDF, an image, a Word document and a text file: every preview kind of SPEC §4 (the pipeline's
    // demo applicants add their CVs: PDFs and a photographed page).
    expect([...new Set(files.map((f) => f.contentType))].sort()).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'image/png',
      'text/plain',
    ]);
    for (const f of files) {
      expect(existsSync(localPathOf(t.app.services.storage, { ...f, applicationId: f.applicationId }))).toBe(
        true,
      );
    }
  });
});

describe('the position admin demo data', () => {
  const asDemoUser = async (email: string) => {
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    return tokenFor(t.db, t.app.services.tokens, user!.id);
  };

  it('gives Demo AB its position types, one default template per type and two form templates', async () => {
    const token = await asDemoUser(DEMO_USERS.admin);
    const containerId = DEMO_CONTAINERS.demo.id;
    const types = (await t.as(token).dispatch('get_PositionTypes', { containerId })).data;
    expect(types.map((p: { name: string }) => p.name).sort()).toEqual(
      ['Sommarjobb', 'Tillsvidareanställning', 'Timanställning'].sort(),
    );
    const templates = (await t.as(token).dispatch('get_PositionTemplates', { containerId })).data;
    expect(templates).toHaveLength(3);
    for (const type of types) {
      const defaults = templates.filter((tpl: PositionTemplate) =>
        tpl.availableInPositionTypes.some((a) => a.positionTypeId === type.id && a.default),
      );
      expect(defaults).toHaveLength(1);
      expect(formDefinitionSchema.safeParse(defaults[0]!.metadata.form).success).toBe(true);
    }
    const forms = (await t.as(token).dispatch('get_FormTemplates', { containerId })).data;
    expect(forms).toHaveLength(2);
  });

  it('lets the demo writer edit the warehouse position but not the closed one', async () => {
    const token = await asDemoUser(DEMO_USERS.writer);
    const containerId = DEMO_CONTAINERS.demo.id;
    const open = await t.as(token).dispatch('get_PositionById', {
      containerId,
      positionId: DEMO_POSITIONS.warehouse.id,
    });
    expect(open.data.canEdit).toBe(true);
    const closed = await t.as(token).dispatch('archive_Position', {
      containerId,
      positionId: DEMO_POSITIONS.closed.id,
      isArchived: true,
    });
    expect(closed.status).toBe(403);
  });
});

describe('the applicant pipeline demo data', () => {
  it('gives Demo AB one pending invitation, shown to its administrator as an address only', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_USERS.admin));
    const token = await tokenFor(t.db, t.app.services.tokens, admin!.id);
    const res = await t.as(token).dispatch('get_ContainerInvitations', {
      containerId: DEMO_CONTAINERS.demo.id,
    });
    expect(res.data).toEqual([
      expect.objectContaining({ email: DEMO_INVITATION_EMAIL, permissionIds: [2], expired: false }),
    ]);
  });

  it("gives Demo AB free tags on some warehouse applicants, which the list's tag filter finds", async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_USERS.admin));
    const token = await tokenFor(t.db, t.app.services.tokens, admin!.id);
    const listed = await t.as(token).dispatch('get_Tags', { containerId: DEMO_CONTAINERS.demo.id });
    expect(listed.status, JSON.stringify(listed.error)).toBe(200);
    const byName = new Map(listed.data.map((tag) => [tag.name, tag]));
    expect(byName.get('Kan börja direkt')?.applicants).toBe(3);
    expect(byName.get('Ring tillbaka')?.applicants).toBe(1);
    const filtered = await t.as(token).dispatch('get_ApplicantsByPosition', {
      containerId: DEMO_CONTAINERS.demo.id,
      positionId: DEMO_POSITIONS.warehouse.id,
      tagId: byName.get('Kan börja direkt')!.id,
    });
    expect(filtered.data.items).toHaveLength(3);
    expect(filtered.data.items.every((i) => i.tags.some((tag) => tag.name === 'Kan börja direkt'))).toBe(
      true,
    );
  });

  it('gives Demo AB applicants with a spread of statuses, process levels, notes, periods and merits', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_USERS.admin));
    const token = await tokenFor(t.db, t.app.services.tokens, admin!.id);
    const at = { containerId: DEMO_CONTAINERS.demo.id, positionId: DEMO_POSITIONS.warehouse.id };
    const list = await t.as(token).dispatch('get_ApplicantsByPosition', { ...at, take: 100 });
    expect(list.status).toBe(200);
    const items = list.data.items;
    expect(items.length).toBeGreaterThanOrEqual(30);
    expect(new Set(items.map((i) => i.labelId)).size).toBeGreaterThanOrEqual(4);
    expect(items.some((i) => i.labelId === null)).toBe(true);
    expect(items.some((i) => i.processLabelId !== null)).toBe(true);
    const filters = (await t.as(token).dispatch('get_ApplicantFilters', at)).data;
    const merit = filters.answers.find((g: { kind: string }) => g.kind === 'Meriterande');
    const merited = await t.as(token).dispatch('get_ApplicantsByPosition', {
      ...at,
      answers: merit!.options[0]!.conditions,
      take: 100,
    });
    expect(merited.data.items.length).toBeGreaterThan(0);
    expect(merited.data.items.length).toBeLessThan(items.length);
    const service = await t.as(token).dispatch('get_ApplicantsByPosition', {
      containerId: DEMO_CONTAINERS.demo.id,
      positionId: DEMO_POSITIONS.customerService.id,
      answers: [{ key: 'summerperiodsform_1', value: true }],
    });
    expect(service.data.items.length).toBeGreaterThan(0);
    const noted = await t.db.select({ n: sql<number>`count(*)::int` }).from(applicationNotes);
    expect(noted[0]!.n).toBeGreaterThan(0);
    const questionnaire = await t.as(token).dispatch('get_Questionnaire', {
      ...at,
      applicantId: list.data.items[0]!.id,
    });
    expect(questionnaire.data.map((s: { name: string }) => s.name)).toContain('Truckkörning');
    const templates = await t.as(token).dispatch('get_EmailTemplates', {
      containerId: DEMO_CONTAINERS.demo.id,
    });
    expect(templates.data.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the demo status history', () => {
  it("follows the demo's dates: each application enters at its date, its statuses as its log dates them", async () => {
    const count = async (where: ReturnType<typeof sql>) =>
      rowsOf<{ n: number }>(
        await t.db.execute(sql`select count(*)::int as n from application_status_history h
          join job_applications a on a.id = h.application_id where ${where}`),
      )[0]!.n;
    // Two 'created' rows per application, at its own date.
    expect(await count(sql`h.origin = 'created' and h.created_at <> a.created_at`)).toBe(0);
    expect(await count(sql`h.origin = 'created'`)).toBe(
      2 *
        rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from job_applications`))[0]!.n,
    );
    // Demo AB's statuses come from the log, back-dated: none at the seed's own moment.
    expect(await count(sql`a.container_id = 1 and h.origin = 'recovered'`)).toBeGreaterThan(30);
    expect(await count(sql`h.origin = 'changed'`)).toBe(0);
    // What the log cannot explain: the generated applications ('Generera data') have no log of their
    // statuses.
    expect(await count(sql`a.container_id = 1 and h.origin = 'unrecovered'`)).toBe(0);
    expect(
      rowsOf(
        await t.db
          .execute(sql`select container_id as c, kind, count(*)::int as n from application_status_history
          where origin = 'unrecovered' group by 1, 2 order by 1, 2`),
      ),
    ).toEqual([
      { c: DEMO_CONTAINERS.member2.id, kind: 'process', n: 14 },
      { c: DEMO_CONTAINERS.member2.id, kind: 'status', n: 34 },
    ]);
  });
});

describe('the demo reports', () => {
  it("show Demo AB's sources, Platsbanken's link first, and the warehouse's NPS", async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_USERS.admin));
    const token = await tokenFor(t.db, t.app.services.tokens, admin!.id);
    const to = stockholmDate();
    const period = { containerId: DEMO_CONTAINERS.demo.id, from: addDays(to, -365), to };
    const sources = await t.as(token).dispatch('get_ReportSources', period);
    expect(sources.status, JSON.stringify(sources.error)).toBe(200);
    expect(sources.data.sources[0]!.source).toBe('Platsbanken');
    expect(sources.data.sources.map((s) => s.source)).toEqual(
      expect.arrayContaining(['Annonssajten', 'linkedin', 'www.google.se', 'Direkt']),
    );
    const nps = await t.as(token).dispatch('get_ReportNps', { ...period, from: addDays(to, -60) });
    // 10 9 9 8 7 10 4 9: five promoters, one detractor of 8.
    expect(nps.data.total).toEqual({ group: 'Alla', answers: 8, nps: 50 });
  });
});

describe('the demo CVs', () => {
  it("are found by 'Sök i CV och svar': truckkort on the warehouse position, scans read by OCR", async () => {
    await t.app.services.jobs.runUntilIdle();
    const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_USERS.admin));
    const token = await tokenFor(t.db, t.app.services.tokens, admin!.id);
    const at = { containerId: DEMO_CONTAINERS.demo.id, positionId: DEMO_POSITIONS.warehouse.id, take: 100 };
    type Item = { id: number; textHits?: { file: { filename: string } | null }[] };
    const search = async (textQuery: string) => {
      const res = await t.as(token).dispatch('get_ApplicantsByPosition', { ...at, textQuery });
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      return res.data.items;
    };
    const ids = (items: Item[]) => items.map((i) => i.id).sort((a, b) => a - b);
    // Every demo CV's text was read, the scans' too (none is marked unreadable).
    const texts = await t.db
      .select({
        applicationId: applicationTexts.applicationId,
        text: applicationTexts.text,
        file: applicationFiles.filename,
      })
      .from(applicationTexts)
      .innerJoin(applicationFiles, eq(applicationFiles.id, applicationTexts.fileId))
      .innerJoin(jobApplications, eq(jobApplications.id, applicationTexts.applicationId))
      .where(eq(jobApplications.positionId, DEMO_POSITIONS.warehouse.id));
    const cvs = texts.filter((x) => x.file.startsWith('CV ') || x.file.startsWith('Skannat CV'));
    expect(cvs.length).toBeGreaterThanOrEqual(34);
    expect(
      cvs.filter((x) => !x.text.includes('Referenser lämnas på begäran')).map((x) => [x.file, x.text]),
    ).toEqual([]);
    // The expected answer read from the texts by a plain substring, not by the search.
    const withTruck = [
      ...new Set(texts.filter((x) => /truckkort/i.test(x.text)).map((x) => x.applicationId)),
    ];
    const truck = await search('truckkort');
    expect(ids(truck)).toEqual(withTruck.sort((a, b) => a - b));
    expect(truck.length).toBeGreaterThan(3);
    expect(truck.length).toBeLessThan(30);
    const files = truck.flatMap((i) => i.textHits ?? []).map((h) => h.file?.filename ?? '');
    expect(files.some((f) => f.endsWith('(foto).png'))).toBe(true);
    expect(files.some((f) => f.startsWith('Skannat CV'))).toBe(true);
    // The others: every CV ends with its references, and a phrase is narrower than its words.
    expect(ids(await search('referenser -truckkort')).length).toBe(cvs.length - truck.length);
    const phrase = await search('"svenska och engelska"');
    expect(phrase.length).toBeGreaterThan(0);
    expect(phrase.length).toBeLessThan((await search('svenska engelska')).length);
  }, 120_000);
});

describe('the talent pool demo', () => {
  it("opens Demo AB's pool with five members found by their CVs, the first already invited", async () => {
    await t.app.services.jobs.runUntilIdle();
    const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_USERS.admin));
    const token = await tokenFor(t.db, t.app.services.tokens, admin!.id);
    const containerId = DEMO_CONTAINERS.demo.id;
    const pool = await t.as(token).dispatch('get_TalentPool', { containerId });
    expect(pool.data).toMatchObject({ open: true, members: 5 });
    const site = await get<PublicContainer>(t.app, '/api/public/containers/demo');
    expect(site.body.talentPool).toMatch(/^[0-9a-f-]{36}$/);
    const found = await t.as(token).dispatch('get_ApplicantsByPosition', {
      containerId,
      positionId: pool.data!.positionId!,
      take: 100,
      textQuery: 'truckkort',
    });
    expect(found.data!.items).toHaveLength(4);
    const invites = await t.db.select().from(talentPoolInvites);
    expect(invites).toHaveLength(1);
    expect(invites[0]!.positionId).toBe(DEMO_POSITIONS.warehouse.id);
  }, 120_000);
});

describe('the demo notifications', () => {
  it("fill the demo admin's bell, newest first, and the position-events job has nothing old to add", async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_USERS.admin));
    const token = await tokenFor(t.db, t.app.services.tokens, admin!.id);
    const res = await t.as(token).dispatch('get_Notifications', { containerId: DEMO_CONTAINERS.demo.id });
    expect(res.status).toBe(200);
    const types = res.data.items.map((n: { type: string }) => n.type);
    expect(types[0]).toBe('create_jobApplication');
    expect(types).toEqual(expect.arrayContaining(['update_jobApplicationStatus', 'position', 'Exception']));
    expect(res.data.unread).toBe(types.length);
    expect(await tellPositionEvents(t.db)).toBe(0);
  });
});

describe('the skills demo data', () => {
  it('gives Demo AB skills with drawable icons, two collections and skills on the warehouse position', async () => {
    const token = await tokenFor(
      t.db,
      t.app.services.tokens,
      (await t.db.select().from(users).where(eq(users.email, DEMO_USERS.writer)))[0]!.id,
    );
    const containerId = DEMO_CONTAINERS.demo.id;
    const skills = (await t.as(token).dispatch('get_Skills', { containerId })).data;
    expect(skills.length).toBeGreaterThanOrEqual(7);
    for (const skill of skills) expect(isSkillIcon(skill.icon), skill.icon).toBe(true);
    const collections = (await t.as(token).dispatch('get_SkillCollections', { containerId })).data;
    expect(collections.map((c) => c.name)).toEqual(['Kundservice', 'Lager och logistik']);
    const onWarehouse = (
      await t.as(token).dispatch('get_PositionSkills', {
        containerId,
        positionId: DEMO_POSITIONS.warehouse.id,
      })
    ).data;
    expect(onWarehouse.map((s) => s.name)).toEqual(['Lagerarbete', 'Noggrannhet', 'Truckkörning']);
  });
});

describe('the scorecards demo data', () => {
  it('gives the warehouse position a profile and the admin a matrix with a disagreement', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_USERS.admin));
    const token = await tokenFor(t.db, t.app.services.tokens, admin!.id);
    const at = { containerId: DEMO_CONTAINERS.demo.id, positionId: DEMO_POSITIONS.warehouse.id };
    const matrix = (await t.as(token).dispatch('get_ScoreMatrix', at)).data;
    expect(matrix.criteria.map((c) => [c.name, c.weight])).toEqual([
      ['Truckvana', 2],
      ['Noggrannhet', 1],
      ['Samarbete', 1],
    ]);
    const scored = matrix.rows.filter((r) => r.reviewers === 2);
    expect(scored).toHaveLength(2);
    expect(scored.some((r) => r.criteria[0]!.disagree)).toBe(true);
    const suggestions = (await t.as(token).dispatch('get_ScorecardSuggestions', at)).data;
    expect(suggestions.filter((s) => s.taken).map((s) => s.name)).toEqual(
      expect.arrayContaining(['Truckkörning', 'Noggrannhet', 'Samarbete']),
    );
  });
});

describe('the anonymised review demo', () => {
  it("shows the reader aliases on 'Ekonomiassistent', and the revealed one asks about jäv", async () => {
    const [reader] = await t.db.select().from(users).where(eq(users.email, DEMO_USERS.reader));
    const token = await tokenFor(t.db, t.app.services.tokens, reader!.id);
    const at = { containerId: DEMO_CONTAINERS.demo.id, positionId: DEMO_POSITIONS.closed.id };
    const items = (await t.as(token).dispatch('get_ApplicantsByPosition', at)).data.items;
    expect(items.length).toBeGreaterThan(1);
    const states = items.map((i) => i.visibility?.state);
    expect(states.filter((s) => s === 'anonymous').length).toBe(items.length - 1);
    expect(states).toContain('confirm');
    for (const item of items) expect(item.name).toMatch(/^Sökande \d+$/);
    const review = (await t.as(token).dispatch('get_PositionAnonymity', at)).data;
    expect(review).toMatchObject({ enabled: true, untilLabelName: 'Intervju', canChange: false });
  });
});

describe('the personal data demo', () => {
  it('gives the GDPR screen people with different deletion dates, one soon and one on legal hold', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_USERS.admin));
    const token = await tokenFor(t.db, t.app.services.tokens, admin!.id);
    const res = await t.as(token).dispatch('get_GdprOverview', { containerId: DEMO_CONTAINERS.demo.id });
    expect(res.status).toBe(200);
    const overview = res.data;
    expect(overview.total).toBeGreaterThanOrEqual(20);
    // Held people come last.
    const lastPage = Math.ceil(overview.total / overview.pageSize);
    const last = (
      await t.as(token).dispatch('get_GdprOverview', {
        containerId: DEMO_CONTAINERS.demo.id,
        page: lastPage,
      })
    ).data;
    const held = last.people.filter((p) => p.legalHold);
    expect(held).toHaveLength(1);
    expect(held[0]!.deleteOn).toBeNull();
    const dates = new Set(overview.people.map((p) => p.deleteOn).filter(Boolean));
    expect(dates.size).toBeGreaterThanOrEqual(4);
    // Past the period but held; another within 30 days (the next run warns them).
    expect(overview.nextRun).toMatchObject({ erase: 0, held: 1 });
    expect(overview.nextRun.warn).toBeGreaterThanOrEqual(1);
  });
});

describe('the conversations demo data', () => {
  it('gives Demo AB a few conversations, some with an answer the staff have not read', async () => {
    const admin = (await t.db.select().from(users).where(eq(users.email, DEMO_USERS.admin)))[0]!;
    const writer = (await t.db.select().from(users).where(eq(users.email, DEMO_USERS.writer)))[0]!;
    const containerId = DEMO_CONTAINERS.demo.id;
    const list = await t.as(admin).dispatch('get_MessagingChannels', { containerId });
    expect(list.status).toBe(200);
    expect(list.data.items.length).toBeGreaterThanOrEqual(4);
    expect(list.data.items.filter((i) => i.unread > 0).length).toBeGreaterThanOrEqual(2);
    const times = list.data.items.map((i) => i.lastMessage!.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // The writer wrote them and has read up to their own last line.
    const mine = await t.as(writer).dispatch('get_MessagingChannels', { containerId });
    expect(mine.data.unread).toBe(2);
    const thread = await t.as(writer).dispatch('get_Conversation', {
      containerId,
      applicationId: list.data.items[0]!.applicationId,
    });
    expect(thread.data.messages[0]).toMatchObject({ own: true, author: { kind: 'staff' } });
    // One applicant answered the e-mail itself: shown 'via e-post', the quoted mail folded apart.
    const threads = await Promise.all(
      list.data.items.map((i) =>
        t.as(writer).dispatch('get_Conversation', { containerId, applicationId: i.applicationId }),
      ),
    );
    const byMail = threads.flatMap((r) => r.data.messages).filter((m) => m.via === 'email');
    expect(byMail).toEqual([
      expect.objectContaining({
        body: 'Absolut, jag skickar det i kväll.',
        quoted: expect.stringMatching(
          /skrev Sven Skribent, Demo AB:\n> Hej! Vi skulle gärna se ditt senaste betyg/,
        ),
      }),
    ]);
  });
});

describe('the demo candidate', () => {
  it('signs in to their own pages and sees two applications in two companies, with files', async () => {
    const login = await post(t.app, '/api/account/login', {
      email: DEMO_USERS.candidate,
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(login.body.user.shell).toBe('candidate');
    const mine = await t.as(login.body.token).dispatch('get_MyApplications', {});
    const applications = mine.data.applications;
    expect(applications.map((a) => a.companyName).sort()).toEqual(['Demo AB', 'Norrland Bemanning']);
    expect(applications.map((a) => a.status).sort()).toEqual(['Mottagen', 'Under behandling']);
    expect(mine.data.openPositions.length).toBeGreaterThan(0);
    const one = await t.as(login.body.token).dispatch('get_MyApplication', {
      applicationId: applications[0]!.id,
    });
    expect(one.data.files).toHaveLength(1);
  });
});

describe('the demo news', () => {
  it("are odin's posts, newest first, read by the demo reader and cleaned as stored HTML is", async () => {
    const token = await tokenFor(t.db, t.app.services.tokens, await userId(DEMO_USERS.reader));
    const res = await t.as(token).dispatch('get_BlogPosts', {});
    expect(res.status).toBe(200);
    const posts = res.data;
    expect(posts.map((p) => p.title)).toEqual(DEMO_NEWS.map((p) => p.title).reverse());
    expect(posts.every((p) => p.author === 'Oden Allfader')).toBe(true);
    for (const p of DEMO_NEWS) expect(sanitizeStoredHtml(p.body)).toBe(p.body);
  });
});

async function userId(email: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('the job alerts demo data', () => {
  it("has a confirmed alert of each frequency, the candidate's in Mina sidor", async () => {
    const [candidate] = await t.db.select().from(users).where(eq(users.email, DEMO_USERS.candidate));
    const token = await tokenFor(t.db, t.app.services.tokens, candidate!.id);
    const mine = await t.as(token).dispatch('get_MyJobAlerts', {});
    expect(mine.data!.alerts).toMatchObject([{ description: 'lager', frequency: 'daily', confirmed: true }]);
    const frequencies = await t.db
      .selectDistinct({ frequency: jobAlerts.frequency })
      .from(jobAlerts)
      .where(sql`${jobAlerts.confirmedAt} is not null`);
    expect(new Set(frequencies.map((r) => r.frequency))).toEqual(new Set(['direct', 'daily', 'weekly']));
  });
});
