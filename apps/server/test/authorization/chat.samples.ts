import { eq } from 'drizzle-orm';
import { jobApplications } from '../../src/db/schema.ts';
import { buildApplication } from '../helpers/applicants.ts';
import { applicant, type AreaSamples, type SampleContext } from './context.ts';

/** An application of the company on a position where the caller holds the right of their role. */
async function conversation(ctx: SampleContext) {
  const at = await applicant(ctx);
  return { containerId: at.containerId, applicationId: at.applicantId };
}

/** An application whose applicant is the caller (the `My*` actions act only on those). */
async function ownApplication(ctx: SampleContext) {
  const application = await buildApplication(ctx.t.db);
  await ctx.t.db
    .update(jobApplications)
    .set({ userId: ctx.caller.id })
    .where(eq(jobApplications.id, application.id));
  return { applicationId: application.id };
}

export const chatSamples: AreaSamples<'chat'> = {
  get_MessagingChannels: ({ containerId }) => ({ containerId }),
  get_Conversation: conversation,
  send_Message: async (ctx) => ({ ...(await conversation(ctx)), body: 'Hej! Har du tid för en intervju?' }),
  update_ConversationRead: conversation,
  get_MyConversations: () => ({}),
  get_MyConversation: ownApplication,
  send_MyMessage: async (ctx) => ({ ...(await ownApplication(ctx)), body: 'Ja, gärna!' }),
  update_MyConversationRead: ownApplication,
};
