import { standardApplicationForm } from '@rekry/domain';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PermissionId, luhnCheckDigit, type Answers } from '@rekry/domain';
import type { Db } from '../../src/db/client.ts';
import { warehouseForm } from '../../src/areas/data-generation/sample-data/forms.ts';
import { containers, containerUsers, positionPermissions, positions, users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/platform/passwords.ts';
import { dataUrl, pdfWithText, solidPng } from '../../src/demo/files.ts';
import type { TokenService } from '../../src/core/access/tokens.ts';

export const TEST_PASSWORD = 'rätt-lösenord-123';
let hashed: Promise<string> | undefined;
/** Hash once per file: argon2 is slow on purpose. */
const testPasswordHash = () => (hashed ??= hashPassword(TEST_PASSWORD));

const unique = () => randomBytes(4).toString('hex');

export async function buildContainer(db: Db, overrides: Partial<typeof containers.$inferInsert> = {}) {
  const [row] = await db
    .insert(containers)
    .values({ name: `Företag ${unique()} AB`, ...overrides })
    .returning();
  return row!;
}

export interface BuildUserOptions {
  email?: string;
  firstname?: string;
  lastname?: string;
  superuser?: boolean;
  candidate?: boolean;
  disabled?: boolean;
  /** Container memberships: containerId → permission ids. */
  memberOf?: [containerId: number, permissionIds: number[]][];
}

export async function buildUser(db: Db, options: BuildUserOptions = {}) {
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `user-${unique()}@example.se`,
      firstname: options.firstname ?? 'Test',
      lastname: options.lastname ?? 'Testsson',
      passwordHash: await testPasswordHash(),
      isSuperuser: options.superuser ?? false,
      isCandidate: options.candidate ?? false,
      disabled: options.disabled ?? false,
    })
    .returning();
  for (const [containerId, permissionIds] of options.memberOf ?? []) {
    await db
      .insert(containerUsers)
      .values(permissionIds.map((permissionId) => ({ containerId, userId: user!.id, permissionId })));
  }
  return user!;
}

/** A valid token for a user as it is in the database now (no login round trip). */
export async function tokenFor(db: Db, tokens: TokenService, userId: number): Promise<string> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return (await tokens.issue(user!)).token;
}

export type WorldRole = 'reader' | 'writer' | 'admin' | 'superuser' | 'candidate';

/** Two companies and one user per role: the caller's own company and a foreign one. */
export async function buildWorld(db: Db) {
  const own = await buildContainer(db);
  const foreign = await buildContainer(db);
  const reader = await buildUser(db, { memberOf: [[own.id, [PermissionId.Read]]] });
  const writer = await buildUser(db, { memberOf: [[own.id, [PermissionId.Write]]] });
  const admin = await buildUser(db, { memberOf: [[own.id, [PermissionId.Administrator]]] });
  const foreignAdmin = await buildUser(db, { memberOf: [[foreign.id, [PermissionId.Administrator]]] });
  const superuser = await buildUser(db, { superuser: true });
  const candidate = await buildUser(db, { candidate: true });
  return { own, foreign, reader, writer, admin, foreignAdmin, superuser, candidate };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;

/** What the builders make, for a test's `let` that its beforeAll fills. */
export type BuiltContainer = Awaited<ReturnType<typeof buildContainer>>;
export type BuiltUser = Awaited<ReturnType<typeof buildUser>>;
export type BuiltPosition = Awaited<ReturnType<typeof buildPosition>>;

const DAY_MS = 24 * 3600 * 1000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

/**
 * A position of a company: open (started a week ago, ends in 60 days), public (published a week ago:
 * `publishedAt: null` makes a draft), with the demo
 * warehouse form (the standard form, a required CV and a short motivation) unless overridden. Without a
 * company it builds one.
 */
export async function buildPosition(
  db: Db,
  containerId?: number,
  overrides: Partial<typeof positions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(positions)
    .values({
      containerId: containerId ?? (await buildContainer(db)).id,
      name: `Tjänst ${unique()}`,
      location: 'Västerås',
      description: '<p>Vi söker dig som gillar <strong>ordning och reda</strong>.</p>',
      start: daysFromNow(-7),
      stop: daysFromNow(60),
      publishedAt: daysFromNow(-7),
      form: warehouseForm(),
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * The least a create_Position asks for (with an id, an update_Position): a position in Umeå, open from
 * yesterday for 30 days.
 */
export function positionInput(containerId: number, name: string) {
  const now = Math.floor(Date.now() / 1000);
  const day = 86_400;
  return { containerId, name, location: 'Umeå', start: now - day, stop: now + 30 * day };
}

/** positionInput with what publish_Position asks besides: an ad text and the standard form. */
export function readyPositionInput(containerId: number, name: string) {
  return {
    ...positionInput(containerId, name),
    description: '<p>Vi söker dig som gillar ordning och reda.</p>',
    form: standardApplicationForm(),
  };
}

/** Gives a user a right of their own on one position (position actions ask for it, not the company's). */
export async function grantPositionRight(
  db: Db,
  position: { id: number; containerId: number },
  user: { id: number },
  permissionId: number,
) {
  await db.insert(positionPermissions).values({
    containerId: position.containerId,
    positionId: position.id,
    userId: user.id,
    permissionId,
  });
}

/** A position of a company (as buildPosition makes it) on which `writer` holds a Write right. */
export async function buildWritersPosition(
  db: Db,
  containerId: number,
  writer: { id: number },
  overrides: Partial<typeof positions.$inferInsert> = {},
) {
  const position = await buildPosition(db, containerId, overrides);
  await grantPositionRight(db, position, writer, PermissionId.Write);
  return position;
}

/** A valid 12-digit personal number for a birth date (YYYYMMDD) and a three-digit serial. */
export function validSsn(birth = '19900101', serial = '123'): string {
  const nine = birth.slice(2) + serial;
  return `${birth}${serial}${luhnCheckDigit(nine)}`;
}

/** Answers that pass the standard form (and the warehouse form, with a CV added). */
export function standardAnswers(email: string, overrides: Answers = {}): Answers {
  return {
    form_firstname: 'Anna',
    form_surname: 'Andersson',
    form_ssn: validSsn(),
    form_address: 'Storgatan 1',
    form_zipcode: '722 15',
    form_city: 'Västerås',
    form_mobilePhone: '070-123 45 67',
    form_email: email,
    form_referer: 'form_referer_2',
    form_agreement_terms: true,
    form_agreement_gdpr: true,
    ...overrides,
  };
}

/** The standard form's answers with a one-page CV attached, as a public application sends them. */
export function answersWithCv(email: string): Answers {
  return standardAnswers(email, { form_file: CV });
}
const CV = { filename: 'cv.pdf', data: dataUrl('application/pdf', pdfWithText(['CV'])) };

/** Answers that pass the customer-service form (sample-data/forms.ts customerServiceForm), photo included. */
export function customerServiceAnswers(email: string, overrides: Answers = {}): Answers {
  return standardAnswers(email, {
    form_textarea_experience: 'Tre år i kundtjänst på ett telebolag.',
    form_text_birthyear: '1990',
    form_photo: dataUrl('image/png', solidPng(120, 120)),
    customform_languages_1: true,
    customform_activities_2: true,
    'radio-group_shift': 'radio-group_shift_1',
    driverlicenseform_1: true,
    licensetodriveform: 'licensetodrive_1',
    summerperiodsform_1: true,
    ...overrides,
  });
}

export const uniqueEmail = () => `sokande-${unique()}@example.se`;
