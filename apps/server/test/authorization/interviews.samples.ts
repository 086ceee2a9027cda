import { addDays, stockholmDate } from '@rekry/domain';
import { buildInterview } from '../helpers/interviews.ts';
import { calendarSources } from '../../src/db/schema.ts';
import { applicant, member, position, type AreaSamples, type SampleContext } from './context.ts';

/** An interview setup with one of the company's own staff (of whichever company the row names) as the interviewer. */
const setup = async (ctx: SampleContext) => ({
  kind: 'video' as const,
  place: 'https://meet.example.se/abc',
  durationMinutes: 45,
  interviewerIds: [(await member(ctx)).id],
  need: 1,
  windowFrom: stockholmDate(),
  windowTo: addDays(stockholmDate(), 14),
});

/** One of the caller's own calendars. */
async function ownSource(ctx: SampleContext) {
  const [row] = await ctx.t.db
    .insert(calendarSources)
    .values({ userId: ctx.caller.id, kind: 'ics', url: 'https://kalender.example.se/upptagen.ics' })
    .returning({ id: calendarSources.id });
  return { id: row!.id };
}

export const interviewsSamples: AreaSamples<'interviews'> = {
  get_MyAvailability: () => ({}),
  update_MyAvailability: () => ({
    timeZone: 'Europe/Stockholm',
    hours: { 1: [{ start: '09:00', end: '16:00' }] },
    maxPerDay: 3,
  }),
  add_MyCalendarSource: () => ({ kind: 'ics', url: 'https://kalender.example.se/upptagen.ics' }),
  refresh_MyCalendarSource: ownSource,
  remove_MyCalendarSource: ownSource,
  renew_MyInterviewFeed: () => ({}),
  get_Interviewers: ({ containerId }) => ({ containerId }),
  get_InterviewSlots: async (ctx) => ({ ...(await position(ctx)), ...(await setup(ctx)) }),
  create_Interviews: async (ctx) => {
    const { applicantId, ...at } = await applicant(ctx);
    return {
      ...at,
      ...(await setup(ctx)),
      applicantIds: [applicantId],
      subject: 'Välkommen på intervju',
      body: 'Boka en tid här: ##BOOKINGLINK##',
    };
  },
  get_ApplicationInterviews: applicant,
  cancel_Interview: async (ctx) => {
    const at = await applicant(ctx);
    const { interview } = await buildInterview(ctx.t, at, { interviewerIds: [(await member(ctx)).id] });
    return { ...at, id: interview.id };
  },
  get_TodaysInterviews: ({ containerId }) => ({ containerId }),
};
