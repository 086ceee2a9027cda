import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrate, openPostgres } from '../src/db/client.ts';
import { dataGenerations } from '../src/db/schema.ts';
import { enqueueJob } from '../src/platform/jobs.ts';
import { testDatabaseUrl } from './helpers/app.ts';
import { buildContainer } from './helpers/factories.ts';
import { exitCodeOf, processSandbox } from './helpers/process.ts';

const TOTAL = 20_000;

describe.skipIf(!testDatabaseUrl)('Generate data killed with -9 mid-run (real process, PostgreSQL)', () => {
  const sandbox = processSandbox('rekry-generate-');

  it('loses nothing acknowledged, leaves no orphan, and carries on from done after a restart', async () => {
    const env = { SEED_DEMO: '0' };
    const database = await openPostgres(sandbox.url, 2);
    const check = new pg.Pool({ connectionString: sandbox.url, max: 2 });
    const counts = async (id: number) => {
      const { rows } = await check.query<{ done: number; applications: number; people: number }>(
        `select (select done from data_generations where id = $1) as done,
           (select count(*)::int from job_applications a join positions p on p.id = a.position_id
             where p.metadata->>'generationId' = $1::text) as applications,
           (select count(*)::int from users where email like 'gen-run' || $1::text || '-%@example.se') as people`,
        [id],
      );
      return rows[0]!;
    };
    const server = await sandbox.start(env);
    const holder = new pg.Client({ connectionString: sandbox.url });
    await holder.connect();
    let id: number;
    try {
      await migrate(database, sandbox.url);
      const company = await buildContainer(database.db);
      const [run] = await database.db
        .insert(dataGenerations)
        .values({ containerId: company.id, positions: 1, applicants: TOTAL })
        .returning();
      id = run!.id;
      await enqueueJob(database.db, 'generate-data', { generationId: id });
      // Two steps acknowledged; then a session holds the applications (SHARE: no inserts), so the next
      // step stops inside its transaction, and the server is killed there.
      const deadline = Date.now() + 120_000;
      while ((await counts(id)).done < 4_000 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      await holder.query('begin');
      await holder.query('lock table job_applications in share mode');
      const waiting = async () =>
        (
          await holder.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
          )
        ).rows[0]!.n;
      while ((await waiting()) < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await waiting()).toBeGreaterThanOrEqual(1);
      server.child.kill('SIGKILL');
      await exitCodeOf(server);
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
    }

    const killed = await counts(id);
    expect(killed.done).toBeGreaterThanOrEqual(4_000);
    expect(killed.done).toBeLessThan(TOTAL);
    expect(killed.done % 2_000).toBe(0);
    // Every acknowledged applicant is there; the step in flight left nothing, not even its people.
    expect(killed).toEqual({ done: killed.done, applications: killed.done, people: killed.done });

    // The killed process's lock is fresh, but its pid is gone: a new instance takes the job back at start.
    const again = await sandbox.start(env);
    try {
      const deadline = Date.now() + 180_000;
      let status = '';
      while (status !== 'done' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        const { rows } = await check.query<{ status: string }>(
          'select status from data_generations where id = $1',
          [id],
        );
        status = rows[0]!.status;
      }
      expect(status).toBe('done');
      expect(await counts(id)).toEqual({ done: TOTAL, applications: TOTAL, people: TOTAL });
      console.info(`kill -9 during Generate data: killed at ${killed.done} of ${TOTAL}, resumed to the end`);
    } finally {
      await again.stop();
      await check.end();
      await database.close();
    }
  }, 400_000);
});
