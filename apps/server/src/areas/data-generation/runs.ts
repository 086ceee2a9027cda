/**
 * Generate data (/admin/generate-data): a run makes made-up positions and applicants for a
 * company as a background job, in chunks. Each chunk is one transaction that inserts its applicants with
 * the bench's generator (generateApplicants, also behind create_DemoApplicants) AND advances the run's
 * `done`, so a crash (even kill -9) loses nothing acknowledged and the job resumes where it got to.
 *
 * What a run makes is marked: its positions carry `generationId` in their metadata, its people the e-mail
 * prefix gen-run<id>- (example.se, never deliverable). Removing a run deletes exactly that, in chunks too.
 */
import { setTimeout } from 'node:timers/promises';
import { and, desc, eq, sql } from 'drizzle-orm';
import { DATA_GENERATION_LIMITS, type DataGeneration, type DataGenerationStatus } from '@rekry/domain';
import { generateApplicants } from './applicant-generator.ts';
import { rowsOf, type Database, type Db, type Queryable } from '../../db/client.ts';
import { DEMO_CITIES } from './sample-data/people.ts';
import { warehouseMeritForm } from './sample-data/forms.ts';
import { containers, dataGenerations, positions, users } from '../../db/schema.ts';
import { JobInterrupted, type JobHandler } from '../../platform/jobs.ts';
import { fullNameSql } from '../../platform/person-name.ts';

/** Applicants per chunk: one transaction each (on PGlite it holds the one connection meanwhile). */
export const GENERATION_CHUNK = 2_000;
/** Made-up people removed per chunk. */
export const REMOVAL_CHUNK = 5_000;
/** The pause between steps on PGlite, where a step holds the only connection. */
const STEP_PAUSE_MS = 100;

const TITLES = [
  'Lagermedarbetare',
  'Truckförare',
  'Kundtjänstmedarbetare',
  'Säljare',
  'Butiksmedarbetare',
  'Ekonomiassistent',
  'Undersköterska',
  'Systemutvecklare',
  'Projektledare',
  'Produktionstekniker',
];

/** The e-mail tag of a run's k-th position (1-based): gen-run12-p3-45@example.se. */
const personTag = (generationId: number, k: number) => `run${generationId}-p${k}`;
/** Every made-up person of a run: gen-run12-… (the dash ends the id, so run1 never matches run12). */
const peoplePattern = (generationId: number) => `gen-run${generationId}-%@example.se`;

type Run = typeof dataGenerations.$inferSelect;

/** The runs for the page, newest first; one company's with `containerId`, one run with `id`. */
export async function dataGenerationRows(
  db: Queryable,
  filter: { containerId?: number; id?: number } = {},
): Promise<DataGeneration[]> {
  const rows = await db
    .select({
      run: dataGenerations,
      containerName: containers.name,
      creatorName: fullNameSql(),
      creatorEmail: users.email,
    })
    .from(dataGenerations)
    .innerJoin(containers, eq(containers.id, dataGenerations.containerId))
    .leftJoin(users, eq(users.id, dataGenerations.createdBy))
    .where(
      and(
        filter.containerId === undefined ? undefined : eq(dataGenerations.containerId, filter.containerId),
        filter.id === undefined ? undefined : eq(dataGenerations.id, filter.id),
      ),
    )
    .orderBy(desc(dataGenerations.createdAt), desc(dataGenerations.id))
    .limit(DATA_GENERATION_LIMITS.list);
  return rows.map(({ run, containerName, creatorName, creatorEmail }) => ({
    id: run.id,
    containerId: run.containerId,
    containerName,
    positions: run.positions,
    applicants: run.applicants,
    total: run.positions * run.applicants,
    done: run.done,
    removed: run.removed,
    status: run.status,
    error: run.error,
    createdBy: creatorName ?? creatorEmail ?? null,
    created: run.createdAt.toISOString(),
    finished: run.finishedAt?.toISOString() ?? null,
  }));
}

async function lockRun(tx: Queryable, id: number): Promise<Run | undefined> {
  const [run] = await tx.select().from(dataGenerations).where(eq(dataGenerations.id, id)).for('update');
  return run;
}

async function setStatus(tx: Queryable, id: number, status: DataGenerationStatus, finished = false) {
  await tx
    .update(dataGenerations)
    .set({ status, updatedAt: new Date(), ...(finished ? { finishedAt: new Date() } : {}) })
    .where(eq(dataGenerations.id, id));
}

/** The run's positions in their order (metadata.generationIndex), made on its first step. */
async function runPositions(tx: Queryable, run: Run) {
  const mine = sql`(${positions.metadata}->>'generationId') = ${String(run.id)}`;
  const existing = await tx
    .select({ id: positions.id, form: positions.form })
    .from(positions)
    .where(and(eq(positions.containerId, run.containerId), mine))
    .orderBy(sql`((${positions.metadata}->>'generationIndex')::int)`);
  if (existing.length > 0) return existing;
  const day = 86_400_000;
  const now = new Date();
  return tx
    .insert(positions)
    .values(
      Array.from({ length: run.positions }, (_, i) => ({
        containerId: run.containerId,
        name: `${TITLES[i % TITLES.length]} (genererad ${i + 1})`,
        text: 'Genererad tjänst med påhittade sökande (Generera data).',
        description: '<p>Genererad tjänst med påhittade sökande.</p>',
        location: DEMO_CITIES[i % DEMO_CITIES.length]![0],
        // Not on the career site: made-up ads are for staff screens and load tests only.
        isInternal: true,
        start: new Date(now.getTime() - day),
        stop: new Date(now.getTime() + 60 * day),
        publishedAt: new Date(now.getTime() - day),
        form: warehouseMeritForm(),
        metadata: { generationId: run.id, generationIndex: i + 1 },
        // Made-up ads tell nobody that they opened, close soon or closed (areas/positions/position-events.ts).
        publishedNotifiedAt: now,
        closingSoonNotifiedAt: now,
        closedNotifiedAt: now,
      })),
    )
    .returning({ id: positions.id, form: positions.form });
}

export type StepOutcome = 'more' | 'finished' | 'stopped';

/**
 * One step of a run, in one transaction: the positions first, then up to `chunk` applicants on the
 * position the run has got to, with `done` advanced in the same commit. 'finished' marks the run done.
 */
export async function generationStep(db: Db, id: number, chunk = GENERATION_CHUNK): Promise<StepOutcome> {
  return db.transaction(async (tx) => {
    const run = await lockRun(tx, id);
    if (!run || (run.status !== 'queued' && run.status !== 'running')) return 'stopped';
    const made = await runPositions(tx, run);
    const total = run.positions * run.applicants;
    if (run.done >= total) {
      // Fresh statistics for the planner once per run (PGlite has no autovacuum).
      if (total > 0) await tx.execute(sql`analyze job_applications, application_answers`);
      await setStatus(tx, id, 'done', true);
      return 'finished';
    }
    const k = Math.floor(run.done / run.applicants);
    const from = run.done % run.applicants;
    const count = Math.min(chunk, run.applicants - from);
    const position = made[k]!;
    await generateApplicants(tx, run.containerId, position.id, position.form, count, {
      tag: personTag(id, k + 1),
      from,
      through: run.applicants,
      analyze: false,
    });
    await tx
      .update(dataGenerations)
      .set({ done: run.done + count, status: 'running', updatedAt: new Date() })
      .where(eq(dataGenerations.id, id));
    return 'more';
  });
}

/**
 * One step of removing a run: up to `chunk` of its made-up people (their applications go with them; an
 * account someone made for itself, with a password, is never one of them even if its address matched);
 * when none is left, its positions (with anything else on them), and the run is marked removed.
 */
export async function removalStep(db: Db, id: number, chunk = REMOVAL_CHUNK): Promise<StepOutcome> {
  return db.transaction(async (tx) => {
    const run = await lockRun(tx, id);
    if (!run || run.status !== 'removing') return 'stopped';
    const gone = rowsOf<{ id: number }>(
      await tx.execute(sql`
        delete from ${users} where id in (
          select id from ${users}
          where email like ${peoplePattern(id)} and password_hash is null and not is_superuser
          limit ${chunk}
        ) returning id`),
    ).length;
    if (gone > 0) {
      await tx
        .update(dataGenerations)
        .set({ removed: run.removed + gone, updatedAt: new Date() })
        .where(eq(dataGenerations.id, id));
      return 'more';
    }
    await tx
      .delete(positions)
      .where(
        and(
          eq(positions.containerId, run.containerId),
          sql`(${positions.metadata}->>'generationId') = ${String(id)}`,
        ),
      );
    await setStatus(tx, id, 'removed', true);
    return 'finished';
  });
}

/** Marks a run failed for good (its job's tries are spent); its data stays until removed. */
export async function markGenerationFailed(db: Queryable, id: number, error: string): Promise<void> {
  await db
    .update(dataGenerations)
    .set({ status: 'failed', error: error.slice(0, 500), updatedAt: new Date(), finishedAt: new Date() })
    .where(
      and(eq(dataGenerations.id, id), sql`${dataGenerations.status} in ('queued', 'running', 'removing')`),
    );
}

/**
 * A job that runs steps until its run is finished or stopped, giving way when the worker stops. On PGlite
 * (one connection) it pauses between steps so the requests waiting meanwhile (the page's polls) get in.
 */
function stepJob(
  db: Db,
  step: (db: Db, id: number) => Promise<StepOutcome>,
  options: { stopping: () => boolean; pauseMs: number },
): JobHandler<'generate-data' | 'remove-generated-data'> {
  return {
    async run({ generationId }) {
      for (;;) {
        if (options.stopping()) throw new JobInterrupted('the server is stopping');
        if ((await step(db, generationId)) !== 'more') return;
        if (options.pauseMs > 0) await setTimeout(options.pauseMs);
      }
    },
    async failed({ generationId }, _job, error) {
      await markGenerationFailed(db, generationId, error);
    },
  };
}

/** The queue's handlers for Generate data. */
export function dataGenerationJobs(database: Database, stopping: () => boolean) {
  const options = { stopping, pauseMs: database.kind === 'pglite' ? STEP_PAUSE_MS : 0 };
  return {
    'generate-data': stepJob(database.db, (d, id) => generationStep(d, id), options),
    'remove-generated-data': stepJob(database.db, (d, id) => removalStep(d, id), options),
  };
}
