/** What other areas use of job-alerts: the rest of the area is its own. */
export { queueAlertMatching } from './matching.ts';
export { alertsOfEmail, eraseAlertsOf } from './personal-data.ts';
export { jobAlertJobs } from './jobs.ts';
export { runAlertRetention, stopAlertsOfFailedMail } from './retention.ts';
export { scheduleAlertDigests } from './schedule.ts';
export { registerJobAlertRoutes } from './routes.ts';
export { JOB_ALERT_EMAIL } from './mails.ts';
export { jobAlertMailDesk } from './mail-desk.ts';
