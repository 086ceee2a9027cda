-- The home page (issue 13) and the position lists count applications without reading them: these tallies
-- are kept by statement triggers on job_applications, whatever writes it (the career site, staff, a
-- label removed, a position or company deleted), so reading them costs the same with 100 or 100,000
-- applicants. No foreign keys: a cascade deletes applications after their position or company, and the
-- triggers then bring the tallies to zero, and zero rows are removed.
CREATE TABLE "position_tallies" (
	"container_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	-- 0: no status yet ('Ej behandlad').
	"label_id" integer NOT NULL,
	-- Not opened by staff yet ('Oläst').
	"unread" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "position_tallies_pkey" PRIMARY KEY ("position_id", "label_id", "unread")
);--> statement-breakpoint
CREATE INDEX "position_tallies_container_idx" ON "position_tallies" USING btree ("container_id");--> statement-breakpoint
CREATE TABLE "application_day_tallies" (
	"container_id" integer NOT NULL,
	-- The Stockholm day the application came in.
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "application_day_tallies_pkey" PRIMARY KEY ("container_id", "day")
);--> statement-breakpoint
CREATE TYPE "rekry_tally_row" AS (
	"container_id" integer, "position_id" integer, "label_id" integer, "viewed_at" timestamptz,
	"created_at" timestamptz, "d" integer
);--> statement-breakpoint
-- Adds each row's d (+1 a new row, -1 an old one: an update is both, so one that changes other columns nets
-- to nothing), in key order so that concurrent writers lock the tally rows in the same order.
CREATE FUNCTION "rekry_apply_tallies"("delta" "rekry_tally_row"[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "position_tallies" AS t ("container_id", "position_id", "label_id", "unread", "n")
    SELECT "container_id", "position_id", coalesce("label_id", 0), "viewed_at" IS NULL, sum("d")
    FROM unnest("delta")
    GROUP BY 1, 2, 3, 4 HAVING sum("d") <> 0 ORDER BY 2, 3, 4
  ON CONFLICT ("position_id", "label_id", "unread") DO UPDATE SET "n" = t."n" + excluded."n";
  DELETE FROM "position_tallies" WHERE "n" = 0
    AND "position_id" IN (SELECT "position_id" FROM unnest("delta"));
  INSERT INTO "application_day_tallies" AS t ("container_id", "day", "n")
    SELECT "container_id", ("created_at" AT TIME ZONE 'Europe/Stockholm')::date, sum("d")
    FROM unnest("delta")
    GROUP BY 1, 2 HAVING sum("d") <> 0 ORDER BY 1, 2
  ON CONFLICT ("container_id", "day") DO UPDATE SET "n" = t."n" + excluded."n";
  DELETE FROM "application_day_tallies" WHERE "n" = 0
    AND "container_id" IN (SELECT "container_id" FROM unnest("delta"));
$$;--> statement-breakpoint
-- One function per kind of statement: each sees only the transition tables its trigger declares.
CREATE FUNCTION "rekry_tally_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "rekry_apply_tallies"(ARRAY(
    SELECT ("container_id", "position_id", "label_id", "viewed_at", "created_at", 1)::"rekry_tally_row"
    FROM "new_rows"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "rekry_tally_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "rekry_apply_tallies"(ARRAY(
    SELECT ("container_id", "position_id", "label_id", "viewed_at", "created_at", 1)::"rekry_tally_row"
    FROM "new_rows"
    UNION ALL
    SELECT ("container_id", "position_id", "label_id", "viewed_at", "created_at", -1)::"rekry_tally_row"
    FROM "old_rows"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "rekry_tally_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "rekry_apply_tallies"(ARRAY(
    SELECT ("container_id", "position_id", "label_id", "viewed_at", "created_at", -1)::"rekry_tally_row"
    FROM "old_rows"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "job_applications_tally_insert" AFTER INSERT ON "job_applications"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rekry_tally_inserted"();--> statement-breakpoint
CREATE TRIGGER "job_applications_tally_update" AFTER UPDATE ON "job_applications"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "rekry_tally_updated"();--> statement-breakpoint
CREATE TRIGGER "job_applications_tally_delete" AFTER DELETE ON "job_applications"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rekry_tally_deleted"();--> statement-breakpoint
-- The applications that exist already.
INSERT INTO "position_tallies" ("container_id", "position_id", "label_id", "unread", "n")
  SELECT "container_id", "position_id", coalesce("label_id", 0), "viewed_at" IS NULL, count(*)
  FROM "job_applications" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "application_day_tallies" ("container_id", "day", "n")
  SELECT "container_id", ("created_at" AT TIME ZONE 'Europe/Stockholm')::date, count(*)
  FROM "job_applications" GROUP BY 1, 2;
