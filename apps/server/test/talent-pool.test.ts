import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  PermissionId,
  TALENT_POOL_TEXTS,
  type InvitePrefill,
  type PublicContainer,
  type PublicPositionList,
} from '@rekry/domain';
import { dataUrl, pdfWithText } from '../src/demo/files.ts';
import {
  applicationFiles,
  applicationLog,
  jobApplications,
  positions,
  talentPoolInvites,
} from '../src/db/schema.ts';
import { get, post, testAppForFile } from './helpers/app.ts';
import {
  buildContainer,
  buildPosition,
  buildUser,
  grantPositionRight,
  standardAnswers,
} from './helpers/factories.ts';
import { smtpServerForFile } from './helpers/smtp.ts';
import { webBuildForFile } from './helpers/web-build.ts';

/**
 * The talent pool end to end on the server: an admin opens it, a visitor joins through the career site,
 * the pool stays off every public list, and a writer invites a member (a mail whose link prefills the
 * position's form) or adds them to a position directly.
 */
const smtp = smtpServerForFile();
const t = testAppForFile(() => ({ smtpUrl: smtp.url, jobWorker: false, rateLimitFactor: 1000, webDistDir }));
const webDistDir = webBuildForFile();
const HOST = 'jobb.poolbolaget.localhost:3000';
const APPLY = '/api/public/positions/apply';
const CV_WORDS = ['Kalle Pool', 'Erfarenhet: truckkort A och B, lager i Västerås'];
const cv = { filename: 'cv.pdf', data: dataUrl('application/pdf', pdfWithText(CV_WORDS)) };

let company: Awaited<ReturnType<typeof buildContainer>>;
let other: Awaited<ReturnType<typeof buildContainer>>;
let admin: Awaited<ReturnType<typeof buildUser>>;
let writer: Awaited<ReturnType<typeof buildUser>>;
let reader: Awaited<ReturnType<typeof buildUser>>;
let otherAdmin: Awaited<ReturnType<typeof buildUser>>;
let guid: string;
let poolId: number;

beforeAll(async () => {
  company = await buildContainer(t.db, {
    metadata: { foreignKey: null, properties: { dns: 'poolbolaget', displayName: 'Poolbolaget' } },
  });
  other = await buildContainer(t.db);
  admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
  writer = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Write]]] });
  reader = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Read]]] });
  otherAdmin = await buildUser(t.db, { memberOf: [[other.id, [PermissionId.Administrator]]] });
});

/** The pool's answers for `email`: contact details, an interest, the consent and a CV. */
function poolAnswers(email: string, over: Record<string, unknown> = {}) {
  const { form_ssn: _ssn, form_referer: _referer, ...standard } = standardAnswers(email);
  return { ...standard, pool_area: 'Lager', pool_town: 'Västerås', form_file: cv, ...over };
}
const join = (email: string, over: Record<string, unknown> = {}) =>
  post(t.app, APPLY, {
    action: 'create_jobApplication',
    data: { email, positionId: guid, metadata: poolAnswers(email, over) },
  });

describe('opening the pool', () => {
  it('is for an admin; the company page then links to it and its page is the pool form', async () => {
    const closed = await get<PublicContainer>(t.app, '/api/public/containers/poolbolaget');
    expect(closed.body.talentPool).toBeUndefined();
    expect((await t.app.inject({ url: '/talangpool', headers: { host: HOST } })).statusCode).toBe(404);

    expect((await t.as(writer).dispatch('open_TalentPool', { containerId: company.id })).status).toBe(403);
    const opened = await t.as(admin).dispatch('open_TalentPool', { containerId: company.id });
    expect(opened.status, JSON.stringify(opened.error)).toBe(200);
    expect(opened.data).toMatchObject({ open: true, members: 0 });
    expect(opened.data!.publicUrl).toMatch(/^http:\/\/jobb\.poolbolaget\.[^/]+\/talangpool$/);
    poolId = opened.data!.positionId!;

    const site = await get<PublicContainer>(t.app, '/api/public/containers/poolbolaget');
    guid = site.body.talentPool!;
    expect(guid).toMatch(/^[0-9a-f-]{36}$/);
    const poolPage = await t.app.inject({ url: '/talangpool', headers: { host: HOST } });
    expect(poolPage.statusCode).toBe(200);
    expect(poolPage.body).toContain('<title>Gå med i vår talangpool – Poolbolaget</title>');
    // Another company's site has no pool of its own, and the portal none at all.
    expect(
      (await t.app.inject({ url: '/talangpool', headers: { host: 'jobb.localhost:3000' } })).statusCode,
    ).toBe(404);
  });
});

describe('joining through the career site', () => {
  it('refuses a missing CV, a missing consent and a file that is not what it says, then takes a member', async () => {
    const missingCv = await join('kalle@example.se', { form_file: undefined });
    expect(missingCv.status).toBe(400);
    expect(missingCv.body.error.fields.form_file).toMatch(/[a-zåäö]/);
    const noConsent = await join('kalle@example.se', { form_agreement_gdpr: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.error.fields.form_agreement).toMatch(/[a-zåäö]/);
    const fake = await join('kalle@example.se', {
      form_file: { filename: 'cv.pdf', data: dataUrl('application/pdf', Buffer.from('inte en pdf')) },
    });
    expect(fake.status).toBe(400);
    expect(fake.body.error.message).toBe('En bifogad fil kunde inte tas emot');

    const joined = await join('kalle@example.se', { form_firstname: 'Kalle', form_surname: 'Pool' });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    await t.app.services.storage.settled();
    const [member] = await t.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, joined.body.data.applicationId));
    expect(member).toMatchObject({ positionId: poolId, containerId: company.id });
    expect(member!.consent).not.toBeNull();
    const view = await t.as(reader).dispatch('get_TalentPool', { containerId: company.id });
    expect(view.data).toMatchObject({ open: true, members: 1, positionId: poolId });
  });

  it('is closed to new members once the admin closes it', async () => {
    expect((await t.as(admin).dispatch('close_TalentPool', { containerId: company.id })).data!.open).toBe(
      false,
    );
    const refused = await join('sen@example.se');
    expect(refused.status).toBe(409);
    expect(
      (await get<PublicContainer>(t.app, '/api/public/containers/poolbolaget')).body.talentPool,
    ).toBeUndefined();
    expect(
      (await t.as(admin).dispatch('open_TalentPool', { containerId: company.id })).data!.positionId,
    ).toBe(poolId);
  });
});

describe('the pool is no ad', () => {
  it('is on no public list, search, sitemap, staff list or job board, and the ad actions refuse it in Swedish', async () => {
    const list = await get<PublicPositionList>(t.app, `/api/public/positions?containerId=${company.id}`);
    const portal = await get<PublicPositionList>(t.app, '/api/public/positions?q=talangpool');
    expect(list.body.items.some((i) => i.id === poolId)).toBe(false);
    expect(portal.body.items.some((i) => i.id === poolId)).toBe(false);
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: { host: HOST } });
    expect(sitemap.body).not.toContain(guid);
    const staff = await t.as(admin).dispatch('get_Positions', { containerId: company.id });
    expect(staff.data!.items.some((i) => i.id === poolId)).toBe(false);
    for (const name of [
      'publish_Position',
      'unpublish_Position',
      'copy_Position',
      'delete_Position',
    ] as const) {
      const res = await t
        .as(admin)
        .dispatch(name, { containerId: company.id, positionId: poolId, at: null } as never);
      expect(res.status, name).toBe(400);
      expect(res.error!.message).toBe(TALENT_POOL_TEXTS.notAnAd);
    }
    const archived = await t
      .as(admin)
      .dispatch('archive_Position', { containerId: company.id, positionId: poolId, isArchived: true });
    expect(archived.error!.message).toBe(TALENT_POOL_TEXTS.notAnAd);
    const channel = await t.as(admin).dispatch('update_PositionIntegration', {
      containerId: company.id,
      positionId: poolId,
      partner: 'classifieds',
      isChecked: true,
      data: {},
    });
    expect(channel.status).toBe(400);
    expect(channel.error!.message).toBe(TALENT_POOL_TEXTS.notAnAd);
    // The pool's form is the form builder's like any other.
    const [pool] = await t.db.select().from(positions).where(eq(positions.id, poolId));
    const saved = await t
      .as(writer)
      .dispatch('update_PositionForm', { containerId: company.id, positionId: poolId, form: pool!.form });
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
  });

  it("is the company's own: another company's admin gets 404 for its members", async () => {
    const [member] = await t.db.select().from(jobApplications).where(eq(jobApplications.positionId, poolId));
    const target = await buildPosition(t.db, other.id);
    const res = await t.as(otherAdmin).dispatch('add_TalentPoolMember', {
      containerId: other.id,
      positionId: poolId,
      applicantId: member!.id,
      targetPositionId: target.id,
    });
    expect(res.status).toBe(404);
    expect(res.error!.message).toBe('Tjänsten finns inte');
  });
});

describe('inviting a member to a position', () => {
  it('mails a link that prefills the position form, and applying through it makes a normal application', async () => {
    const target = await buildPosition(t.db, company.id, { name: 'Truckförare' });
    await grantPositionRight(t.db, target, writer, PermissionId.Write);
    const [member] = await t.db.select().from(jobApplications).where(eq(jobApplications.positionId, poolId));
    const input = {
      containerId: company.id,
      positionId: poolId,
      applicantIds: [member!.id],
      targetPositionId: target.id,
      subject: 'Sök ##POSITION## hos ##COMPANY##',
      body: 'Hej ##FIRSTNAME##! Ansök här: ##APPLYLINK##',
    };
    expect((await t.as(reader).dispatch('invite_TalentPoolMembers', input)).status).toBe(403);
    const noLink = await t.as(writer).dispatch('invite_TalentPoolMembers', { ...input, body: 'Hej!' });
    expect(noLink.status).toBe(400);
    expect(noLink.error!.message).toBe(TALENT_POOL_TEXTS.needsLink);
    const sent = await t.as(writer).dispatch('invite_TalentPoolMembers', input);
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    expect(sent.data).toEqual({ sent: 1, message: 'Inbjudan skickad' });

    await t.app.services.jobs.runUntilIdle('send-email');
    await smtp.waitFor('kalle@example.se');
    const mail = smtp.received.find((m) => m.subject.startsWith('Sök '))!;
    // Joining was confirmed with what the pool is for and until when the data is kept.
    const receipt = smtp.received.find((m) => m.subject === 'Välkommen till vår talangpool – Poolbolaget')!;
    expect(receipt.text).toMatch(/Vi sparar dina uppgifter i 24 månader .* till och med \d{4}-\d\d-\d\d/);
    expect(mail.subject).toBe('Sök Truckförare hos Poolbolaget');
    const link =
      /http:\/\/jobb\.poolbolaget\.\S+\/(\d+)_truckforare\/apply\?inbjudan=([A-Za-z0-9_-]{43})/.exec(
        mail.text,
      );
    expect(link, mail.text).not.toBeNull();
    expect(Number(link![1])).toBe(target.id);
    const token = link![2]!;

    const prefill = await get<InvitePrefill>(t.app, `/api/public/talent-pool/invites/${token}`);
    expect(prefill.status).toBe(200);
    expect(prefill.raw.headers['cache-control']).toBe('no-store');
    expect(prefill.body).toMatchObject({
      positionRef: target.id,
      positionName: 'Truckförare',
      answers: {
        form_firstname: 'Kalle',
        form_surname: 'Pool',
        form_email: 'kalle@example.se',
        form_city: 'Västerås',
      },
    });
    expect(prefill.body.answers).not.toHaveProperty('form_file');

    const forged = await get(t.app, `/api/public/talent-pool/invites/${'A'.repeat(43)}`);
    expect(forged.status).toBe(404);
    expect(forged.body.error.message).toBe(TALENT_POOL_TEXTS.inviteNotFound);
    expect((await get(t.app, '/api/public/talent-pool/invites/kort')).status).toBe(404);

    // What the form starts from, completed and sent as the candidate does: a normal application.
    const applied = await post(t.app, APPLY, {
      action: 'create_jobApplication',
      data: {
        email: 'kalle@example.se',
        positionId: target.id,
        metadata: { ...standardAnswers('kalle@example.se'), ...prefill.body.answers, form_file: cv },
      },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const [application] = await t.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, applied.body.data.applicationId));
    expect(application).toMatchObject({
      positionId: target.id,
      userId: member!.userId,
      isManuallyCreated: false,
    });
    const logged = await t.db
      .select()
      .from(applicationLog)
      .where(eq(applicationLog.applicationId, member!.id));
    expect(logged.map((l) => l.message)).toContain('Inbjuden att söka Truckförare');

    await t.db.update(talentPoolInvites).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await get(t.app, `/api/public/talent-pool/invites/${token}`);
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toBe(TALENT_POOL_TEXTS.inviteExpired);
  });
});

describe('adding a member to a position directly', () => {
  it('makes an application of their data with their files copied, logged, and the member stays', async () => {
    const joined = await join('lisa@example.se', { form_firstname: 'Lisa', form_surname: 'Lager' });
    expect(joined.status).toBe(201);
    await t.app.services.storage.settled();
    const memberId = joined.body.data.applicationId as number;
    const target = await buildPosition(t.db, company.id, { name: 'Lagerchef' });
    await grantPositionRight(t.db, target, writer, PermissionId.Write);
    const input = {
      containerId: company.id,
      positionId: poolId,
      applicantId: memberId,
      targetPositionId: target.id,
    };
    const added = await t.as(writer).dispatch('add_TalentPoolMember', input);
    expect(added.status, JSON.stringify(added.error)).toBe(200);
    await t.app.services.storage.settled();
    const newId = added.data!.applicationId;
    const [original] = await t.db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, memberId));
    const [copy] = await t.db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, newId));
    expect(copy).toMatchObject({ filename: 'cv.pdf', propertyKey: 'form_file', size: original!.size });
    expect(copy!.storedName).not.toBe(original!.storedName);
    const bytes = await t.app.services.storage.read({
      containerId: company.id,
      applicationId: newId,
      storedName: copy!.storedName,
    });
    expect(
      bytes.equals(
        await t.app.services.storage.read({
          containerId: company.id,
          applicationId: memberId,
          storedName: original!.storedName,
        }),
      ),
    ).toBe(true);
    const [application] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, newId));
    expect(application!.metadata).toMatchObject({ form_firstname: 'Lisa', form_city: 'Västerås' });
    const stillMember = await t.db
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.id, memberId), eq(jobApplications.positionId, poolId)));
    expect(stillMember).toHaveLength(1);
    const log = await t.db.select().from(applicationLog).where(eq(applicationLog.applicationId, newId));
    expect(log.map((l) => l.message)).toContain(TALENT_POOL_TEXTS.logFromPool);

    const again = await t.as(writer).dispatch('add_TalentPoolMember', input);
    expect(again.status).toBe(409);
    expect(again.error!.message).toBe(TALENT_POOL_TEXTS.alreadyApplied);
    const notOpen = await buildPosition(t.db, company.id, { publishedAt: null });
    await grantPositionRight(t.db, notOpen, writer, PermissionId.Write);
    const draft = await t
      .as(writer)
      .dispatch('add_TalentPoolMember', { ...input, targetPositionId: notOpen.id });
    expect(draft.status).toBe(400);
    expect(draft.error!.message).toBe(TALENT_POOL_TEXTS.targetNotOpen);
  });
});
