/** What the composition and other areas use of interviews: the jobs, the calendars' schedule. */
export { interviewJobs, type InterviewJobDeps } from './jobs.ts';
export { scheduleCalendarSyncs, CALENDAR_SYNC_EVERY_MS } from './calendar-sync.ts';
export { interviewsOf, nextInterviews } from './person-interviews.ts';
