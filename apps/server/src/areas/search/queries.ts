import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { SEARCH_APPLICANT_LIMIT, SEARCH_CV_LIMIT, SEARCH_POSITION_LIMIT, swedishWords } from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { applicantMatches, containsPattern } from '../../db/like.ts';
import type { ParsedCvQuery } from '@rekry/domain';
import { allWordsQuery, cvHits } from '../../db/text-search.ts';
import { foldedText, jobApplications, positionSearch, positionTallies, positions } from '../../db/schema.ts';

/** Words of the header's text that a position's name is searched for (its text is 100 characters at most). */
const SEARCH_WORDS_MAX = 8;

/** Applications as a list names them: who applied (their info) to which position, by its name. */
export const applicationsWithPosition = (db: Queryable) =>
  db
    .select({
      id: jobApplications.id,
      positionId: jobApplications.positionId,
      info: jobApplications.info,
      positionName: positions.name,
    })
    .from(jobApplications)
    .innerJoin(positions, eq(positions.id, jobApplications.positionId));

/**
 * The company's applications whose folded name, e-mail, city or personal number holds `needle` (already
 * folded: searchNeedle), newest first, through the trigram index of application_search_texts. EXPLAIN-able (bench).
 */
export function applicantSearchQuery(db: Queryable, containerId: number, needle: string) {
  return applicationsWithPosition(db)
    .where(
      and(
        eq(jobApplications.containerId, containerId),
        applicantMatches(jobApplications.id, containerId, needle),
      ),
    )
    .orderBy(desc(jobApplications.id))
    .limit(SEARCH_APPLICANT_LIMIT);
}

/**
 * The company's positions whose folded name holds `needle`, or whose name has the words of `filter` (as
 * typed: 'för' is a stop word, 'for' is not) in any of their forms, as the career site finds them
 * ('lagret' finds 'Lagerarbetare': position_search, weight A), newest first.
 */
export function positionSearchQuery(db: Queryable, containerId: number, needle: string, filter = needle) {
  const words = allWordsQuery(swedishWords(filter.toLowerCase()).slice(0, SEARCH_WORDS_MAX), 'A');
  return db
    .select({ id: positions.id, name: positions.name, start: positions.start, stop: positions.stop })
    .from(positions)
    .where(
      and(
        eq(positions.containerId, containerId),
        or(
          sql`${foldedText(positions.name)} like ${containsPattern(needle)}`,
          words
            ? sql`${positions.id} in (select ${positionSearch.positionId} from ${positionSearch}
                where ${positionSearch.document} @@ ${words})`
            : undefined,
        ),
      ),
    )
    .orderBy(desc(positions.id))
    .limit(SEARCH_POSITION_LIMIT);
}

/** Applicants and unprocessed ones (no status) of a few positions, from their tally rows (migration 0010). */
export function applicantCountsQuery(db: Queryable, positionIds: number[]) {
  return db
    .select({
      positionId: positionTallies.positionId,
      total: sql<number>`sum(${positionTallies.n})::int`,
      unprocessed: sql<number>`(sum(${positionTallies.n}) filter (where ${positionTallies.labelId} = 0))::int`,
    })
    .from(positionTallies)
    .where(inArray(positionTallies.positionId, positionIds))
    .groupBy(positionTallies.positionId);
}

export async function applicantCounts(db: Queryable, positionIds: number[]) {
  const counts = new Map<number, { totalApplicants: number; totalUnProcessed: number }>();
  if (!positionIds.length) return counts;
  for (const row of await applicantCountsQuery(db, positionIds))
    counts.set(row.positionId, { totalApplicants: row.total, totalUnProcessed: row.unprocessed ?? 0 });
  return counts;
}

/**
 * 'Träffar i CV': the company's newest applications whose file or answers match the query, each with the
 * applicant, the position, the file and a passage (text-search.ts).
 */
export async function cvSearchHits(db: Queryable, containerId: number, parsed: ParsedCvQuery) {
  const hits = await cvHits(db, containerId, parsed, SEARCH_CV_LIMIT);
  if (!hits.length) return [];
  const rows = await applicationsWithPosition(db).where(
    and(
      eq(jobApplications.containerId, containerId),
      inArray(
        jobApplications.id,
        hits.map((h) => h.applicationId),
      ),
    ),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return hits.flatMap((hit) => {
    const row = byId.get(hit.applicationId);
    return row ? [{ ...row, ...hit }] : [];
  });
}
