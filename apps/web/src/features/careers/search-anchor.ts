/**
 * The id 'Sök jobb' leads to (`/positions#sok`): the search's text field. Apart from the search form so
 * that the navbar's link does not bring the list's code into every page's first load.
 */
export const SEARCH_FIELD_ID = 'sok';
