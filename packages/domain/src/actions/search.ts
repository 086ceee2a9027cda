import { z } from 'zod';
import { searchFilterSchema, type SearchResult } from '../search.ts';
import { action, containerId, type ActionArea } from './define.ts';

export const searchActions = {
  get_applicantPositionBySearchQuery: action<SearchResult[]>()({
    input: z.object({ containerId, filter: searchFilterSchema }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    urlParams: ['filter'],
    description:
      'Global sökning (`?filter=`, minst 3 tecken): företagets tjänster efter namn och sökande efter namn, e-post, ort och personnummer, skiftläges- och åäö-tåligt; personnumret maskerat. Träffar i CV (cvhit): sökande vars bifogade filer eller fritextsvar matchar, med filens namn och ett utdrag. Finns ingen tjänst eller sökande med texten: de vars ord liknar den (stavfel förlåts) och, när ett ord var felstavat, förslaget (suggestion: "Menade du …").',
  }),
} satisfies ActionArea;
