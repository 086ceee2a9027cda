import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from './helpers/app.ts';
import { buildContainer, buildPosition, buildWorld, tokenFor } from './helpers/factories.ts';
import type { BuiltContainer } from './helpers/factories.ts';
import { webBuildForFile } from './helpers/web-build.ts';

const SCRIPT = `console.log(${JSON.stringify('Rekry '.repeat(2000))});\n`;
const INDEX_HTML = `<!doctype html>\n<html lang="sv"><head><meta charset="UTF-8"><title>Rekry</title></head><body><div id="root"></div><script type="module" src="/assets/app-3f9a1c.js"></script></body></html>\n`;

const dist = webBuildForFile({
  'assets/app-3f9a1c.js': SCRIPT,
  'assets/app-3f9a1c.js.br': brotliCompressSync(SCRIPT),
  'assets/app-3f9a1c.js.gz': gzipSync(SCRIPT),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'index.html': INDEX_HTML,
});
const t = testAppForFile({ webDistDir: dist });
let company: BuiltContainer;

beforeAll(async () => {
  company = await buildContainer(t.db);
  for (let i = 0; i < 12; i++)
    await buildPosition(t.db, company.id, { name: `Lagerarbetare ${i} med ett ganska långt namn` });
});

const fetchWith = (url: string, acceptEncoding?: string, host = 'jobb.localhost:3000') =>
  t.app.inject({ url, headers: { host, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

function decoded(res: Awaited<ReturnType<typeof fetchWith>>): string {
  const body = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

describe('hashed build files', () => {
  it('are sent precompressed as the client accepts, cached for a year and immutable', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      [undefined, undefined],
      ['identity', undefined],
    ] as const) {
      const res = await fetchWith('/assets/app-3f9a1c.js', accept);
      expect(res.statusCode, String(accept)).toBe(200);
      expect(res.headers['content-encoding'], String(accept)).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(res)).toBe(SCRIPT);
      if (encoding) expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    }
  });

  it('files without a hash in their name are revalidated', async () => {
    const res = await fetchWith('/favicon.svg', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('pages and API answers', () => {
  it('the public list is compressed once and sent as the client accepts, with Vary and a working ETag', async () => {
    const plain = await fetchWith(`/api/public/positions?containerId=${company.id}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const list = JSON.parse(plain.body);
    expect(list.items ?? list).toBeTruthy();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const res = await fetchWith(`/api/public/positions?containerId=${company.id}`, encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decoded(res)).toBe(plain.body);
      const again = await t.app.inject({
        url: `/api/public/positions?containerId=${company.id}`,
        headers: { 'accept-encoding': encoding, 'if-none-match': res.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('a small answer is sent as it is', async () => {
    const res = await fetchWith('/api/public/positions/999999', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('a staff answer over 1 kB is compressed on the way out', async () => {
    const world = await buildWorld(t.db);
    for (let i = 0; i < 8; i++)
      await buildPosition(t.db, world.own.id, { name: `Tjänst nummer ${i} i listan` });
    const token = await tokenFor(t.db, t.app.services.tokens, world.admin.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dispatcher',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
      payload: { action: 'get_Positions', data: { containerId: world.own.id } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(res)).data.items).toHaveLength(8);
  });

  it('never inflates a compressed request body (no decompression bombs)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'a@b.se', password: 'x'.repeat(12) })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
