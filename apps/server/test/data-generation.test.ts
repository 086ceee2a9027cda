import { describe, expect, it } from 'vitest';
import { DATA_GENERATION_MESSAGES, type DataGeneration } from '@rekry/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import { auditEvents, dataGenerations, jobApplications, jobs, positions, users } from '../src/db/schema.ts';
import { dataGenerationJobs, generationStep, removalStep } from '../src/areas/data-generation/runs.ts';
import { JobInterrupted, type ClaimedJob } from '../src/platform/jobs.ts';
import { buildApplication } from './helpers/applicants.ts';
import { testAppWithWorld } from './helpers/app.ts';
import { buildPosition } from './helpers/factories.ts';

// The worker is driven by hand (runUntilIdle, single steps), so every count below is exact.
const { t, world } = testAppWithWorld({ jobWorker: false });

const start = (input: Record<string, unknown>, caller: { id: number } | null = world.superuser) =>
  t
    .as(caller ?? undefined)
    .dispatch('create_DataGeneration', { containerId: world.own.id, positions: 1, applicants: 5, ...input });

const remove = (input: Record<string, unknown>, caller: { id: number } | null = world.superuser) =>
  t.as(caller ?? undefined).dispatch('remove_DataGeneration', { containerId: world.own.id, id: 0, ...input });

const below = () => [world.reader, world.writer, world.admin, world.foreignAdmin, world.candidate];

const peopleOf = (id: number) =>
  t.db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `gen-run${id}-%@example.se`));
const positionsOf = (id: number) =>
  t.db
    .select()
    .from(positions)
    .where(sql`${positions.metadata}->>'generationId' = ${String(id)}`)
    .orderBy(positions.id);
const runOf = async (id: number) =>
  (await t.db.select().from(dataGenerations).where(eq(dataGenerations.id, id)))[0]!;

describe('create_DataGeneration', () => {
  it('401 without a login; 403 for every role below superuser; nothing is queued', async () => {
    expect((await start({}, null)).status).toBe(401);
    for (const caller of below()) expect((await start({}, caller)).status).toBe(403);
    expect(await t.db.select().from(dataGenerations)).toEqual([]);
  });

  it('answers 400 with the field and a Swedish message for each wrong input, 404 for no company', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ containerId: 'abc' }, 'containerId', 'Ogiltigt företags-id'],
      [{ positions: 0 }, 'positions', DATA_GENERATION_MESSAGES.positions],
      [{ positions: 21 }, 'positions', DATA_GENERATION_MESSAGES.positions],
      [{ positions: 1.5 }, 'positions', DATA_GENERATION_MESSAGES.positions],
      [{ positions: 'många' }, 'positions', DATA_GENERATION_MESSAGES.positions],
      [{ positions: undefined }, 'positions', DATA_GENERATION_MESSAGES.positions],
      [{ applicants: -1 }, 'applicants', DATA_GENERATION_MESSAGES.applicants],
      [{ applicants: 100_001 }, 'applicants', DATA_GENERATION_MESSAGES.applicants],
      [{ applicants: 'x' }, 'applicants', DATA_GENERATION_MESSAGES.applicants],
      [{ applicants: undefined }, 'applicants', DATA_GENERATION_MESSAGES.applicants],
      [{ positions: 2, applicants: 50_001 }, 'applicants', DATA_GENERATION_MESSAGES.total],
    ];
    for (const [input, field, message] of cases) {
      const res = await start(input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.error?.fields?.[field], JSON.stringify(input)).toBe(message);
    }
    expect((await start({ containerId: 999_999 })).status).toBe(404);
    expect(await t.db.select().from(dataGenerations)).toEqual([]);
    // One position may take all 100,000 (validated only here, not generated).
    const full = await start({ positions: 1, applicants: 100_000 });
    expect(full.status).toBe(200);
    await t.db.delete(jobs).where(eq(jobs.kind, 'generate-data'));
    await t.db.delete(dataGenerations);
  });

  it('queues a run that the job fills with marked positions and applicants, and audits it', async () => {
    const res = await start({ positions: 2, applicants: 5 });
    expect(res.status).toBe(200);
    const run = res.data as DataGeneration;
    expect(run).toMatchObject({
      containerId: world.own.id,
      positions: 2,
      applicants: 5,
      total: 10,
      done: 0,
      status: 'queued',
    });
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.data}->>'generationId' = ${String(run.id)}`);
    expect(audit).toMatchObject({ kind: 'company', containerId: world.own.id, actorId: world.superuser.id });
    expect(audit!.summary).toBe('Startade Generera data: 2 tjänster och 10 påhittade sökande');

    expect(await t.app.services.jobs.runUntilIdle('generate-data')).toBe(1);
    expect(await runOf(run.id)).toMatchObject({ status: 'done', done: 10 });
    const made = await positionsOf(run.id);
    expect(made).toHaveLength(2);
    for (const p of made) {
      expect(p).toMatchObject({ containerId: world.own.id, isInternal: true });
      const apps = await t.db.select().from(jobApplications).where(eq(jobApplications.positionId, p.id));
      expect(apps).toHaveLength(5);
    }
    expect(await peopleOf(run.id)).toHaveLength(10);
    const list = await t.as(world.superuser).dispatch('get_DataGenerations', { containerId: world.own.id });
    expect((list.data as DataGeneration[])[0]).toMatchObject({ id: run.id, status: 'done', done: 10 });
  });

  it('goes chunk by chunk and resumes from done: no applicant twice, none lost', async () => {
    const run = (await start({ positions: 2, applicants: 4 })).data as DataGeneration;
    expect(await generationStep(t.db, run.id, 3)).toBe('more');
    expect(await runOf(run.id)).toMatchObject({ status: 'running', done: 3 });
    expect(await generationStep(t.db, run.id, 3)).toBe('more');
    // The first position is full (4), the second not begun: a chunk never spans two positions.
    expect((await runOf(run.id)).done).toBe(4);
    // A crash here (the worker gone): the queued job runs again and carries on from done = 4.
    await t.app.services.jobs.runUntilIdle('generate-data');
    expect(await runOf(run.id)).toMatchObject({ status: 'done', done: 8 });
    const made = await positionsOf(run.id);
    expect(made).toHaveLength(2);
    for (const p of made)
      expect(
        await t.db.select().from(jobApplications).where(eq(jobApplications.positionId, p.id)),
      ).toHaveLength(4);
    expect(await peopleOf(run.id)).toHaveLength(8);
  });

  it('gives way to a stopping worker before a step, and a run whose tries are spent is failed', async () => {
    const run = (await start({ positions: 1, applicants: 3 })).data as DataGeneration;
    const job = { id: 0, kind: 'generate-data', payload: {}, containerId: null, attempts: 1, maxAttempts: 5 };
    const stopping = dataGenerationJobs(t.database, () => true)['generate-data'];
    await expect(stopping.run({ generationId: run.id }, job as ClaimedJob)).rejects.toBeInstanceOf(
      JobInterrupted,
    );
    expect(await runOf(run.id)).toMatchObject({ status: 'queued', done: 0 });
    await stopping.failed!({ generationId: run.id }, job as ClaimedJob, 'databasen svarar inte');
    expect(await runOf(run.id)).toMatchObject({ status: 'failed', error: 'databasen svarar inte' });
    // A failed run is not generated further; its data (none here) can still be removed.
    expect(await generationStep(t.db, run.id)).toBe('stopped');
    expect((await remove({ id: run.id })).status).toBe(200);
    await t.app.services.jobs.runUntilIdle();
    expect(await runOf(run.id)).toMatchObject({ status: 'removed' });
  });

  it('makes just the positions for zero applicants', async () => {
    const run = (await start({ positions: 3, applicants: 0 })).data as DataGeneration;
    await t.app.services.jobs.runUntilIdle('generate-data');
    expect(await runOf(run.id)).toMatchObject({ status: 'done', done: 0 });
    expect(await positionsOf(run.id)).toHaveLength(3);
  });
});

describe('get_DataGenerations', () => {
  it('401 without a login, 403 below superuser, 400 for a wrong company id', async () => {
    expect((await t.as(undefined).dispatch('get_DataGenerations', {})).status).toBe(401);
    for (const caller of below())
      expect((await t.as(caller).dispatch('get_DataGenerations', {})).status).toBe(403);
    const bad = await t.as(world.superuser).dispatch('get_DataGenerations', { containerId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields?.containerId).toBe('Ogiltigt företags-id');
  });

  it('lists every company’s runs newest first, or one company’s', async () => {
    const foreign = (await start({ containerId: world.foreign.id, applicants: 0 })).data as DataGeneration;
    const all = (await t.as(world.superuser).dispatch('get_DataGenerations', {})).data as DataGeneration[];
    expect(all[0]).toMatchObject({ id: foreign.id, containerName: world.foreign.name, status: 'queued' });
    expect(all.some((r) => r.containerId === world.own.id)).toBe(true);
    const own = (await t.as(world.superuser).dispatch('get_DataGenerations', { containerId: world.own.id }))
      .data as DataGeneration[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.containerId === world.own.id)).toBe(true);
    await t.app.services.jobs.runUntilIdle('generate-data');
  });
});

describe('remove_DataGeneration', () => {
  it('401, 403 below superuser, 400 per field, 404 for another company’s run', async () => {
    const run = (await start({ applicants: 2 })).data as DataGeneration;
    await t.app.services.jobs.runUntilIdle('generate-data');
    expect((await remove({ id: run.id }, null)).status).toBe(401);
    for (const caller of below()) expect((await remove({ id: run.id }, caller)).status).toBe(403);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ id: 'x' }, 'id', DATA_GENERATION_MESSAGES.id],
      [{ id: 0 }, 'id', DATA_GENERATION_MESSAGES.id],
      [{ id: run.id, containerId: 'x' }, 'containerId', 'Ogiltigt företags-id'],
    ];
    for (const [input, field, message] of cases) {
      const res = await remove(input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.error?.fields?.[field], JSON.stringify(input)).toBe(message);
    }
    const cross = await remove({ id: run.id, containerId: world.foreign.id });
    expect(cross.status).toBe(404);
    expect(cross.data).toBeUndefined();
    expect((await remove({ id: 999_999 })).status).toBe(404);
    expect(await runOf(run.id)).toMatchObject({ status: 'done' });
    expect(await peopleOf(run.id)).toHaveLength(2);
  });

  it('removes exactly what the run made, in chunks, and never other data', async () => {
    const keep = (await start({ applicants: 3 })).data as DataGeneration;
    const run = (await start({ positions: 2, applicants: 6 })).data as DataGeneration;
    await t.app.services.jobs.runUntilIdle('generate-data');
    // A real applicant on a company position, and the run's neighbour, must stay.
    const realPosition = await buildPosition(t.db, world.own.id);
    const real = await buildApplication(t.db, world.own.id, realPosition.id);
    // An account someone made for itself is never made-up, even at a look-alike address.
    const [lookalike] = await t.db
      .insert(users)
      .values({ email: `gen-run${run.id}-egen@example.se`, passwordHash: 'x', isCandidate: true })
      .returning();

    const res = await remove({ id: run.id });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: run.id, status: 'removing', done: 12, removed: 0 });
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.kind, 'deletion'), sql`${auditEvents.data}->>'generationId' = ${String(run.id)}`),
      );
    expect(audit?.summary).toBe(`Tog bort genererad data (körning ${run.id}: 2 tjänster, 12 sökande)`);
    // Asking again while it is being removed changes nothing.
    expect((await remove({ id: run.id })).data).toMatchObject({ status: 'removing' });

    expect(await removalStep(t.db, run.id, 5)).toBe('more');
    expect(await runOf(run.id)).toMatchObject({ status: 'removing', removed: 5 });
    await t.app.services.jobs.runUntilIdle('remove-generated-data');
    expect(await runOf(run.id)).toMatchObject({ status: 'removed', removed: 12 });
    expect((await peopleOf(run.id)).map((p) => p.id)).toEqual([lookalike!.id]);
    expect(await positionsOf(run.id)).toEqual([]);

    expect(await peopleOf(keep.id)).toHaveLength(3);
    expect(await positionsOf(keep.id)).toHaveLength(1);
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.id, real.id))).toHaveLength(1);
    for (const u of Object.values(world))
      if ('email' in u) expect(await t.db.select().from(users).where(eq(users.id, u.id))).toHaveLength(1);

    const again = await remove({ id: run.id });
    expect(again.status).toBe(400);
    expect(again.error?.message).toBe(DATA_GENERATION_MESSAGES.notRemovable);
  });

  it('stops a run that is still generating and removes what it had made', async () => {
    const run = (await start({ positions: 1, applicants: 9 })).data as DataGeneration;
    expect(await generationStep(t.db, run.id, 4)).toBe('more');
    expect((await remove({ id: run.id })).status).toBe(200);
    expect(await generationStep(t.db, run.id, 4)).toBe('stopped');
    await t.app.services.jobs.runUntilIdle();
    expect(await runOf(run.id)).toMatchObject({ status: 'removed', done: 4, removed: 4 });
    expect(await peopleOf(run.id)).toEqual([]);
    expect(await positionsOf(run.id)).toEqual([]);
  });
});
