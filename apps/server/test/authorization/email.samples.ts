import { buildApplication } from '../helpers/applicants.ts';
import { applicant, position, type AreaSamples } from './context.ts';

export const emailSamples: AreaSamples<'email'> = {
  send_ApplicantEmail: async (ctx) => {
    const at = await position(ctx);
    const application = await buildApplication(ctx.t.db, ctx.containerId, at.positionId);
    return {
      ...at,
      applicantId: application.id,
      email: application.user.email,
      subject: 'Hej',
      body: 'Hej ##FIRSTNAME##',
    };
  },
  send_ApplicantsEmail: async (ctx) => {
    const { applicantId, ...at } = await applicant(ctx);
    return { ...at, recipients: [applicantId], subject: 'Hej', body: 'Hej ##FIRSTNAME##' };
  },
  get_EmailTracking: ({ containerId }) => ({ containerId }),
  get_EmailStatusSummary: async (ctx) => ({
    containerId: ctx.containerId,
    applicationId: (await applicant(ctx)).applicantId,
  }),
};
