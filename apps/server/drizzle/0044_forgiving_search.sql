-- Typos still find jobs (docs/decisions.md 'A forgiving career search'): when the career site's words find
-- nothing, a word is also found by a word of the ad's name, town or company that looks like it
-- ('trukförare' ~ 'Truckförare', 'Västeraas' ~ 'Västerås'), through pg_trgm's trigrams (the extension of
-- 0004; PGlite loads it in db/client.ts). position_search keeps that text beside the document, lower case
-- and folded as foldSearchText folds (FOLD_FROM and FOLD_TO of packages/domain/src/swedish-search.ts,
-- literal for literal, as 0030's rekry_search_text), so both sides of a comparison are folded alike and
-- 'å' is an 'a' on PostgreSQL and PGlite whatever their locales. The triggers of 0029 now keep it too:
-- it changes with the name, the town and the company's displayed name, as the document does.
ALTER TABLE "position_search" ADD COLUMN "names" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION position_search_names(name text, location text, company text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(coalesce(name, '') || ' ' || coalesce(location, '') || ' ' || coalesce(company, '')), 'åäáàâãæöóòôõøéèêëüúùûíìîïçñÅÄÁÀÂÃÆÖÓÒÔÕØÉÈÊËÜÚÙÛÍÌÎÏÇÑ', 'aaaaaaaooooooeeeeuuuuiiiicnaaaaaaaooooooeeeeuuuuiiiicn')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION position_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO position_search (position_id, document, names)
  SELECT NEW.id, position_search_document(NEW.name, NEW.text, NEW.description, NEW.location, d.company),
    position_search_names(NEW.name, NEW.location, d.company)
  FROM (SELECT company_display_name(c.name, c.metadata) AS company FROM containers c WHERE c.id = NEW.container_id) d
  ON CONFLICT (position_id) DO UPDATE SET document = excluded.document, names = excluded.names;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE position_search s
  SET document = position_search_document(p.name, p.text, p.description, p.location, company_display_name(NEW.name, NEW.metadata)),
    names = position_search_names(p.name, p.location, company_display_name(NEW.name, NEW.metadata))
  FROM positions p WHERE p.container_id = NEW.id AND s.position_id = p.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE position_search s
SET names = position_search_names(p.name, p.location, company_display_name(c.name, c.metadata))
FROM positions p JOIN containers c ON c.id = p.container_id
WHERE p.id = s.position_id;--> statement-breakpoint
-- Positions are written seldom: no pending list, so a search never reads one (PGlite has no autovacuum to
-- merge it).
CREATE INDEX "position_search_names_idx" ON "position_search" USING gin ("names" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ANALYZE "position_search";
