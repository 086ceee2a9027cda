/** What other areas use of company: the rest of the area is its own. */
export { patchProperties } from './properties.ts';
