import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { migrate, openPostgres } from '../src/db/client.ts';
import { applicationFiles, jobs, notifications } from '../src/db/schema.ts';
import { CONVERT_HOST_TAG, CONVERSION_FAILED_TEXTS } from '../src/platform/conversion.ts';
import { JobWorker } from '../src/platform/job-worker.ts';
import { enqueueJob, type JobHandlers } from '../src/platform/jobs.ts';
import type { FileStorage } from '../src/platform/storage.ts';
import { withConversionStatus } from '../src/areas/files/queries.ts';
import type { Db } from '../src/db/client.ts';
import { testAppForFile, testDatabaseUrl } from './helpers/app.ts';
import { PermissionId } from '@rekry/domain';
import { buildUser } from './helpers/factories.ts';
import { applicationWithUpload, localFileStorage } from './helpers/files.ts';
import { jobHandlersOf, jobWorkerOf } from './helpers/jobs.ts';
import { exitCodeOf, processSandbox, processesWith, until } from './helpers/process.ts';
import { docxZipBomb } from './helpers/zip-bomb.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function applicationWithDocument(db: Db, storage: FileStorage, bytes: Buffer) {
  const application = await applicationWithUpload(db, storage, 'cv.docx', bytes, DOCX);
  // The company's admin: whom the failure notification reaches.
  await buildUser(db, { memberOf: [[application.container.id, [PermissionId.Administrator]]] });
  return application;
}

let bomb: Buffer;
beforeAll(async () => {
  bomb = await docxZipBomb();
}, 120_000);

describe('a docx zip bomb (a few MB that unpack to over 1 GB)', () => {
  const t = testAppForFile({
    jobWorker: false,
    convertLimits: { wallSeconds: 60, cpuSeconds: 60, memoryMb: 600 },
  });

  it('is stopped by the limits each try; after the last the file says it could not be converted and the company is told', async () => {
    expect(bomb.length).toBeLessThan(8_000_000);
    const { storage } = t.app.services;
    const { file, container, applicationId } = await applicationWithDocument(t.db, storage, bomb);
    // The queue's own handlers, retried without a pause so the test needs no waiting.
    const worker = jobWorkerOf(t, { backoffMs: 0, maxBackoffMs: 0 });
    const ran = await worker.runUntilIdle('convert-document');
    expect(ran).toBe(3);

    const [job] = (await t.db.select().from(jobs).where(eq(jobs.kind, 'convert-document'))).filter(
      (j) => (j.payload as { fileId: number }).fileId === file.id,
    );
    expect(job).toMatchObject({ status: 'failed', attempts: 3, maxAttempts: 3 });
    expect(job!.lastError).toMatch(/LibreOffice/);

    const rows = await t.db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, applicationId));
    expect(rows.map((r) => r.filename)).toEqual(['cv.docx']);
    expect(rows[0]!.conversionFailedAt).toBeInstanceOf(Date);
    const [listed] = await withConversionStatus(t.db, container.id, rows);
    expect(listed).toMatchObject({ filename: 'cv.docx', conversion: 'failed' });
    // Still downloadable, byte for byte.
    const stored = await storage.read({
      containerId: container.id,
      applicationId,
      storedName: rows[0]!.storedName,
    });
    expect(stored.equals(bomb)).toBe(true);

    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.containerId, container.id), eq(notifications.type, 'Exception')));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: CONVERSION_FAILED_TEXTS.title, data: { id: applicationId } });
    expect(told[0]!.message).toContain('cv.docx');

    // Nothing of LibreOffice is left, and the server answers.
    expect(processesWith(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
    expect(readdirSync(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    // The job gave up once: asking again changes nothing (one notification per file).
    const handlers = jobHandlersOf(t);
    await handlers['convert-document'].failed!({ fileId: file.id }, {} as never, 'again');
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.containerId, container.id), eq(notifications.type, 'Exception'))),
    ).toHaveLength(1);
  }, 600_000);
});

describe('the conversion jobs', () => {
  const t = testAppForFile({ jobWorker: false });

  it('run at most CONVERT_CONCURRENCY at once, while other kinds still run beside them', async () => {
    let converting = 0;
    let most = 0;
    let mailed = 0;
    const handlers = {
      'convert-document': {
        async run() {
          converting++;
          most = Math.max(most, converting);
          await new Promise((r) => setTimeout(r, 150));
          converting--;
        },
      },
      'send-email': {
        async run() {
          mailed++;
        },
      },
    } as unknown as JobHandlers;
    const worker = new JobWorker(t.database, handlers, t.app.log, {
      concurrency: 3,
      pollMs: 20,
      kindLimits: { 'convert-document': 1 },
    });
    for (let i = 0; i < 4; i++) await enqueueJob(t.db, 'convert-document', { fileId: 1000 + i });
    for (let i = 0; i < 2; i++) await enqueueJob(t.db, 'send-email', { emailLogId: 1000 + i });
    await worker.start();
    try {
      await until('every job done', async () => {
        const left = await t.db.execute(sql`select count(*)::int as n from jobs where status <> 'done'`);
        return (left as unknown as { rows: { n: number }[] }).rows[0]!.n === 0;
      });
    } finally {
      await worker.stop();
    }
    expect(most).toBe(1);
    expect(mailed).toBe(2);
    const rows = await t.db.select().from(jobs);
    expect(rows.every((j) => j.attempts === 1)).toBe(true);
  });

  it('that killed their server on the last try give up when taken back: the file is marked and the company told', async () => {
    const { storage } = t.app.services;
    const { file, container } = await applicationWithDocument(t.db, storage, Buffer.from('PK\u0003\u0004'));
    const [job] = (await t.db.select().from(jobs).where(eq(jobs.kind, 'convert-document'))).filter(
      (j) => (j.payload as { fileId: number }).fileId === file.id,
    );
    // As the third claim of a worker that died with it: running, locked long ago.
    await t.db
      .update(jobs)
      .set({ status: 'running', attempts: 3, lockedBy: 'dead', lockedAt: sql`now() - interval '1 hour'` })
      .where(eq(jobs.id, job!.id));
    const worker = jobWorkerOf(t);
    expect(await worker.releaseStale()).toBe(1);
    const [after] = await t.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(after!.status).toBe('failed');
    const [row] = await t.db.select().from(applicationFiles).where(eq(applicationFiles.id, file.id));
    expect(row!.conversionFailedAt).toBeInstanceOf(Date);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.containerId, container.id), eq(notifications.type, 'Exception')));
    expect(told).toHaveLength(1);
  });
});

describe.skipIf(!testDatabaseUrl)('a server killed during a conversion (real process, PostgreSQL)', () => {
  const sandbox = processSandbox('rekry-kill-');

  it('leaves no LibreOffice process 5 s after kill -9, and a restart cleans what was left', async () => {
    const env = { JOB_POLL_MS: '200' };
    const server = await sandbox.start(env);
    const database = await openPostgres(sandbox.url, 2);
    try {
      await migrate(database, sandbox.url);
      await applicationWithDocument(database.db, localFileStorage(sandbox.dataDir), bomb);
    } finally {
      await database.close();
    }
    const tag = path.join(sandbox.dataDir, 'tmp', 'rekry-convert-');
    // The server's worker takes the job: LibreOffice runs, tagged by its folder.
    await until('soffice.bin running', () => processesWith(tag).some((p) => p.cmd.includes('soffice.bin')));
    server.child.kill('SIGKILL');
    await exitCodeOf(server);
    const killedAt = Date.now();
    await until('no LibreOffice left', () => processesWith(tag).length === 0, 5_000);
    expect(Date.now() - killedAt).toBeLessThanOrEqual(5_000);

    // What the killed run left: its folder; and a stray process of an earlier life (as if its watchdog
    // had been killed too), tagged with a folder of a process that no longer exists.
    const leftDirs = readdirSync(path.join(sandbox.dataDir, 'tmp')).filter((n) =>
      n.startsWith('rekry-convert-'),
    );
    expect(leftDirs.length).toBeGreaterThan(0);
    const strayDir = path.join(
      sandbox.dataDir,
      'tmp',
      `rekry-convert-${CONVERT_HOST_TAG}-${server.child.pid}-abcdef`,
    );
    mkdirSync(strayDir, { recursive: true });
    const stray = spawn('sh', ['-c', 'sleep 600', path.join(strayDir, 'profile')], { stdio: 'ignore' });
    await until('the stray process runs', () => processesWith(strayDir).length > 0);

    const again = await sandbox.start(env);
    try {
      await until(
        'the stray process is killed',
        () => stray.exitCode !== null || stray.signalCode !== null,
        30_000,
      );
      for (const name of [...leftDirs, path.basename(strayDir)]) {
        expect(existsSync(path.join(sandbox.dataDir, 'tmp', name)), name).toBe(false);
      }
      expect(again.output()).not.toMatch(/Cannot use a pool/);
    } finally {
      await again.stop();
    }
  }, 300_000);

  it('on SIGTERM ends the running conversion at once and hands its job back without using a try', async () => {
    const server = await sandbox.start({ JOB_POLL_MS: '200', LOG_LEVEL: 'info' });
    const exited = exitCodeOf(server);
    const database = await openPostgres(sandbox.url, 2);
    try {
      const { file } = await applicationWithDocument(database.db, localFileStorage(sandbox.dataDir), bomb);
      const tag = path.join(sandbox.dataDir, 'tmp', `rekry-convert-${CONVERT_HOST_TAG}-${server.child.pid}-`);
      await until('soffice.bin running', () => processesWith(tag).some((p) => p.cmd.includes('soffice.bin')));
      server.child.kill('SIGTERM');
      expect(await exited).toBe(0);
      await until('no LibreOffice left', () => processesWith(tag).length === 0, 5_000);
      const [job] = (await database.db.select().from(jobs).where(eq(jobs.kind, 'convert-document'))).filter(
        (j) => (j.payload as { fileId: number }).fileId === file.id,
      );
      expect(job).toMatchObject({ status: 'pending', attempts: 0 });
      expect(server.output()).toMatch(/job interrupted by shutdown/);
      expect(server.output()).not.toMatch(/did not end in time|Cannot use a pool/);
    } finally {
      await database.close();
      await server.stop();
    }
  }, 300_000);
});
