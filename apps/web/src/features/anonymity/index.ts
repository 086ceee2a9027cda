/**
 * What other features use of the anonymised first review: the position's setting, the applicant page's
 * notices and the reveal, the list's and board's badge.
 */
export { PositionAnonymitySetting } from './position-setting.tsx';
export {
  AnonymityBadge,
  ConfirmNoConflictCard,
  ConflictNotice,
  HiddenContactCard,
} from './applicant-notices.tsx';
export { ReviewState } from './reveal-applicant.tsx';
