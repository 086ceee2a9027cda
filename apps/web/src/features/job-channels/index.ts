/** What other features use of job channels: the job-ad badges of the positions list and position page. */
export { JobAdBadges, JobAdStatusBadge } from './job-ad-badge.tsx';
