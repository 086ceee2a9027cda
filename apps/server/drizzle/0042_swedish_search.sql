-- One Swedish search everywhere (DESIGN 'Search'). The career site (rekry_swedish, 0029) and the CV search
-- ('swedish' over rekry_cv_fold/rekry_cv_base, 0032) read words two ways, so 'lagret' was 'lager' on one
-- screen and 'lagr' on the other, and 'lager' ('lag' to snowball) did not find 'lagret' in a CV. Every
-- search now reads words as packages/domain/src/swedish-search.ts does (swedishLexeme; a test holds the
-- two together word for word, and its table of word forms on both engines):
-- * the rekry_swedish configuration: Swedish stop words dropped as written ('för', 'på'), then unaccent,
--   then snowball's Swedish stemmer without a stop list of its own (which, after unaccent, dropped 'hår'
--   as 'har'); words with digits folded too;
-- * rekry_swedish_forms: the word forms snowball leaves alone, taken to the stem of their base form, on
--   the text of a tsvector or a tsquery (each rule rewrites a whole quoted lexeme of the letters a-z whose
--   ending lies in snowball's R1: after the first consonant that follows a vowel, and after three letters):
--   1. the definite -an of an -a noun: 'sjukskoterskan' -> 'sjukskotersk'
--   2. the definite -n of an -el noun: 'cykeln' -> 'cykel'
--   3. the definite -et: 'korkortet' -> 'korkort'
--   4. then snowball's consonant pair: 'kontraktet' -> 'kontrak', as 'kontrakt'
--   5. -et once more ('arbetet' -> 'arbet' -> 'arb', as 'arbete' -> 'arbet' -> 'arb')
--   6. and the consonant pair
--   7. an -er word that drops its e: 'lagr' (lagret, lagren) -> 'lag', as snowball's 'lager'
--   8. an -el word that drops its e: 'cykl' (cyklar) -> 'cykel', which snowball keeps
-- * rekry_swedish_vector(text) for a text, rekry_swedish_query(text) for a query; both are IMMUTABLE SQL
--   that PostgreSQL inlines, so a query's tsquery is worked out once, when the statement is planned, and
--   `column @@ rekry_swedish_query($1)` reads the column's GIN index with the lexemes' statistics.
-- The stored vectors are rebuilt: every position's document, and application_texts.tsv (a generated
-- column, so dropped and added again with its GIN index; the table is rewritten, about 3 ms a two-page CV
-- on PostgreSQL, a third of what the two vectors of 0032 took).
CREATE TEXT SEARCH DICTIONARY rekry_swedish_stem (TEMPLATE = pg_catalog.snowball, LANGUAGE = swedish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION rekry_swedish ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH rekry_swedish_stop, unaccent, rekry_swedish_stem;--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION rekry_swedish ALTER MAPPING FOR numword, numhword, hword_numpart WITH unaccent, simple;--> statement-breakpoint
CREATE FUNCTION rekry_swedish_forms(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(t,
    $r$(^|[ !(])'([a-z]*(?:[a-z][aeiouy][b-df-hj-np-tv-xz]|[aeiouy][b-df-hj-np-tv-xz][a-z])[a-z]*)an'(?=[^']|$)$r$, $r$\1'\2'$r$, 'g'),
    $r$(^|[ !(])'([a-z]*(?:[a-z][aeiouy][b-df-hj-np-tv-xz]|[aeiouy][b-df-hj-np-tv-xz][a-z])[a-z]*el)n'(?=[^']|$)$r$, $r$\1'\2'$r$, 'g'),
    $r$(^|[ !(])'([a-z]*(?:[a-z][aeiouy][b-df-hj-np-tv-xz]|[aeiouy][b-df-hj-np-tv-xz][a-z])[a-z]*)et'(?=[^']|$)$r$, $r$\1'\2'$r$, 'g'),
    $r$(^|[ !(])'([a-z]*(?:[a-z][aeiouy][b-df-hj-np-tv-xz]|[aeiouy][b-df-hj-np-tv-xz][a-z])[a-z]*(?:[dg](?=d)|n(?=n)|[dgkt](?=t)))[dnt]'(?=[^']|$)$r$, $r$\1'\2'$r$, 'g'),
    $r$(^|[ !(])'([a-z]*(?:[a-z][aeiouy][b-df-hj-np-tv-xz]|[aeiouy][b-df-hj-np-tv-xz][a-z])[a-z]*)et'(?=[^']|$)$r$, $r$\1'\2'$r$, 'g'),
    $r$(^|[ !(])'([a-z]*(?:[a-z][aeiouy][b-df-hj-np-tv-xz]|[aeiouy][b-df-hj-np-tv-xz][a-z])[a-z]*(?:[dg](?=d)|n(?=n)|[dgkt](?=t)))[dnt]'(?=[^']|$)$r$, $r$\1'\2'$r$, 'g'),
    $r$(^|[ !(])'(?=[a-z]*[b-df-hj-np-qs-tv-xz]r')([a-z]*(?:[a-z][aeiouy][b-df-hj-np-tv-xz]|[aeiouy][b-df-hj-np-tv-xz][a-z])[a-z]*)r'(?=[^']|$)$r$, $r$\1'\2'$r$, 'g'),
    $r$(^|[ !(])'(?=[a-z]*[b-df-hj-km-np-qs-tv-xz]l')([a-z]*(?:[a-z][aeiouy][b-df-hj-np-tv-xz]|[aeiouy][b-df-hj-np-tv-xz][a-z])[a-z]*)l'(?=[^']|$)$r$, $r$\1'\2el'$r$, 'g')
$$;--> statement-breakpoint
CREATE FUNCTION rekry_swedish_vector(t text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT rekry_swedish_forms(to_tsvector('rekry_swedish', t)::text)::tsvector
$$;--> statement-breakpoint
-- The query's words as the texts' (to_tsquery reads the configuration; a stop word leaves its place in a
-- phrase: 'erfarenhet <-> av <-> sap' is 'erfaren' <2> 'sap').
CREATE FUNCTION rekry_swedish_query(q text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT rekry_swedish_forms(to_tsquery('rekry_swedish', q)::text)::tsquery
$$;--> statement-breakpoint
-- The ad text is stored sanitized HTML: its tags and entities are not words (0029).
CREATE OR REPLACE FUNCTION position_search_document(name text, summary text, description text, location text, company text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(rekry_swedish_vector(coalesce(name, '')), 'A')
    || setweight(rekry_swedish_vector(coalesce(location, '') || ' ' || coalesce(company, '')), 'B')
    || setweight(rekry_swedish_vector(coalesce(summary, '')), 'C')
    || setweight(rekry_swedish_vector(regexp_replace(regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'), '&#?[a-zA-Z0-9]+;', ' ', 'g')), 'D')
$$;--> statement-breakpoint
UPDATE position_search s
SET document = position_search_document(p.name, p.text, p.description, p.location, company_display_name(c.name, c.metadata))
FROM positions p JOIN containers c ON c.id = p.container_id
WHERE p.id = s.position_id;--> statement-breakpoint
ALTER TABLE "application_texts" drop column "tsv";--> statement-breakpoint
ALTER TABLE "application_texts" ADD COLUMN "tsv" "tsvector" GENERATED ALWAYS AS (rekry_swedish_vector("text")) STORED NOT NULL;--> statement-breakpoint
-- The column's GIN index and statistics went with it (0032).
CREATE INDEX "application_texts_tsv_idx" ON "application_texts" USING gin ("tsv") WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "application_texts" ALTER COLUMN "tsv" SET STATISTICS 1000;--> statement-breakpoint
DROP FUNCTION "rekry_cv_base"(text);--> statement-breakpoint
DROP FUNCTION "rekry_cv_fold"(text);--> statement-breakpoint
ANALYZE "application_texts";--> statement-breakpoint
ANALYZE "position_search";
