import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PublicContainer, PublicPositionDetail, PublicPositionList } from '@rekry/domain';
import { DEMO_LOGO_SVG } from '../src/demo/files.ts';
import { assets, containers, positions } from '../src/db/schema.ts';
import { notifyPublicChanged } from '../src/platform/public-cache.ts';
import { publicListPage } from '../src/areas/careers/public-list.ts';
import { get, testAppForFile } from './helpers/app.ts';
import { buildContainer, buildPosition, daysFromNow } from './helpers/factories.ts';
import type { BuiltContainer, BuiltPosition } from './helpers/factories.ts';

const t = testAppForFile();
let own: BuiltContainer;
let other: BuiltContainer;
let open: BuiltPosition;
let newer: BuiltPosition;
let closed: BuiltPosition;
let notStarted: BuiltPosition;
let archived: BuiltPosition;
let internal: BuiltPosition;
let foreign: BuiltPosition;

const listOf = async (query = '') => {
  const res = await get<PublicPositionList>(t.app, `/api/public/positions${query}`);
  expect(res.status).toBe(200);
  return res.body;
};

beforeAll(async () => {
  own = await buildContainer(t.db, {
    metadata: {
      foreignKey: null,
      properties: {
        displayName: 'Eget Bolag',
        dns: 'eget',
        phone: '08-11 22 33',
        email: 'jobb@eget.se',
        companyLogo: 'logo.svg',
        facebook: 'https://facebook.com/eget',
        instagram: 'javascript:alert(1)',
        description: '<p onclick="x()">Vi <b>bygger</b><script>alert(1)</script></p>',
        '/messages/thanksforapply': 'Tack ##FIRSTNAME##!<img src=x onerror=alert(1)>',
      },
    },
    theme: { button: { backgroundColor: '#112233', borderRadius: 'rounded-full' } },
  });
  other = await buildContainer(t.db, { metadata: { foreignKey: null, properties: { dns: 'annat' } } });
  await t.db.insert(assets).values({
    containerId: own.id,
    name: 'logo.svg',
    contentType: 'image/svg+xml',
    data: Buffer.from(DEMO_LOGO_SVG),
  });
  open = await buildPosition(t.db, own.id, {
    name: 'Lagerarbetare Umeå – sommar',
    description: '<p>Hej<script>alert(1)</script><a href="javascript:x">länk</a></p>',
    createdAt: daysFromNow(-3),
  });
  newer = await buildPosition(t.db, own.id, { name: 'Truckförare', createdAt: daysFromNow(-1) });
  closed = await buildPosition(t.db, own.id, { name: 'Stängd', stop: daysFromNow(-1) });
  notStarted = await buildPosition(t.db, own.id, { name: 'Inte öppen än', start: daysFromNow(2) });
  archived = await buildPosition(t.db, own.id, { name: 'Arkiverad', isArchived: true });
  internal = await buildPosition(t.db, own.id, { name: 'Intern', isInternal: true });
  foreign = await buildPosition(t.db, other.id, { name: 'Annans tjänst' });
});

describe('GET /api/public/positions', () => {
  it("lists a company's open public positions, newest first, with paths, company name and logo", async () => {
    const list = await listOf(`?containerId=${own.id}`);
    expect(list.items.map((p) => p.id)).toEqual([newer.id, open.id]);
    expect(list).toMatchObject({ total: 2, page: 1, take: 20 });
    expect(list.items[1]).toMatchObject({
      name: 'Lagerarbetare Umeå – sommar',
      path: `/${open.id}_lagerarbetare-umea-sommar`,
      containerId: own.id,
      containerName: 'Eget Bolag',
      location: 'Västerås',
      start: Math.floor(open.start!.getTime() / 1000),
      stop: Math.floor(open.stop!.getTime() / 1000),
      companyLogo: `/api/public/open/containers/${own.id}/assets?id=assets%2Flogo.svg`,
    });
  });

  it('never lists closed, not yet started, archived or internal positions', async () => {
    const ids = (await listOf('?take=100')).items.map((p) => p.id);
    for (const hidden of [closed, notStarted, archived, internal]) expect(ids).not.toContain(hidden.id);
    expect(ids).toEqual(expect.arrayContaining([open.id, newer.id, foreign.id]));
  });

  it("with containerId never shows another company's positions", async () => {
    const list = await listOf(`?containerId=${other.id}`);
    expect(list.items.map((p) => p.id)).toEqual([foreign.id]);
    expect((await listOf('?containerId=999999')).items).toEqual([]);
  });

  it('pages with take and page', async () => {
    const first = await listOf(`?containerId=${own.id}&take=1&page=1`);
    const second = await listOf(`?containerId=${own.id}&take=1&page=2`);
    expect(first.items.map((p) => p.id)).toEqual([newer.id]);
    expect(second.items.map((p) => p.id)).toEqual([open.id]);
    expect(second.total).toBe(2);
  });

  it.each([
    ['?take=0', 'take', 'Antal per sida'],
    ['?take=101', 'take', 'Antal per sida'],
    ['?take=abc', 'take', 'Antal per sida'],
    ['?page=0', 'page', 'Sidnumret'],
    ['?page=1001', 'page', 'Sidnumret'],
    ['?containerId=-1', 'containerId', 'Ogiltigt företags-id'],
    ['?containerId=1&containerId=2', 'containerId', 'Ogiltigt företags-id'],
  ])('answers %s with 400 and a Swedish message', async (query, field, message) => {
    const res = await get(t.app, `/api/public/positions${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('bad_request');
    expect(res.body.error.fields[field]).toContain(message);
  });

  it("can serve a company's page and the portal-wide page from the partial indexes", async () => {
    // Few rows here, so the planner would scan anyway: forbid that to see whether the index fits at all.
    const plan = async (containerId?: number) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute(
          sql`explain ${publicListPage(tx, { containerId, take: 20, page: 1 }, new Date())}`,
        );
        return (result as unknown as { rows: Record<string, string>[] }).rows
          .map((r) => Object.values(r)[0])
          .join('\n');
      });
    expect(await plan(own.id)).toContain('positions_public_container_idx');
    expect(await plan()).toContain('positions_public_idx');
  });

  it('answers a repeat with 304 when the ETag still matches', async () => {
    const first = await get(t.app, '/api/public/positions');
    const etag = first.raw.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const again = await t.app.inject({ url: '/api/public/positions', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/public/positions/:id', () => {
  it('answers an open position with its sanitized description and form', async () => {
    const res = await get<PublicPositionDetail>(t.app, `/api/public/positions/${open.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: open.id, status: 'Öppen', canApply: true, isInternal: false });
    expect(res.body.linkId).toBeNull();
    expect(res.body.description).toBe('<p>Hej<a>länk</a></p>');
    expect(res.body.form.map((p) => p.key)).toContain('form_file');
  });

  it.each([
    ['closed', () => closed, 'Stängd'],
    ['archived', () => archived, 'Arkiverad'],
  ])('answers a %s position with its status, canApply false and no form', async (_, position, status) => {
    const res = await get<PublicPositionDetail>(t.app, `/api/public/positions/${position().id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status, canApply: false, form: [] });
  });

  it('shows an internal position only by its guid', async () => {
    const byId = await get(t.app, `/api/public/positions/${internal.id}`);
    expect(byId.status).toBe(404);
    expect(byId.body.error.message).toBe('Tjänsten finns inte');
    const byGuid = await get<PublicPositionDetail>(t.app, `/api/public/positions/${internal.linkId}`);
    expect(byGuid.status).toBe(200);
    expect(byGuid.body).toMatchObject({ isInternal: true, linkId: internal.linkId, canApply: true });
    expect(byGuid.body.path).toBe(`/internal/${internal.linkId}`);
    // A public position is not reached by its guid.
    expect((await get(t.app, `/api/public/positions/${open.linkId}`)).status).toBe(404);
  });

  it.each(['999999', '0', '3000000000', 'abc', '1.5', '%00', '00000000-0000-0000-0000-000000000000'])(
    'answers %s with 404 and a Swedish message',
    async (id) => {
      const res = await get(t.app, `/api/public/positions/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'not_found', message: 'Tjänsten finns inte' });
    },
  );
});

describe('GET /api/public/containers/:name', () => {
  it('finds a company by its DNS field or its name, case-insensitively, with its public face', async () => {
    const byDns = await get<PublicContainer>(t.app, '/api/public/containers/EGET');
    expect(byDns.status).toBe(200);
    expect(byDns.body.id).toBe(own.id);
    const byName = await get<PublicContainer>(
      t.app,
      `/api/public/containers/${encodeURIComponent(own.name)}`,
    );
    expect(byName.body.id).toBe(own.id);
    const c = byDns.body;
    expect(c.fields).toEqual({
      DisplayName: { data: 'Eget Bolag' },
      CompanyLogo: { data: `/api/public/open/containers/${own.id}/assets?id=assets%2Flogo.svg` },
      PhoneNumber: { data: '08-11 22 33' },
      Email: { data: 'jobb@eget.se' },
    });
    expect(c.theme.button).toEqual({
      backgroundColor: '#112233',
      textColor: '#FFFFFF',
      borderRadius: 'rounded-full',
    });
    expect(c.theme.backgroundColor.footer).toBe('#333333');
    expect(c.profile.social).toEqual({ facebook: 'https://facebook.com/eget' });
    expect(c.profile.description).toBe('<p>Vi <b>bygger</b></p>');
    expect(c.messages.thanksforapply).toBe('Tack ##FIRSTNAME##!');
    expect(c.consent.consentCompanyName).toBe('Eget Bolag');
    expect(c.consent.gdprHtml).toContain('sparas som längst i 24 månader');
    expect(c.consent.retentionMonths).toBe(24);
    expect(c.consent.companyTermsHtml).toBeNull();
    expect(c.consent.operatorTermsHtml).toContain('Allmänna villkor');
  });

  it.each(['finns-inte', 'a%00b', '%20'])('answers an unknown name (%s) with id 0', async (name) => {
    const res = await get(t.app, `/api/public/containers/${name}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 0 });
  });
});

describe('GET /api/public/open/:positionId/container', () => {
  it("answers the position's company, by id or an internal position's guid", async () => {
    expect((await get(t.app, `/api/public/open/${foreign.id}/container`)).body.id).toBe(other.id);
    expect((await get(t.app, `/api/public/open/${internal.linkId}/container`)).body.id).toBe(own.id);
    expect((await get(t.app, `/api/public/open/${closed.id}/container`)).body.id).toBe(own.id);
  });

  it('answers an unknown or internal-by-number position with 404', async () => {
    for (const id of ['999999', String(internal.id), 'x']) {
      const res = await get(t.app, `/api/public/open/${id}/container`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Tjänsten finns inte');
    }
  });
});

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('GET /api/public/open/containers/:containerId/assets', () => {
  it('serves the bytes with their type, nosniff, a locked-down CSP and cache headers', async () => {
    const res = await t.app.inject({
      url: `/api/public/open/containers/${own.id}/assets?id=assets/logo.svg`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['cache-control']).toContain('max-age');
    expect(res.body).toBe(DEMO_LOGO_SVG);
  });

  it('serves only public images: position templates (JSON with a staff e-mail) and text are not found', async () => {
    const template = { key: 'k1', name: 'Mall', createdBy: 'admin@eget.se', description: '<p>x</p>' };
    await t.db.insert(assets).values([
      {
        containerId: own.id,
        name: 'PositionTemplates/k1.json',
        contentType: 'application/json',
        data: Buffer.from(JSON.stringify(template)),
      },
      {
        containerId: own.id,
        name: 'anteckning.txt',
        contentType: 'text/plain',
        data: Buffer.from('internt'),
      },
      {
        containerId: own.id,
        name: 'banner.png',
        contentType: 'image/png',
        data: Buffer.from(PNG_1X1, 'base64'),
      },
    ]);
    for (const name of ['PositionTemplates/k1.json', 'PositionTemplates%2Fk1.json', 'anteckning.txt']) {
      const res = await get(t.app, `/api/public/open/containers/${own.id}/assets?id=assets/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.body.error.message).toBe('Filen finns inte');
      expect(res.raw.body).not.toContain('admin@eget.se');
    }
    const banner = await t.app.inject({
      url: `/api/public/open/containers/${own.id}/assets?id=assets/banner.png`,
    });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toBe('image/png');
  });

  it("never serves another company's asset, and says so in Swedish", async () => {
    const res = await get(t.app, `/api/public/open/containers/${other.id}/assets?id=assets/logo.svg`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Filen finns inte');
  });

  it.each([
    [`/api/public/open/containers/x/assets?id=assets/logo.svg`, 'Ogiltigt företags-id'],
    [`/api/public/open/containers/1/assets?id=logo.svg`, 'Ange filen som id=assets/{namn}'],
    [`/api/public/open/containers/1/assets`, 'Ange filen som id=assets/{namn}'],
    [`/api/public/open/containers/1/assets?id=assets/a%00b`, 'Ange filen som id=assets/{namn}'],
    [`/api/public/open/containers/1/assets?id=assets/a&id=assets/b`, 'Ange filen som id=assets/{namn}'],
    [`/api/public/open/containers/99999999999/assets?id=assets/a`, 'Ogiltigt företags-id'],
  ])('answers %s with 400', async (url, message) => {
    const res = await get(t.app, url);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });
});

describe('the public cache', () => {
  it('keeps answers in memory until a change notice, then answers fresh', async () => {
    const before = await listOf(`?containerId=${other.id}`);
    await t.db.update(positions).set({ name: 'Nytt namn' }).where(eq(positions.id, foreign.id));
    // Not yet told: the cached answer stands.
    expect(await listOf(`?containerId=${other.id}`)).toEqual(before);
    await notifyPublicChanged(t.db);
    await expect
      .poll(async () => (await listOf(`?containerId=${other.id}`)).items[0]?.name, { timeout: 5000 })
      .toBe('Nytt namn');
  });

  it('drops company answers on a change notice too', async () => {
    expect((await get(t.app, '/api/public/containers/annat')).body.id).toBe(other.id);
    await t.db
      .update(containers)
      .set({ metadata: { foreignKey: null, properties: { dns: 'nytt' } } })
      .where(eq(containers.id, other.id));
    await notifyPublicChanged(t.db);
    await expect.poll(async () => (await get(t.app, '/api/public/containers/annat')).body.id).toBe(0);
    expect((await get(t.app, '/api/public/containers/nytt')).body.id).toBe(other.id);
  });

  it('lets an answer expire when a position it covers opens', async () => {
    const soon = await buildPosition(t.db, other.id, {
      name: 'Öppnar strax',
      start: new Date(Date.now() + 1500),
    });
    await notifyPublicChanged(t.db);
    await expect
      .poll(async () => (await listOf(`?containerId=${other.id}`)).items.map((p) => p.id))
      .not.toContain(soon.id);
    // No notice: the clock alone makes the cached list untrue, and it is reloaded.
    await expect
      .poll(async () => (await listOf(`?containerId=${other.id}`)).items.map((p) => p.id), {
        timeout: 6000,
        interval: 250,
      })
      .toContain(soon.id);
  });
});
