import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  PROPERTY_TYPES,
  VALIDATOR_NAMES,
  formDefinitionSchema,
  type PublicContainer,
  type PublicPositionDetail,
  type PublicPositionList,
  type PositionTemplate,
} from '@rekry/domain';
import {
  DEMO_CONTAINERS,
  DEMO_INVITATION_EMAIL,
  DEMO_POSITIONS,
  DEMO_USERS,
  seedDemo,
} from '../src/demo/seed.ts';
import { applicationFiles, applicationNotes, jobApplications, positions, users } from '../src/db/schema.ts';
import { get, testAppForFile } from './helpers/app.ts';
import { tokenFor } from './helpers/factories.ts';
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
