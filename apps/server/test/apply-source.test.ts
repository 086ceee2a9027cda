/**
 * Where an application came from: the career site sends the landing's `kalla` (each job channel's ad
 * links with its own), utm_* and the referring site with the application, over the real HTTP apply route;
 * stored bounded, or refused with a Swedish 400 on the field.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SOURCE_TEXTS, type Answers } from '@rekry/domain';
import { jobApplications } from '../src/db/schema.ts';
import { jobAdDocument } from '../src/areas/job-channels/job-ads.ts';
import { PDF, applyWorld, type ApplyWorld } from './helpers/apply-world.ts';
import { standardAnswers, uniqueEmail } from './helpers/factories.ts';

const { t, world, counts } = applyWorld();
let base = '';
let warehouse: ApplyWorld['warehouse'];

beforeAll(async () => {
  ({ warehouse } = world);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});

/** The apply call as the career site sends it: multipart, `data` first, then the CV's part. */
async function applyWith(source: unknown, email = uniqueEmail()) {
  const form = new FormData();
  const data: Record<string, unknown> = {
    email,
    positionId: warehouse.id,
    metadata: {
      ...standardAnswers(email, {}),
      form_file: { filename: 'cv.pdf', data: '', size: PDF.length },
    } as Answers,
  };
  if (source !== undefined) data.source = source;
  form.append('data', JSON.stringify({ action: 'create_jobApplication', data }));
  form.append('form_file', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
  const res = await fetch(`${base}/api/public/positions/apply`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as any };
}

const sourceOf = async (applicationId: number) =>
  (await t.db.select().from(jobApplications).where(eq(jobApplications.id, applicationId)))[0]!.source;

describe('the source of an application', () => {
  it("links each job channel's ad with its own tracked address", async () => {
    for (const [partner, kalla] of [
      ['arbetsformedlingen', 'platsbanken'],
      ['classifieds', 'annonssajt'],
    ] as const) {
      const ad = await jobAdDocument(
        t.db,
        { positionId: warehouse.id, data: {}, partner },
        'x',
        'https://jobb.exempel.se',
      );
      expect(ad!.position.applyUrl).toBe(
        `https://jobb.exempel.se/${warehouse.id}_lagermedarbetare?kalla=${kalla}`,
      );
    }
  });

  it('stores the tracked link, utm_* and the referring site; none is direct', async () => {
    const platsbanken = await applyWith({ kalla: 'platsbanken' });
    expect(platsbanken.status, JSON.stringify(platsbanken.body)).toBe(201);
    expect(await sourceOf(platsbanken.body.data.applicationId)).toEqual({ kalla: 'platsbanken' });

    const campaign = {
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'Vår-kampanj 2026',
      referrer: 'WWW.LinkedIn.com',
    };
    const utm = await applyWith(campaign);
    expect(utm.status, JSON.stringify(utm.body)).toBe(201);
    expect(await sourceOf(utm.body.data.applicationId)).toEqual({
      ...campaign,
      referrer: 'www.linkedin.com',
    });

    // Blank parts (an empty utm_source= in a link) are none; no source at all is direct.
    const blank = await applyWith({ utmSource: '', kalla: ' ' });
    expect(blank.status, JSON.stringify(blank.body)).toBe(201);
    expect(await sourceOf(blank.body.data.applicationId)).toEqual({});
    const direct = await applyWith(undefined);
    expect(await sourceOf(direct.body.data.applicationId)).toEqual({});
  });

  it('refuses a source too long, with other characters, a referrer that is no host name or unknown parts', async () => {
    const cases: [unknown, string, string][] = [
      [{ kalla: 'x'.repeat(101) }, 'data.source.kalla', SOURCE_TEXTS.tooLong('Källan')],
      [{ utmCampaign: '<script>' }, 'data.source.utmCampaign', SOURCE_TEXTS.characters('utm_campaign')],
      [{ utmSource: 'a"b' }, 'data.source.utmSource', SOURCE_TEXTS.characters('utm_source')],
      [{ utmMedium: 5 }, 'data.source.utmMedium', SOURCE_TEXTS.characters('utm_medium')],
      [{ referrer: 'https://evil.example/path?q=namn' }, 'data.source.referrer', SOURCE_TEXTS.host],
      [{ referrer: `${'a'.repeat(250)}.se` }, 'data.source.referrer', SOURCE_TEXTS.host],
      ['platsbanken', 'data.source', SOURCE_TEXTS.invalid],
    ];
    for (const [source, field, message] of cases) {
      const before = await counts();
      const res = await applyWith(source);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.fields, JSON.stringify(source)).toEqual({ [field]: message });
      expect(res.body.error.message).toBe(message);
      expect(await counts()).toEqual(before);
    }
    const extra = await applyWith({ kalla: 'platsbanken', gclid: 'abc' });
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toMatch(/[a-zåäö]/i);
  });
});
