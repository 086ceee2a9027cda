import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  COMPANY_MESSAGES,
  PermissionId,
  type ActionInput,
  type CompanyRow,
  type CreatedCompany,
} from '@rekry/domain';
import {
  applicationFiles,
  applicationLog,
  assets,
  auditEvents,
  containerInvitations,
  containers,
  containerUsers,
  emailLog,
  jobApplications,
  labels,
  positionIntegrations,
  positions,
  users,
} from '../src/db/schema.ts';
import { publishCheckedAds } from '../src/areas/job-channels/job-ads.ts';
import { get, post, testAppForFile, testAppWithWorld } from './helpers/app.ts';
import { applyWithCv } from './helpers/applicants.ts';
import { webBuildForFile } from './helpers/web-build.ts';
import { rowsMentioning } from './helpers/rows-mentioning.ts';
import {
  buildContainer,
  buildPosition,
  buildUser,
  TEST_PASSWORD,
  tokenFor,
  uniqueEmail,
  validSsn,
} from './helpers/factories.ts';

const { t, world } = testAppWithWorld({ rateLimitFactor: 1000 });

const unique = () => Math.random().toString(36).slice(2, 10);
const below = () => [world.reader, world.writer, world.admin, world.foreignAdmin, world.candidate];
const auditOf = (containerId: number) =>
  t.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.containerId, containerId))
    .orderBy(asc(auditEvents.id));
const login = (email: string, password = TEST_PASSWORD) =>
  post(t.app, '/api/account/login', { email, password });

/** A new company with a position whose ad is ticked and up on Arbetsförmedlingen. */
async function companyWithPublishedAd(externalId: string) {
  const company = await buildContainer(t.db);
  const position = await buildPosition(t.db, company.id);
  const [ad] = await t.db
    .insert(positionIntegrations)
    .values({
      containerId: company.id,
      positionId: position.id,
      partner: 'arbetsformedlingen',
      typeId: 1,
      isChecked: true,
      status: 'published',
      externalId,
    })
    .returning();
  return { company, position, ad: ad! };
}

describe('create_Container', () => {
  const valid = (): ActionInput<'create_Container'> => ({
    name: `Nya Bolaget ${unique()} AB`,
    plans: ['Monthly'],
    adminEmail: `chef-${unique()}@example.se`,
  });
  const create = (
    input: Partial<ActionInput<'create_Container'>>,
    caller: { id: number } | null = world.superuser,
  ) => t.as(caller ?? undefined).dispatch('create_Container', { ...valid(), ...input });

  it('401 without a login; 403 for every role below superuser', async () => {
    const name = `Ingen ${unique()} AB`;
    expect((await create({ name }, null)).status).toBe(401);
    for (const caller of below()) expect((await create({ name }, caller)).status).toBe(403);
    expect(await t.db.select().from(containers).where(eq(containers.name, name))).toEqual([]);
  });

  it('answers 400 with the field and a Swedish message for each wrong input', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', COMPANY_MESSAGES.name],
      [{ name: '   ' }, 'name', COMPANY_MESSAGES.name],
      [{ name: undefined }, 'name', COMPANY_MESSAGES.name],
      [{ name: 'x'.repeat(101) }, 'name', COMPANY_MESSAGES.nameLength],
      [{ plans: [] }, 'plans', COMPANY_MESSAGES.plans],
      [{ plans: undefined }, 'plans', COMPANY_MESSAGES.plans],
      [{ plans: ['Gratis'] }, 'plans.0', COMPANY_MESSAGES.plan],
      [{ adminEmail: '' }, 'adminEmail', 'E-postadress måste anges'],
      [{ adminEmail: 'inte-en-adress' }, 'adminEmail', 'E-postadressen har inte ett giltigt format'],
    ];
    for (const [input, field, message] of cases) {
      const res = await t.as(world.superuser).dispatchUnchecked('create_Container', { ...valid(), ...input });
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.error?.fields?.[field], JSON.stringify(res.error)).toBe(message);
    }
  });

  it('refuses a name that is taken, whatever the case (409 on the name)', async () => {
    const taken = await buildContainer(t.db);
    const res = await create({ name: ` ${taken.name.toUpperCase()} ` });
    expect(res.status).toBe(409);
    expect(res.error?.fields?.name).toBe(COMPANY_MESSAGES.nameTaken);
  });

  it('creates the company, invites its first administrator, and the invitation makes them its admin', async () => {
    const adminEmail = `forsta-${unique()}@example.se`;
    const name = `Skapade Bolaget ${unique()} AB`;
    const res = await create({ name, plans: ['PerJob', 'Monthly', 'PerJob'], adminEmail });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const created = res.data as CreatedCompany;
    expect(created.company).toMatchObject({ name, plans: ['PerJob', 'Monthly'], status: 'active', users: 0 });
    expect(created.invitation.email).toBe(adminEmail);
    const [invitation] = await t.db
      .select()
      .from(containerInvitations)
      .where(eq(containerInvitations.containerId, created.company.id));
    expect(invitation).toMatchObject({ email: adminEmail, permissionIds: [PermissionId.Administrator] });
    const audit = await auditOf(created.company.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ kind: 'company', containerName: name, actorId: world.superuser.id });

    // The mail's link: accepting it with a name and a password makes a new admin who signs in.
    const [mail] = await t.db.select().from(emailLog).where(eq(emailLog.emailAddress, adminEmail));
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;
    const accepted = await post(t.app, '/api/account/invitation/accept', {
      token,
      firstname: 'Första',
      lastname: 'Chefsson',
      password: 'Ett-bra-lösenord-42',
      confirmPassword: 'Ett-bra-lösenord-42',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const signedIn = await login(adminEmail, 'Ett-bra-lösenord-42');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.containers).toEqual([
      expect.objectContaining({ id: created.company.id, role: 'admin' }),
    ]);
  });
});

describe('search_Containers', () => {
  it('finds companies by a part of the name, any case, with status and counts, at most `take`', async () => {
    const tag = unique();
    for (let i = 0; i < 5; i++) await buildContainer(t.db, { name: `Sökbar ${tag} ${i} AB` });
    const res = await t
      .as(world.superuser)
      .dispatch('search_Containers', { query: tag.toUpperCase(), take: 3 });
    expect(res.status).toBe(200);
    const rows = res.data as CompanyRow[];
    expect(rows.map((r) => r.name)).toEqual([0, 1, 2].map((i) => `Sökbar ${tag} ${i} AB`));
    expect(rows[0]).toMatchObject({ status: 'active', users: 0, positions: 0 });
    expect((await t.as(world.admin).dispatch('search_Containers', { query: tag })).status).toBe(403);
  });
});

describe('create_DemoContainer', () => {
  it('401/403 below superuser; makes a demo company with positions and applicants', async () => {
    expect((await t.as(undefined).dispatch('create_DemoContainer', {})).status).toBe(401);
    for (const caller of below())
      expect((await t.as(caller).dispatch('create_DemoContainer', {})).status).toBe(403);
    const res = await t.as(world.superuser).dispatch('create_DemoContainer', {});
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const demo = res.data as CompanyRow;
    expect(demo.name).toMatch(/^Demoföretag \d+$/);
    expect(demo.positions).toBe(3);
    const [{ n } = { n: 0 }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobApplications)
      .where(eq(jobApplications.containerId, demo.id));
    expect(n).toBe(25);
    // A second one gets another name.
    const again = await t.as(world.superuser).dispatch('create_DemoContainer', {});
    expect(again.data.name).not.toBe(demo.name);
    expect((await auditOf(demo.id))[0]).toMatchObject({ kind: 'company' });
  });
});

describe('update_ContainerAccount', () => {
  const update = (
    containerId: number,
    status: ActionInput<'update_ContainerAccount'>['status'],
    caller: { id: number } | null = world.superuser,
  ) => t.as(caller ?? undefined).dispatch('update_ContainerAccount', { containerId, status });

  it('401, 403 below superuser (also the company admin), 400 on a wrong status, 404 for no company', async () => {
    expect((await update(world.own.id, 'suspended', null)).status).toBe(401);
    for (const caller of below()) expect((await update(world.own.id, 'suspended', caller)).status).toBe(403);
    for (const status of ['paused', '', undefined, 3]) {
      const res = await t
        .as(world.superuser)
        .dispatchUnchecked('update_ContainerAccount', { containerId: world.own.id, status });
      expect(res.status).toBe(400);
      expect(res.error?.fields?.status).toBe(COMPANY_MESSAGES.status);
    }
    expect((await update(999_999, 'active')).status).toBe(404);
    const [own] = await t.db.select().from(containers).where(eq(containers.id, world.own.id));
    expect(own!.status).toBe('active');
  });

  it('suspended: its staff cannot sign in or act, its career site is not available; the superuser still can', async () => {
    const company = await buildContainer(t.db, {
      metadata: { foreignKey: null, properties: { dns: `vil${unique()}` } },
    });
    const other = await buildContainer(t.db);
    const only = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    const both = await buildUser(t.db, {
      memberOf: [
        [company.id, [PermissionId.Administrator]],
        [other.id, [PermissionId.Read]],
      ],
    });
    const position = await buildPosition(t.db, company.id, { name: 'Vilande tjänst' });
    await t.db.insert(assets).values({
      containerId: company.id,
      name: 'logo.png',
      contentType: 'image/png',
      data: Buffer.from('png'),
    });
    const logo = `/api/public/open/containers/${company.id}/assets?id=assets/logo.png`;
    expect((await get(t.app, logo)).status).toBe(200);
    const onlyToken = await tokenFor(t.db, t.app.services.tokens, only.id);
    expect((await get(t.app, `/api/public/positions/${position.id}`)).status).toBe(200);

    const res = await update(company.id, 'suspended');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: company.id, status: 'suspended' });
    expect((await auditOf(company.id))[0]).toMatchObject({
      kind: 'company',
      summary: expect.stringContaining('Avstängd'),
    });

    const refused = await login(only.email);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(COMPANY_MESSAGES.suspendedLogin);
    // The company's log has the refused sign-in, with why.
    expect((await auditOf(company.id)).filter((e) => e.kind === 'sign-in-failed').at(-1)).toMatchObject({
      actorId: only.id,
      data: { email: only.email, reason: 'suspended' },
    });
    const partly = await login(both.email);
    expect(partly.status).toBe(200);
    expect(partly.body.user.containers.map((c: { id: number }) => c.id)).toEqual([other.id]);
    // A token from before: the company answers 403 with the reason; the superuser still gets in.
    const acting = await t.app.inject({
      method: 'POST',
      url: '/api/dispatcher',
      headers: { authorization: `Bearer ${onlyToken}` },
      payload: { action: 'get_Container', data: { containerId: company.id } },
    });
    expect(acting.statusCode).toBe(403);
    expect(acting.json().error.message).toBe(COMPANY_MESSAGES.suspended);
    expect((await t.as(world.superuser).dispatch('get_Container', { containerId: company.id })).status).toBe(
      200,
    );

    // The career site: nothing of the company, everywhere.
    const byName = await get(t.app, `/api/public/containers/${encodeURIComponent(company.name)}`);
    expect(byName.body).toEqual({ id: 0, unavailable: true });
    expect((await get(t.app, `/api/public/positions/${position.id}`)).status).toBe(404);
    expect((await get(t.app, `/api/public/open/${position.id}/container`)).status).toBe(404);
    expect((await get(t.app, logo)).status).toBe(404);
    const list = await get(t.app, `/api/public/positions?containerId=${company.id}`);
    expect(list.body).toMatchObject({ items: [], total: 0 });
    const all = await get(t.app, '/api/public/positions?take=100');
    expect(JSON.stringify(all.body)).not.toContain('Vilande tjänst');
    const apply = await post(t.app, '/api/public/positions/apply', {
      action: 'create_jobApplication',
      data: { email: uniqueEmail(), positionId: position.id, metadata: {} },
    });
    expect(apply.status).toBe(404);

    // Active again: everything is back.
    expect((await update(company.id, 'active')).status).toBe(200);
    expect((await login(only.email)).status).toBe(200);
    expect((await get(t.app, `/api/public/positions/${position.id}`)).status).toBe(200);
  });

  it('takes its ads off the job boards when it goes dark, and puts the ticked ones back when active again', async () => {
    const { company, position, ad } = await companyWithPublishedAd('af-2');
    const adRow = async () =>
      (await t.db.select().from(positionIntegrations).where(eq(positionIntegrations.id, ad.id)))[0]!;
    expect((await update(company.id, 'suspended')).status).toBe(200);
    expect(await adRow()).toMatchObject({ pendingOp: 'unpublish', isChecked: true });
    // The board took it down (a new transaction id: the worker's own try, still running on PostgreSQL,
    // sees it is replaced). While the company stays dark nothing puts it up again, not even the clock's
    // first-day publishing (the one door, queueJobAd, refuses).
    await t.db
      .update(positionIntegrations)
      .set({ status: 'removed', pendingOp: null, transactionId: null })
      .where(eq(positionIntegrations.id, ad.id));
    expect((await update(company.id, 'inactive')).status).toBe(200);
    await publishCheckedAds(t.db, position.id);
    expect(await adRow()).toMatchObject({ status: 'removed', pendingOp: null });
    expect((await update(company.id, 'active')).status).toBe(200);
    expect(await adRow()).toMatchObject({ pendingOp: 'publish', isChecked: true });
  });

  it('inactive: staff sign in and work, the career site is not available', async () => {
    const company = await buildContainer(t.db);
    const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    const position = await buildPosition(t.db, company.id);
    expect((await update(company.id, 'inactive')).status).toBe(200);
    expect((await login(admin.email)).status).toBe(200);
    expect((await t.as(admin).dispatch('get_Container', { containerId: company.id })).status).toBe(200);
    expect((await get(t.app, `/api/public/positions/${position.id}`)).status).toBe(404);
    expect((await get(t.app, `/api/public/containers/${encodeURIComponent(company.name)}`)).body).toEqual({
      id: 0,
      unavailable: true,
    });
  });
});

describe('delete_Container', () => {
  const remove = (
    containerId: number,
    confirmName: string,
    caller: { id: number } | null = world.superuser,
  ) => t.as(caller ?? undefined).dispatch('delete_Container', { containerId, confirmName });

  it('401, 403 below superuser, 400 unless the name is typed exactly, 404 for no company', async () => {
    const company = await buildContainer(t.db);
    expect((await remove(company.id, company.name, null)).status).toBe(401);
    for (const caller of below()) expect((await remove(company.id, company.name, caller)).status).toBe(403);
    const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    expect((await remove(company.id, company.name, admin)).status).toBe(403);
    for (const confirmName of ['', undefined, company.name.toLowerCase(), 'Något annat AB']) {
      const res = await t
        .as(world.superuser)
        .dispatchUnchecked('delete_Container', { containerId: company.id, confirmName });
      expect(res.status, String(confirmName)).toBe(400);
      expect(res.error?.fields?.confirmName).toBe(COMPANY_MESSAGES.confirmName);
    }
    expect((await remove(999_999, 'X')).status).toBe(404);
    expect(await t.db.select().from(containers).where(eq(containers.id, company.id))).toHaveLength(1);
  });

  it('waits for ads on job boards: 409 and the ads are taken down', async () => {
    const { company, position } = await companyWithPublishedAd('af-1');
    const res = await remove(company.id, company.name);
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe(COMPANY_MESSAGES.liveAds);
    const [row] = await t.db
      .select()
      .from(positionIntegrations)
      .where(eq(positionIntegrations.positionId, position.id));
    // Queued (a worker may already have tried it: here the channel has no key).
    expect(row!.pendingOp).toBe('unpublish');
    expect(await t.db.select().from(containers).where(eq(containers.id, company.id))).toHaveLength(1);
  });

  it('leaves nothing personal: applicants, their files, mail, staff of only this company; one audit entry remains', async () => {
    const company = await buildContainer(t.db, { name: `Borttagna Bolaget ${unique()} AB` });
    const other = await buildContainer(t.db);
    const staffEmail = `personal-${unique()}@example.se`;
    const staff = await buildUser(t.db, {
      email: staffEmail,
      lastname: `Personalsson${unique()}`,
      memberOf: [[company.id, [PermissionId.Administrator]]],
    });
    const shared = await buildUser(t.db, {
      memberOf: [
        [company.id, [PermissionId.Write]],
        [other.id, [PermissionId.Read]],
      ],
    });
    const first = await buildPosition(t.db, company.id);
    const second = await buildPosition(t.db, company.id);
    const elsewhere = await buildPosition(t.db, other.id);
    const email = uniqueEmail();
    const surname = `Bolagsraderad${unique()}`;
    const ssn = validSsn('19880305', '411');
    const person = { form_surname: surname, form_ssn: ssn };
    const applied = await applyWithCv(t.app, first.id, email, person);
    await applyWithCv(t.app, second.id, email, person);
    // A status set on the application writes its log.
    const [status] = await t.db
      .select()
      .from(labels)
      .where(and(eq(labels.containerId, company.id), eq(labels.labelType, 'Interest')));
    const statusSet = await t.as(staff).dispatch('update_ApplicantStatus', {
      containerId: company.id,
      positionId: first.id,
      ids: [applied],
      labelId: status!.id,
    });
    expect(statusSet.status, JSON.stringify(statusSet.error)).toBe(200);
    const twiceEmail = uniqueEmail();
    await applyWithCv(t.app, first.id, twiceEmail, {});
    await applyWithCv(t.app, elsewhere.id, twiceEmail, {});
    // A pending invitation and its mail name someone too.
    const invited = `inbjuden-${unique()}@example.se`;
    expect(
      (
        await t.as(staff).dispatch('create_ContainerUserPermission', {
          containerId: company.id,
          email: invited,
          permissionIds: [PermissionId.Read],
        })
      ).status,
    ).toBe(200);

    const files = await t.db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.containerId, company.id));
    expect(files.length).toBeGreaterThanOrEqual(3);
    const onDisk = files.map((f) =>
      path.join(t.config.dataDir, 'files', String(f.containerId), String(f.applicationId), f.storedName),
    );
    for (const file of onDisk) expect(existsSync(file), file).toBe(true);
    const needles = [email, surname, ssn, staffEmail, staff.lastname, invited];
    expect((await rowsMentioning(t.db, needles)).length).toBeGreaterThan(0);
    const logOf = () => t.db.select().from(applicationLog).where(eq(applicationLog.containerId, company.id));
    expect((await logOf()).length).toBeGreaterThan(0);

    const res = await remove(company.id, company.name);
    expect(res.status, JSON.stringify(res.error)).toBe(200);

    // Only the audit log still names anyone (it is append-only and pruned by its own retention).
    const left = await rowsMentioning(t.db, needles);
    for (const { table, row } of left)
      expect(table, `${table}: ${JSON.stringify(row).slice(0, 300)}`).toBe('audit_events');
    for (const file of onDisk) expect(existsSync(file), file).toBe(false);
    expect(await t.db.select().from(containers).where(eq(containers.id, company.id))).toEqual([]);
    expect(await t.db.select().from(positions).where(eq(positions.containerId, company.id))).toEqual([]);
    // The applications' log goes with them (its company key has no cascade of its own).
    expect(await logOf()).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.id, staff.id))).toEqual([]);
    // Someone with another company or another application keeps their account (and that company's data).
    expect(await t.db.select().from(users).where(eq(users.id, shared.id))).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(containerUsers)
        .where(and(eq(containerUsers.userId, shared.id))),
    ).toHaveLength(1);
    const [twice] = await t.db.select().from(users).where(eq(users.email, twiceEmail));
    expect(twice).toBeDefined();
    expect(
      await t.db.select().from(jobApplications).where(eq(jobApplications.userId, twice!.id)),
    ).toHaveLength(1);

    // The erasures are audited one by one too, as the superuser's (by counts, never by name).
    const audit = await auditOf(company.id);
    expect(audit.filter((e) => e.kind === 'gdpr').map((e) => e.actorId)).toEqual([
      world.superuser.id,
      world.superuser.id,
    ]);
    expect(audit.filter((e) => e.kind === 'company').at(-1)).toMatchObject({
      summary: `Tog bort företaget ${company.name}`,
      containerName: company.name,
      actorId: world.superuser.id,
    });
  });
});

describe('the server-rendered career site of a company that is not available', () => {
  const site = testAppForFile({ webDistDir: webBuildForFile() });

  it('answers every page with the neutral page (404, noindex) and nothing of the company', async () => {
    const dns = `vilande${unique()}`;
    const company = await buildContainer(site.db, {
      name: 'Hemliga Bolaget AB',
      status: 'suspended',
      metadata: { foreignKey: null, properties: { dns, description: '<p>Hemlig beskrivning</p>' } },
    });
    const position = await buildPosition(site.db, company.id, { name: 'Hemlig tjänst' });
    for (const url of [
      `/?company=${dns}`,
      `/positions?company=${dns}`,
      `/${position.id}`,
      `/${position.id}/apply`,
    ]) {
      const res = await site.app.inject({ url, headers: { host: 'jobb.localhost:3000' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('noindex');
      for (const secret of ['Hemliga Bolaget', 'Hemlig beskrivning', 'Hemlig tjänst'])
        expect(res.body, `${url}: ${secret}`).not.toContain(secret);
    }
    const home = await site.app.inject({ url: `/?company=${dns}`, headers: { host: 'jobb.localhost:3000' } });
    expect(home.body).toContain('Sidan är inte tillgänglig');
  });
});
