/** The interview area's jobs: reading calendars, the copies in interviewers' calendars, the reminders. */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { SafeFetch } from '../../platform/calendar/safe-fetch.ts';
import type { JobHandler } from '../../platform/jobs.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { Services } from '../../platform/services.ts';
import { removeCalendarCopy, syncInterviewCopies } from './calendar-copies.ts';
import { syncCalendarSource } from './calendar-sync.ts';
import { remindOfInterview } from './reminders.ts';

export interface InterviewJobDeps {
  database: Database;
  secrets: SecretBox;
  /** The fetch that refuses private addresses (platform/calendar/safe-fetch.ts). */
  calendarFetch: SafeFetch;
  config: Pick<Services['config'], 'appUrl' | 'mailFrom'>;
  log: FastifyBaseLogger;
}

export function interviewJobs(deps: InterviewJobDeps): {
  'calendar-sync': JobHandler<'calendar-sync'>;
  'interview-calendar': JobHandler<'interview-calendar'>;
  'remove-calendar-copy': JobHandler<'remove-calendar-copy'>;
  'interview-reminder': JobHandler<'interview-reminder'>;
} {
  const { database, secrets, calendarFetch: fetch, config, log } = deps;
  return {
    'calendar-sync': {
      run: ({ sourceId }) => syncCalendarSource({ database, secrets, fetch, log }, sourceId),
    },
    'interview-calendar': {
      run: ({ interviewId }) => syncInterviewCopies({ database, secrets, fetch, config }, interviewId),
      async failed({ interviewId }, _job, error) {
        log.error({ interviewId, error }, 'writing an interview to the interviewers’ calendars gave up');
      },
    },
    'remove-calendar-copy': {
      run: (copy) => removeCalendarCopy({ database, secrets, fetch }, copy),
      async failed({ url }, _job, error) {
        log.error({ url, error }, 'removing an interview from an interviewer’s calendar gave up');
      },
    },
    'interview-reminder': {
      run: (payload) => remindOfInterview(database.db, { config, secrets }, payload),
    },
  };
}
