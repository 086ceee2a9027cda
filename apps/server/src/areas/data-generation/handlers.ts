import { DATA_GENERATION_MESSAGES, groupDigits } from '@rekry/domain';
import { and, eq } from 'drizzle-orm';
import { dataGenerations } from '../../db/schema.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import { dataGenerationRows } from './runs.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import type { HandlerMap } from '../../platform/action-context.ts';

export const dataGenerationHandlers = {
  async get_DataGenerations({ containerId }, { db }) {
    return dataGenerationRows(db, { containerId });
  },

  async create_DataGeneration({ containerId, positions, applicants }, { db, user, audit, services }) {
    const [run] = await db
      .insert(dataGenerations)
      .values({ containerId, positions, applicants, createdBy: user.id })
      .returning({ id: dataGenerations.id });
    const generationId = run!.id;
    await enqueueJob(db, 'generate-data', { generationId }, { containerId });
    const total = positions * applicants;
    await audit({
      kind: 'company',
      summary: `Startade Generera data: ${positions} ${positions === 1 ? 'tjänst' : 'tjänster'} och ${groupDigits(total)} påhittade sökande`,
      containerId,
      data: { generationId, positions, applicantsPerPosition: applicants, applicants: total },
    });
    services.jobs.wake();
    const [saved] = await dataGenerationRows(db, { id: generationId });
    return saved!;
  },

  async remove_DataGeneration({ containerId, id }, { db, audit, services }) {
    const where = and(eq(dataGenerations.id, id), eq(dataGenerations.containerId, containerId));
    const [run] = await db.select().from(dataGenerations).where(where).for('update');
    if (!run) throw notFound(DATA_GENERATION_MESSAGES.notFound);
    if (run.status === 'removed') throw badRequest(DATA_GENERATION_MESSAGES.notRemovable);
    if (run.status !== 'removing') {
      // A run still generating stops at its next step: the step sees it is being removed.
      await db
        .update(dataGenerations)
        .set({ status: 'removing', error: null, finishedAt: null, updatedAt: new Date() })
        .where(where);
      await enqueueJob(db, 'remove-generated-data', { generationId: id }, { containerId });
      await audit({
        kind: 'deletion',
        summary: `Tog bort genererad data (körning ${id}: ${run.positions} ${run.positions === 1 ? 'tjänst' : 'tjänster'}, ${groupDigits(run.done)} sökande)`,
        containerId,
        data: { generationId: id, positions: run.positions, applicants: run.done },
      });
      services.jobs.wake();
    }
    const [saved] = await dataGenerationRows(db, { id });
    return saved!;
  },
} satisfies Partial<HandlerMap>;
