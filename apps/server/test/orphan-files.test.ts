import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { dataUrl, pdfWithText } from '../src/demo/files.ts';
import { migrate, openPostgres } from '../src/db/client.ts';
import { applicationFiles, jobApplications } from '../src/db/schema.ts';
import { createApplication } from '../src/services/applications.ts';
import { FileStorage, PENDING_HOST_TAG } from '../src/services/storage.ts';
import { createTestApp, testDatabaseUrl, type TestApp, testAppForFile } from './helpers/app.ts';
import { buildContainer, buildPosition, standardAnswers, uniqueEmail } from './helpers/factories.ts';
import { applyOverHttp, processSandbox } from './helpers/process.ts';

const PDF = pdfWithText(['Anna Andersson', 'CV']);

/** Every file under the file store, as paths relative to it (temporary ones under '.tmp/…'). */
function filesUnder(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}
const finalFiles = (root: string) => filesUnder(root).filter((f) => !f.startsWith('.tmp'));
const pendingFiles = (root: string) => filesUnder(root).filter((f) => f.startsWith('.tmp'));

async function rowsAsPaths(db: TestApp['db']): Promise<string[]> {
  const rows = await db.select().from(applicationFiles);
  return rows.map((r) => path.join(String(r.containerId), String(r.applicationId), r.storedName)).sort();
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
        expect(existsSync(storage.pathOf(ref))).toBe(false);
        expect(pendingFiles(storage.root)).toHaveLength(1);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(filesUnder(storage.root)).toEqual([]);

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
    expect(filesUnder(storage.root)).toEqual([]);
    expect(
      await t.db.select().from(jobApplications).where(eq(jobApplications.positionId, position.id)),
    ).toEqual([]);

    const { applicationId } = await createApplication(t.db, storage, {
      ...input,
      files: input.files.slice(0, 1),
    });
    expect(finalFiles(storage.root)).toEqual(await rowsAsPaths(t.db));
    expect(pendingFiles(storage.root)).toEqual([]);
    expect(applicationId).toBeGreaterThan(0);
  });

  it('are settled at start after a crash: committed ones made final, the rest and orphans removed', async () => {
    const { storage } = t.app.services;
    const container = await buildContainer(t.db);
    const position = await buildPosition(t.db, container.id);
    const { applicationId } = await createApplication(t.db, storage, {
      containerId: container.id,
      positionId: position.id,
      positionName: position.name,
      email: uniqueEmail(),
      metadata: {},
      info: { firstname: 'Bo', lastname: 'Berg', name: 'Bo Berg' } as never,
      consent: null,
      files: [],
    });
    const at = { containerId: container.id, applicationId };
    // A process that died (pid 2^22+1 is above Linux's pid_max) with two temporary files: one whose row
    // committed before the crash, one whose transaction never did.
    const deadDir = path.join(storage.pendingRoot, `${PENDING_HOST_TAG}-4194305`);
    mkdirSync(deadDir, { recursive: true });
    const committed = FileStorage.newStoredName('pdf');
    const neverCommitted = FileStorage.newStoredName('pdf');
    writeFileSync(path.join(deadDir, `${at.containerId}-${at.applicationId}-${committed}`), PDF);
    writeFileSync(path.join(deadDir, `${at.containerId}-${at.applicationId}-${neverCommitted}`), PDF);
    await t.db.insert(applicationFiles).values({
      ...at,
      propertyKey: 'form_file',
      filename: 'cv.pdf',
      storedName: committed,
      contentType: 'application/pdf',
      size: PDF.length,
    });
    // A final file whose row was deleted (the removal after the commit never ran).
    const deleted = FileStorage.newStoredName('pdf');
    await storage.write({ ...at, storedName: deleted }, PDF);
    // A live instance's temporary file (this process) is not touched while young.
    const live = await storage.writePending({ ...at, storedName: FileStorage.newStoredName('pdf') }, PDF);

    const result = await storage.sweep(t.db);
    expect(result).toMatchObject({ finished: 1, removed: 2 });
    expect(existsSync(storage.pathOf({ ...at, storedName: committed }))).toBe(true);
    expect(existsSync(storage.pathOf({ ...at, storedName: neverCommitted }))).toBe(false);
    expect(existsSync(storage.pathOf({ ...at, storedName: deleted }))).toBe(false);
    expect(existsSync(deadDir)).toBe(false);
    expect(pendingFiles(storage.root)).toHaveLength(1);
    await live.discard();
    expect(finalFiles(storage.root)).toEqual(await rowsAsPaths(t.db));
  });

  it('are left alone when no row names any of them (the wrong database, not a crash)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rekry-sweep-'));
    try {
      const storage = new FileStorage(dataDir);
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
      expect(existsSync(storage.pathOf(ref))).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!testDatabaseUrl)('kill -9 under a load of applications (real process, PostgreSQL)', () => {
  const sandbox = processSandbox('rekry-orphans-');

  it('after a restart the files on disk are exactly the file rows, and every acknowledged application has its file', async () => {
    const env = { RATE_LIMIT_FACTOR: '1000', JOB_WORKER: '0' };
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
          const res = await applyOverHttp(server.port, position.id, email, {
            ...standardAnswers(email, { form_text_motivation: 'Jag gillar ordning.' }),
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
      // 30 at once. Once a few have been answered, a session of the test holds the notifications table
      // (SHARE: no inserts), so the applications still in flight stop inside their transactions after
      // their files were written (the notification is the last insert): the server is killed then.
      const load = Promise.all(Array.from({ length: 30 }, (_, i) => one(i)));
      const deadline = Date.now() + 120_000;
      while (answered < 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      const holder = new pg.Client({ connectionString: sandbox.url });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('lock table notifications in share mode');
        const waiting = async () =>
          (
            await holder.query<{ n: number }>(
              `select count(*)::int as n from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
            )
          ).rows[0]!.n;
        // Some stopped at the lock (at least 3), or none is left in flight.
        while (Date.now() < deadline && answered < 30 && (await waiting()) < 3) {
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
        const root = path.join(sandbox.dataDir, 'files');
        expect(finalFiles(root)).toEqual(await rowsAsPaths(database.db));
        expect(pendingFiles(root)).toEqual([]);
        for (const id of acknowledged) {
          const rows = await database.db
            .select()
            .from(applicationFiles)
            .where(eq(applicationFiles.applicationId, id));
          expect(rows, `application ${id}`).toHaveLength(1);
          expect(existsSync(path.join(root, String(company.id), String(id), rows[0]!.storedName))).toBe(true);
        }
        console.info(
          `kill -9 under load: ${acknowledged.length} of 30 acknowledged, ${stoppedInTransaction} killed inside their transaction`,
        );
      } finally {
        await again.stop();
      }
    } finally {
      await database.close();
    }
  }, 300_000);
});
