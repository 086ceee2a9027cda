import { beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { PermissionId } from '@rekry/domain';
import type { Db } from '../../src/db/client.ts';
import { notifications } from '../../src/db/schema.ts';
import type { Config } from '../../src/config.ts';
import { post, testAppForFile, type TestApp } from './app.ts';
import {
  answersWithCv,
  buildContainer,
  buildPosition,
  buildUser,
  grantPositionRight,
  uniqueEmail,
} from './factories.ts';

/** A company with an admin, a writer and two readers (one with a Read right on `position`), and another company. */
export async function buildNotifiedCompany(db: Db) {
  const company = await buildContainer(db);
  const foreign = await buildContainer(db);
  const admin = await buildUser(db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
  const writer = await buildUser(db, { memberOf: [[company.id, [PermissionId.Write]]] });
  const reader = await buildUser(db, { memberOf: [[company.id, [PermissionId.Read]]] });
  const readerWithRight = await buildUser(db, { memberOf: [[company.id, [PermissionId.Read]]] });
  const foreignAdmin = await buildUser(db, { memberOf: [[foreign.id, [PermissionId.Administrator]]] });
  const outsider = await buildUser(db);
  const position = await buildPosition(db, company.id, { name: 'Lagerchef' });
  await grantPositionRight(db, position, readerWithRight, PermissionId.Read);
  return { company, foreign, admin, writer, reader, readerWithRight, foreignAdmin, outsider, position };
}

export type NotifiedCompany = Awaited<ReturnType<typeof buildNotifiedCompany>>;

/**
 * testAppForFile with buildNotifiedCompany's company in it, and its users' notification rows:
 * `const { t, w, rowsOf } = testAppWithNotifiedCompany();`.
 */
export function testAppWithNotifiedCompany(overrides: Partial<Config> | (() => Partial<Config>) = {}) {
  const t = testAppForFile(overrides);
  // Filled in place before the file's own beforeAll, which may build on it.
  const w = {} as NotifiedCompany;
  beforeAll(async () => {
    Object.assign(w, await buildNotifiedCompany(t.db));
  });
  return { t, w, rowsOf: (userId: number) => notificationRowsOf(t.db, userId) };
}

/** A visitor's application to `positionId` through the public endpoint. */
export function apply(app: TestApp['app'], positionId: number, email = uniqueEmail()) {
  return post(app, '/api/public/positions/apply', {
    action: 'create_jobApplication',
    data: { email, positionId, metadata: answersWithCv(email) },
  });
}

/** The notification rows a user has. */
export function notificationRowsOf(db: Db, userId: number) {
  return db.select().from(notifications).where(eq(notifications.userId, userId));
}
