/** The words of the candidate survey's page (/enkat/{token}); the server's own are SURVEY_TEXTS. */
export const surveyStrings = {
  title: 'Enkät',
  loading: 'Hämtar enkäten',
  failed: 'Vi kunde inte hämta enkäten.',
  intro: (position: string, company: string) =>
    position ? `Du sökte ${position} hos ${company}.` : `Du sökte jobb hos ${company}.`,
  anonymous: 'Svaret är anonymt: det sparas utan koppling till dig eller din ansökan.',
  low: '0 = inte alls troligt',
  high: '10 = mycket troligt',
  send: 'Skicka',
  sending: 'Skickar',
} as const;
