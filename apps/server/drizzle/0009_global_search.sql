-- The header's global search (issue 13) and 'Sök sökande': a substring of the folded name, e-mail, city or
-- personal number through trigrams. It replaces 0004's index over name, e-mail and city (two such indexes
-- tripled the cost of an insert). The expression is schema.ts's applicantSearchText, literal for literal
-- (the folding strings are FOLD_FROM and FOLD_TO of packages/domain/src/search.ts), so the planner matches it.
DROP INDEX "job_applications_search_idx";--> statement-breakpoint
CREATE INDEX "job_applications_search_idx" ON "job_applications" USING gin (translate(lower(coalesce("info"->>'name', '') || ' ' || coalesce("info"->>'email', '') || ' ' || coalesce("info"->>'city', '') || ' ' || coalesce("info"->>'ssn', '')), 'åäáàâãæöóòôõøéèêëüúùûíìîïçñÅÄÁÀÂÃÆÖÓÒÔÕØÉÈÊËÜÚÙÛÍÌÎÏÇÑ', 'aaaaaaaooooooeeeeuuuuiiiicnaaaaaaaooooooeeeeuuuuiiiicn') gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Each position's applicants and unprocessed ones (no status), kept by statement triggers: the search's
-- position hits show them, and counting 100,000 applications per request would cost tens of milliseconds.
CREATE TABLE "position_applicant_counts" (
	"position_id" integer PRIMARY KEY NOT NULL REFERENCES "positions"("id") ON DELETE CASCADE,
	"total" integer DEFAULT 0 NOT NULL,
	"unprocessed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "position_applicant_counts" ("position_id", "total", "unprocessed")
SELECT "position_id", count(*), count(*) FILTER (WHERE "label_id" IS NULL) FROM "job_applications" GROUP BY "position_id";
--> statement-breakpoint
-- One statement's changes at once (transition tables), so a bulk insert or status change is one update
-- per position; positions in id order, so two statements never wait on each other crosswise.
CREATE FUNCTION "position_applicant_counts_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its event has.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "position_applicant_counts" AS c ("position_id", "total", "unprocessed")
    SELECT "position_id", count(*), count(*) FILTER (WHERE "label_id" IS NULL)
    FROM new_rows GROUP BY "position_id" ORDER BY "position_id"
    ON CONFLICT ("position_id") DO UPDATE
    SET "total" = c."total" + excluded."total", "unprocessed" = c."unprocessed" + excluded."unprocessed";
  ELSIF TG_OP = 'UPDATE' THEN
    -- Most updates (read marks, notes) change no count: those touch no row here.
    INSERT INTO "position_applicant_counts" AS c ("position_id", "total", "unprocessed")
    SELECT "position_id", sum(n), sum(u)
    FROM (
      SELECT "position_id", 1 AS n, ("label_id" IS NULL)::int AS u FROM new_rows
      UNION ALL
      SELECT "position_id", -1, -("label_id" IS NULL)::int FROM old_rows
    ) d
    GROUP BY "position_id" HAVING sum(n) <> 0 OR sum(u) <> 0 ORDER BY "position_id"
    ON CONFLICT ("position_id") DO UPDATE
    SET "total" = c."total" + excluded."total", "unprocessed" = c."unprocessed" + excluded."unprocessed";
  ELSE
    UPDATE "position_applicant_counts" c
    SET "total" = c."total" - d.n, "unprocessed" = c."unprocessed" - d.u
    FROM (
      SELECT "position_id", count(*)::int AS n, (count(*) FILTER (WHERE "label_id" IS NULL))::int AS u
      FROM old_rows GROUP BY "position_id" ORDER BY "position_id"
    ) d
    WHERE c."position_id" = d."position_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "job_applications_counts_insert" AFTER INSERT ON "job_applications"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "position_applicant_counts_sync"();
--> statement-breakpoint
CREATE TRIGGER "job_applications_counts_update" AFTER UPDATE ON "job_applications"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "position_applicant_counts_sync"();
--> statement-breakpoint
CREATE TRIGGER "job_applications_counts_delete" AFTER DELETE ON "job_applications"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "position_applicant_counts_sync"();
