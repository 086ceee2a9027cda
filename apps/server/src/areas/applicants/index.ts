/** What other areas use of applicants: the rest of the area is its own. */
export {
  AlreadyAppliedError,
  consentRecord,
  createApplication,
  reserveApplicationId,
  type NewApplicationFile,
  type StreamedFile,
} from './applications.ts';
export { removeFilesAfterCommit } from './commands.ts';
export { statusCounts } from './status-counts.ts';
