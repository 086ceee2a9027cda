import { searchNeedle } from '@rekry/domain';
import type { HandlerMap } from '../types.ts';
import { applicantHit, positionHit } from './presenters.ts';
import { applicantCounts, applicantSearchQuery, positionSearchQuery } from './queries.ts';

export const searchHandlers = {
  // Visibility is the container scope's (reader and up see every position of their company and its
  // applicants, as get_Positions does); both queries are bound to the company.
  async get_applicantPositionBySearchQuery({ containerId, filter }, { db }) {
    const needle = searchNeedle(filter);
    const [found, applicants] = await Promise.all([
      positionSearchQuery(db, containerId, needle),
      applicantSearchQuery(db, containerId, needle),
    ]);
    const counts = await applicantCounts(
      db,
      found.map((p) => p.id),
    );
    const none = { totalApplicants: 0, totalUnProcessed: 0 };
    return [
      ...found.map((p) => positionHit({ ...p, ...(counts.get(p.id) ?? none) })),
      ...applicants.map(applicantHit),
    ];
  },
} satisfies Partial<HandlerMap>;
