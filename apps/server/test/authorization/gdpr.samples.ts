import type { AreaSamples, SampleContext } from './context.ts';
import { position } from './context.ts';
import { buildApplication } from '../helpers/applicants.ts';

/** An applicant of the sample company (the GDPR actions name one by user id). */
async function applicant(ctx: SampleContext) {
  const { positionId } = await position(ctx);
  return buildApplication(ctx.t.db, ctx.containerId, positionId);
}

export const gdprSamples: AreaSamples<'gdpr'> = {
  get_GdprOverview: ({ containerId }) => ({ containerId }),
  update_RetentionMonths: ({ containerId }) => ({ containerId, months: 12 }),
  update_LegalHold: async (ctx) => ({
    containerId: ctx.containerId,
    userId: (await applicant(ctx)).userId,
    hold: true,
  }),
  get_GdprPerson: async (ctx) => ({ containerId: ctx.containerId, userId: (await applicant(ctx)).userId }),
  inform_Person: async (ctx) => ({
    containerId: ctx.containerId,
    userId: (await applicant(ctx)).userId,
    delivery: 'download',
    format: 'json',
  }),
};
