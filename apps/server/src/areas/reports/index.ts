/** What other areas may use of the reports: a withdrawal's candidate survey (the candidate's own pages). */
export { recordOwedSurvey, surveyOwedOnWithdrawal } from './survey.ts';
