/** What other areas use of billing: the rest of the area is its own. */
export { chargePublication, isOnCareerSite } from './points.ts';
