/**
 * What other features use of scorecards: the position's 'Kravprofil' and 'Jämförelse' tabs, and the
 * applicant page's 'Bedömning' card.
 */
export { ScorecardEditor } from './scorecard-editor.tsx';
export { ScoreMatrix } from './score-matrix.tsx';
export { EvaluationCard } from './evaluation-card.tsx';
export { scoreText } from './strings.ts';
