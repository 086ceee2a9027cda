import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { dataUrl, pdfWithText } from '../src/demo/files.ts';
import { migrate, openPostgres } from '../src/db/client.ts';
import { applicationFiles, jobApplications } from '../src/db/schema.ts';
import { createApplication } from '../src/areas/applicants/applications.ts';
import { LocalObjectStore } from '../src/platform/local-object-store.ts';
import type { ObjectStore } from '../src/platform/object-store.ts';
import { FileStorage } from '../src/platform/storage.ts';
import { createTestApp, testDatabaseUrl, type TestApp, testAppForFile } from './helpers/app.ts';
import { buildContainer, buildPosition, standardAnswers, uniqueEmail } from './helpers/factories.ts';
import { applyMultipartOverHttp, applyOverHttp, processSandbox } from './helpers/process.ts';
import { localFileStorage } from './helpers/files.ts';
import { keysIn, s3ServerForFile } from './helpers/s3.ts';

const PDF = pdfWithText(['Anna Andersson', 'CV']);

const finalKeys = async (store: ObjectStore) =>
  (await keysIn(store)).filter((k) => !k.startsWith('pending/'));
const pendingKeys = (store: ObjectStore) => keysIn(store, 'pending/');

/** The key each file row names, sorted. */
async function rowsAsKeys(db: TestApp['db']): Promise<string[]> {
  const rows = await db.select().from(applicationFiles);
  return rows.map((r) => `${r.containerId}/${r.applicationId}/${r.storedName}`).sort();
}

describe('files written inside a transaction', () => {
  const t = testAppForFile({ jobWorker: false });

  it('stay temporary until the commit, and an error after the write leaves no file at all', async () => {
    const { storage } = t.app.services;
    const container = await buildContainer(t.db);
    const position = await buildPosition(t.db, container.id);
    const ref = {
      containerId: container.id,
      applicationId: 424242,
      storedName: FileStorage.newStoredName('pdf'),
    };
    await expect(
      storage.inTransaction(t.db, async (tx, write) => {
        await write(ref, PDF);
        // Written, but not where a committed file lives.
        expect(await finalKeys(storage.store)).toEqual([]);
        expect(await pendingKeys(storage.store)).toHaveLength(1);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(await keysIn(storage.store)).toEqual([]);

    // createApplication: a failure after its files were written (here: a second application of the same
    // person, refused after the write of its file would have come … and a broken insert after the write).
    const email = uniqueEmail();
    const input = {
      containerId: container.id,
      positionId: position.id,
      positionName: position.name,
      email,
      metadata: {},
      info: { firstname: 'Anna', lastname: 'Andersson', name: 'Anna Andersson' } as never,
      consent: null,
      files: [
        {
          propertyKey: 'form_file',
          filename: 'cv.pdf',
          file: { bytes: PDF, contentType: 'application/pdf', extension: 'pdf' },
        },
        // A NUL in a name PostgreSQL cannot store: the second row's insert fails after the first file was written.
        {
          propertyKey: 'form_other',
          filename: 'bad\u0000.pdf',
          file: { bytes: PDF, contentType: 'application/pdf', extension: 'pdf' },
        },
      ],
    };
    await expect(createApplication(t.db, storage, input)).rejects.toThrow();
    expect(await keysIn(storage.store)).toEqual([]);
    expect(
      await t.db.select().from(jobApplications).where(eq(jobApplications.positionId, position.id)),
    ).toEqual([]);

    const { applicationId } = await createApplication(t.db, storage, {
      ...input,
      files: input.files.slice(0, 1),
    });
    await storage.settled();
    expect(await finalKeys(storage.store)).toEqual(await rowsAsKeys(t.db));
    expect(await pendingKeys(storage.store)).toEqual([]);
    expect(applicationId).toBeGreaterThan(0);
  });

  it('are left alone when no row names any of them (the wrong database, not a crash)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rekry-sweep-'));
    try {
      const storage = localFileStorage(dataDir);
      const ref = {
        containerId: 999_001,
        applicationId: 999_002,
        storedName: FileStorage.newStoredName('pdf'),
      };
      await storage.write(ref, PDF);
      const other = await createTestApp({ jobWorker: false });
      try {
        expect(await storage.sweep(other.db)).toMatchObject({ removed: 0, skipped: 1 });
      } finally {
        await other.close();
      }
      expect(await keysIn(storage.store)).toEqual([storage.keyOf(ref)]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

const s3 = s3ServerForFile();

describe.skipIf(!testDatabaseUrl).each(['local', 's3'] as const)(
  'kill -9 under a load of applications (real process, PostgreSQL, %s store)',
  (kind) => {
    const sandbox = processSandbox('rekry-orphans-');

    it('after a restart the stored files are exactly the file rows, and every acknowledged application has its file', async () => {
      const env = { RATE_LIMIT_FACTOR: '1000', JOB_WORKER: '0', ...(kind === 's3' ? s3.env() : {}) };
      const store = kind === 's3' ? s3.store() : new LocalObjectStore(sandbox.dataDir);
      const server = await sandbox.start(env);
      const database = await openPostgres(sandbox.url, 2);
      try {
        await migrate(database, sandbox.url);
        const company = await buildContainer(database.db);
        const position = await buildPosition(database.db, company.id, { name: 'Lagermedarbetare' });
        // A CV of about 1 MB each (a PDF with padding after its end), so writes take a while.
        const big = Buffer.concat([PDF, Buffer.alloc(1_000_000, 0x0a)]);
        const acknowledged: number[] = [];
        let stoppedInTransaction = 0;
        let answered = 0;
        const one = async (i: number) => {
          const email = `last-${i}-${Date.now()}@example.se`;
          try {
            const answers = standardAnswers(email, { form_text_motivation: 'Jag gillar ordning.' });
            // Half as JSON (the file written inside the request), half multipart (streamed as it comes).
            const res =
              i % 2
                ? await applyMultipartOverHttp(server.port, position.id, email, answers, {
                    form_file: { filename: `cv-${i}.pdf`, bytes: big },
                  })
                : await applyOverHttp(server.port, position.id, email, {
                    ...answers,
                    form_file: { filename: `cv-${i}.pdf`, data: dataUrl('application/pdf', big) },
                  });
            const body = (await res.json().catch(() => null)) as { data?: { applicationId: number } } | null;
            if (res.status >= 200 && res.status < 300) acknowledged.push(body!.data!.applicationId);
            else if (res.status !== 201) expect(res.status, JSON.stringify(body)).toBeLessThan(500);
          } catch {
            /* the server died under it: not acknowledged */
          } finally {
            answered++;
          }
        };
        // Ten go through first (acknowledged, so they must survive). Then a session of the test holds the
        // applications table (SHARE: no inserts) and twenty more are sent: an application's own row is the
        // last thing its transaction writes, so those stop there with their files written, queued and all,
        // or are still sending their files, when the server is killed.
        await Promise.all(Array.from({ length: 10 }, (_, i) => one(i)));
        const deadline = Date.now() + 120_000;
        const holder = new pg.Client({ connectionString: sandbox.url });
        await holder.connect();
        let load: Promise<unknown> = Promise.resolve();
        try {
          await holder.query('begin');
          await holder.query('lock table job_applications in share mode');
          load = Promise.all(Array.from({ length: 20 }, (_, i) => one(10 + i)));
          const waiting = async () =>
            (
              await holder.query<{ n: number }>(
                `select count(*)::int as n from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
              )
            ).rows[0]!.n;
          while (Date.now() < deadline && (await waiting()) < 3) {
            await new Promise((r) => setTimeout(r, 20));
          }
          stoppedInTransaction = await waiting();
          server.child.kill('SIGKILL');
          await load;
        } finally {
          await holder.query('rollback').catch(() => undefined);
          await holder.end();
        }
        expect(answered).toBe(30);
        expect(acknowledged.length).toBeGreaterThan(0);
        expect(stoppedInTransaction).toBeGreaterThan(0);

        // The killed process may have left temporary (or, before the fix, final) files of transactions that
        // never committed. A restart settles them before it answers.
        const again = await sandbox.start(env);
        try {
          expect(await finalKeys(store)).toEqual(await rowsAsKeys(database.db));
          expect(await pendingKeys(store)).toEqual([]);
          for (const id of acknowledged) {
            const rows = await database.db
              .select()
              .from(applicationFiles)
              .where(eq(applicationFiles.applicationId, id));
            expect(rows, `application ${id}`).toHaveLength(1);
            expect(await store.head(`${company.id}/${id}/${rows[0]!.storedName}`)).not.toBeNull();
          }
          console.info(
            `kill -9 under load (${kind}): ${acknowledged.length} of 30 acknowledged, ${stoppedInTransaction} killed inside their transaction`,
          );
        } finally {
          await again.stop();
        }
      } finally {
        await database.close();
      }
    }, 300_000);
  },
);
