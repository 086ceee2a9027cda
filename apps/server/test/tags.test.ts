/**
 * A company's free tags (the tags area) and tags on applications (update_ApplicationTags,
 * update_ApplicantsTag): kept per company, refused across companies, filtered, exported and removed.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { parse as parseCsv } from 'csv-parse/sync';
import { applicationLog, applicationTags } from '../src/db/schema.ts';
import { applicantsTestApp, buildApplication } from './helpers/applicants.ts';
import { buildPosition } from './helpers/factories.ts';
import { buildTag } from './helpers/tags.ts';

const { t, world, tokens, own, positionWithRights, list } = applicantsTestApp();

const tagsOnRows = async (ids: number[]) =>
  t.db
    .select()
    .from(applicationTags)
    .where(inArray(applicationTags.applicationId, ids))
    .orderBy(applicationTags.applicationId, applicationTags.tagId);

/** update_ApplicationTags as the token's holder: exactly these tags on one application of the position. */
const setTags = (token: string, positionId: number, applicantId: number, tagIds: number[]) =>
  t.as(token).dispatch('update_ApplicationTags', { containerId: own(), positionId, applicantId, tagIds });

/** update_ApplicantsTag as the token's holder: the tag onto chosen applications of the position. */
const tagChosen = (token: string, positionId: number, tagId: number, ids: number[]) =>
  t.as(token).dispatch('update_ApplicantsTag', { containerId: own(), positionId, tagId, ids });

describe('the company tags', () => {
  it('creates, lists by name with counts, renames and refuses a taken name whatever its case', async () => {
    const writer = t.as(tokens.writer);
    const created = await writer.dispatch('create_Tag', { containerId: own(), name: '  Truckkort  ' });
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    expect(created.data).toMatchObject({ name: 'Truckkort' });
    const again = await writer.dispatch('create_Tag', { containerId: own(), name: 'TRUCKKORT' });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe('Det finns redan en tagg som heter TRUCKKORT');
    const other = await writer.dispatch('create_Tag', { containerId: own(), name: 'Akademiker' });

    // Another company may use the same name: names are unique per company.
    const foreign = await t.as(tokens.foreignAdmin).dispatch('create_Tag', {
      containerId: world.foreign.id,
      name: 'Truckkort',
    });
    expect(foreign.status).toBe(200);

    const listed = await t.as(tokens.reader).dispatch('get_Tags', { containerId: own() });
    expect(listed.status).toBe(200);
    const names = listed.data.map((tag) => tag.name);
    expect(names.indexOf('Akademiker')).toBeLessThan(names.indexOf('Truckkort'));
    expect(listed.data.find((tag) => tag.name === 'Truckkort')?.applicants).toBe(0);
    expect(listed.data.some((tag) => tag.id === foreign.data.id)).toBe(false);

    const renamed = await writer.dispatch('update_Tag', {
      containerId: own(),
      id: created.data.id,
      name: 'Truckkort B',
    });
    expect(renamed.data).toEqual({ id: created.data.id, name: 'Truckkort B' });
    const clash = await writer.dispatch('update_Tag', {
      containerId: own(),
      id: other.data.id,
      name: 'truckkort b',
    });
    expect(clash.status).toBe(409);
  });

  it('answers bad names with Swedish messages', async () => {
    const writer = t.as(tokens.writer);
    const empty = await writer.dispatch('create_Tag', { containerId: own(), name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.error?.fields?.name).toBe('Ange ett namn');
    const long = await writer.dispatch('create_Tag', { containerId: own(), name: 'x'.repeat(51) });
    expect(long.status).toBe(400);
    expect(long.error?.fields?.name).toBe('Namnet får vara högst 50 tecken');
  });

  it('never shows or changes another company’s tag: its id is unknown here', async () => {
    const theirs = await buildTag(t.db, world.foreign.id, 'Deras');
    const writer = t.as(tokens.writer);
    const rename = await writer.dispatch('update_Tag', { containerId: own(), id: theirs.id, name: 'Vår' });
    expect(rename.status).toBe(404);
    const remove = await writer.dispatch('delete_Tag', { containerId: own(), id: theirs.id });
    expect(remove.status).toBe(404);

    const position = await positionWithRights();
    const app = await buildApplication(t.db, own(), position.id);
    const put = await setTags(tokens.writer, position.id, app.id, [theirs.id]);
    expect(put.status).toBe(400);
    expect(put.error?.fields?.tagIds).toBe('Okänd tagg');
    const bulk = await tagChosen(tokens.writer, position.id, theirs.id, [app.id]);
    expect(bulk.status).toBe(400);
    expect(bulk.error?.fields?.tagId).toBe('Okänd tagg');
    const filtered = await list(tokens.writer, position.id, { tagId: theirs.id });
    expect(filtered.status).toBe(400);
    expect(filtered.error?.fields?.tagId).toBe('Okänd tagg');
    expect(await tagsOnRows([app.id])).toEqual([]);
  });

  it('lets a reader see tags but not tag or manage them', async () => {
    const position = await positionWithRights();
    const app = await buildApplication(t.db, own(), position.id);
    const tag = await buildTag(t.db, own());
    const reader = t.as(tokens.reader);
    expect((await reader.dispatch('create_Tag', { containerId: own(), name: 'Läsare' })).status).toBe(403);
    const put = await setTags(tokens.reader, position.id, app.id, [tag.id]);
    expect(put.status).toBe(403);
    const bulk = await tagChosen(tokens.reader, position.id, tag.id, [app.id]);
    expect(bulk.status).toBe(403);
    expect(await tagsOnRows([app.id])).toEqual([]);
  });
});

describe('tags on applications', () => {
  it('sets one application’s tags, logs the change and shows them on the list, the board and the page', async () => {
    const position = await positionWithRights();
    const app = await buildApplication(t.db, own(), position.id);
    const [b, a] = [await buildTag(t.db, own(), 'Bra'), await buildTag(t.db, own(), 'Akut')];
    const put = await setTags(tokens.writer, position.id, app.id, [b.id, a.id, b.id]);
    expect(put.status, JSON.stringify(put.error)).toBe(200);
    expect(put.data).toEqual([
      { id: a.id, name: 'Akut' },
      { id: b.id, name: 'Bra' },
    ]);

    const rows = await list(tokens.reader, position.id);
    expect(rows.data.items[0]!.tags).toEqual(put.data);
    const board = await t.as(tokens.reader).dispatch('get_ApplicantBoard', {
      containerId: own(),
      positionId: position.id,
    });
    const card = board.data.columns.flatMap((c) => c.items).find((i) => i.id === app.id);
    expect(card?.tags).toEqual(put.data);
    const detail = await t.as(tokens.reader).dispatch('get_ApplicantById', {
      containerId: own(),
      positionId: position.id,
      applicantId: app.id,
    });
    expect(detail.data.tags).toEqual(put.data);

    // Exactly the given tags: one left out goes.
    const fewer = await setTags(tokens.writer, position.id, app.id, [b.id]);
    expect(fewer.data).toEqual([{ id: b.id, name: 'Bra' }]);
    const logs = await t.db
      .select({ message: applicationLog.message })
      .from(applicationLog)
      .where(and(eq(applicationLog.applicationId, app.id), eq(applicationLog.kind, 'tags')))
      .orderBy(applicationLog.id);
    expect(logs.map((l) => l.message)).toEqual(['Taggar tillagda: Akut, Bra', 'Taggar borttagna: Akut']);
  });

  it('tags chosen applicants all or none, removes the tag again, and filters the list by it', async () => {
    const position = await positionWithRights();
    const apps = [];
    for (let i = 0; i < 3; i++) apps.push(await buildApplication(t.db, own(), position.id));
    const ids = apps.map((a) => a.id);
    const tag = await buildTag(t.db, own(), 'Intervjua');
    const writer = t.as(tokens.writer);

    // One application of another position among the chosen: nothing is tagged.
    const elsewhere = await buildApplication(t.db, own(), (await buildPosition(t.db, own())).id);
    const mixed = await tagChosen(tokens.writer, position.id, tag.id, [ids[0]!, elsewhere.id]);
    expect(mixed.status).toBe(400);
    expect(await tagsOnRows([...ids, elsewhere.id])).toEqual([]);

    const added = await tagChosen(tokens.writer, position.id, tag.id, [ids[0]!, ids[1]!]);
    expect(added.status, JSON.stringify(added.error)).toBe(200);
    expect(added.data.updated).toBe(2);
    // Again: those who have it already are not counted.
    const twice = await tagChosen(tokens.writer, position.id, tag.id, [ids[0]!, ids[1]!]);
    expect(twice.data.updated).toBe(0);

    const filtered = await list(tokens.reader, position.id, { tagId: tag.id });
    expect(filtered.status).toBe(200);
    expect(filtered.data.items.map((i) => i.id).sort()).toEqual([ids[0], ids[1]].sort());
    expect(filtered.data.total).toBe(2);
    const all = await list(tokens.reader, position.id);
    expect(all.data.total).toBe(3);

    // By the list's filter: every applicant of the position with the tag loses it.
    const removed = await writer.dispatch('update_ApplicantsTag', {
      containerId: own(),
      positionId: position.id,
      tagId: tag.id,
      mode: 'remove',
      filter: { tagId: tag.id },
    });
    expect(removed.data.updated).toBe(2);
    expect(await tagsOnRows(ids)).toEqual([]);
  });

  it('writes the tags in the CSV export', async () => {
    const position = await positionWithRights();
    const app = await buildApplication(t.db, own(), position.id, { firstname: 'Taggad' });
    await buildApplication(t.db, own(), position.id, { firstname: 'Otaggad' });
    const [x, y] = [await buildTag(t.db, own(), 'Öppen för annat'), await buildTag(t.db, own(), 'Deltid')];
    await setTags(tokens.writer, position.id, app.id, [x.id, y.id]);
    const csv = await t.as(tokens.reader).dispatch('export_Applicants', {
      containerId: own(),
      positionId: position.id,
      sort: 'nameAsc',
    });
    expect(csv.status).toBe(200);
    const [titles, ...rows] = parseCsv(csv.raw.body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    const column = titles!.indexOf('Taggar');
    expect(column).toBe(titles!.indexOf('Processnivå') + 1);
    const byName = Object.fromEntries(rows.map((r) => [r[0]!.split(' ')[0], r[column]]));
    expect(byName).toEqual({ Otaggad: '', Taggad: 'Deltid, Öppen för annat' });
  });

  it('takes a removed tag off every applicant that had it', async () => {
    const position = await positionWithRights();
    const apps = [
      await buildApplication(t.db, own(), position.id),
      await buildApplication(t.db, own(), position.id),
    ];
    const [gone, stays] = [await buildTag(t.db, own()), await buildTag(t.db, own())];
    const writer = t.as(tokens.writer);
    for (const app of apps) await setTags(tokens.writer, position.id, app.id, [gone.id, stays.id]);
    const listed = await writer.dispatch('get_Tags', { containerId: own() });
    expect(listed.data.find((tag) => tag.id === gone.id)?.applicants).toBe(2);
    const removed = await writer.dispatch('delete_Tag', { containerId: own(), id: gone.id });
    expect(removed.status).toBe(200);
    expect(removed.data.message).toBe('Taggen borttagen');
    const rows = await tagsOnRows(apps.map((a) => a.id));
    expect(rows.map((r) => r.tagId)).toEqual([stays.id, stays.id]);
    const page = await list(tokens.reader, position.id);
    expect(page.data.items.every((i) => i.tags.length === 1 && i.tags[0]!.id === stays.id)).toBe(true);
  });
});
