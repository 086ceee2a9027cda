import { searchNeedle } from '@rekry/domain';
import type { HandlerMap } from '../types.ts';
import { applicantHit, positionHit } from './presenters.ts';
import { applicantSearchQuery, positionSearchQuery } from './queries.ts';

export const searchHandlers = {
  // Visibility is the container scope's (reader and up see every position of their company and its
  // applicants, as get_Positions does); both queries are bound to the company.
  async get_applicantPositionBySearchQuery({ containerId, filter }, { db }) {
    const needle = searchNeedle(filter);
    const [found, applicants] = await Promise.all([
      positionSearchQuery(db, containerId, needle),
      applicantSearchQuery(db, containerId, needle),
    ]);
    return [...found.map(positionHit), ...applicants.map(applicantHit)];
  },
} satisfies Partial<HandlerMap>;
