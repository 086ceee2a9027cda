/** What other areas use of the anonymised review: who sees whom, and the reveal on reaching the level. */
export { revealPassed } from './commands.ts';
export {
  hiddenOfPosition,
  namedToSql,
  reviewStateOf,
  viewerOf,
  visibilitiesOf,
  visibilityOf,
  type Viewer,
  type Visibilities,
} from './visibility.ts';
export {
  anonymousDetail,
  anonymousInfo,
  anonymousFileName,
  anonymousHitPassage,
  anonymousListItem,
} from './mask.ts';
export { redactedFileOf } from './renditions.ts';
export { redactorsOf, type Redactor } from './redactors.ts';
