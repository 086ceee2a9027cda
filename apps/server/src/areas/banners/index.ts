/** What other areas use of banners: the rest of the area is its own. */
export { bannerNamed } from './queries.ts';
