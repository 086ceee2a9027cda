/** A note is its author's: they correct or remove it, with a line in the application's log; others cannot. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PermissionId } from '@rekry/domain';
import { applicationLog, applicationNotes } from '../src/db/schema.ts';
import { addressOf, applicantsTestApp, buildApplication } from './helpers/applicants.ts';
import { buildPosition, buildUser, grantPositionRight } from './helpers/factories.ts';

const { t, world, own, positionWithRights } = applicantsTestApp();

/** An application of the own company with a note the writer wrote. */
async function writersNote() {
  const position = await positionWithRights();
  const application = await buildApplication(t.db, own(), position.id);
  const res = await t.as(world.writer).dispatch('create_ApplicantNote', {
    ...addressOf(application),
    text: 'Ring på fredag.',
  });
  expect(res.status).toBe(200);
  return { position, application, at: addressOf(application), noteId: res.data!.id };
}

const notesOf = (applicationId: number) =>
  t.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, applicationId));
const logOf = async (applicationId: number) =>
  (await t.db.select().from(applicationLog).where(eq(applicationLog.applicationId, applicationId)))
    .filter((l) => l.kind === 'note')
    .map((l) => ({ message: l.message, userId: l.userId }));

describe('the author’s note', () => {
  it('is corrected by its author, logged; bad text is a 400 that changes nothing', async () => {
    const { application, at, noteId } = await writersNote();
    const res = await t
      .as(world.writer)
      .dispatch('update_ApplicantNote', { ...at, noteId, text: '  Ring på måndag.  ' });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toMatchObject({ id: noteId, text: 'Ring på måndag.', author: { id: world.writer.id } });
    for (const text of ['', '   ', 'x'.repeat(10_001)]) {
      const bad = await t.as(world.writer).dispatch('update_ApplicantNote', { ...at, noteId, text });
      expect(bad.status).toBe(400);
      expect(bad.error!.fields!.text).toBeTruthy();
    }
    expect((await notesOf(application.id)).map((n) => n.text)).toEqual(['Ring på måndag.']);
    expect(await logOf(application.id)).toEqual([
      { message: 'Anteckning skriven', userId: world.writer.id },
      { message: 'Anteckning ändrad', userId: world.writer.id },
    ]);
    const detail = await t.as(world.reader).dispatch('get_ApplicantById', at);
    expect(detail.data!.notes.map((n) => n.text)).toEqual(['Ring på måndag.']);
  });

  it('is removed by its author, logged', async () => {
    const { application, at, noteId } = await writersNote();
    const res = await t.as(world.writer).dispatch('delete_ApplicantNote', { ...at, noteId });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ ok: true, message: 'Anteckning borttagen' });
    expect(await notesOf(application.id)).toEqual([]);
    expect((await logOf(application.id)).map((l) => l.message)).toEqual([
      'Anteckning skriven',
      'Anteckning borttagen',
    ]);
    const again = await t.as(world.writer).dispatch('delete_ApplicantNote', { ...at, noteId });
    expect(again.status).toBe(404);
  });

  it('is not another writer’s (nor an admin’s) to change: 403 in Swedish, nothing changed or logged', async () => {
    const { position, application, at, noteId } = await writersNote();
    const colleague = await buildUser(t.db, { memberOf: [[own(), [PermissionId.Write]]] });
    await grantPositionRight(t.db, position, colleague, PermissionId.Write);
    for (const other of [colleague, world.admin]) {
      const edit = await t.as(other).dispatch('update_ApplicantNote', { ...at, noteId, text: 'Mitt' });
      expect(edit.status).toBe(403);
      expect(edit.error!.message).toBe('Bara den som skrev anteckningen kan ändra den');
      const remove = await t.as(other).dispatch('delete_ApplicantNote', { ...at, noteId });
      expect(remove.status).toBe(403);
    }
    expect((await notesOf(application.id)).map((n) => n.text)).toEqual(['Ring på fredag.']);
    expect(await logOf(application.id)).toHaveLength(1);
    // A reader may not write at all.
    const reader = await t.as(world.reader).dispatch('delete_ApplicantNote', { ...at, noteId });
    expect(reader.status).toBe(403);
  });

  it('is found only on its own application: another application’s or company’s note is a 404', async () => {
    const { position, application, noteId } = await writersNote();
    const sibling = await buildApplication(t.db, own(), position.id);
    const elsewhere = await t
      .as(world.writer)
      .dispatch('update_ApplicantNote', { ...addressOf(sibling), noteId, text: 'Fel ansökan' });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.error!.message).toBe('Anteckningen finns inte');

    // The other company's admin, on an application of their own, names this note: it is not theirs to find.
    const foreignPosition = await buildPosition(t.db, world.foreign.id);
    const foreignApplication = await buildApplication(t.db, world.foreign.id, foreignPosition.id);
    const foreign = await t
      .as(world.foreignAdmin)
      .dispatch('delete_ApplicantNote', { ...addressOf(foreignApplication), noteId });
    expect(foreign.status).toBe(404);
    // And through this company's application they are not let in.
    const trespass = await t
      .as(world.foreignAdmin)
      .dispatch('delete_ApplicantNote', { ...addressOf(application), noteId });
    expect(trespass.status).toBe(403);
    expect(await notesOf(application.id)).toHaveLength(1);
  });
});
