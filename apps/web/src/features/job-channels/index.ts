/** What other features use of job channels: the job-ad badges of the positions list and position page. */
export { JobAdBadges, JobAdStatusBadge } from './job-ad-badge.tsx';
/** A position's channels, drawn as the 'Kanaler' tab of the position's workspace. */
export { PositionChannels } from './position-channels.tsx';
