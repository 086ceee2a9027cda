import { eq, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_TTL_DAYS, PermissionId } from '@rekry/domain';
import type { Db } from '../db/client.ts';
import { appMeta, containerInvitations, containers, containerUsers, users } from '../db/schema.ts';
import { hashPassword } from '../platform/passwords.ts';
import type { FileStorage } from '../platform/storage.ts';
import { seedApplicantPipeline } from './applicants.ts';
import { seedPersonalData } from './personal-data.ts';
import { seedNotifications } from './notifications.ts';
import { seedConversations } from './conversations.ts';
import { DEMO_POSITIONS, seedCareerSite } from './career.ts';
import { seedBanners } from './banners.ts';
import { seedDemoCandidate } from './candidate.ts';
import { seedPositionAdmin } from './templates.ts';
import { seedSkillLibrary } from './skills.ts';
import { seedEmailTemplates } from './email-templates.ts';
import { seedJobChannels } from './job-channels.ts';
import { seedNews } from './news.ts';
import { seedAccessibilityStatement } from './accessibility.ts';
import { seedDataGeneration } from './data-generation.ts';
import { seedEvents } from './events.ts';
import { seedCompanies } from './companies.ts';
import { seedBilling } from './billing.ts';
import { seedInterviews } from './interviews.ts';
import { seedScorecards } from './scorecards.ts';
import { seedAnonymity } from './anonymity.ts';
import { seedJobAlerts } from './job-alerts.ts';
import { seedTalentPool } from './talent-pool.ts';
import { seedStatusHistory } from './status-history.ts';
import { seedSurveys } from './surveys.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './accounts.ts';
import type { SecretBox } from '../platform/secret-box.ts';

export { DEMO_APPLICANTS, DEMO_POSITIONS } from './career.ts';
export { DEMO_PASSWORD, DEMO_USERS };

/** The demo companies. 382, 390 and 393 are the special containers of SPEC §1 (consent and GDPR texts). */
export const DEMO_CONTAINERS = {
  demo: { id: 1, name: 'Demo AB' },
  second: { id: 2, name: 'Norrland Bemanning AB' },
  c382: { id: 382, name: 'Kommunkoncernen Väst AB' },
  c390: { id: 390, name: 'Sommarjobb i Skåne AB' },
  c393: { id: 393, name: 'Bemanningsgruppen Sverige' },
  member1: { id: 394, name: 'Bemanningsgruppen Stockholm AB' },
  member2: { id: 395, name: 'Bemanningsgruppen Göteborg AB' },
} as const;

const profile = (displayName: string, extra: Record<string, unknown> = {}) => ({
  foreignKey: null,
  properties: { displayName, showAge: true, showGender: true, ...extra },
});

/**
 * Demo data for a new database, each part created once (recorded in app_meta). Later issues extend it
 * with their own parts through the same function. True when anything was created.
 */
export async function seedDemo(
  db: Db,
  storage: FileStorage,
  operatorName: string,
  secrets: SecretBox,
  appUrl: string,
): Promise<boolean> {
  const accounts = await seedAccounts(db);
  const career = await seedCareerSite(db, storage, operatorName);
  const banners = await seedBanners(db, DEMO_CONTAINERS.demo.id, DEMO_POSITIONS.warehouse.id);
  const templates = await seedPositionAdmin(db);
  const applicants = await seedApplicantPipeline(db, storage);
  const skillLibrary = await seedSkillLibrary(db);
  const emailTemplates = await seedEmailTemplates(db);
  const invitations = await seedInvitations(db);
  const personalData = await seedPersonalData(db);
  const candidate = await seedDemoCandidate(db, storage, operatorName, DEMO_USERS.candidate, DEMO_PASSWORD, [
    { ...DEMO_POSITIONS.warehouse, opened: true },
    { ...DEMO_POSITIONS.norrland, opened: false },
  ]);
  const notifications = await seedNotifications(
    db,
    DEMO_CONTAINERS.demo.id,
    Object.values(DEMO_CONTAINERS).map((c) => c.id),
  );
  const conversations = await seedConversations(db, DEMO_CONTAINERS.demo.id, DEMO_USERS.writer);
  const jobChannels = await seedJobChannels(
    db,
    secrets,
    DEMO_CONTAINERS.demo.id,
    DEMO_POSITIONS.warehouse.id,
  );
  const news = await seedNews(db, DEMO_USERS.odin);
  const statement = await seedAccessibilityStatement(db, operatorName, DEMO_USERS.odin);
  const generated = await seedDataGeneration(db, DEMO_CONTAINERS.member2.id, DEMO_USERS.odin);
  const events = await seedEvents(
    db,
    { demo: DEMO_CONTAINERS.demo.id, second: DEMO_CONTAINERS.second.id },
    DEMO_USERS,
  );
  const companies = await seedCompanies(db, DEMO_PASSWORD);
  const interviews = await seedInterviews(
    db,
    secrets,
    appUrl,
    { writer: DEMO_USERS.writer, admin: DEMO_USERS.admin, candidate: DEMO_USERS.candidate },
    DEMO_POSITIONS.warehouse.id,
  );
  const scorecards = await seedScorecards(
    db,
    { writer: DEMO_USERS.writer, admin: DEMO_USERS.admin },
    DEMO_POSITIONS.warehouse,
  );
  const anonymity = await seedAnonymity(db, DEMO_POSITIONS.closed);
  const jobAlerts = await seedJobAlerts(db);
  const talentPool = await seedTalentPool(
    db,
    storage,
    operatorName,
    DEMO_CONTAINERS.demo.id,
    DEMO_POSITIONS.warehouse,
    DEMO_USERS.writer,
  );
  const billing = await seedBilling(
    db,
    { monthly: DEMO_CONTAINERS.demo.id, points: DEMO_CONTAINERS.second.id },
    DEMO_USERS.odin,
  );
  const surveys = await seedSurveys(db, DEMO_CONTAINERS.demo.id, DEMO_POSITIONS.warehouse.id);
  // Last: every seed above has written its applications and their log.
  await seedStatusHistory(
    db,
    Object.values(DEMO_CONTAINERS).map((c) => c.id),
    applicants,
  );
  return (
    accounts ||
    career ||
    banners ||
    templates ||
    applicants ||
    anonymity ||
    talentPool ||
    skillLibrary ||
    emailTemplates ||
    invitations ||
    personalData ||
    candidate ||
    notifications ||
    conversations ||
    jobChannels ||
    news ||
    statement ||
    generated ||
    events ||
    companies ||
    interviews ||
    scorecards ||
    jobAlerts ||
    billing ||
    surveys
  );
}

/** The address of Demo AB's pending invitation, so the users screen shows one. */
export const DEMO_INVITATION_EMAIL = 'ny.kollega@demo.rekry.test';

/**
 * One pending invitation in Demo AB. Nobody holds its link (only a hash of a random token is stored);
 * 'Skicka igen' on the users screen mails a fresh one.
 */
async function seedInvitations(db: Db): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_invitations_seeded'));
  if (done) return false;
  await db.transaction(async (tx) => {
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.admin));
    await tx
      .insert(containerInvitations)
      .values({
        containerId: DEMO_CONTAINERS.demo.id,
        email: DEMO_INVITATION_EMAIL,
        permissionIds: [PermissionId.Write],
        tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
        invitedBy: admin?.id ?? null,
        expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 3600_000),
      })
      .onConflictDoNothing();
    await tx.insert(appMeta).values({ key: 'demo_invitations_seeded', value: new Date().toISOString() });
  });
  return true;
}

/** Companies, users and memberships. */
async function seedAccounts(db: Db): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_seeded'));
  if (done) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const c = DEMO_CONTAINERS;
    await tx.insert(containers).values([
      {
        ...c.demo,
        plans: ['Monthly'],
        metadata: profile('Demo AB', {
          organisationNumber: '556677-8899',
          city: 'Stockholm',
          address: 'Drottninggatan 1',
          zip: '111 51',
          phone: '08-123 456 78',
          email: 'jobb@demo.rekry.test',
          dns: 'demo',
        }),
      },
      {
        ...c.second,
        plans: ['PerJob'],
        metadata: profile('Norrland Bemanning', { city: 'Umeå', dns: 'norrland' }),
      },
      {
        ...c.c382,
        plans: ['Monthly'],
        metadata: profile('Kommunkoncernen Väst', { consentCompanyName: 'Västkommunerna' }),
      },
      { ...c.c390, plans: ['Monthly'], metadata: profile('Sommarjobb i Skåne') },
      {
        ...c.c393,
        plans: ['Monthly'],
        metadata: profile('Bemanningsgruppen', { members: [c.member1.id, c.member2.id] }),
      },
      { ...c.member1, plans: ['PerJob'], metadata: profile('Bemanningsgruppen Stockholm') },
      { ...c.member2, plans: ['PerJob'], metadata: profile('Bemanningsgruppen Göteborg') },
    ]);
    // Explicit ids above: move the sequence past them so new companies get fresh ids.
    await tx.execute(sql`select setval(pg_get_serial_sequence('containers', 'id'), 1000)`);

    const u = DEMO_USERS;
    const person = (email: string, firstname: string, lastname: string, title = '') => ({
      email,
      firstname,
      lastname,
      title,
      passwordHash,
    });
    const created = await tx
      .insert(users)
      .values([
        { ...person(u.odin, 'Oden', 'Allfader', 'Plattformsansvarig'), isSuperuser: true },
        person(u.admin, 'Anna', 'Administratör', 'HR-chef'),
        person(u.writer, 'Sven', 'Skribent', 'Rekryterare'),
        person(u.reader, 'Lena', 'Läsare', 'Chef'),
        person(u.multi, 'Maja', 'Flerbolag', 'Rekryteringskonsult'),
      ])
      .returning({ id: users.id, email: users.email });
    const idOf = (email: string) => created.find((r) => r.email === email)!.id;
    const grant = (containerId: number, email: string, permissionId: number) => ({
      containerId,
      userId: idOf(email),
      permissionId,
    });
    await tx
      .insert(containerUsers)
      .values([
        grant(c.demo.id, u.admin, PermissionId.Administrator),
        grant(c.demo.id, u.writer, PermissionId.Write),
        grant(c.demo.id, u.reader, PermissionId.Read),
        grant(c.demo.id, u.multi, PermissionId.Write),
        grant(c.second.id, u.multi, PermissionId.Administrator),
      ]);
    await tx.insert(appMeta).values({ key: 'demo_seeded', value: new Date().toISOString() });
  });
  return true;
}
