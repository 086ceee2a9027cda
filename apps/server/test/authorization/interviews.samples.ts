import { addDays, stockholmDate } from '@rekry/domain';
import { buildInterview } from '../helpers/interviews.ts';
import { applicant, position, type AreaSamples, type SampleContext } from './context.ts';

/** An interview setup with one of the company's own staff as the interviewer. */
const setup = (ctx: SampleContext) => ({
  kind: 'video' as const,
  place: 'https://meet.example.se/abc',
  durationMinutes: 45,
  interviewerIds: [ctx.world.writer.id],
  need: 1,
  windowFrom: stockholmDate(),
  windowTo: addDays(stockholmDate(), 14),
});

export const interviewsSamples: AreaSamples<'interviews'> = {
  get_MyAvailability: () => ({}),
  update_MyAvailability: () => ({
    timeZone: 'Europe/Stockholm',
    hours: { 1: [{ start: '09:00', end: '16:00' }] },
    maxPerDay: 3,
  }),
  add_MyCalendarSource: () => ({ kind: 'ics', url: 'https://kalender.example.se/upptagen.ics' }),
  refresh_MyCalendarSource: () => ({ id: 2_000_000_000 }),
  remove_MyCalendarSource: () => ({ id: 2_000_000_000 }),
  renew_MyInterviewFeed: () => ({}),
  get_Interviewers: ({ containerId }) => ({ containerId }),
  get_InterviewSlots: async (ctx) => ({ ...(await position(ctx)), ...setup(ctx) }),
  create_Interviews: async (ctx) => {
    const { applicantId, ...at } = await applicant(ctx);
    return {
      ...at,
      ...setup(ctx),
      applicantIds: [applicantId],
      subject: 'Välkommen på intervju',
      body: 'Boka en tid här: ##BOOKINGLINK##',
    };
  },
  get_ApplicationInterviews: applicant,
  cancel_Interview: async (ctx) => {
    const at = await applicant(ctx);
    const { interview } = await buildInterview(ctx.t, at, { interviewerIds: [ctx.world.writer.id] });
    return { ...at, id: interview.id };
  },
  get_TodaysInterviews: ({ containerId }) => ({ containerId }),
};
