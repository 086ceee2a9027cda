import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  PUBLISH_MESSAGES,
  PermissionId,
  formatDateTime,
  type PublicPositionDetail,
  type PublicPositionList,
} from '@rekry/domain';
import { auditEvents, positions } from '../src/db/schema.ts';
import { publicPositionList } from '../src/areas/careers/public-list.ts';
import { openPublicPositionsOf } from '../src/areas/careers/public-site.ts';
import { get, testAppForFile } from './helpers/app.ts';
import { buildContainer, buildUser, daysFromNow, readyPositionInput, tokenFor } from './helpers/factories.ts';
import type { BuiltContainer, BuiltUser } from './helpers/factories.ts';
import { webBuildForFile } from './helpers/web-build.ts';

/**
 * An ad's life (Utkast → Publicerad → Stängd / Arkiverad): a draft is on no public path, publishing checks
 * the ad first and may be scheduled, the clock brings a scheduled ad out, unpublishing takes it down.
 */
const t = testAppForFile({ webDistDir: webBuildForFile() });
const HOST = 'jobb.localhost:3000';
const page = (url: string) => t.app.inject({ url, headers: { host: HOST } });
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

let company: BuiltContainer;
let writer: BuiltUser;

beforeAll(async () => {
  company = await buildContainer(t.db, {
    metadata: { foreignKey: null, properties: { dns: 'utkastbolaget', displayName: 'Utkastbolaget' } },
  });
  writer = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Write]]] });
});

/** A new ad as the writer makes it (a draft), with `over` on the ready fields. */
async function newAd(name: string, over: Record<string, unknown> = {}) {
  const made = await t
    .as(writer)
    .dispatch('create_Position', { ...readyPositionInput(company.id, name), ...over });
  expect(made.status, JSON.stringify(made.error)).toBe(200);
  return made.data!;
}
const publish = (positionId: number, at: number | null = null) =>
  t.as(writer).dispatch('publish_Position', { containerId: company.id, positionId, at });

/** Every public way to a position: whether each shows it (JSON list and detail, pages, sitemap, apply). */
async function publicly(p: { id: number; name: string; linkId: string; isInternal: boolean }) {
  const list = await get<PublicPositionList>(t.app, `/api/public/positions?containerId=${company.id}`);
  const portal = await get<PublicPositionList>(t.app, '/api/public/positions');
  const ref = p.isInternal ? p.linkId : String(p.id);
  const detail = await get<PublicPositionDetail>(t.app, `/api/public/positions/${ref}`);
  const address = p.isInternal ? `/internal/${p.linkId}` : `/${p.id}`;
  const adPage = await page(address);
  const applyPage = await page(`${address}/apply`);
  const listPage = await page('/positions');
  const sitemap = await page('/sitemap.xml');
  const apply = await t.app.inject({
    method: 'POST',
    url: '/api/public/positions/apply',
    payload: {
      action: 'create_jobApplication',
      data: { email: 'sokande@example.se', positionId: p.isInternal ? p.linkId : p.id, metadata: {} },
    },
  });
  const home = await openPublicPositionsOf(t.db, [company.id], 50);
  return {
    list: list.body.items.some((i) => i.id === p.id),
    portal: portal.body.items.some((i) => i.id === p.id),
    detail: detail.status,
    adPage: adPage.statusCode,
    jsonLd: adPage.body.includes('application/ld+json'),
    applyPage: applyPage.statusCode,
    listPage: listPage.body.includes(p.name),
    sitemap: sitemap.body.includes(`/${p.id}`) || sitemap.body.includes(p.linkId),
    apply: apply.statusCode,
    candidateHome: home.some((h) => h.id === p.id),
  };
}

const hidden = {
  list: false,
  portal: false,
  detail: 404,
  adPage: 404,
  jsonLd: false,
  applyPage: 404,
  listPage: false,
  sitemap: false,
  apply: 404,
  candidateHome: false,
};

describe('a draft', () => {
  it('is on no public path: lists, detail, pages, JSON-LD, sitemap, apply, the internal link, a candidate’s home', async () => {
    const draft = await newAd('Hemligt utkast lager');
    expect(draft).toMatchObject({ publication: 'Utkast', publishedAt: null, status: 'Öppen' });
    expect(await publicly(draft)).toEqual(hidden);
    const internal = await newAd('Hemligt internt utkast', { isInternal: true });
    expect(await publicly(internal)).toEqual(hidden);

    // Published, the same paths show it (the test can fail): the public ad is everywhere.
    expect((await publish(draft.id)).status).toBe(200);
    expect(await publicly(draft)).toMatchObject({
      list: true,
      portal: true,
      detail: 200,
      adPage: 200,
      jsonLd: true,
      applyPage: 200,
      sitemap: true,
      candidateHome: true,
    });
    expect((await publish(internal.id)).status).toBe(200);
    expect(await publicly(internal)).toMatchObject({ detail: 200, adPage: 200, list: false });
  });

  it('is previewed by its company’s staff as applicants will see it, and by no one else (404)', async () => {
    const draft = await newAd('Förhandsgranskad');
    const input = { containerId: company.id, positionId: draft.id };
    const preview = await t.as(writer).dispatch('get_PositionPreview', input);
    expect(preview.status).toBe(200);
    expect(preview.data!.detail).toMatchObject({ name: 'Förhandsgranskad', canApply: true, status: 'Öppen' });
    expect(preview.data!.detail.form.some((p) => p.key === 'form_email')).toBe(true);
    // Beside the status it will have when out, where it stands now: a draft.
    expect(preview.data).toMatchObject({ publication: 'Utkast', publishedAt: null });
    expect(preview.data!.company.fields.DisplayName.data).toBe('Utkastbolaget');
    // Staff answers are never kept by a cache on the way.
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/dispatcher',
      headers: { authorization: `Bearer ${await tokenFor(t.db, t.app.services.tokens, writer.id)}` },
      payload: { action: 'get_PositionPreview', data: input },
    });
    expect(raw.headers['cache-control']).toBe('private, no-store');

    // Another company's staff, through their own company: not found.
    const other = await buildContainer(t.db);
    const stranger = await buildUser(t.db, { memberOf: [[other.id, [PermissionId.Administrator]]] });
    const foreign = await t
      .as(stranger)
      .dispatch('get_PositionPreview', { containerId: other.id, positionId: draft.id });
    expect(foreign.status).toBe(404);
    expect(foreign.error?.message).toBe('Tjänsten finns inte');
  });
});

describe('publish_Position', () => {
  it('lists in Swedish, per field, what an ad lacks, and publishes nothing', async () => {
    const bare = await newAd('Ofärdig', {
      description: '<p> </p>',
      stop: null,
      form: [],
    });
    const refused = await publish(bare.id);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe(PUBLISH_MESSAGES.notReady);
    expect(refused.error?.fields).toEqual({
      description: 'Skriv en annonstext',
      stop: 'Ange sista ansökningsdag',
      form_firstname: 'Formuläret saknar fältet Förnamn',
      form_surname: 'Formuläret saknar fältet Efternamn',
      form_email: 'Formuläret saknar fältet E-post',
      form_agreement: 'Formuläret saknar samtycket (villkoren och GDPR)',
    });
    const past = await newAd('Gammal', { start: unix(daysFromNow(-30)), stop: unix(daysFromNow(-1)) });
    expect((await publish(past.id)).error?.fields).toEqual({
      stop: 'Sista ansökningsdagen har redan passerat',
    });
    // An optional standard field is not enough: the application needs it.
    const ready = await newAd('Nästan klar');
    const form = ready.form.map((p) => (p.key === 'form_email' ? { ...p, validators: [] } : p));
    await t.db.update(positions).set({ form }).where(eq(positions.id, ready.id));
    expect((await publish(ready.id)).error?.fields).toEqual({
      form_email: 'Fältet E-post måste vara obligatoriskt i formuläret',
    });
    expect((await publish(ready.id, unix(daysFromNow(-1)))).error?.fields).toMatchObject({
      at: 'Tidpunkten har redan passerat',
    });
    const rows = await t.db.select().from(positions).where(eq(positions.containerId, company.id));
    expect(rows.filter((r) => [bare.id, past.id, ready.id].includes(r.id)).map((r) => r.publishedAt)).toEqual(
      [null, null, null],
    );
  });

  it('publishes once (409 again), writes the audit log, and a reader may not (403)', async () => {
    const ad = await newAd('Publiceras');
    const done = await publish(ad.id);
    expect(done.data).toMatchObject({ publication: 'Publicerad' });
    expect((await publish(ad.id)).status).toBe(409);
    const reader = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Read]]] });
    const asReader = await t
      .as(reader)
      .dispatch('publish_Position', { containerId: company.id, positionId: ad.id, at: null });
    expect(asReader.status).toBe(403);
    const audited = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.containerId, company.id), eq(auditEvents.kind, 'publication')));
    expect(audited.map((a) => a.summary)).toContain('Publicerade annonsen Publiceras');
  });
});

describe('a scheduled ad', () => {
  it('is public from its moment on, by the clock alone', async () => {
    const start = daysFromNow(2);
    const ad = await newAd('Schemalagd lagerchef', { start: unix(start) });
    const scheduled = await publish(ad.id, unix(start));
    expect(scheduled.data).toMatchObject({ publication: 'Schemalagd', publishedAt: unix(start) });
    const listed = async (at: Date) =>
      (await publicPositionList(t.db, { containerId: company.id, take: 50, page: 1 }, at)).value.items.some(
        (i) => i.id === ad.id,
      );
    // Now: not public; the cached list knows when that changes.
    const now = await publicPositionList(t.db, { containerId: company.id, take: 50, page: 1 }, new Date());
    expect(now.value.items.some((i) => i.id === ad.id)).toBe(false);
    expect(now.validUntil).toBeLessThanOrEqual(start.getTime() + 1000);
    expect((await get(t.app, `/api/public/positions/${ad.id}`)).status).toBe(404);
    // At its moment (a clock two days on): on the list.
    expect(await listed(new Date(start.getTime() + 60_000))).toBe(true);
    // The moment come (moved into the near past, as the clock would find it): public everywhere.
    await t.db
      .update(positions)
      .set({ publishedAt: new Date(Date.now() - 1000), start: new Date(Date.now() - 1000) })
      .where(eq(positions.id, ad.id));
    expect(await publicly(ad)).toMatchObject({ list: true, detail: 200, adPage: 200, sitemap: true });
  });

  it('can still be published at once; then it is published (409 again)', async () => {
    const ad = await newAd('Schemalagd men brådskande');
    await publish(ad.id, unix(daysFromNow(5)));
    const now = await publish(ad.id, null);
    expect(now.status, JSON.stringify(now.error)).toBe(200);
    expect(now.data.publication).toBe('Publicerad');
    expect(await publicly(ad)).toMatchObject({ list: true, detail: 200 });
    expect((await publish(ad.id, null)).status).toBe(409);
  });
});

describe('a scheduled ad, changed and cancelled', () => {
  const audited = async (positionId: number) =>
    (
      await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.containerId, company.id), eq(auditEvents.kind, 'publication')))
        .orderBy(auditEvents.id)
    )
      .filter((a) => (a.data as { positionId?: number }).positionId === positionId)
      .map((a) => a.summary);

  it('is scheduled anew at another moment, but never at one already past', async () => {
    const ad = await newAd('Flyttad publicering');
    const first = unix(daysFromNow(3));
    const later = unix(daysFromNow(6)) + 1800;
    expect((await publish(ad.id, first)).data).toMatchObject({
      publication: 'Schemalagd',
      publishedAt: first,
    });
    const moved = await publish(ad.id, later);
    expect(moved.status, JSON.stringify(moved.error)).toBe(200);
    expect(moved.data).toMatchObject({ publication: 'Schemalagd', publishedAt: later });
    const past = await publish(ad.id, unix(new Date()) - 60);
    expect(past.status).toBe(400);
    expect(past.error?.fields).toEqual({ at: 'Tidpunkten har redan passerat' });
    const preview = await t
      .as(writer)
      .dispatch('get_PositionPreview', { containerId: company.id, positionId: ad.id });
    expect(preview.data).toMatchObject({ publication: 'Schemalagd', publishedAt: later });
    expect(await publicly(ad)).toEqual(hidden);
    expect(await audited(ad.id)).toEqual([
      `Schemalade annonsen Flyttad publicering till ${formatDateTime(first)}`,
      `Flyttade publiceringen av annonsen Flyttad publicering till ${formatDateTime(later)}`,
    ]);
  });

  it('is cancelled by unpublish_Position: a draft again, which its moment no longer brings out', async () => {
    const ad = await newAd('Avbruten schemaläggning');
    const moment = unix(daysFromNow(2));
    await publish(ad.id, moment);
    const cancelled = await t
      .as(writer)
      .dispatch('unpublish_Position', { containerId: company.id, positionId: ad.id });
    expect(cancelled.status).toBe(200);
    expect(cancelled.data).toMatchObject({ publication: 'Utkast', publishedAt: null });
    const [row] = await t.db.select().from(positions).where(eq(positions.id, ad.id));
    expect(row!.publishedAt).toBeNull();
    // At its former moment it is still nowhere public.
    const then = await publicPositionList(
      t.db,
      { containerId: company.id, take: 50, page: 1 },
      new Date((moment + 60) * 1000),
    );
    expect(then.value.items.some((i) => i.id === ad.id)).toBe(false);
    expect(await audited(ad.id)).toContain('Avbröt schemaläggningen av annonsen Avbruten schemaläggning');
  });
});

describe('unpublish_Position', () => {
  it('takes a published ad back to a draft, off every public path; a draft cannot be unpublished (409)', async () => {
    const ad = await newAd('Avpubliceras');
    await publish(ad.id);
    expect((await publicly(ad)).detail).toBe(200);
    const back = await t
      .as(writer)
      .dispatch('unpublish_Position', { containerId: company.id, positionId: ad.id });
    expect(back.status).toBe(200);
    expect(back.data).toMatchObject({ publication: 'Utkast', publishedAt: null });
    expect(await publicly(ad)).toEqual(hidden);
    const again = await t
      .as(writer)
      .dispatch('unpublish_Position', { containerId: company.id, positionId: ad.id });
    expect(again.status).toBe(409);
    // The staff list finds it among the drafts.
    const drafts = await t
      .as(writer)
      .dispatch('get_Positions', { containerId: company.id, status: 'Utkast' });
    expect(drafts.data!.items.map((i) => i.id)).toContain(ad.id);
    expect(drafts.data!.items.every((i) => i.publication === 'Utkast')).toBe(true);
  });
});
