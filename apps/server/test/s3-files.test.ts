import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { dataUrl, pdfWithText } from '../src/demo/files.ts';
import { applicationFiles, jobApplications, jobs } from '../src/db/schema.ts';
import { buildApp } from '../src/app.ts';
import { repoRoot } from '../src/config.ts';
import { convertApplicationFile } from '../src/platform/conversion.ts';
import { moveFiles } from '../src/platform/file-move.ts';
import { STORE_OUTAGE_RETRY_MS } from '../src/composition/job-handlers.ts';
import { LocalObjectStore } from '../src/platform/local-object-store.ts';
import { FileStorage } from '../src/platform/storage.ts';
import { STORE_UNAVAILABLE_TEXTS } from '../src/platform/object-store.ts';
import { post, testAppWithWorld } from './helpers/app.ts';
import { officeDocument } from './helpers/documents.ts';
import { buildContainer, buildPosition, standardAnswers, uniqueEmail } from './helpers/factories.ts';
import { jobWorkerOf } from './helpers/jobs.ts';
import { keysIn, s3ServerForFile } from './helpers/s3.ts';

// Each store request waits at most 400 ms for an answer, tried twice: a slow store costs about a second.
const TIMEOUT_MS = 400;
const s3 = s3ServerForFile();
const { t, world, tokens } = testAppWithWorld(() => ({
  fileStore: s3.fileStore({ timeoutMs: TIMEOUT_MS, maxAttempts: 2 }),
  jobWorker: false,
}));
afterEach(() => s3.fault('up'));

const DOCX = officeDocument('Anna Andersson CV');
const PDF = pdfWithText(['Bo Berg', 'CV']);

function apply(positionId: number, email: string, cv: { filename: string; type: string; bytes: Buffer }) {
  return post(t.app, '/api/public/positions/apply', {
    action: 'create_jobApplication',
    data: {
      email,
      positionId,
      metadata: {
        ...standardAnswers(email),
        form_file: { filename: cv.filename, data: dataUrl(cv.type, cv.bytes) },
      },
    },
  });
}

const PDF_CV = { filename: 'cv.pdf', type: 'application/pdf', bytes: PDF };
const DOCX_CV = {
  filename: 'cv.docx',
  type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  bytes: DOCX,
};

/** An application with a CV through the apply endpoint: its ids, its file's row and the file's key. */
async function applied(containerId: number, cv = PDF_CV) {
  const position = await buildPosition(t.db, containerId);
  const res = await apply(position.id, uniqueEmail(), cv);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const applicationId = res.body.data.applicationId as number;
  // The move to the final key follows the answer.
  await t.app.services.storage.settled();
  const [file] = await t.db
    .select()
    .from(applicationFiles)
    .where(eq(applicationFiles.applicationId, applicationId));
  const [application] = await t.db
    .select()
    .from(jobApplications)
    .where(eq(jobApplications.id, applicationId));
  return {
    applicationId,
    userId: application!.userId,
    file: file!,
    key: `${containerId}/${applicationId}/${file!.storedName}`,
  };
}

const download = (applicationId: number, fileId: number, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/dispatcher/storage/application/${applicationId}/files/${fileId}`,
    headers: { authorization: `Bearer ${tokens.writer}`, ...headers },
  });

describe('application files in an S3 bucket (FILE_STORE=s3)', () => {
  it('stores a CV under its key, serves it whole and in part, and serves its converted PDF', async () => {
    const bucket = s3.store();
    const { applicationId, file, key } = await applied(world.own.id, DOCX_CV);
    expect(await keysIn(bucket, `${world.own.id}/${applicationId}/`)).toEqual([key]);
    expect(await keysIn(bucket, 'pending/')).toEqual([]);

    const whole = await download(applicationId, file.id);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload).toEqual(DOCX);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await download(applicationId, file.id, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${DOCX.length}`);
    expect(part.rawPayload).toEqual(DOCX.subarray(10, 20));
    const tail = await download(applicationId, file.id, { range: 'bytes=-5' });
    expect(tail.rawPayload).toEqual(DOCX.subarray(-5));
    const past = await download(applicationId, file.id, { range: `bytes=${DOCX.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${DOCX.length}`);

    // The conversion job reads the original from the bucket and writes its PDF there.
    const { storage, converter } = t.app.services;
    const outcome = await convertApplicationFile(t.db, storage, converter, file.id);
    expect(outcome.status).toBe('converted');
    const pdf = await download(applicationId, (outcome as { fileId: number }).fileId);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await keysIn(bucket, `${world.own.id}/${applicationId}/`)).toHaveLength(2);
  }, 30_000);

  it('removes the objects after a GDPR delete and a company delete', async () => {
    const bucket = s3.store();
    const erased = await applied(world.own.id);
    const kept = await applied(world.own.id);
    const res = await t.as(tokens.admin).dispatch('delete_ApplicantFromContainer', {
      containerId: world.own.id,
      userId: erased.userId,
      reason: 'Begäran från den sökande',
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(await bucket.head(erased.key)).toBeNull();
    expect(await bucket.head(kept.key)).not.toBeNull();

    const company = await buildContainer(t.db);
    const theirs = await applied(company.id);
    const gone = await t.as(tokens.superuser).dispatch('delete_Container', {
      containerId: company.id,
      confirmName: company.name,
    });
    expect(gone.status, JSON.stringify(gone.error)).toBe(200);
    expect(await keysIn(bucket, `${company.id}/`)).toEqual([]);
    expect(await bucket.head(theirs.key)).toBeNull();
  });

  it('a store that is down: apply and download answer 503, nothing is half-saved, and an erasure is retried', async () => {
    const bucket = s3.store();
    const before = await applied(world.own.id);
    const position = await buildPosition(t.db, world.own.id);
    const keys = await keysIn(bucket);

    s3.fault('down');
    const email = uniqueEmail();
    const refused = await apply(position.id, email, {
      filename: 'cv.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    expect(refused.status).toBe(503);
    expect(refused.body.error).toEqual({ code: 'unavailable', message: STORE_UNAVAILABLE_TEXTS.write });
    const fetched = await download(before.applicationId, before.file.id);
    expect(fetched.statusCode).toBe(503);
    expect(fetched.json().error.message).toBe(STORE_UNAVAILABLE_TEXTS.read);
    // An instance starting now still starts: its sweep waits for a later start.
    const starting = await buildApp({ config: t.config, database: t.database, logger: false });
    expect((await starting.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await starting.close();

    // The person is erased at once; their file waits for the store in a job.
    const res = await t.as(tokens.admin).dispatch('delete_ApplicantFromContainer', {
      containerId: world.own.id,
      userId: before.userId,
      reason: 'Begäran från den sökande',
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const worker = jobWorkerOf(t);
    expect(await worker.runUntilIdle('remove-files')).toBeGreaterThan(0);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, 'remove-files'));
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });

    s3.fault('up');
    expect(await keysIn(bucket)).toEqual(keys);
    expect(
      await t.db
        .select()
        .from(jobApplications)
        .where(and(eq(jobApplications.positionId, position.id))),
    ).toEqual([]);
    await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job!.id));
    await worker.runUntilIdle('remove-files');
    const [done] = await t.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(done!.status).toBe('done');
    expect(await bucket.head(before.key)).toBeNull();
  });

  it('a move that fails after the commit leaves the file readable, and settling makes it final later', async () => {
    const bucket = s3.store();
    const { storage } = t.app.services;
    const { applicationId, file } = await applied(world.own.id);
    const ref = { containerId: world.own.id, applicationId, storedName: FileStorage.newStoredName('pdf') };
    const pending = await storage.writePending(ref, PDF);
    const [row] = await t.db
      .insert(applicationFiles)
      .values({
        ...ref,
        propertyKey: file.propertyKey,
        filename: 'cv-2.pdf',
        contentType: 'application/pdf',
        size: PDF.length,
      })
      .returning();
    s3.fault('down');
    await pending.finish();
    s3.fault('up');
    expect(await keysIn(bucket, 'pending/')).toEqual([storage.pendingKeyOf(ref)]);
    const served = await download(applicationId, row!.id, { range: 'bytes=0-4' });
    expect(served.statusCode).toBe(206);
    expect(served.body).toBe('%PDF-');

    expect(await storage.settlePending(t.db)).toEqual({ finished: 1, removed: 0 });
    expect(await keysIn(bucket, 'pending/')).toEqual([]);
    expect(await bucket.head(storage.keyOf(ref))).toMatchObject({ size: PDF.length });
  });

  it('a conversion whose tries a store outage used up starts again later, and is not marked as failed', async () => {
    const { file } = await applied(world.own.id, DOCX_CV);
    const ofFile = sql`${jobs.kind} = 'convert-document' and ${jobs.payload}->>'fileId' = ${String(file.id)}`;
    const [job] = await t.db.select().from(jobs).where(ofFile);
    await t.db
      .update(jobs)
      .set({ attempts: job!.maxAttempts - 1 })
      .where(eq(jobs.id, job!.id));
    s3.fault('down');
    const startedAt = Date.now();
    await jobWorkerOf(t).runUntilIdle('convert-document');
    s3.fault('up');
    const after = await t.db.select().from(jobs).where(ofFile).orderBy(jobs.id);
    expect(after.map((j) => j.status)).toEqual(['done', 'pending']);
    expect(after[1]!.runAt.getTime()).toBeGreaterThanOrEqual(startedAt + STORE_OUTAGE_RETRY_MS);
    const [row] = await t.db.select().from(applicationFiles).where(eq(applicationFiles.id, file.id));
    expect(row!.conversionFailedAt).toBeNull();
  });

  it('a slow store: the apply gives up within its timeouts with a 503 and saves nothing', async () => {
    const bucket = s3.store();
    const position = await buildPosition(t.db, world.own.id);
    const keys = await keysIn(bucket);
    s3.fault('slow');
    const started = Date.now();
    const res = await apply(position.id, uniqueEmail(), {
      filename: 'cv.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    const took = Date.now() - started;
    expect(res.status).toBe(503);
    // Two tries of at most TIMEOUT_MS each (and the SDK's short backoff), not a hung request.
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(took).toBeLessThan(4 * TIMEOUT_MS + 1000);
    s3.fault('up');
    expect(await keysIn(bucket)).toEqual(keys);
    expect(
      await t.db.select().from(jobApplications).where(eq(jobApplications.positionId, position.id)),
    ).toEqual([]);
  });
});

describe('npm run files:move', () => {
  it('copies and verifies every file, resumes after a stop, and deletes local files only once verified', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rekry-move-'));
    try {
      const local = new LocalObjectStore(dir);
      const bucket = s3.store();
      const files = new Map(
        [1, 2, 3, 4, 5].map((i) => [`900001/${i}/${randomUUID()}.pdf`, pdfWithText([`CV ${i}`])]),
      );
      for (const [key, bytes] of files) await local.put(key, bytes);
      // A pending file is the running server's: never moved.
      await local.put(`pending/host-1/900001-1-${randomUUID()}.pdf`, PDF);

      // Stopped after two files, as an operator's Ctrl-C would.
      const stopAfterTwo = (done: number) => {
        if (done === 2) throw new Error('stopped');
      };
      await expect(moveFiles(local, bucket, { deleteLocal: false, progress: stopAfterTwo })).rejects.toThrow(
        'stopped',
      );
      const firstRun = await keysIn(bucket, '900001/');
      expect(firstRun).toHaveLength(2);
      // One copy went bad in the bucket: it is copied again, not trusted for its key.
      await bucket.put(firstRun[0]!, Buffer.from('broken'));

      // The store is down: nothing is verified, so nothing local goes.
      s3.fault('down');
      const down = await moveFiles(local, bucket, { deleteLocal: true });
      expect(down).toMatchObject({ found: 5, copied: 0, verified: 0, deleted: 0 });
      expect(down.failed).toHaveLength(5);
      expect(await keysIn(local)).toHaveLength(6);
      s3.fault('up');

      const resumed = await moveFiles(local, bucket, { deleteLocal: true });
      expect(resumed).toEqual({ found: 5, copied: 4, verified: 1, deleted: 5, failed: [] });
      for (const [key, bytes] of files) expect(await buffer((await bucket.get(key))!.body)).toEqual(bytes);
      expect(await keysIn(local)).toEqual(await keysIn(local, 'pending/'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs from the root package, printing a summary', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rekry-move-'));
    try {
      const key = `900002/1/${randomUUID()}.pdf`;
      await new LocalObjectStore(dir).put(key, PDF);
      const output = await new Promise<{ code: number | null; text: string }>((resolve) => {
        const child = spawn('npm', ['run', '--silent', 'files:move'], {
          cwd: repoRoot,
          env: { ...process.env, DATA_DIR: dir, ...s3.env() },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let text = '';
        child.stdout.on('data', (d) => (text += d));
        child.stderr.on('data', (d) => (text += d));
        child.once('exit', (code) => resolve({ code, text }));
      });
      expect(output.text).toContain(
        'Done: 1 files, 1 copied and verified, 0 already in the store, 0 local copies deleted, 0 failed',
      );
      expect(output.code).toBe(0);
      expect(await s3.store().head(key)).toMatchObject({ size: PDF.length });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
