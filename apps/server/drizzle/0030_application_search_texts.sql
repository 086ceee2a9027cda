-- A status change of 1,000 applications took 300 ms at 100,000 applicants, two thirds of it writing every
-- changed row's trigrams into job_applications_search_idx again (an UPDATE that is not HOT gives each
-- index a new entry, whether or not its expression changed). The search text moves to a table of its
-- own, written when an application comes in or its info (or company) changes, so a status change never
-- touches it. The text is 0009's expression, literal for literal (the folding strings are FOLD_FROM and
-- FOLD_TO of packages/domain/src/search.ts); the queries look it up with db/like.ts's applicantMatches.
CREATE TABLE "application_search_texts" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_search_texts" ADD CONSTRAINT "application_search_texts_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "rekry_search_text"("info" jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT translate(lower(coalesce("info"->>'name', '') || ' ' || coalesce("info"->>'email', '') || ' ' || coalesce("info"->>'city', '') || ' ' || coalesce("info"->>'ssn', '')), 'åäáàâãæöóòôõøéèêëüúùûíìîïçñÅÄÁÀÂÃÆÖÓÒÔÕØÉÈÊËÜÚÙÛÍÌÎÏÇÑ', 'aaaaaaaooooooeeeeuuuuiiiicnaaaaaaaooooooeeeeuuuuiiiicn')
$$;--> statement-breakpoint
-- New applications, a statement at a time (the generator inserts 10,000 in one).
CREATE FUNCTION "rekry_search_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_search_texts" ("application_id", "container_id", "user_id", "text")
    SELECT "id", "container_id", "user_id", "rekry_search_text"("info") FROM "new_rows";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "job_applications_search_insert" AFTER INSERT ON "job_applications"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rekry_search_inserted"();--> statement-breakpoint
-- A changed info, company or person (candidates merged), a row at a time: an update of other columns (a
-- status) does not fire it.
CREATE FUNCTION "rekry_search_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "application_search_texts"
    SET "container_id" = NEW."container_id", "user_id" = NEW."user_id", "text" = "rekry_search_text"(NEW."info")
    WHERE "application_id" = NEW."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "job_applications_search_update" AFTER UPDATE OF "info", "container_id", "user_id" ON "job_applications"
  FOR EACH ROW WHEN ((OLD."info", OLD."container_id", OLD."user_id") IS DISTINCT FROM (NEW."info", NEW."container_id", NEW."user_id"))
  EXECUTE FUNCTION "rekry_search_updated"();--> statement-breakpoint
-- The applications that exist already.
INSERT INTO "application_search_texts" ("application_id", "container_id", "user_id", "text")
  SELECT "id", "container_id", "user_id", "rekry_search_text"("info") FROM "job_applications";--> statement-breakpoint
CREATE INDEX "application_search_texts_trgm_idx" ON "application_search_texts" USING gin ("text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
DROP INDEX "job_applications_search_idx";--> statement-breakpoint
-- Statistics at once: until autovacuum gets to the new table the planner would guess its size.
ANALYZE "application_search_texts";
