import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { PermissionId, type Answers } from '@rekry/domain';
import { dataUrl, pdfWithText } from '../../src/demo/files.ts';
import { customerServiceForm } from '../../src/areas/data-generation/sample-data/forms.ts';
import { applicationFiles, jobApplications, notifications, users } from '../../src/db/schema.ts';
import { post, testAppForFile } from './app.ts';
import { buildContainer, buildPosition, buildUser } from './factories.ts';
import type { BuiltContainer, BuiltPosition } from './factories.ts';
import { smtpServerForFile } from './smtp.ts';

export const APPLY = '/api/public/positions/apply';
export const PDF = pdfWithText(['Anna Andersson', 'CV']);
export const cv = (bytes: Buffer = PDF, filename = 'cv.pdf', mime = 'application/pdf') => ({
  filename,
  data: dataUrl(mime, bytes),
});

export interface ApplyWorld {
  company: BuiltContainer;
  other: BuiltContainer;
  warehouse: BuiltPosition;
  service: BuiltPosition;
}

/**
 * A test file's app for the career site's apply call (with a mail catcher for the receipts) and a company
 * that takes applications: the warehouse position with the standard form, the service one with the
 * customer service form, and another company. Call at the top of the file; `world` is filled before its
 * tests run.
 */
export function applyWorld() {
  const smtp = smtpServerForFile();
  const t = testAppForFile(() => ({ smtpUrl: smtp.url, rateLimitFactor: 1000 }));
  const world = {} as ApplyWorld;

  beforeAll(async () => {
    world.company = await buildContainer(t.db, {
      metadata: {
        foreignKey: null,
        properties: {
          displayName: 'Lagerbolaget',
          '/messages/job_already_applied': '<p>Du har redan sökt hos oss.</p>',
          '/messages/thanksforapply': 'Tack ##FIRSTNAME##, vi hör av oss!',
        },
      },
    });
    // The company's admin: whom the new-application notification reaches.
    await buildUser(t.db, { memberOf: [[world.company.id, [PermissionId.Administrator]]] });
    world.other = await buildContainer(t.db);
    world.warehouse = await buildPosition(t.db, world.company.id, { name: 'Lagermedarbetare' });
    world.service = await buildPosition(t.db, world.company.id, {
      name: 'Kundtjänst',
      form: customerServiceForm(),
    });
  });

  function apply(positionId: number | string, email: string, metadata: Answers) {
    return post(t.app, APPLY, { action: 'create_jobApplication', data: { email, positionId, metadata } });
  }

  function filesOnDisk(): string[] {
    const root = path.join(t.config.dataDir, 'files');
    try {
      return readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name));
    } catch {
      return [];
    }
  }

  async function counts() {
    const count = async (
      table: typeof users | typeof jobApplications | typeof applicationFiles | typeof notifications,
      where?: SQL,
    ) =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(where)
      )[0]!.n;
    return {
      users: await count(users),
      applications: await count(jobApplications),
      files: await count(applicationFiles),
      // The news of an application only: the clock's first round may tell of the company's positions
      // (published, closing) at any moment of a test.
      notifications: await count(notifications, eq(notifications.type, 'create_jobApplication')),
      onDisk: filesOnDisk().length,
    };
  }

  /** Runs a failing call and checks that it left no row and no file behind. */
  async function expectRefused(call: () => ReturnType<typeof apply>, status: number) {
    const before = await counts();
    const res = await call();
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.error.message).toMatch(/[a-zåäö]/i);
    expect(await counts()).toEqual(before);
    return res.body.error as { code: string; message: string; fields?: Record<string, string> };
  }

  return { t, smtp, world, apply, counts, expectRefused };
}
