/** What other areas use of folders: the rest of the area is its own. */
export { folderNamed, lockedFolder } from './queries.ts';
