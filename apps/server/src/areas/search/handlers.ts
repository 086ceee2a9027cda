import { parseCvQuery, searchNeedle } from '@rekry/domain';
import type { HandlerMap } from '../../platform/action-context.ts';
import { applicantHit, cvHit, positionHit } from './presenters.ts';
import { applicantCounts, applicantSearchQuery, cvSearchHits, positionSearchQuery } from './queries.ts';

export const searchHandlers = {
  // Visibility is the container scope's (reader and up see every position of their company and its
  // applicants, as get_Positions and the applicant list do); every query is bound to the company.
  async get_applicantPositionBySearchQuery({ containerId, filter }, { db }) {
    const needle = searchNeedle(filter);
    // Typed as one goes: a query the CV search cannot read yet (an open quote) finds no CV hits, the
    // rest answers as ever.
    const cv = parseCvQuery(filter);
    const [found, applicants, cvFound] = await Promise.all([
      positionSearchQuery(db, containerId, needle, filter),
      applicantSearchQuery(db, containerId, needle),
      cv.ok ? cvSearchHits(db, containerId, cv) : [],
    ]);
    const counts = await applicantCounts(
      db,
      found.map((p) => p.id),
    );
    const none = { totalApplicants: 0, totalUnProcessed: 0 };
    return [
      ...found.map((p) => positionHit({ ...p, ...(counts.get(p.id) ?? none) })),
      ...applicants.map(applicantHit),
      ...cvFound.map(cvHit),
    ];
  },
} satisfies Partial<HandlerMap>;
