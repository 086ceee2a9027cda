-- The GDPR screen grouped every application of a company per person on each request (2.9 s with
-- 1,000,000 applicants) and the retention run did the same: these tables keep one row per company and
-- person, and their count, by statement triggers on job_applications, whatever writes it. A trigger
-- recomputes the pairs its statement touched from their applications (by job_applications_retention_idx),
-- so any change of date, hold or owner comes out right. No foreign keys, as for position_tallies.
CREATE TABLE "container_people" (
	"container_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"legal_hold" boolean NOT NULL,
	CONSTRAINT "container_people_pkey" PRIMARY KEY("container_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "container_people_counts" (
	"container_id" integer PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "container_people_order_idx" ON "container_people" USING btree ("container_id","legal_hold","last_activity_at","user_id");--> statement-breakpoint
CREATE TYPE "rekry_person_pair" AS ("container_id" integer, "user_id" integer);--> statement-breakpoint
-- The pairs in key order, so that concurrent writers lock the rows in the same order; the count moves by
-- the rows inserted (xmax = 0) less those deleted.
CREATE FUNCTION "rekry_refresh_people"("pairs" "rekry_person_pair"[]) RETURNS void LANGUAGE sql AS $$
  WITH "touched" AS (
    SELECT DISTINCT "container_id", "user_id" FROM unnest("pairs") WHERE "container_id" IS NOT NULL
  ), "now_held" AS (
    SELECT t."container_id", t."user_id", max(ja."last_activity_at") AS "last", bool_or(ja."legal_hold") AS "held"
    FROM "touched" t LEFT JOIN "job_applications" ja
      ON ja."container_id" = t."container_id" AND ja."user_id" = t."user_id"
    GROUP BY 1, 2
  ), "gone" AS (
    DELETE FROM "container_people" p USING "now_held" h
    WHERE p."container_id" = h."container_id" AND p."user_id" = h."user_id" AND h."last" IS NULL
    RETURNING p."container_id"
  ), "kept" AS (
    INSERT INTO "container_people" AS p ("container_id", "user_id", "last_activity_at", "legal_hold")
      SELECT "container_id", "user_id", "last", "held" FROM "now_held" WHERE "last" IS NOT NULL ORDER BY 1, 2
    ON CONFLICT ("container_id", "user_id") DO UPDATE
      SET "last_activity_at" = excluded."last_activity_at", "legal_hold" = excluded."legal_hold"
    RETURNING p."container_id", (p.xmax = 0) AS "added"
  ), "delta" AS (
    SELECT "container_id", count(*) FILTER (WHERE "added") AS "d" FROM "kept" GROUP BY 1
    UNION ALL
    SELECT "container_id", -count(*) FROM "gone" GROUP BY 1
  )
  INSERT INTO "container_people_counts" AS c ("container_id", "n")
    SELECT "container_id", sum("d") FROM "delta" GROUP BY 1 HAVING sum("d") <> 0 ORDER BY 1
  ON CONFLICT ("container_id") DO UPDATE SET "n" = c."n" + excluded."n";
$$;--> statement-breakpoint
-- One function for the three triggers: each branch reads only the transition tables its statement has.
-- An update counts only when it changes what the rows are made of: a status change of 1,000
-- applications touches nobody here.
CREATE FUNCTION "rekry_people_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "rekry_refresh_people"(ARRAY(
      SELECT ("container_id", "user_id")::"rekry_person_pair" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "rekry_refresh_people"(ARRAY(
      SELECT ("container_id", "user_id")::"rekry_person_pair" FROM "old_rows"));
  ELSE
    PERFORM "rekry_refresh_people"(ARRAY(
      SELECT p FROM "new_rows" n JOIN "old_rows" o USING ("id"),
        LATERAL (VALUES ((n."container_id", n."user_id")::"rekry_person_pair"),
                        ((o."container_id", o."user_id")::"rekry_person_pair")) AS v(p)
      WHERE (n."container_id", n."user_id", n."last_activity_at", n."legal_hold")
        IS DISTINCT FROM (o."container_id", o."user_id", o."last_activity_at", o."legal_hold")));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "job_applications_people_insert" AFTER INSERT ON "job_applications"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rekry_people_changed"();--> statement-breakpoint
CREATE TRIGGER "job_applications_people_update" AFTER UPDATE ON "job_applications"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "rekry_people_changed"();--> statement-breakpoint
CREATE TRIGGER "job_applications_people_delete" AFTER DELETE ON "job_applications"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rekry_people_changed"();--> statement-breakpoint
-- The applications that exist already.
INSERT INTO "container_people" ("container_id", "user_id", "last_activity_at", "legal_hold")
  SELECT "container_id", "user_id", max("last_activity_at"), bool_or("legal_hold")
  FROM "job_applications" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "container_people_counts" ("container_id", "n")
  SELECT "container_id", count(*) FROM "container_people" GROUP BY 1;--> statement-breakpoint
-- Statistics at once: until autovacuum gets to the new table the planner would guess its size.
ANALYZE "container_people";
