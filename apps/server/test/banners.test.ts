import { describe, expect, it } from 'vitest';
import { BANNER_FOLDER, BANNER_MESSAGES, BANNER_THUMBNAIL, type PublicPositionDetail } from '@rekry/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { solidPng } from '../src/demo/files.ts';
import { assets, folders } from '../src/db/schema.ts';
import { get, testAppWithWorld } from './helpers/app.ts';
import { buildPosition } from './helpers/factories.ts';

const { t, world } = testAppWithWorld();

const own = () => world.own.id;
const png = (width = 1200, height = 300) => solidPng(width, height).toString('base64');
const upload = (
  input: { name?: string; contentType?: string; data?: string },
  caller: { id: number } | null = world.writer,
  containerId = own(),
) =>
  t.as(caller ?? undefined).dispatch('create_Banner', {
    containerId,
    name: 'Sommar bild.png',
    contentType: 'image/png',
    data: png(),
    ...input,
  });

/** A JPEG carrying EXIF (camera, GPS-like text) to show that what is stored has none. */
async function jpegWithExif(width = 1600, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2563eb' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Hemlig kamera', ImageDescription: 'Norrgatan 5, Luleå' } })
    .toBuffer();
}

describe('create_Banner', () => {
  it('401 without a login, 403 for a reader and another company, 404 for a company that is not there', async () => {
    expect((await upload({}, null)).status).toBe(401);
    expect((await upload({}, world.reader)).status).toBe(403);
    expect((await upload({}, world.foreignAdmin)).status).toBe(403);
    expect((await upload({}, world.superuser, 999_999)).status).toBe(404);
  });

  it('answers 400 with the field and a Swedish message for each wrong input, and stores nothing', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ name: '' }, 'name', 'Ange ett filnamn'],
      [{ contentType: 'image/svg+xml' }, 'contentType', BANNER_MESSAGES.type],
      [{ contentType: 'application/pdf' }, 'contentType', BANNER_MESSAGES.type],
      [{ data: '' }, 'data', BANNER_MESSAGES.missing],
      [{ data: 'inte base64!' }, 'data', BANNER_MESSAGES.unreadable],
      [{ data: Buffer.alloc(5_000_001).toString('base64') }, 'data', 'Filen är för stor. Max 5MB'],
      [{ data: png(799, 300) }, 'data', 'Bilden är för liten. Minsta storlek är 800x200'],
      [{ data: png(1200, 199) }, 'data', 'Bilden är för liten. Minsta storlek är 800x200'],
      [{ data: png(6001, 200) }, 'data', 'Bilden är för stor. Max storlek är 6000x6000'],
      // A PNG renamed .jpg and sent as a JPEG; a text file sent as a PNG.
      [{ name: 'bild.jpg', contentType: 'image/jpeg' }, 'data', BANNER_MESSAGES.mismatch],
      [
        { data: Buffer.from('<svg onload="alert(1)"/>').toString('base64') },
        'data',
        BANNER_MESSAGES.mismatch,
      ],
    ];
    for (const [input, field, message] of cases) {
      const res = await upload(input);
      expect(res.status, JSON.stringify(input).slice(0, 80)).toBe(400);
      expect(res.error?.fields?.[field]).toBe(message);
      expect(res.error?.message).toBe(message);
    }
    const stored = await t.db.select({ id: assets.id }).from(assets).where(eq(assets.containerId, own()));
    expect(stored).toEqual([]);
  });

  it('stores a writer’s image in the Banners folder without metadata, with a smaller thumbnail', async () => {
    const original = await jpegWithExif();
    expect(original.includes(Buffer.from('Hemlig kamera'))).toBe(true);
    const res = await upload({
      name: 'C:\\bilder\\Sommar på kontoret!.JPEG',
      contentType: 'image/jpeg',
      data: original.toString('base64'),
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toMatchObject({
      name: 'Sommar-på-kontoret.jpg',
      contentType: 'image/jpeg',
      width: 1600,
      height: 400,
      usedBy: [],
    });
    expect(res.data.url).toBe(
      `/api/public/open/containers/${own()}/assets?id=${encodeURIComponent('assets/Sommar-på-kontoret.jpg')}`,
    );
    const [row] = await t.db
      .select({ data: assets.data, thumbnail: assets.thumbnail, folder: folders.name })
      .from(assets)
      .innerJoin(folders, eq(folders.id, assets.folderId))
      .where(eq(assets.id, res.data.id));
    expect(row!.folder).toBe(BANNER_FOLDER);
    expect(row!.data.includes(Buffer.from('Hemlig kamera'))).toBe(false);
    expect(row!.data.includes(Buffer.from('Norrgatan'))).toBe(false);
    expect(res.data.size).toBe(row!.data.length);
    const thumb = await sharp(row!.thumbnail!).metadata();
    expect(thumb.format).toBe('webp');
    expect(thumb.width).toBeLessThanOrEqual(BANNER_THUMBNAIL.width);
    expect(thumb.height).toBeLessThanOrEqual(BANNER_THUMBNAIL.height);
    expect(row!.thumbnail!.length).toBeLessThan(row!.data.length);
    expect(res.data.thumbnail).toBe(`data:image/webp;base64,${row!.thumbnail!.toString('base64')}`);
  });

  it('gives a taken name a number instead of replacing the image', async () => {
    const first = await upload({ name: 'kontor.png' });
    const second = await upload({ name: 'kontor.png' }, world.admin);
    expect([first.data.name, second.data.name]).toEqual(['kontor.png', 'kontor-2.png']);
  });
});

describe('get_Banners', () => {
  it('lists the company’s banners newest first, with where they are used, to writers only', async () => {
    expect((await t.as(undefined).dispatch('get_Banners', { containerId: own() })).status).toBe(401);
    expect((await t.as(world.reader).dispatch('get_Banners', { containerId: own() })).status).toBe(403);
    expect((await t.as(world.foreignAdmin).dispatch('get_Banners', { containerId: own() })).status).toBe(403);
    // Another company's banner and a JSON asset of this company are not in the list.
    await upload({ name: 'främmande.png' }, world.foreignAdmin, world.foreign.id);
    const res = await t.as(world.writer).dispatch('get_Banners', { containerId: own() });
    expect(res.status).toBe(200);
    expect(res.data.map((b) => b.name)).toEqual(['kontor-2.png', 'kontor.png', 'Sommar-på-kontoret.jpg']);
    expect(res.data[0]!.thumbnail).toMatch(/^data:image\/webp;base64,/);
  });
});

describe('choosing a banner', () => {
  it('shows a position’s banner on its public page, else the company’s, and the answer follows a change', async () => {
    const position = await buildPosition(t.db, own());
    const publicDetail = async () =>
      (await get<PublicPositionDetail>(t.app, `/api/public/positions/${position.id}`)).body;
    expect((await publicDetail()).banner).toBe('');

    const profile = await t
      .as(world.admin)
      .dispatch('update_CompanyProfile', { containerId: own(), profile: { publicBanner: 'kontor.png' } });
    expect(profile.status).toBe(200);
    expect((await publicDetail()).banner).toContain(encodeURIComponent('assets/kontor.png'));

    const save = (banner: string) =>
      t.as(world.superuser).dispatch('update_Position', {
        containerId: own(),
        positionId: position.id,
        name: position.name,
        banner,
      });
    const saved = await save('kontor-2.png');
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.data.banner).toBe('kontor-2.png');
    expect((await publicDetail()).banner).toBe(
      `/api/public/open/containers/${own()}/assets?id=${encodeURIComponent('assets/kontor-2.png')}`,
    );
    expect((await save('https://bilder.example.se/a.jpg')).status).toBe(200);
    expect((await publicDetail()).banner).toBe('https://bilder.example.se/a.jpg');

    // Only the company's own banners (or an https address).
    await upload({ name: 'annans.png' }, world.foreignAdmin, world.foreign.id);
    for (const banner of ['finns-inte.png', 'annans.png']) {
      const refused = await save(banner);
      expect(refused.status).toBe(400);
      expect(refused.error?.fields?.banner).toBe(BANNER_MESSAGES.unknownBanner);
    }
    expect((await save('javascript:alert(1)')).status).toBe(400);
    expect((await save('kontor-2.png')).status).toBe(200);
  });
});

describe('delete_Banner', () => {
  const bannerId = async (name: string) => {
    const list = await t.as(world.writer).dispatch('get_Banners', { containerId: own() });
    return list.data.find((b) => b.name === name)!.id;
  };

  it('refuses a banner in use, naming where', async () => {
    const id = await bannerId('kontor-2.png');
    const list = await t.as(world.writer).dispatch('get_Banners', { containerId: own() });
    expect(list.data.find((b) => b.id === id)!.usedBy).toEqual([
      { kind: 'position', id: expect.any(Number), name: expect.stringMatching(/^Tjänst /) },
    ]);
    const res = await t.as(world.writer).dispatch('delete_Banner', { containerId: own(), bannerId: id });
    expect(res.status).toBe(409);
    expect(res.error?.message).toMatch(
      /^Bilden används i annonsen "Tjänst [^"]+"\. Välj en annan bild där först\.$/,
    );
    const company = await t
      .as(world.writer)
      .dispatch('delete_Banner', { containerId: own(), bannerId: await bannerId('kontor.png') });
    expect(company.error?.message).toBe('Bilden används på företagssidan. Välj en annan bild där först.');
  });

  it('401, 400, 403 for a reader, 404 for another company’s banner or another kind of asset; deletes otherwise', async () => {
    const id = await bannerId('Sommar-på-kontoret.jpg');
    const remove = (caller: { id: number } | undefined, input: { bannerId: unknown }) =>
      t.as(caller).dispatch('delete_Banner', { containerId: own(), ...input });
    expect((await remove(undefined, { bannerId: id })).status).toBe(401);
    const bad = await remove(world.writer, { bannerId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields?.bannerId).toBe('Ogiltig bild');
    expect((await remove(world.reader, { bannerId: id })).status).toBe(403);
    const foreign = await t.as(world.foreignAdmin).dispatch('get_Banners', { containerId: world.foreign.id });
    const foreignId = foreign.data[0]!.id;
    expect((await remove(world.writer, { bannerId: foreignId })).status).toBe(404);
    const [json] = await t.db
      .insert(assets)
      .values({
        containerId: own(),
        name: 'mall.json',
        contentType: 'application/json',
        data: Buffer.from('{}'),
      })
      .returning();
    expect((await remove(world.writer, { bannerId: json!.id })).status).toBe(404);

    const res = await remove(world.writer, { bannerId: id });
    expect(res.status).toBe(200);
    expect(
      await t.db
        .select()
        .from(assets)
        .where(and(eq(assets.containerId, own()), eq(assets.id, id))),
    ).toEqual([]);
    expect((await remove(world.writer, { bannerId: id })).status).toBe(404);
  });
});

describe('the public assets endpoint', () => {
  const fetchAsset = (containerId: number, name: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/public/open/containers/${containerId}/assets?id=${encodeURIComponent(`assets/${name}`)}`,
    });

  it('serves a banner as its image, and never a file that is not an image', async () => {
    const res = await fetchAsset(own(), 'kontor.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
    expect((await fetchAsset(own(), 'mall.json')).statusCode).toBe(404);
    // Another company's id does not reach this company's banner.
    expect((await fetchAsset(world.foreign.id, 'kontor.png')).statusCode).toBe(404);
  });
});
