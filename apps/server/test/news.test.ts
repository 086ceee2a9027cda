import { describe, expect, it } from 'vitest';
import { NEWS_MESSAGES, type NewsPost } from '@rekry/domain';
import { eq } from 'drizzle-orm';
import { newsPosts, users } from '../src/db/schema.ts';
import { testAppWithWorld } from './helpers/app.ts';
import { buildUser } from './helpers/factories.ts';

const { t, world } = testAppWithWorld();

const write = (input: Record<string, unknown>, caller: { id: number } | null = world.superuser) =>
  t
    .as(caller ?? undefined)
    .dispatch('create_BlogPost', { title: 'Nytt i Rekry', body: '<p>Hej</p>', ...input });

describe('create_BlogPost', () => {
  it('401 without a login; 403 for every role below superuser and for a candidate', async () => {
    expect((await write({}, null)).status).toBe(401);
    for (const caller of [world.reader, world.writer, world.admin, world.foreignAdmin, world.candidate])
      expect((await write({}, caller)).status).toBe(403);
    expect(await t.db.select().from(newsPosts)).toEqual([]);
  });

  it('answers 400 with the field and a Swedish message for each wrong input', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', NEWS_MESSAGES.title],
      [{ title: '   ' }, 'title', NEWS_MESSAGES.title],
      [{ title: undefined }, 'title', NEWS_MESSAGES.title],
      [{ title: 'x'.repeat(201) }, 'title', NEWS_MESSAGES.titleLength],
      [{ body: '' }, 'body', NEWS_MESSAGES.body],
      [{ body: undefined }, 'body', NEWS_MESSAGES.body],
      [{ body: '<script>alert(1)</script>' }, 'body', NEWS_MESSAGES.body],
      [{ id: 'abc' }, 'id', NEWS_MESSAGES.id],
    ];
    for (const [input, field, message] of cases) {
      const res = await write(input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.error?.fields?.[field], JSON.stringify(input)).toBe(message);
    }
    expect(await t.db.select().from(newsPosts)).toEqual([]);
  });

  it('stores a post by its author with the body sanitized, and updates it by id', async () => {
    const res = await write({
      title: '  Sommaruppdatering ',
      body: '<h2>Nytt</h2><p onclick="x()">Läs <a href="javascript:alert(1)">här</a></p><script>alert(1)</script>',
    });
    expect(res.status).toBe(200);
    const post = res.data as NewsPost;
    expect(post.title).toBe('Sommaruppdatering');
    expect(post.body).toContain('<h2>Nytt</h2>');
    expect(post.body).not.toMatch(/script|onclick|javascript/);
    const [row] = await t.db.select().from(newsPosts).where(eq(newsPosts.id, post.id));
    expect(row!.body).toBe(post.body);
    expect(row!.authorId).toBe(world.superuser.id);

    const updated = await write({ id: post.id, title: 'Ändrad rubrik', body: '<p>Ny text</p>' });
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({ id: post.id, title: 'Ändrad rubrik', body: '<p>Ny text</p>' });
    expect((await t.db.select().from(newsPosts).where(eq(newsPosts.id, post.id))).length).toBe(1);
    expect((await write({ id: 999_999 })).status).toBe(404);
    await t.db.delete(newsPosts);
  });
});

describe('get_BlogPosts and get_BlogPost', () => {
  it('let every staff member read, newest first, and refuse anonymous and candidates', async () => {
    const first = (await write({ title: 'Äldre' })).data as NewsPost;
    const second = (await write({ title: 'Nyare' })).data as NewsPost;
    for (const caller of [world.reader, world.writer, world.admin, world.superuser]) {
      const list = await t.as(caller).dispatch('get_BlogPosts', {});
      expect(list.status).toBe(200);
      expect((list.data as NewsPost[]).map((p) => p.id)).toEqual([second.id, first.id]);
      const one = await t.as(caller).dispatch('get_BlogPost', { id: first.id });
      expect(one.data).toMatchObject({ id: first.id, title: 'Äldre', body: '<p>Hej</p>' });
    }
    expect((await t.as(undefined).dispatch('get_BlogPosts', {})).status).toBe(401);
    expect((await t.as(world.candidate).dispatch('get_BlogPosts', {})).status).toBe(403);
    expect((await t.as(world.candidate).dispatch('get_BlogPost', { id: first.id })).status).toBe(403);
    // A signed-in account in no company is no staff member either.
    expect((await t.as(await buildUser(t.db)).dispatch('get_BlogPosts', {})).status).toBe(403);
  });

  it("answers 404 'Nyheten finns inte' for a missing post", async () => {
    const res = await t.as(world.reader).dispatch('get_BlogPost', { id: 999_999 });
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe(NEWS_MESSAGES.notFound);
  });

  it('keeps a post whose author is deleted, without the author', async () => {
    const author = await buildUser(t.db, { superuser: true });
    const post = (await write({ title: 'Författaren slutar' }, author)).data as NewsPost;
    expect(post.author).toBeTruthy();
    await t.db.delete(users).where(eq(users.id, author.id));
    const res = await t.as(world.reader).dispatch('get_BlogPost', { id: post.id });
    expect(res.data).toMatchObject({ id: post.id, author: null });
  });
});

describe('delete_BlogPost', () => {
  it('lets only a superuser delete; 404 for a missing post', async () => {
    const post = (await write({ title: 'Tas bort' })).data as NewsPost;
    for (const caller of [world.reader, world.writer, world.admin])
      expect((await t.as(caller).dispatch('delete_BlogPost', { id: post.id })).status).toBe(403);
    expect((await t.as(undefined).dispatch('delete_BlogPost', { id: post.id })).status).toBe(401);
    expect((await t.as(world.superuser).dispatch('delete_BlogPost', { id: post.id })).status).toBe(200);
    expect(await t.db.select().from(newsPosts).where(eq(newsPosts.id, post.id))).toEqual([]);
    expect((await t.as(world.superuser).dispatch('delete_BlogPost', { id: post.id })).status).toBe(404);
  });
});
