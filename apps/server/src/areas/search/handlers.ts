import { parseCvQuery, searchNeedle } from '@rekry/domain';
import type { HandlerMap } from '../../platform/action-context.ts';
import { applicantHit, cvHit, positionHit, suggestionHit } from './presenters.ts';
import {
  applicantCounts,
  applicantSearchQuery,
  cvSearchHits,
  forgivingSearch,
  positionSearchQuery,
  type Found,
} from './queries.ts';

export const searchHandlers = {
  // Visibility is the container scope's (reader and up see every position of their company and its
  // applicants, as get_Positions and the applicant list do); every query is bound to the company.
  async get_applicantPositionBySearchQuery({ containerId, filter }, { db }) {
    const needle = searchNeedle(filter);
    // Typed as one goes: a query the CV search cannot read yet (an open quote) finds no CV hits, the
    // rest answers as ever.
    const cv = parseCvQuery(filter);
    const [exactPositions, exactApplicants, cvFound] = await Promise.all([
      positionSearchQuery(db, containerId, needle, filter),
      applicantSearchQuery(db, containerId, needle),
      cv.ok ? cvSearchHits(db, containerId, cv) : [],
    ]);
    // Forgiven only when nothing was found: a word in the CVs is a word, not a misspelt name.
    const { positions, applicants, suggestion }: Found =
      exactPositions.length || exactApplicants.length || cvFound.length
        ? { positions: exactPositions, applicants: exactApplicants, suggestion: null }
        : await forgivingSearch(db, containerId, filter);
    const counts = await applicantCounts(
      db,
      positions.map((p) => p.id),
    );
    const none = { totalApplicants: 0, totalUnProcessed: 0 };
    return [
      ...positions.map((p) => positionHit({ ...p, ...(counts.get(p.id) ?? none) })),
      ...applicants.map(applicantHit),
      ...cvFound.map(cvHit),
      ...(suggestion ? [suggestionHit(suggestion)] : []),
    ];
  },
} satisfies Partial<HandlerMap>;
