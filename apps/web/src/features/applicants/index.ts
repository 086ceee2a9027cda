/** What other features use of the applicant pipeline: the list on the position page. */
export { ApplicantsSection } from './applicants-section.tsx';
/** The applicant queries' keys, so a change elsewhere (a position's skills) can mark them stale. */
export { applicantKeys } from './api.ts';
