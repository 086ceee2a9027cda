/** What other features use of the applicant pipeline: the list on the position page. */
export { ApplicantsSection } from './applicants-section.tsx';
