import { APPLICANT_EMAIL_TYPE } from '@rekry/domain';
import { emailLog } from '../../src/db/schema.ts';
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
  preview_ApplicantsEmail: async (ctx) => {
    const { applicantId, ...at } = await applicant(ctx);
    return {
      ...at,
      recipients: [applicantId],
      previewFor: applicantId,
      subject: 'Hej',
      body: 'Hej ##FIRSTNAME##',
    };
  },
  get_SentEmail: async (ctx) => {
    const at = await applicant(ctx);
    const [mail] = await ctx.t.db
      .insert(emailLog)
      .values({
        containerId: at.containerId,
        applicationId: at.applicantId,
        positionId: at.positionId,
        emailType: APPLICANT_EMAIL_TYPE,
        emailAddress: 'sokande@example.com',
        subject: 'Hej',
        body: 'Hej',
        status: 'logged',
      })
      .returning();
    return { ...at, id: mail!.id };
  },
  get_EmailTracking: ({ containerId }) => ({ containerId }),
  get_EmailStatusSummary: async (ctx) => ({
    containerId: ctx.containerId,
    applicationId: (await applicant(ctx)).applicantId,
  }),
};
