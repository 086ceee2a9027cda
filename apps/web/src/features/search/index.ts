/** What the admin chrome uses of search: the header's search field. */
export { GlobalSearch } from './global-search.tsx';
