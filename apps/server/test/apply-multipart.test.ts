import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { FILE_TOO_LARGE, MAX_FILE_BYTES, type Answers } from '@rekry/domain';
import { solidPng } from '../src/demo/files.ts';
import { docxWithText } from '../src/demo/docx.ts';
import { applicationFiles, jobApplications, jobs } from '../src/db/schema.ts';
import { PDF, applyWorld, type ApplyWorld } from './helpers/apply-world.ts';
import {
  buildPosition,
  customerServiceAnswers,
  daysFromNow,
  standardAnswers,
  uniqueEmail,
} from './helpers/factories.ts';

/**
 * The apply call as multipart/form-data (what the career site sends): `data` first, then each file as a
 * part, streamed to the store while it arrives. Over real HTTP: the parts are read as they come.
 */
const { t, world } = applyWorld();
let base = '';
let company: ApplyWorld['company'];
let warehouse: ApplyWorld['warehouse'];
let service: ApplyWorld['service'];

const pdfPart = (bytes: Buffer = PDF, name = 'cv.pdf', type = 'application/pdf') =>
  ({ name, blob: new Blob([bytes], { type }) }) as const;

type Part = { name: string; blob: Blob };

/** A form: `data` (the JSON call's body) first, then the file parts by field key. */
function formOf(positionId: number, email: string, metadata: Answers, files: Record<string, Part>): FormData {
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({ action: 'create_jobApplication', data: { email, positionId, metadata } }),
  );
  for (const [key, part] of Object.entries(files)) form.append(key, part.blob, part.name);
  return form;
}

async function send(body: FormData) {
  const res = await fetch(`${base}/api/public/positions/apply`, { method: 'POST', body });
  return { status: res.status, body: (await res.json()) as any };
}

/** Announced in `data` as the browser does: the name and size, the bytes in their part. */
const announced = (name: string, size: number) => ({ filename: name, data: '', size });

/** Every object in the store, pending ones (`pending/…`) too. */
async function storedObjects(): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of t.app.services.storage.store.list('')) keys.push(key);
  return keys;
}

async function counts() {
  const count = async (table: typeof jobApplications | typeof applicationFiles) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    applications: await count(jobApplications),
    files: await count(applicationFiles),
    objects: (await storedObjects()).length,
  };
}

/** A refused form: its status, its Swedish message, and nothing stored, not even a pending object. */
async function expectRefused(body: FormData, status: number) {
  const before = await counts();
  const res = await send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error.message).toMatch(/[a-zåäö]/i);
  expect(await counts()).toEqual(before);
  return res.body.error as { code: string; message: string; fields?: Record<string, string> };
}

beforeAll(async () => {
  ({ company, warehouse, service } = world);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});

describe('multipart apply: stored as the JSON call stores it', () => {
  it('streams the CV to the store, names it itself, and keeps the answers as the JSON call does', async () => {
    const email = uniqueEmail();
    const res = await send(
      formOf(
        warehouse.id,
        email,
        { ...standardAnswers(email), form_file: announced('mitt cv.pdf', PDF.length) },
        {
          form_file: pdfPart(PDF, 'mitt cv.pdf'),
        },
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { applicationId } = res.body.data;
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, applicationId));
    expect(row!.metadata.form_file).toEqual({ filename: 'mitt cv.pdf', data: '' });
    const [file] = await t.db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, applicationId));
    expect(file).toMatchObject({ filename: 'mitt cv.pdf', contentType: 'application/pdf', size: PDF.length });
    expect(file!.storedName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    // Final, not pending: the move follows the commit (the answer does not wait for it).
    await t.app.services.storage.settled();
    expect(await storedObjects()).toContain(`${company.id}/${applicationId}/${file!.storedName}`);
    expect((await storedObjects()).filter((key) => key.startsWith('pending/'))).toEqual([]);
    const bytes = await t.app.services.storage.read({
      containerId: company.id,
      applicationId,
      storedName: file!.storedName,
    });
    expect(bytes.equals(PDF)).toBe(true);
  });

  it('takes an image field as a data URL inside data, a docx as a part, and queues its conversion', async () => {
    const email = uniqueEmail();
    const docx = docxWithText('Personligt brev', ['Jag har truckkort.']);
    const metadata = {
      ...customerServiceAnswers(email),
      form_file: announced('brev.docx', docx.length),
    };
    const res = await send(
      formOf(service.id, email, metadata, { form_file: { name: 'brev.docx', blob: new Blob([docx]) } }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const rows = await t.db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, res.body.data.applicationId));
    expect(rows.map((r) => [r.propertyKey, r.contentType]).sort()).toEqual([
      ['form_file', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['form_photo', 'image/png'],
    ]);
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, 'convert-document'));
    expect(queued.map((j) => (j.payload as { fileId: number }).fileId)).toContain(
      rows.find((r) => r.propertyKey === 'form_file')!.id,
    );
  });

  it('tells a missing required file and a field error together, in Swedish, saving nothing', async () => {
    const email = uniqueEmail();
    // The CV announced in data but never sent as a part is no answer at all.
    const error = await expectRefused(
      formOf(
        warehouse.id,
        email,
        { ...standardAnswers(email, { form_firstname: '' }), form_file: announced('cv.pdf', 10) },
        {},
      ),
      400,
    );
    expect(error.code).toBe('validation');
    expect(Object.keys(error.fields!).sort()).toEqual(['form_file', 'form_firstname']);
  });
});

describe('multipart apply: files the server refuses, leaving nothing behind', () => {
  const answersFor = (email: string) => ({ ...standardAnswers(email), form_file: announced('cv.pdf', 1) });

  it('bytes that are not what the name says', async () => {
    const email = uniqueEmail();
    const png = solidPng(20, 20);
    const error = await expectRefused(
      formOf(warehouse.id, email, answersFor(email), { form_file: pdfPart(png) }),
      400,
    );
    expect(error).toMatchObject({
      code: 'bad_file',
      fields: { form_file: 'Filens innehåll stämmer inte med filtypen (.pdf)' },
    });
  });

  it('a file one byte over the limit, read no further than that', async () => {
    const email = uniqueEmail();
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_FILE_BYTES + 1 - PDF.length, 0x20)]);
    const error = await expectRefused(
      formOf(warehouse.id, email, answersFor(email), { form_file: pdfPart(big) }),
      400,
    );
    expect(error.fields).toEqual({ form_file: FILE_TOO_LARGE });
  });

  it('a type the field does not take, a part the form has no field for, and the same field twice', async () => {
    const email = uniqueEmail();
    const exe = await expectRefused(
      formOf(warehouse.id, email, answersFor(email), {
        form_file: pdfPart(Buffer.from('MZ'), 'virus.exe', ''),
      }),
      400,
    );
    expect(exe.fields!.form_file).toMatch(/^Filtypen stöds inte/);
    const unknown = await expectRefused(
      formOf(warehouse.id, email, answersFor(email), { form_file: pdfPart(), '../../etc/passwd': pdfPart() }),
      400,
    );
    expect(unknown.message).toBe('Formuläret har inget filfält som heter så');
    const twice = formOf(warehouse.id, email, answersFor(email), { form_file: pdfPart() });
    twice.append('form_file', pdfPart().blob, 'igen.pdf');
    expect((await expectRefused(twice, 400)).message).toBe('Fältet har fått mer än en fil');
  });

  it('a form that does not start with data, data that is not JSON, and a body that is not multipart at all', async () => {
    const fileFirst = new FormData();
    fileFirst.append('form_file', pdfPart().blob, 'cv.pdf');
    expect((await expectRefused(fileFirst, 400)).message).toBe('Ansökan ska börja med fältet data');
    const notJson = new FormData();
    notJson.append('data', '{"action":');
    expect((await expectRefused(notJson, 400)).message).toBe('Ansökan kunde inte läsas');
    const res = await fetch(`${base}/api/public/positions/apply`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      body: '--abc\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"action":', // cut off
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'bad_request', message: 'Ansökan kunde inte läsas' } });
  });

  it('a closed position and an applicant who applied already: nothing stored, the streamed file removed', async () => {
    const closed = await buildPosition(t.db, company.id, { stop: daysFromNow(-1) });
    const email = uniqueEmail();
    const error = await expectRefused(
      formOf(closed.id, email, answersFor(email), { form_file: pdfPart() }),
      409,
    );
    expect(error.code).toBe('position_not_open');
    const first = await send(formOf(warehouse.id, email, answersFor(email), { form_file: pdfPart() }));
    expect(first.status).toBe(201);
    expect(
      (await expectRefused(formOf(warehouse.id, email, answersFor(email), { form_file: pdfPart() }), 409))
        .code,
    ).toBe('job_already_applied');
  });

  it('a sender that goes away in the middle of the file leaves no object, pending or final', async () => {
    const before = await counts();
    const boundary = 'rekry-avbruten';
    const email = uniqueEmail();
    const data = JSON.stringify({
      action: 'create_jobApplication',
      data: { email, positionId: warehouse.id, metadata: answersFor(email) },
    });
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${data}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="form_file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const { port } = t.app.server.address() as { port: number };
    const req = httpRequest({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/public/positions/apply',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + 2_000_000,
      },
    });
    req.on('error', () => undefined);
    req.write(Buffer.concat([head, PDF, Buffer.alloc(300_000, 0x20)]));
    // The server has the part and is writing it: then the sender is gone.
    await expect
      .poll(async () => (await storedObjects()).some((key) => key.startsWith('pending/')), { timeout: 5000 })
      .toBe(true);
    req.destroy();
    await expect.poll(() => counts(), { timeout: 5000 }).toEqual(before);
  });
});
