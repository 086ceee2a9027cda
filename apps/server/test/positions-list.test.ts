/** get_Positions: the positions list (status, counts, search, filters, paging) and its plan at scale. */
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PermissionId, type PositionListFilter } from '@rekry/domain';
import { positionListQuery } from '../src/areas/positions/queries.ts';
import { jobApplications, labels, positions } from '../src/db/schema.ts';
import { testAppWithWorld } from './helpers/app.ts';
import { buildPosition, buildUser, buildWorld, tokenFor } from './helpers/factories.ts';

const { t, world, tokens } = testAppWithWorld();

const now = () => Math.floor(Date.now() / 1000);
const own = () => world.own.id;

describe('get_Positions', () => {
  it('lists status, counts, search, status filter and pages newest first', async () => {
    const company = (await buildWorld(t.db)).own.id;
    const admin = await buildUser(t.db, { memberOf: [[company, [PermissionId.Administrator]]] });
    const token = await tokenFor(t.db, t.app.services.tokens, admin.id);
    const open = await buildPosition(t.db, company, { name: 'Öppen lagerjobb' });
    const closed = await buildPosition(t.db, company, {
      name: 'Stängd kassa',
      stop: new Date(Date.now() - 1000),
    });
    const archived = await buildPosition(t.db, company, { name: 'Gammal lager', isArchived: true });
    const internal = await buildPosition(t.db, company, { name: 'Intern chef', isInternal: true });
    // One of three applications has a status (an Interest label of the company): two are unprocessed.
    const [interest] = await t.db
      .select({ id: labels.id })
      .from(labels)
      .where(and(eq(labels.containerId, company), eq(labels.labelType, 'Interest')))
      .limit(1);
    for (const labelId of [null, null, interest!.id]) {
      const applicant = await buildUser(t.db, { candidate: true });
      await t.db
        .insert(jobApplications)
        .values({ containerId: company, positionId: open.id, userId: applicant.id, labelId });
    }
    const list = (await t.as(token).dispatch('get_Positions', { containerId: company })).data;
    expect(list.items.map((p: { id: number }) => p.id)).toEqual([
      internal.id,
      archived.id,
      closed.id,
      open.id,
    ]);
    expect(list.items.map((p: { status: string }) => p.status)).toEqual([
      'Öppen',
      'Arkiverad',
      'Stängd',
      'Öppen',
    ]);
    expect(list.items[0]!.isInternal).toBe(true);
    expect(list.items[3]).toMatchObject({ totalApplicants: 3, totalUnProcessed: 2 });
    expect(list.nextCursor).toBeNull();

    const search = (await t.as(token).dispatch('get_Positions', { containerId: company, query: 'LAGER' }))
      .data;
    expect(search.items.map((p: { id: number }) => p.id)).toEqual([archived.id, open.id]);
    for (const [status, ids] of [
      ['Öppen', [internal.id, open.id]],
      ['Stängd', [closed.id]],
      ['Arkiverad', [archived.id]],
    ] as const) {
      const res = (await t.as(token).dispatch('get_Positions', { containerId: company, status })).data;
      expect(res.items.map((p: { id: number }) => p.id)).toEqual(ids);
    }
    const first = (await t.as(token).dispatch('get_Positions', { containerId: company, take: 3 })).data;
    expect(first.items).toHaveLength(3);
    expect(first.nextCursor).toBe(closed.id);
    const second = (
      await t.as(token).dispatch('get_Positions', {
        containerId: company,
        take: 3,
        after: first.nextCursor,
      })
    ).data;
    expect(second.items.map((p: { id: number }) => p.id)).toEqual([open.id]);

    const cards = (await t.as(token).dispatch('get_PositionCards', { containerId: company })).data;
    expect(cards.map((c: { id: number }) => c.id)).toEqual([internal.id, open.id]);
    expect(cards[1]).toMatchObject({ totalApplicants: 3, totalUnProcessed: 2 });
  });

  it('files every ad under one status: a draft or a scheduled ad under that alone, whatever its dates', async () => {
    const company = (await buildWorld(t.db)).own.id;
    const admin = await buildUser(t.db, { memberOf: [[company, [PermissionId.Administrator]]] });
    const token = await tokenFor(t.db, t.app.services.tokens, admin.id);
    const later = new Date(Date.now() + 86_400_000);
    const open = await buildPosition(t.db, company, { name: 'Publicerad och öppen' });
    const draft = await buildPosition(t.db, company, { name: 'Utkast med öppna datum', publishedAt: null });
    const early = await buildPosition(t.db, company, {
      name: 'Utkast som inte börjat',
      publishedAt: null,
      start: later,
    });
    const scheduled = await buildPosition(t.db, company, {
      name: 'Schemalagd före start',
      publishedAt: later,
      start: later,
    });
    const archived = await buildPosition(t.db, company, {
      name: 'Arkiverat utkast',
      publishedAt: null,
      isArchived: true,
    });
    const filed = async (status: PositionListFilter) =>
      (await t.as(token).dispatch('get_Positions', { containerId: company, status })).data.items.map(
        (p: { id: number }) => p.id,
      );
    expect(await filed('Öppen')).toEqual([open.id]);
    expect(await filed('Stängd')).toEqual([]);
    expect(await filed('Utkast')).toEqual([early.id, draft.id]);
    expect(await filed('Schemalagd')).toEqual([scheduled.id]);
    expect(await filed('Arkiverad')).toEqual([archived.id]);
    const cards = (await t.as(token).dispatch('get_PositionCards', { containerId: company })).data;
    expect(cards.map((c: { id: number }) => c.id)).toEqual([open.id]);
  });

  it('answers 400 on a bad filter and never shows another company', async () => {
    const bad = await t.as(tokens.reader).dispatchUnchecked('get_Positions', {
      containerId: own(),
      status: 'Pausad',
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields?.status).toBe('Okänd status');
    await buildPosition(t.db, world.foreign.id, { name: 'Hemlig utländsk' });
    const mine = (await t.as(tokens.reader).dispatch('get_Positions', { containerId: own(), take: 200 }))
      .data;
    expect(mine.items.some((p: { name: string }) => p.name === 'Hemlig utländsk')).toBe(false);
  });
});

describe('get_Positions with hundreds of positions', () => {
  it('pages through 300 positions without losing or repeating one', async () => {
    const company = (await buildWorld(t.db)).own.id;
    const reader = await buildUser(t.db, { memberOf: [[company, [PermissionId.Read]]] });
    const token = await tokenFor(t.db, t.app.services.tokens, reader.id);
    await t.db
      .insert(positions)
      .values(
        Array.from({ length: 300 }, (_, i) => ({ containerId: company, name: `Tjänst ${i}`, form: [] })),
      );
    const seen: number[] = [];
    let after: number | undefined;
    do {
      const page = (
        await t.as(token).dispatch('get_Positions', {
          containerId: company,
          take: 200,
          ...(after ? { after } : {}),
        })
      ).data;
      seen.push(...page.items.map((p: { id: number }) => p.id));
      after = page.nextCursor ?? undefined;
    } while (after);
    expect(seen).toHaveLength(300);
    expect(new Set(seen).size).toBe(300);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
  });

  it('reads a page through the (container_id, id desc) index', async () => {
    // Few rows here, so the planner would scan anyway: forbid that to see whether the index fits at all.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = positionListQuery(tx, own(), { query: '', take: 50, after: 1000 }, now());
      const result = await tx.execute(sql`explain ${query}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((r) => Object.values(r)[0])
        .join('\n');
    });
    expect(plan).toContain('positions_container_idx');
  });
});
