import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PermissionId, type InvitePrefill, type PublicContainer } from '@rekry/domain';
import { dataUrl, pdfWithText } from '../src/demo/files.ts';
import { applicationFiles, jobApplications, talentPoolInvites } from '../src/db/schema.ts';
import { newLinkToken, tokenHash } from '../src/platform/link-tokens.ts';
import { get, post, testAppForFile } from './helpers/app.ts';
import { buildContainer, buildPosition, buildUser, standardAnswers } from './helpers/factories.ts';

/**
 * Applying through a pool invitation with the CV the member left in the pool: the link shows only the
 * file's name; on sending, the server checks the token again and copies the member's file into the new
 * application, whose text the CV search then finds.
 */
const t = testAppForFile({ rateLimitFactor: 1000, jobWorker: false });
const APPLY = '/api/public/positions/apply';
const DAY = 86_400_000;
const CV = pdfWithText(['Pia Pool', 'Erfarenhet: hjullastare och grävmaskin i Kiruna']);

let company: Awaited<ReturnType<typeof buildContainer>>;
let reader: Awaited<ReturnType<typeof buildUser>>;
let memberId: number;
let target: Awaited<ReturnType<typeof buildPosition>>;

async function invite(expiresInDays: number, positionId = target.id) {
  const token = newLinkToken();
  await t.db.insert(talentPoolInvites).values({
    containerId: company.id,
    applicationId: memberId,
    positionId,
    tokenHash: tokenHash(token),
    expiresAt: new Date(Date.now() + expiresInDays * DAY),
  });
  return token;
}

const applyWith = (email: string, poolFiles: string | undefined) => {
  const { form_file: _file, ...answers } = standardAnswers(email);
  return post(t.app, APPLY, {
    action: 'create_jobApplication',
    data: { email, positionId: target.id, metadata: answers, ...(poolFiles ? { poolFiles } : {}) },
  });
};

const applicationsOf = (email: string) =>
  t.db
    .select()
    .from(jobApplications)
    .where(eq(jobApplications.positionId, target.id))
    .then((rows) => rows.filter((r) => (r.info as { email?: string }).email === email));

beforeAll(async () => {
  company = await buildContainer(t.db, {
    metadata: { foreignKey: null, properties: { dns: 'filbolaget', displayName: 'Filbolaget' } },
  });
  const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
  reader = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Read]]] });
  await t.as(admin).dispatch('open_TalentPool', { containerId: company.id });
  const site = await get<PublicContainer>(t.app, '/api/public/containers/filbolaget');
  const { form_ssn: _ssn, form_referer: _referer, ...standard } = standardAnswers('pia@example.se');
  const joined = await post(t.app, APPLY, {
    action: 'create_jobApplication',
    data: {
      email: 'pia@example.se',
      positionId: site.body.talentPool,
      metadata: {
        ...standard,
        pool_area: 'Anläggning',
        form_file: { filename: 'pia-cv.pdf', data: dataUrl('application/pdf', CV) },
      },
    },
  });
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  memberId = joined.body.data.applicationId as number;
  await t.app.services.storage.settled();
  target = await buildPosition(t.db, company.id, { name: 'Maskinförare' });
});

describe("an invitation's pool CV", () => {
  it('is named, never handed out, by the prefill', async () => {
    const token = await invite(14);
    const prefill = await get<InvitePrefill>(t.app, `/api/public/talent-pool/invites/${token}`);
    expect(prefill.status).toBe(200);
    expect(prefill.body.files).toEqual([{ key: 'form_file', filename: 'pia-cv.pdf' }]);
    const [stored] = await t.db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, memberId));
    const raw = prefill.raw.body;
    expect(raw).not.toContain(stored!.storedName);
    expect(raw).not.toContain(CV.toString('base64').slice(0, 40));
    expect(raw).not.toMatch(/\/files?\/|download|data:/i);
  });

  it('refuses an expired or another position’s invitation in Swedish and stores nothing', async () => {
    const expired = await invite(-1);
    const late = await applyWith('sen@example.se', expired);
    expect(late.status).toBe(410);
    expect(late.body.error.message).toBe('Inbjudan har gått ut. Du kan fortfarande söka tjänsten utan den.');
    const other = await buildPosition(t.db, company.id, { name: 'Annan' });
    const elsewhere = await applyWith('sen@example.se', await invite(14, other.id));
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.message).toBe('Inbjudan finns inte. Kontrollera länken i e-postmeddelandet.');
    const forged = await applyWith('sen@example.se', newLinkToken());
    expect(forged.status).toBe(404);
    expect(await applicationsOf('sen@example.se')).toEqual([]);
  });

  it('goes with the application as a copy of the same bytes, found by the CV search', async () => {
    // Without the invitation's files the CV is asked for as always.
    const noCv = await applyWith('pia@example.se', undefined);
    expect(noCv.status).toBe(400);
    expect(noCv.body.error.fields.form_file).toMatch(/[a-zåäö]/);

    const applied = await applyWith('pia@example.se', await invite(14));
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    await t.app.services.storage.settled();
    const newId = applied.body.data.applicationId as number;
    const [copy] = await t.db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, newId));
    expect(copy).toMatchObject({ filename: 'pia-cv.pdf', propertyKey: 'form_file', containerId: company.id });
    const bytes = await t.app.services.storage.read({
      containerId: company.id,
      applicationId: newId,
      storedName: copy!.storedName,
    });
    expect(bytes.equals(CV)).toBe(true);
    const [application] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, newId));
    expect(application!.metadata).toMatchObject({ form_file: { filename: 'pia-cv.pdf', data: '' } });

    await t.app.services.jobs.runUntilIdle();
    const found = await t.as(reader).dispatch('get_ApplicantsByPosition', {
      containerId: company.id,
      positionId: target.id,
      textQuery: 'hjullastare',
    });
    expect(found.status, JSON.stringify(found.error)).toBe(200);
    expect(found.data!.items.map((i) => i.id)).toEqual([newId]);
  });
});
