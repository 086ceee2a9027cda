/** Changing applicants by hand: notes, adding one, editing the answers, deleting. */
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { applicationFiles, applicationNotes, jobApplications, users } from '../src/db/schema.ts';
import { FileStorage } from '../src/platform/storage.ts';
import { addressOf, applicantsTestApp, buildApplication, labelByName } from './helpers/applicants.ts';
import { buildPosition } from './helpers/factories.ts';
import { localPathOf } from './helpers/files.ts';

const { t, world, tokens, own, positionWithRights } = applicantsTestApp();

describe('notes, create, update and delete', () => {
  it('create_ApplicantNote saves a note with its author and logs it', async () => {
    const position = await positionWithRights();
    const mine = await buildApplication(t.db, own(), position.id);
    const res = await t.as(tokens.writer).dispatch('create_ApplicantNote', {
      ...addressOf(mine),
      text: '  Stark kandidat, ring på fredag.  ',
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      text: 'Stark kandidat, ring på fredag.',
      author: { id: world.writer.id },
    });
    for (const text of ['', '   ', 'x'.repeat(10_001), 12]) {
      const bad = await t
        .as(tokens.writer)
        .dispatchUnchecked('create_ApplicantNote', { ...addressOf(mine), text });
      expect(bad.status).toBe(400);
      expect(bad.error?.fields?.text).toBeTruthy();
    }
    const notes = await t.db
      .select()
      .from(applicationNotes)
      .where(eq(applicationNotes.applicationId, mine.id));
    expect(notes).toHaveLength(1);
    const detail = await t.as(tokens.reader).dispatch('get_ApplicantById', addressOf(mine));
    expect(detail.data.notes[0]!.author!.name).toBe('Test Testsson');
    expect(detail.data.logs.map((l: { kind: string }) => l.kind)).toContain('note');
  });

  it('create_Applicant adds one by hand with status and note; twice is 409; bad input saves nothing', async () => {
    const position = await positionWithRights();
    const interesting = await labelByName(t.db, own(), 'Intressant');
    const email = 'Handlagd.Person@Example.se';
    const res = await t.as(tokens.writer).dispatch('create_Applicant', {
      containerId: own(),
      positionId: position.id,
      email,
      metadata: {
        form_firstname: 'Hanna',
        form_surname: 'Hand',
        form_ssn: '900101-1239',
        requirementsform_1: true,
        'radio-group_shift': 'radio-group_shift_1',
        not_in_form: 'bort',
      },
      labelId: interesting.id,
      note: 'Träffade på mässan.',
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const d = res.data;
    expect(d).toMatchObject({
      isManuallyCreated: true,
      labelId: interesting.id,
      info: { name: 'Hanna Hand', ssn: '199001011239' },
    });
    expect(d.metadata.form_ssn).toBe('199001011239'); // kept as the 12 digits, as the apply form does
    expect(d.user.email).toBe('handlagd.person@example.se');
    expect(d.metadata).not.toHaveProperty('not_in_form');
    expect(d.notes[0]!.text).toBe('Träffade på mässan.');
    expect(d.logs.map((l: { kind: string }) => l.kind)).toEqual(
      expect.arrayContaining(['created', 'status', 'note']),
    );

    const again = await t.as(tokens.writer).dispatch('create_Applicant', {
      containerId: own(),
      positionId: position.id,
      email,
    });
    expect(again.status).toBe(409);

    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(jobApplications);
    for (const [data, field] of [
      [{ email: 'inte-en-adress' }, 'email'],
      [{ email: 'ny1@example.se', labelId: 999_999 }, 'labelId'],
      [{ email: 'ny2@example.se', metadata: { requirementsform_1: 'ja' } }, 'metadata.requirementsform_1'],
      [{ email: 'ny3@example.se', metadata: { 'radio-group_shift': 'nope' } }, 'metadata.radio-group_shift'],
      [{ email: 'ny4@example.se', metadata: { form_firstname: { a: 1 } } }, 'metadata.form_firstname'],
      [{ email: 'ny5@example.se', note: 'x'.repeat(10_001) }, 'note'],
    ] as const) {
      const bad = await t.as(tokens.writer).dispatchUnchecked('create_Applicant', {
        containerId: own(),
        positionId: position.id,
        ...data,
      });
      expect(bad.status, JSON.stringify(data)).toBe(400);
      expect(bad.error?.fields?.[field], JSON.stringify(bad.error)).toBeTruthy();
    }
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(jobApplications);
    expect(after[0]!.n).toBe(before[0]!.n);
    const strays = await t.db.select().from(users).where(eq(users.email, 'ny2@example.se'));
    expect(strays).toHaveLength(0);
  });

  it('update_Applicant changes answers (files kept) and the note', async () => {
    const position = await positionWithRights();
    const mine = await buildApplication(t.db, own(), position.id, {
      answers: { form_file: { filename: 'cv.pdf', data: '' } },
    });
    const res = await t.as(tokens.writer).dispatch('update_Applicant', {
      ...addressOf(mine),
      metadata: { form_firstname: 'Ändrad', form_surname: 'Person', form_city: 'Luleå' },
      note: 'Kort notis',
      otherOffer: true,
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toMatchObject({
      note: 'Kort notis',
      otherOffer: true,
      info: { name: 'Ändrad Person', city: 'Luleå' },
    });
    expect(res.data.metadata.form_file).toEqual({ filename: 'cv.pdf', data: '' });
    // Answers not given stay; null clears one.
    expect(res.data.metadata.form_zipcode).toBe('722 15');
    const cleared = await t.as(tokens.writer).dispatch('update_Applicant', {
      ...addressOf(mine),
      metadata: { form_city: null },
    });
    expect(cleared.data.metadata.form_city).toBeNull();
    expect(cleared.data.info.city).toBe('');
    expect(cleared.data.metadata.form_firstname).toBe('Ändrad');
    const reader = await t.as(tokens.reader).dispatch('update_Applicant', {
      ...addressOf(mine),
      note: 'x',
    });
    expect(reader.status).toBe(403);
  });

  it('delete_JobApplication removes the application with its files, notes and log', async () => {
    const position = await positionWithRights();
    const mine = await buildApplication(t.db, own(), position.id);
    const storedName = FileStorage.newStoredName('pdf');
    const ref = { containerId: own(), applicationId: mine.id, storedName };
    await t.app.services.storage.write(ref, Buffer.from('%PDF-1.4'));
    await t.db.insert(applicationFiles).values({
      applicationId: mine.id,
      containerId: own(),
      propertyKey: 'form_file',
      filename: 'cv.pdf',
      storedName,
      contentType: 'application/pdf',
      size: 8,
    });
    await t.db.insert(applicationNotes).values({ containerId: own(), applicationId: mine.id, text: 'x' });
    const res = await t.as(tokens.writer).dispatch('delete_JobApplication', addressOf(mine));
    expect(res.status).toBe(200);
    expect(res.data.message).toBe('Ansökan borttagen');
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.id, mine.id))).toHaveLength(0);
    expect(
      await t.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, mine.id)),
    ).toHaveLength(0);
    expect(existsSync(localPathOf(t.app.services.storage, ref))).toBe(false);
    const twice = await t.as(tokens.writer).dispatch('delete_JobApplication', addressOf(mine));
    expect(twice.status).toBe(404);
  });

  it('delete_ApplicantFromContainer removes every application of the person in the company only', async () => {
    const p1 = await positionWithRights();
    const p2 = await positionWithRights();
    const first = await buildApplication(t.db, own(), p1.id, { email: 'flera@example.se' });
    const [second] = await t.db
      .insert(jobApplications)
      .values({ containerId: own(), positionId: p2.id, userId: first.userId, metadata: {}, info: first.info })
      .returning();
    const foreignPosition = await buildPosition(t.db, world.foreign.id);
    await t.db
      .insert(jobApplications)
      .values({ containerId: world.foreign.id, positionId: foreignPosition.id, userId: first.userId });

    const writer = await t.as(tokens.writer).dispatch('delete_ApplicantFromContainer', {
      containerId: own(),
      userId: first.userId,
    });
    expect(writer.status).toBe(403);
    const foreign = await t.as(tokens.foreignAdmin).dispatch('delete_ApplicantFromContainer', {
      containerId: own(),
      userId: first.userId,
    });
    expect(foreign.status).toBe(403);
    const res = await t.as(tokens.admin).dispatch('delete_ApplicantFromContainer', {
      containerId: own(),
      userId: first.userId,
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ removed: 2, message: 'Den ansökande har tagits bort' });
    const left = await t.db.select().from(jobApplications).where(eq(jobApplications.userId, first.userId));
    expect(left.map((r) => r.containerId)).toEqual([world.foreign.id]);
    expect(second).toBeTruthy();
    // The person still has an application elsewhere: the account stays.
    expect(await t.db.select().from(users).where(eq(users.id, first.userId))).toHaveLength(1);
    // A staff member is not an applicant here.
    const none = await t.as(tokens.admin).dispatch('delete_ApplicantFromContainer', {
      containerId: own(),
      userId: world.reader.id,
    });
    expect(none.status).toBe(400);
  });
});
