import { sql, type SQL } from 'drizzle-orm';
import type * as pg from 'drizzle-orm/pg-core';
import { passageOf, type CvPassage, type CvQueryParse } from '@rekry/domain';
import { rowsOf, type Queryable } from './client.ts';
import { applicationFiles, applicationTexts } from './schema.ts';

export type ParsedCvQuery = Extract<CvQueryParse, { ok: true }>;

/** The user's query as a tsquery: always a bound parameter, and made of letters, digits and operators only. */
const tsquery = (query: string) => sql`to_tsquery('swedish', ${query})`;

/** Applications (their id column) of the company with a text (file or answers) that matches `query`. */
const withText = (id: pg.AnyPgColumn, containerId: number, query: string) =>
  sql`${id} in (select ${applicationTexts.applicationId} from ${applicationTexts}
    where ${applicationTexts.containerId} = ${containerId} and ${applicationTexts.tsv} @@ ${tsquery(query)})`;

/**
 * 'Sök i CV och svar' for the list's WHERE: each group of the query found in one of the applicant's
 * texts (the CV may hold one word and the letter the other), no excluded term in any of them. Through
 * the GIN index of application_texts.
 */
export function textMatches(id: pg.AnyPgColumn, containerId: number, parsed: ParsedCvQuery): SQL {
  return sql.join(
    [
      ...parsed.must.map((q) => withText(id, containerId, q)),
      ...parsed.mustNot.map((q) => sql`not ${withText(id, containerId, q)}`),
    ],
    sql` and `,
  );
}

const START = '\u0001';
const STOP = '\u0002';
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=1, FragmentDelimiter=" … "`;

/** The text a headline is made from: folded, and no '<', '>' or '&' for the parser to take as markup. */
const HEADLINE_TEXT = (column: string) => sql.raw(`translate(rekry_cv_fold(${column}), '<>&', '‹›＆')`);

export interface TextHit {
  applicationId: number;
  file: { id: number; filename: string } | null;
  passage: CvPassage;
}

/**
 * The passage of each text that holds a word sought, for the given rows of application_texts. The
 * headline is made from the folded text (where the words matched), with '<', '>' and '&' made look-alikes
 * first (PostgreSQL's parser drops what looks like a tag from a headline); as both keep one character for
 * one, the same stretch of the stored text is what the page shows, with the matches as offsets.
 */
function headlines(db: Queryable, from: SQL, any: string) {
  return db.execute(sql`
    select h.application_id as "applicationId", h.file_id as "fileId", f.filename,
      h.headline, case when h.at > 0 then substr(h.text, h.at, h.plain_length) end as original
    from (
      select x.*, strpos(${HEADLINE_TEXT('x.text')}, x.plain) as at, length(x.plain) as plain_length
      from (
        select r.application_id, r.file_id, r.text, r.headline,
          replace(replace(r.headline, ${START}, ''), ${STOP}, '') as plain
        from (
          select t.application_id, t.file_id, t.text,
            ts_headline('swedish', ${HEADLINE_TEXT('t.text')}, ${tsquery(any)}, ${HEADLINE_OPTIONS}) as headline
          from (${from}) t
        ) r
      ) x
    ) h
    left join ${applicationFiles} f on f.id = h.file_id`);
}

function toHits(result: Awaited<ReturnType<typeof headlines>>): TextHit[] {
  return rowsOf<{
    applicationId: number;
    fileId: number | null;
    filename: string | null;
    headline: string;
    original: string | null;
  }>(result).map((row) => {
    const passage = passageOf(row.headline, START, STOP);
    // The stored text's own letters (é, ö) when the stretch was found again; else the folded one.
    if (row.original !== null && row.original.length === passage.text.length) passage.text = row.original;
    return {
      applicationId: row.applicationId,
      file: row.fileId === null ? null : { id: row.fileId, filename: row.filename ?? '' },
      passage,
    };
  });
}

/** The matching texts of a page of applications (at most `perApplication` each: files first, then answers). */
export async function textHitsOf(
  db: Queryable,
  containerId: number,
  applicationIds: readonly number[],
  parsed: ParsedCvQuery,
  perApplication = 2,
): Promise<Map<number, TextHit[]>> {
  const hits = new Map<number, TextHit[]>();
  if (!applicationIds.length) return hits;
  const from = sql`select application_id, file_id, text from (
      select t.application_id, t.file_id, t.text,
        row_number() over (partition by t.application_id order by t.file_id nulls last) as n
      from ${applicationTexts} t
      where t.container_id = ${containerId}
        and t.application_id in (${sql.join(
          applicationIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        and t.tsv @@ ${tsquery(parsed.any)}
    ) ranked where n <= ${perApplication}`;
  for (const hit of toHits(await headlines(db, from, parsed.any))) {
    const list = hits.get(hit.applicationId) ?? [];
    list.push(hit);
    hits.set(hit.applicationId, list);
  }
  return hits;
}

/**
 * The header's 'Träffar i CV': the company's newest applications with a text matching the whole query,
 * one text each, at most `limit`; the passage is made only for those.
 */
export async function cvHits(
  db: Queryable,
  containerId: number,
  parsed: ParsedCvQuery,
  limit: number,
): Promise<TextHit[]> {
  const from = sql`select distinct on (t.application_id) t.application_id, t.file_id, t.text
      from ${applicationTexts} t
      where t.container_id = ${containerId} and t.tsv @@ ${tsquery(parsed.tsquery)}
      order by t.application_id desc, t.file_id nulls last
      limit ${limit}`;
  return toHits(await headlines(db, from, parsed.any)).sort((a, b) => b.applicationId - a.applicationId);
}
