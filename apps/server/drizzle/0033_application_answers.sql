-- The UPDATE of a status change of 1,000 applications took 80 ms at 100,000 applicants, a quarter of it
-- writing every changed row's answers into job_applications_metadata_idx again: a changed label_id is in
-- an index, so the UPDATE is never HOT and each index gets a new entry, whether or not its column changed.
-- The answers the list's filters look in move to a table of its own, written when an application comes in
-- or its answers (or company) change, so a status change never touches it (as 0030 did for the search
-- text); the list looks them up with queries.ts's answersHold.
CREATE TABLE "application_answers" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"answers" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_answers" ADD CONSTRAINT "application_answers_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- New applications, a statement at a time (the generator inserts 10,000 in one).
CREATE FUNCTION "rekry_answers_copied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_answers" ("application_id", "container_id", "answers")
    SELECT "id", "container_id", "metadata" FROM "new_rows";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "job_applications_answers_copy_insert" AFTER INSERT ON "job_applications"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rekry_answers_copied"();--> statement-breakpoint
-- Changed answers or company, a row at a time: an update of other columns (a status) does not fire it.
CREATE FUNCTION "rekry_answers_recopied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "application_answers" SET "container_id" = NEW."container_id", "answers" = NEW."metadata"
    WHERE "application_id" = NEW."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "job_applications_answers_copy_update" AFTER UPDATE OF "metadata", "container_id" ON "job_applications"
  FOR EACH ROW WHEN ((OLD."metadata", OLD."container_id") IS DISTINCT FROM (NEW."metadata", NEW."container_id"))
  EXECUTE FUNCTION "rekry_answers_recopied"();--> statement-breakpoint
-- The applications that exist already.
INSERT INTO "application_answers" ("application_id", "container_id", "answers")
  SELECT "id", "container_id", "metadata" FROM "job_applications";--> statement-breakpoint
CREATE INDEX "application_answers_idx" ON "application_answers" USING gin ("answers" jsonb_path_ops) WITH (fastupdate=false);--> statement-breakpoint
DROP INDEX "job_applications_metadata_idx";--> statement-breakpoint
-- The list's answer filter now joins the copy, whose index probes the planner prices high enough to
-- start a parallel worker for a page's count (14 ms instead of 5 ms at 100,000, more on a busy machine):
-- the list reads applications a page at a time, where a worker never earns its start.
ALTER TABLE "job_applications" SET (parallel_workers = 0);--> statement-breakpoint
-- Statistics at once: until autovacuum gets to the new table the planner would guess its size.
ANALYZE "application_answers";
