/** The demo data of the later areas (history, reports, pool, skills, reviews, GDPR, chat, news, alerts). */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays, isSkillIcon, stockholmDate, type PublicContainer } from '@rekry/domain';
import { DEMO_CONTAINERS, DEMO_PASSWORD, DEMO_POSITIONS, DEMO_USERS, seedDemo } from '../src/demo/seed.ts';
import {
  applicationFiles,
  applicationTexts,
  jobAlerts,
  jobApplications,
  talentPoolInvites,
  users,
} from '../src/db/schema.ts';
import { get, post, testAppForFile } from './helpers/app.ts';
import { rowsOf } from '../src/db/client.ts';
import { tokenFor } from './helpers/factories.ts';
import { tellPositionEvents } from '../src/areas/positions/position-events.ts';
import { DEMO_NEWS } from '../src/demo/news.ts';
import { sanitizeStoredHtml } from '../src/platform/sanitize.ts';

// The queue runs when a test says (runUntilIdle), so the CV texts are all read when it asks for them.
const t = testAppForFile({ jobWorker: false });
beforeAll(async () => {
  expect(await seedDemo(t.db, t.app.services.storage, 'Rekry', t.app.services.secrets, t.config.appUrl)).toBe(
    true,
  );
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
