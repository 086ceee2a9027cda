/**
 * What other features use of interviews: the applicant page's card, the dialog the applicants list and
 * board open for their selection, and the home page's card of today's interviews.
 */
export { InterviewsCard } from './interviews-card.tsx';
export { InterviewDialog, type InterviewApplicant } from './interview-dialog.tsx';
export { TodaysInterviews } from './todays-interviews.tsx';
