/** The public site's addresses moved to lib (the candidate's pages link there too). */
export { publicOrigin, publicUrl } from '../../lib/public-url.ts';
