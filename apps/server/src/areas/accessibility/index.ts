/** What other areas use of accessibility: the statement as saved (the career site's public page). */
export { readStatement } from './statement.ts';
