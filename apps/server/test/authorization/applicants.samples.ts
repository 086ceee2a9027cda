import { applicationNotes } from '../../src/db/schema.ts';
import { buildApplication, labelByName } from '../helpers/applicants.ts';
import { buildTag } from '../helpers/tags.ts';
import { applicant, position, unique, type AreaSamples, type SampleContext } from './context.ts';

/** A note the caller wrote on an application (only its author may change it). */
async function ownNote(ctx: SampleContext) {
  const at = await applicant(ctx);
  const [note] = await ctx.t.db
    .insert(applicationNotes)
    .values({
      containerId: ctx.containerId,
      applicationId: at.applicantId,
      userId: ctx.caller.id,
      text: 'Prov',
    })
    .returning();
  return { ...at, noteId: note!.id };
}

export const applicantsSamples: AreaSamples<'applicants'> = {
  get_ApplicantFilters: position,
  // With 'Sök i CV och svar', so the text search runs under every role and on PGlite too.
  get_ApplicantsByPosition: async (ctx) => ({ ...(await position(ctx)), textQuery: 'truckkort -natt' }),
  get_ApplicantBoard: position,
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
  update_ApplicationTags: async (ctx) => ({
    ...(await applicant(ctx)),
    tagIds: [(await buildTag(ctx.t.db, ctx.containerId)).id],
  }),
  update_ApplicantsTag: async (ctx) => {
    const { applicantId, ...at } = await applicant(ctx);
    return { ...at, ids: [applicantId], tagId: (await buildTag(ctx.t.db, ctx.containerId)).id };
  },
  create_ApplicantNote: async (ctx) => ({ ...(await applicant(ctx)), text: 'Bra intervju.' }),
  update_ApplicantNote: async (ctx) => ({ ...(await ownNote(ctx)), text: 'Rättad.' }),
  delete_ApplicantNote: ownNote,
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
