/** What other areas use of gdpr: the rest of the area is its own. */
export { buildPersonExtract, extractDownload } from './person-extract.ts';
export { eraseApplication, erasePerson } from './personal-data.ts';
