import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  HUB_CLOSE,
  INTERVIEW_TEXTS,
  PermissionId,
  errorMessages,
  type ApplyResponse,
  type PublicBooking,
} from '@rekry/domain';
import { TokenService } from '../src/core/access/tokens.ts';
import { openPostgres } from '../src/db/client.ts';
import { applicationFiles, interviewSlots, jobApplications, jobs, users } from '../src/db/schema.ts';
import { dataUrl, pdfWithText } from '../src/demo/files.ts';
import { testDatabaseUrl } from './helpers/app.ts';
import { buildApplication, labelByName } from './helpers/applicants.ts';
import { buildInterview } from './helpers/interviews.ts';
import { officeDocument } from './helpers/documents.ts';
import {
  buildContainer,
  buildPosition,
  buildUser,
  standardAnswers,
  tokenFor,
  uniqueEmail,
} from './helpers/factories.ts';
import { joinedSocketAt } from './helpers/hub.ts';
import {
  applyMultipartOverHttp,
  dispatchOverHttp,
  exitCodeOf,
  processSandbox,
  sharedInstanceEnv,
  startServerProcess,
  type ServerProcess,
} from './helpers/process.ts';
import { keysIn, s3ServerForFile } from './helpers/s3.ts';

/**
 * Two real server processes, A and B, on one PostgreSQL database and one S3 bucket, each with a data
 * folder of its own (as on two machines): what one instance takes in, the other lists, serves and hears;
 * the job queue, the rate limits and the hub are shared; and a graceful stop of one loses nothing.
 */

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
type Cv = { filename: string; type: string; bytes: Buffer };
const pdfCv = (text: string): Cv => ({
  filename: 'cv.pdf',
  type: 'application/pdf',
  bytes: pdfWithText(['CV', text]),
});

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
const INTEGRATION_KEY = 'two-instances-integration-0123456789abcdef';

describe.skipIf(!testDatabaseUrl)('two server processes on one database and one bucket', () => {
  const s3 = s3ServerForFile();
  const sandbox = processSandbox('rekry-two-');
  let a: ServerProcess;
  let b: ServerProcess;
  let database: Awaited<ReturnType<typeof openPostgres>>;
  let w: Awaited<ReturnType<typeof buildCompany>>;
  let tokens: Record<'admin' | 'colleague' | 'reader' | 'foreignAdmin', string>;
  let sofficeRuns: () => number;
  const sockets: { socket: WebSocket }[] = [];

  async function buildCompany() {
    const { db } = database;
    const company = await buildContainer(db);
    const foreign = await buildContainer(db);
    const admin = await buildUser(db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    const colleague = await buildUser(db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    // A reader with no right on the position: hears nothing of its applications.
    const reader = await buildUser(db, { memberOf: [[company.id, [PermissionId.Read]]] });
    const foreignAdmin = await buildUser(db, { memberOf: [[foreign.id, [PermissionId.Administrator]]] });
    const position = await buildPosition(db, company.id);
    return { company, foreign, admin, colleague, reader, foreignAdmin, position };
  }

  beforeAll(async () => {
    // LibreOffice behind a wrapper that counts its conversions, in both processes: the honest count,
    // whichever worker ran them and whatever rows they left (each start's look at its version is no run).
    const runs = path.join(sandbox.dataDir, 'soffice-runs');
    const soffice = path.join(sandbox.dataDir, 'soffice-counted');
    writeFileSync(soffice, `#!/bin/sh\n[ "$1" = --version ] || echo run >> '${runs}'\nexec soffice "$@"\n`);
    chmodSync(soffice, 0o755);
    sofficeRuns = () => readFileSync(runs, 'utf8').split('\n').filter(Boolean).length;
    writeFileSync(runs, '');

    const shared = sharedInstanceEnv(sandbox.url);
    const env = {
      ...shared,
      ...s3.env(),
      INTEGRATION_SECRET_KEY: INTEGRATION_KEY,
      SOFFICE_PATH: soffice,
      // Behind a load balancer on this machine: each caller is the address it forwards. Small limits: a
      // login budget of three a minute.
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_FACTOR: '0.3',
      REALTIME_RECHECK_MS: '300',
    };
    const dataDirOf = (name: string) => {
      const dir = path.join(sandbox.dataDir, name);
      mkdirSync(dir);
      return dir;
    };
    [a, b] = await Promise.all([
      startServerProcess({ ...env, DATA_DIR: dataDirOf('a') }),
      startServerProcess({ ...env, DATA_DIR: dataDirOf('b') }),
    ]);
    database = await openPostgres(sandbox.url, 2);
    w = await buildCompany();
    const issuer = new TokenService(shared.TOKEN_SECRET!, 3600);
    const tokenOf = (user: { id: number }) => tokenFor(database.db, issuer, user.id);
    tokens = {
      admin: await tokenOf(w.admin),
      colleague: await tokenOf(w.colleague),
      reader: await tokenOf(w.reader),
      foreignAdmin: await tokenOf(w.foreignAdmin),
    };
  });

  afterAll(async () => {
    for (const { socket } of sockets) socket.close();
    await database?.close();
    await Promise.all([a?.stop(), b?.stop()]);
  });

  let caller = 0;
  /** A caller of its own for each application (the apply limit counts per caller). */
  const nextCaller = () => {
    caller++;
    return `100.${64 + ((caller >> 16) & 63)}.${(caller >> 8) & 255}.${caller & 255}`;
  };
  const answersOf = (email: string, cv: Cv) => ({
    ...standardAnswers(email),
    form_file: { filename: cv.filename, data: dataUrl(cv.type, cv.bytes) },
  });
  // As the career site sends it: the CV a part of its own, streamed to the bucket as it arrives.
  const applyTo = (server: ServerProcess, email: string, cv: Cv, positionId = w.position.id) =>
    applyMultipartOverHttp(
      server.port,
      positionId,
      email,
      standardAnswers(email),
      { form_file: { filename: cv.filename, bytes: cv.bytes, type: cv.type } },
      { 'x-forwarded-for': nextCaller() },
    );

  /**
   * An apply over a connection of its own whose first header lines reach the server now and the rest
   * with `finish()`: begun before a stop and finished during it, the server routes it only while stopping.
   */
  async function applyInTwoParts(server: ServerProcess, positionId: number, email: string, cv: Cv) {
    const body = JSON.stringify({
      action: 'create_jobApplication',
      data: { email, positionId, metadata: answersOf(email, cv) },
    });
    const socket = connect(server.port, '127.0.0.1');
    socket.on('error', () => undefined);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    await new Promise((resolve) => socket.write('POST /api/public/positions/apply HTTP/1.1\r\n', resolve));
    return {
      async finish() {
        socket.end(
          `Host: 127.0.0.1\r\nContent-Type: application/json\r\nX-Forwarded-For: ${nextCaller()}\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        );
        await closed;
        const [head = '', ...rest] = Buffer.concat(chunks).toString().split('\r\n\r\n');
        return { status: Number(head.split(' ')[1]), head, body: rest.join('\r\n\r\n') };
      },
    };
  }
  const appliedTo = async (server: ServerProcess, email: string, cv: Cv) => {
    const res = await applyTo(server, email, cv);
    expect(res.status).toBe(201);
    return ((await res.json()) as ApplyResponse).data.applicationId;
  };
  const download = (server: ServerProcess, applicationId: number, fileId: number, range?: string) =>
    fetch(
      `http://127.0.0.1:${server.port}/api/dispatcher/storage/application/${applicationId}/files/${fileId}`,
      {
        headers: { authorization: `Bearer ${tokens.admin}`, ...(range ? { range } : {}) },
      },
    );
  const joined = async (server: ServerProcess, token: string, containerId = w.company.id) => {
    const socket = await joinedSocketAt(server.port, { token, containerId });
    sockets.push(socket);
    return socket;
  };

  it('an application with a PDF CV sent to A is heard, listed and downloaded (whole and in part) through B', async () => {
    const adminOnB = await joined(b, tokens.admin);
    const readerOnB = await joined(b, tokens.reader);
    const foreignOnA = await joined(a, tokens.foreignAdmin, w.foreign.id);
    const email = uniqueEmail();
    const cv = pdfCv(email);
    const applicationId = await appliedTo(a, email, cv);
    const at = { containerId: w.company.id, positionId: w.position.id };

    expect(await adminOnB.next('notification')).toMatchObject({
      notification: { type: 'create_jobApplication', data: { positionId: w.position.id, id: applicationId } },
    });
    expect(await adminOnB.next('applicants')).toEqual({ type: 'applicants', positionId: w.position.id });

    const list = await dispatchOverHttp(b.port, tokens.admin, 'get_ApplicantsByPosition', at);
    expect(list.status).toBe(200);
    expect(list.data.items.find((item) => item.id === applicationId)).toMatchObject({ email, files: 1 });
    const detail = await dispatchOverHttp(b.port, tokens.admin, 'get_ApplicantById', {
      ...at,
      applicantId: applicationId,
    });
    expect(detail.status).toBe(200);
    const [file] = detail.data.files;
    expect(file).toMatchObject({ filename: 'cv.pdf', kind: 'original', size: cv.bytes.length });

    const whole = await download(b, applicationId, file!.id);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(await bytesOf(whole)).toEqual(cv.bytes);
    const part = await download(b, applicationId, file!.id, 'bytes=100-199');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${cv.bytes.length}`);
    expect(await bytesOf(part)).toEqual(cv.bytes.subarray(100, 200));

    // Heard at the same moment as the admin's, had they been sent: neither the reader without a right
    // on the position nor another company's admin on A heard anything.
    expect(readerOnB.events).toEqual([]);
    expect(foreignOnA.events).toEqual([]);
  });

  it('a .docx sent to A is converted once, by whichever worker claims it, and both serve its PDF', async () => {
    const email = uniqueEmail();
    const docx = officeDocument('Anna Andersson CV');
    const applicationId = await appliedTo(a, email, { filename: 'cv.docx', type: DOCX_TYPE, bytes: docx });
    const conversions = () => database.db.select().from(jobs).where(eq(jobs.kind, 'convert-document'));
    await expect
      .poll(async () => (await conversions()).map((job) => job.status), { timeout: 60_000, interval: 200 })
      .toEqual(['done']);
    const [job] = await conversions();
    // Done at its first try, by one of the two workers (its id names the process).
    expect(job!.attempts).toBe(1);
    expect(job!.lockedBy).toMatch(new RegExp(`:(${a.child.pid}|${b.child.pid}):`));
    expect(sofficeRuns()).toBe(1);

    const files = await database.db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, applicationId))
      .orderBy(applicationFiles.id);
    expect(files.map((f) => [f.kind, f.filename])).toEqual([
      ['original', 'cv.docx'],
      ['converted', 'cv.docx.converted.pdf'],
    ]);
    const pdf = files[1]!;
    expect(job!.payload).toEqual({ fileId: files[0]!.id });
    const served = [];
    for (const server of [a, b]) {
      const res = await download(server, applicationId, pdf.id);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      served.push(await bytesOf(res));
    }
    expect(served[0]!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(served[0]!.length).toBe(pdf.size);
    expect(served[1]).toEqual(served[0]);
  }, 90_000);

  it('a status change made on A reaches a colleague’s socket on B, which B closes once the token is revoked', async () => {
    const colleagueOnB = await joined(b, tokens.colleague);
    const applicationId = await appliedTo(a, uniqueEmail(), pdfCv('status'));
    // The application's own events come first (through NOTIFY, whenever they come): set aside.
    expect(await colleagueOnB.next('notification')).toMatchObject({
      notification: { type: 'create_jobApplication', data: { id: applicationId } },
    });
    await colleagueOnB.next('applicants');

    const maybe = await labelByName(database.db, w.company.id, 'Kanske');
    const at = { containerId: w.company.id, positionId: w.position.id };
    const changed = await dispatchOverHttp(a.port, tokens.admin, 'update_ApplicantStatus', {
      ...at,
      labelId: maybe.id,
      ids: [applicationId],
    });
    expect(changed.status).toBe(200);
    expect(changed.data.updated).toBe(1);
    expect(await colleagueOnB.next('notification')).toMatchObject({
      notification: {
        type: 'update_jobApplicationStatus',
        data: { positionId: w.position.id, id: applicationId },
      },
    });
    expect(await colleagueOnB.next('applicants')).toEqual({ type: 'applicants', positionId: w.position.id });
    const detail = await dispatchOverHttp(b.port, tokens.colleague, 'get_ApplicantById', {
      ...at,
      applicantId: applicationId,
    });
    expect(detail.data.labelId).toBe(maybe.id);

    // Revoked in the shared database: B's next check closes the socket it holds.
    await database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, w.colleague.id));
    expect((await colleagueOnB.closed).code).toBe(HUB_CLOSE.unauthorized);
  });

  it('failed logins of one caller spread over A and B count against one budget', async () => {
    const login = (server: ServerProcess) =>
      fetch(`http://127.0.0.1:${server.port}/api/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ email: 'delad@example.se', password: 'fel-lösenord-123' }),
      });
    const answers = [];
    for (const server of [a, b, a]) answers.push((await login(server)).status);
    expect(answers).toEqual([401, 401, 401]);
    // Counted in each process's memory, B would have seen one try and A two: together they are three.
    const limited = await login(b);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(
      errorMessages.rateLimited,
    );
    expect((await login(a)).status).toBe(429);
  });

  it('of 100 candidates booking one interviewer’s slot at once through A and B, exactly one gets it', async () => {
    const config = { integrationKey: INTEGRATION_KEY };
    const invited = [];
    for (let i = 0; i < 100; i++) {
      const application = await buildApplication(database.db, w.company.id, w.position.id);
      const at = { containerId: w.company.id, positionId: w.position.id, applicantId: application.id };
      invited.push(
        await buildInterview({ db: database.db, config }, at, { interviewerIds: [w.colleague.id] }),
      );
    }
    const page = await fetch(`http://127.0.0.1:${a.port}/api/public/interviews/${invited[0]!.token}`);
    const { slots } = (await page.json()) as PublicBooking;
    const wanted = slots[0]!.start;
    const answers = await Promise.all(
      invited.map(async ({ token }, i) => {
        const res = await fetch(
          `http://127.0.0.1:${(i % 2 ? a : b).port}/api/public/interviews/${token}/book`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': nextCaller() },
            body: JSON.stringify({ start: wanted }),
          },
        );
        return { status: res.status, body: (await res.json()) as { error?: { message: string } } };
      }),
    );
    expect(answers.filter((x) => x.status === 200)).toHaveLength(1);
    const refused = answers.filter((x) => x.status === 409);
    expect(refused).toHaveLength(99);
    for (const r of refused) {
      expect([INTERVIEW_TEXTS.slotTaken, INTERVIEW_TEXTS.slotGone]).toContain(r.body.error!.message);
    }
    const held = await database.db
      .select()
      .from(interviewSlots)
      .where(and(eq(interviewSlots.userId, w.colleague.id), eq(interviewSlots.startsAt, new Date(wanted))));
    expect(held).toHaveLength(1);
  }, 60_000);

  it('a graceful stop of A under a stream of applies loses nothing', async () => {
    const bucket = s3.store();
    const { db } = database;
    const position = await buildPosition(db, w.company.id);
    type Outcome = { email: string; cv: Cv; status: number | string; applicationId?: number };
    const outcomes: Outcome[] = [];
    let streaming = true;
    const stream = async () => {
      while (streaming) {
        const email = uniqueEmail();
        const cv = pdfCv(email);
        try {
          const res = await applyTo(a, email, cv, position.id);
          const body = (await res.json()) as Partial<ApplyResponse>;
          outcomes.push({ email, cv, status: res.status, applicationId: body.data?.applicationId });
        } catch (err) {
          const cause = (err as { cause?: { code?: string } }).cause;
          outcomes.push({ email, cv, status: `no answer: ${cause?.code ?? String(err)}` });
          // Paces the stream while A refuses connections, which fails at once.
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    };
    const lateEmail = uniqueEmail();
    const late = await applyInTwoParts(a, position.id, lateEmail, pdfCv(lateEmail));
    const streams = [0, 1, 2].map(() => stream());
    const answered = () => outcomes.filter((o) => o.status === 201).length;
    await expect.poll(answered, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(4);
    // The stop comes while an apply is in A's hands: its file written, waiting for its commit.
    let inHand: string | undefined;
    await expect
      .poll(async () => (inHand = (await keysIn(bucket, 'pending/'))[0]), { timeout: 30_000, interval: 5 })
      .toBeDefined();
    a.child.kill('SIGTERM');
    // Once A refuses new connections, the apply begun before the stop ends: refused as one the server
    // cannot take now, in the error body every endpoint answers with.
    await expect
      .poll(() => outcomes.some((o) => o.status === 'no answer: ECONNREFUSED'), {
        timeout: 10_000,
        interval: 20,
      })
      .toBe(true);
    const refused = await late.finish();
    expect(refused.status, refused.head).toBe(503);
    expect(JSON.parse(refused.body)).toEqual({
      error: { code: 'unavailable', message: errorMessages.unavailable },
    });
    expect(refused.head).toMatch(/^retry-after: \d+\r?$/im);
    outcomes.push({ email: lateEmail, cv: pdfCv(lateEmail), status: refused.status });
    expect(await exitCodeOf(a)).toBe(0);
    streaming = false;
    await Promise.all(streams);

    const owner = new RegExp(`^pending/[^/]+-${a.child.pid}/${w.company.id}-(\\d+)-`);
    const stored = outcomes.filter((o) => o.status === 201);
    const others = outcomes.filter((o) => o.status !== 201);
    expect(inHand).toMatch(owner);
    expect(stored.map((o) => o.applicationId)).toContain(Number(owner.exec(inHand!)![1]));
    // Whatever was not stored was refused while stopping (503) or never reached A.
    expect(others.filter((o) => o.status !== 503 && !String(o.status).startsWith('no answer'))).toEqual([]);

    // Each 201 is stored, its file readable through B byte for byte; nothing else is stored.
    const rows = await db
      .select({ id: jobApplications.id, email: users.email })
      .from(jobApplications)
      .innerJoin(users, eq(users.id, jobApplications.userId))
      .where(eq(jobApplications.positionId, position.id));
    expect(rows.map((r) => r.email).sort()).toEqual(stored.map((o) => o.email).sort());
    for (const o of stored) {
      const [file] = await db
        .select()
        .from(applicationFiles)
        .where(eq(applicationFiles.applicationId, o.applicationId!));
      const res = await download(b, o.applicationId!, file!.id);
      expect(res.status).toBe(200);
      expect(await bytesOf(res)).toEqual(o.cv.bytes);
    }

    // A finished every move it began: nothing pending; each object has its row and each row its object.
    expect(await keysIn(bucket, 'pending/')).toEqual([]);
    const fileRows = await db.select().from(applicationFiles);
    expect(await keysIn(bucket)).toEqual(
      fileRows.map((f) => `${f.containerId}/${f.applicationId}/${f.storedName}`).sort(),
    );
    // A's worker handed back whatever it held.
    const held = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.status, 'running'), sql`${jobs.lockedBy} like ${`%:${a.child.pid}:%`}`));
    expect(held).toEqual([]);
  }, 90_000);
});
