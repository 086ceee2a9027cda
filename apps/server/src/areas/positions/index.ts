/** What other areas use of positions: the rest of the area is its own. */
export {
  nowSeconds,
  statusCondition,
  totalApplicants,
  totalNew,
  totalUnProcessed,
  unixOf,
} from './queries.ts';
export { lockPosition } from './lock.ts';
export { refusePool } from './pool-guard.ts';
