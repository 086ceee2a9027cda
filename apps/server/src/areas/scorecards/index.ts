/** What other areas use of the scorecards: the caller as a viewer of scores, and their visible mean in SQL. */
export { scoreViewerOf, visibleMeanSql, visibleMeansSql, type ScoreViewer } from './visibility.ts';
