import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { positions } from '../src/db/schema.ts';
import { ViewCounter } from '../src/areas/careers/view-counter.ts';
import { testAppForFile } from './helpers/app.ts';
import { buildContainer, buildPosition } from './helpers/factories.ts';
import type { BuiltContainer } from './helpers/factories.ts';
import { webBuildForFile } from './helpers/web-build.ts';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36';

const t = testAppForFile({ webDistDir: webBuildForFile() });
let company: BuiltContainer;
beforeAll(async () => {
  company = await buildContainer(t.db);
});

const viewsOf = async (id: number) =>
  (await t.db.select({ views: positions.views }).from(positions).where(eq(positions.id, id)))[0]!.views;

function visit(url: string, visitor: { address: string; agent?: string }, host = 'jobb.localhost:3000') {
  return t.app.inject({
    url,
    remoteAddress: visitor.address,
    headers: { host, ...(visitor.agent === undefined ? {} : { 'user-agent': visitor.agent }) },
  });
}

describe('a position’s public views', () => {
  it('count once per visitor and day, from the page or its data, without a cookie', async () => {
    const position = await buildPosition(t.db, company.id);
    const anna = { address: '192.0.2.10', agent: BROWSER };
    const bo = { address: '192.0.2.11', agent: BROWSER };
    const page = await visit(`/${position.id}_lager`, anna);
    expect(page.statusCode).toBe(200);
    expect(page.headers['set-cookie']).toBeUndefined();
    const data = await visit(`/api/public/positions/${position.id}`, anna);
    expect(data.statusCode).toBe(200);
    expect(data.headers['set-cookie']).toBeUndefined();
    await visit(`/api/public/positions/${position.id}`, anna);
    await visit(`/api/public/positions/${position.id}`, bo);
    // The apply page is not a view of the ad (its data call is, once).
    await visit(`/${position.id}_lager/apply`, { address: '192.0.2.12', agent: BROWSER });
    await t.app.positionViews.flush();
    expect(await viewsOf(position.id)).toBe(2);
  });

  it('leave out crawlers, link previews, audits and clients that send no user agent', async () => {
    const position = await buildPosition(t.db, company.id);
    for (const agent of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'Chrome-Lighthouse',
      '',
    ])
      await visit(`/api/public/positions/${position.id}`, { address: '198.51.100.7', agent });
    await t.app.positionViews.flush();
    expect(await viewsOf(position.id)).toBe(0);
  });

  it('a visitor counts again the next day; nothing about them is written anywhere', async () => {
    const position = await buildPosition(t.db, company.id);
    let day = '2026-11-23';
    const counter = new ViewCounter(t.db, t.app.log, { today: () => day });
    counter.count(position.id, '203.0.113.5', BROWSER);
    counter.count(position.id, '203.0.113.5', BROWSER);
    day = '2026-11-24';
    counter.count(position.id, '203.0.113.5', BROWSER);
    counter.count(position.id, '203.0.113.6', BROWSER);
    await counter.flush();
    expect(await viewsOf(position.id)).toBe(3);
    const [row] = await t.db.select().from(positions).where(eq(positions.id, position.id));
    expect(JSON.stringify(row)).not.toContain('203.0.113');
  });

  it('an unknown position counts nothing and answers 404', async () => {
    const res = await visit('/api/public/positions/999999', { address: '192.0.2.99', agent: BROWSER });
    expect(res.statusCode).toBe(404);
    await t.app.positionViews.flush();
  });
});
