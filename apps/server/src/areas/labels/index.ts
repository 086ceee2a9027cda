/** What other areas use of labels: the rest of the area is its own. */
export { companyLabels, labelOf } from './presenters.ts';
