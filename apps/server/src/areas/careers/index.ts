/** What other areas use of careers: the rest of the area is its own. */
export {
  assetUrl,
  memberNames,
  openPublicPositionsOf,
  previewPositionDetail,
  publicContainerById,
} from './public-site.ts';
export { onTheSite, openAt, publicOnly, summaryColumns, toSummary } from './public-site.ts';
export { folded, searchWords } from './public-search.ts';
