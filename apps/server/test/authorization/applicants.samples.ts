import { buildApplication, labelByName } from '../helpers/applicants.ts';
import { applicant, position, unique, type AreaSamples } from './context.ts';

export const applicantsSamples: AreaSamples<'applicants'> = {
  get_ApplicantFilters: position,
  get_ApplicantsByPosition: position,
  get_ApplicantById: applicant,
  update_Applicant: async (ctx) => ({ ...(await applicant(ctx)), otherOffer: true }),
  create_Applicant: async (ctx) => ({ ...(await position(ctx)), email: `ny-${unique()}@example.se` }),
  delete_JobApplication: applicant,
  update_ApplicantStatus: async (ctx) => {
    const { applicantId, ...at } = await applicant(ctx);
    return {
      ...at,
      ids: [applicantId],
      labelId: (await labelByName(ctx.t.db, ctx.containerId, 'Intressant')).id,
    };
  },
  create_ApplicantNote: async (ctx) => ({ ...(await applicant(ctx)), text: 'Bra intervju.' }),
  delete_ApplicantFromContainer: async (ctx) => {
    const { positionId } = await position(ctx);
    const application = await buildApplication(ctx.t.db, ctx.containerId, positionId);
    return { containerId: ctx.containerId, userId: application.userId };
  },
  get_Questionnaire: applicant,
  update_Questionnaire: async (ctx) => ({ ...(await applicant(ctx)), skills: [] }),
  get_Labels: ({ containerId }) => ({ containerId }),
  export_Applicants: async (ctx) => ({ ...(await position(ctx)), format: 'csv' }),
  create_DemoApplicants: async (ctx) => ({ ...(await position(ctx)), count: 3 }),
};
