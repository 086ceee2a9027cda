-- The career site's search. Words are Swedish (snowball's stemmer: 'butiken' finds 'butik') and accents are
-- forgiven ('vasteras' finds 'Västerås'): the rekry_swedish configuration drops Swedish stop words as they
-- are written, then takes the accents off (unaccent, trusted since PostgreSQL 13; PGlite loads it in
-- db/client.ts) before stemming. Each position's document (name, town and company weighted above its
-- summary and ad text) lives in position_search, kept by triggers on positions and containers, so every
-- write path keeps it without knowing of it.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH DICTIONARY rekry_swedish_stop (TEMPLATE = pg_catalog.simple, STOPWORDS = swedish, ACCEPT = false);--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION rekry_swedish (COPY = pg_catalog.swedish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION rekry_swedish ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH rekry_swedish_stop, unaccent, swedish_stem;--> statement-breakpoint
CREATE TABLE "position_search" (
	"position_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "position_search" ADD CONSTRAINT "position_search_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "position_search_document_idx" ON "position_search" USING gin ("document");--> statement-breakpoint
-- A company's name on the career site, as displayNameOf (core/access/membership.ts) gives it.
CREATE FUNCTION company_display_name(name text, metadata jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(nullif(btrim(metadata->'properties'->>'displayName'), ''), name)
$$;--> statement-breakpoint
-- The ad text is stored sanitized HTML: its tags and entities are not words.
CREATE FUNCTION position_search_document(name text, summary text, description text, location text, company text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('rekry_swedish', coalesce(name, '')), 'A')
    || setweight(to_tsvector('rekry_swedish', coalesce(location, '') || ' ' || coalesce(company, '')), 'B')
    || setweight(to_tsvector('rekry_swedish', coalesce(summary, '')), 'C')
    || setweight(to_tsvector('rekry_swedish', regexp_replace(regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'), '&#?[a-zA-Z0-9]+;', ' ', 'g')), 'D')
$$;--> statement-breakpoint
CREATE FUNCTION position_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO position_search (position_id, document)
  SELECT NEW.id, position_search_document(NEW.name, NEW.text, NEW.description, NEW.location, company_display_name(c.name, c.metadata))
  FROM containers c WHERE c.id = NEW.container_id
  ON CONFLICT (position_id) DO UPDATE SET document = excluded.document;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER position_search_refresh AFTER INSERT OR UPDATE OF name, text, description, location, container_id ON positions
  FOR EACH ROW EXECUTE FUNCTION position_search_refresh();--> statement-breakpoint
CREATE FUNCTION company_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE position_search s
  SET document = position_search_document(p.name, p.text, p.description, p.location, company_display_name(NEW.name, NEW.metadata))
  FROM positions p WHERE p.container_id = NEW.id AND s.position_id = p.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER company_search_refresh AFTER UPDATE OF name, metadata ON containers
  FOR EACH ROW WHEN (company_display_name(OLD.name, OLD.metadata) IS DISTINCT FROM company_display_name(NEW.name, NEW.metadata))
  EXECUTE FUNCTION company_search_refresh();--> statement-breakpoint
INSERT INTO position_search (position_id, document)
SELECT p.id, position_search_document(p.name, p.text, p.description, p.location, company_display_name(c.name, c.metadata))
FROM positions p JOIN containers c ON c.id = p.container_id;
