/** The list's search conditions: by the person (name, e-mail, town, personal number) and by their texts. */
import { and, not, or, type SQL } from 'drizzle-orm';
import { searchNeedle, type ParsedCvQuery } from '@rekry/domain';
import { applicantMatches } from '../../db/like.ts';
import { jobApplications as t } from '../../db/schema.ts';
import { textMatches } from '../../db/text-search.ts';
import { namedToSql } from '../anonymity/index.ts';
import type { ListFilter } from './scores.ts';

/**
 * The applications whose person matches: in an anonymised review only those the viewer sees by name, as a
 * match on an alias would name it.
 */
export function byPerson(containerId: number, filter: ListFilter, needle: string): SQL {
  const match = applicantMatches(t.id, containerId, needle);
  return filter.viewer.isAdmin ? match : and(match, namedToSql(filter.viewer.userId, t.id, t.positionId))!;
}

/**
 * The applications whose texts match. An anonymous one matches only when no word sought is of the person
 * (name, e-mail, town, personal number): the hit would name them.
 */
export function byText(containerId: number, filter: ListFilter, query: ParsedCvQuery): SQL {
  const match = textMatches(t.id, containerId, query);
  if (filter.viewer.isAdmin || !query.words.length) return match;
  const personal = or(...query.words.map((w) => applicantMatches(t.id, containerId, searchNeedle(w))))!;
  return and(match, or(namedToSql(filter.viewer.userId, t.id, t.positionId), not(personal)))!;
}
