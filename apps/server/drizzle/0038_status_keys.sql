-- A status change of 1,000 applications wrote an entry into every index of job_applications for each row:
-- the label is indexed (the list's 'status X, newest first'), so no update could be HOT, and on a table
-- where nothing vacuumed the dead entries the change took longer with each run. The labels' indexes move to
-- application_status_keys, a narrow row per application kept by statement triggers; job_applications
-- keeps its label columns (what every screen reads) with no index on them, and room on each page
-- (fillfactor 85) for the new version of a row, so that a status change updates it in place. No status is 0
-- here, as in position_tallies: the index keeps the time's order after an equality, not after IS NULL.
CREATE TABLE "application_status_keys" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"position_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	"process_label_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
INSERT INTO "application_status_keys" ("application_id", "position_id", "label_id", "process_label_id", "created_at")
  SELECT "id", "position_id", coalesce("label_id", 0), coalesce("process_label_id", 0), "created_at"
  FROM "job_applications";--> statement-breakpoint
DROP INDEX "job_applications_position_label_idx";--> statement-breakpoint
DROP INDEX "job_applications_position_process_idx";--> statement-breakpoint
ALTER TABLE "job_applications" SET (fillfactor = 85);--> statement-breakpoint
-- As job_applications since 0033: a page's count through the keys started parallel workers, on the keys
-- or on the answers' copy it joins (20–50 ms instead of 7 at 100,000); the list reads a page at a time,
-- where a worker never earns its start.
ALTER TABLE "application_status_keys" SET (parallel_workers = 0);--> statement-breakpoint
ALTER TABLE "application_answers" SET (parallel_workers = 0);--> statement-breakpoint
ALTER TABLE "application_status_keys" ADD CONSTRAINT "application_status_keys_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_status_keys_label_idx" ON "application_status_keys" USING btree ("position_id","label_id","created_at","application_id");--> statement-breakpoint
CREATE INDEX "application_status_keys_process_idx" ON "application_status_keys" USING btree ("position_id","process_label_id","created_at","application_id");--> statement-breakpoint
CREATE FUNCTION "rekry_status_keys_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_status_keys" ("application_id", "position_id", "label_id", "process_label_id", "created_at")
    SELECT "id", "position_id", coalesce("label_id", 0), coalesce("process_label_id", 0), "created_at"
    FROM "new_rows";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "job_applications_status_keys_insert" AFTER INSERT ON "job_applications"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rekry_status_keys_inserted"();--> statement-breakpoint
-- The rows whose keys changed, by set (EXCEPT ALL, as 0034 explains), each looked up by its key. A delete
-- needs no trigger: the keys go with their application (ON DELETE CASCADE).
CREATE FUNCTION "rekry_status_keys_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "application_status_keys" k
    SET "position_id" = c."position_id", "label_id" = c."label_id",
      "process_label_id" = c."process_label_id", "created_at" = c."created_at"
  FROM (
    SELECT "id", "position_id", coalesce("label_id", 0) AS "label_id",
      coalesce("process_label_id", 0) AS "process_label_id", "created_at" FROM "new_rows"
    EXCEPT ALL
    SELECT "id", "position_id", coalesce("label_id", 0), coalesce("process_label_id", 0), "created_at"
    FROM "old_rows"
  ) AS c
  WHERE k."application_id" = c."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "job_applications_status_keys_update" AFTER UPDATE ON "job_applications"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "rekry_status_keys_updated"();--> statement-breakpoint
-- Statistics at once: until autovacuum gets to the new table the planner would guess its size.
ANALYZE "application_status_keys";
