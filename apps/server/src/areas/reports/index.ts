/**
 * What other areas may use of the reports: a withdrawal's candidate survey (the candidate's own pages) and
 * a person's surveys (the register extract).
 */
export { recordOwedSurvey, surveyOwedOnWithdrawal, surveysOfPerson, withdrawalSurveyDays } from './survey.ts';
