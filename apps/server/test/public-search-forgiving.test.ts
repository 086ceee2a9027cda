import { testAppForFile } from './helpers/app.ts';
import { forgivingSearchCases } from './helpers/forgiving-search.ts';

/** Typos still find jobs: the career site's forgiving search and its 'Menade du …' (helpers/forgiving-search.ts). */
forgivingSearchCases(testAppForFile());
