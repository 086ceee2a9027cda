/** The candidate survey's words and its page's address: the career site's answer page reads them too. */
export const SURVEY_TEXTS = {
  delay: 'Ange antal dagar, 0–60',
  rejectedLabel: 'Välj en av företagets statusar',
  notFound: 'Enkäten finns inte',
  answered: 'Du har redan svarat på enkäten. Tack!',
  score: 'Välj ett betyg från 0 till 10',
  comment: 'Kommentaren får vara högst 2000 tecken',
  thanks: 'Tack för ditt svar!',
  question: 'Hur troligt är det att du skulle rekommendera en vän att söka jobb hos oss?',
  freeText: 'Vad kan vi göra bättre?',
} as const;

/** A person is asked by a company at most once in this many months. */
export const SURVEY_ONCE_IN_MONTHS = 6;

/** What ended before a survey, as the register extract names it. */
export const SURVEY_ENDING_NAMES = {
  hired: 'Anställning',
  rejected: 'Avslag',
  withdrawn: 'Återkallad ansökan',
} as const;

/** The survey's answer page on the company's career site (the link in its e-mail). */
export const surveyPagePath = (token: string) => `/enkat/${token}`;

/** What GET /api/public/surveys/:token answers: the page's words. */
export interface PublicSurvey {
  company: string;
  position: string;
  question: string;
  freeText: string;
  answered: boolean;
}
