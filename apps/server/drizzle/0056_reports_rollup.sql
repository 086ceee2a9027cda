-- Rapporter read every period application's whole history at each request: about a second at 100,000
-- applications, tens of seconds at a million. What they count is now kept as it changes, by triggers in
-- the statement that changes it, whatever path that is (one applicant, a bulk change, the board, a label
-- removed, an erasure, a seed, the history written directly): one row of facts per application
-- (application_report_facts: its source, gender and age, status and level now, all it reached), each
-- stay of known length (application_report_stays), each level reached and when, and counts of those per
-- company and Swedish day and again per month (report_*_counts), so that a period reads its whole months
-- and the days around them; staff's status changes, e-mails and booked interviews are counted so too.
-- Percentiles stay exact: the counts of the stays per histogram step (rekry_report_bucket) tell which
-- step holds the wanted rank, and the values of that step are read and ranked. A change as it happens
-- moves an application's facts on (rekry_report_extend); anything else recomputes them from its history
-- (rekry_report_refresh); either adds the difference to the counts.
CREATE TABLE "application_report_facts" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"tracked" boolean NOT NULL,
	"referer" text,
	"gender" text,
	"age" integer,
	"status" integer,
	"level" integer,
	"statuses" integer[] NOT NULL,
	"levels" integer[] NOT NULL,
	"booked" boolean NOT NULL,
	"status_row" bigint,
	"status_at" timestamp with time zone,
	"status_origin" text,
	"level_row" bigint,
	"level_at" timestamp with time zone,
	"level_origin" text
);
--> statement-breakpoint
CREATE TABLE "application_report_reaches" (
	"application_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	"container_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reached_at" timestamp with time zone,
	CONSTRAINT "application_report_reaches_pkey" PRIMARY KEY("application_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "application_report_stays" (
	"application_id" integer NOT NULL,
	"id" bigint NOT NULL,
	"container_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"label_id" integer NOT NULL,
	"hours" double precision NOT NULL,
	"bucket" integer NOT NULL,
	CONSTRAINT "application_report_stays_pkey" PRIMARY KEY("application_id","id")
);
--> statement-breakpoint
CREATE TABLE "report_activity_counts" (
	"container_id" integer NOT NULL,
	"span" text NOT NULL,
	"start" date NOT NULL,
	"position_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"what" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "report_activity_counts_key" UNIQUE("container_id","span","start","position_id","user_id","what") INCLUDE ("n")
);
--> statement-breakpoint
CREATE TABLE "report_funnel_counts" (
	"container_id" integer NOT NULL,
	"span" text NOT NULL,
	"start" date NOT NULL,
	"status" integer,
	"level" integer,
	"statuses" integer[] NOT NULL,
	"levels" integer[] NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "report_funnel_counts_key" UNIQUE NULLS NOT DISTINCT("container_id","span","start","status","level","statuses","levels")
);
--> statement-breakpoint
CREATE TABLE "report_people_counts" (
	"container_id" integer NOT NULL,
	"span" text NOT NULL,
	"start" date NOT NULL,
	"gender" text,
	"age" integer,
	"moved_on" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "report_people_counts_key" UNIQUE NULLS NOT DISTINCT("container_id","span","start","gender","age","moved_on") INCLUDE ("n")
);
--> statement-breakpoint
CREATE TABLE "report_position_counts" (
	"container_id" integer NOT NULL,
	"span" text NOT NULL,
	"start" date NOT NULL,
	"position_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "report_position_counts_key" UNIQUE("container_id","span","start","position_id") INCLUDE ("n")
);
--> statement-breakpoint
CREATE TABLE "report_source_counts" (
	"container_id" integer NOT NULL,
	"span" text NOT NULL,
	"start" date NOT NULL,
	"source" text NOT NULL,
	"tracked" boolean NOT NULL,
	"referer" text,
	"booked" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "report_source_counts_key" UNIQUE NULLS NOT DISTINCT("container_id","span","start","source","tracked","referer","booked") INCLUDE ("n")
);
--> statement-breakpoint
CREATE TABLE "report_stay_counts" (
	"container_id" integer NOT NULL,
	"span" text NOT NULL,
	"start" date NOT NULL,
	"kind" text NOT NULL,
	"label_id" integer NOT NULL,
	"bucket" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "report_stay_counts_key" UNIQUE("container_id","span","start","kind","label_id","bucket") INCLUDE ("n")
);
--> statement-breakpoint
CREATE INDEX "application_report_facts_position_idx" ON "application_report_facts" USING btree ("position_id","created_at");--> statement-breakpoint
CREATE INDEX "application_report_reaches_label_idx" ON "application_report_reaches" USING btree ("container_id","label_id","created_at");--> statement-breakpoint
CREATE INDEX "application_report_stays_bucket_idx" ON "application_report_stays" USING btree ("container_id","kind","label_id","bucket","created_at","hours");--> statement-breakpoint
CREATE INDEX "application_report_stays_position_idx" ON "application_report_stays" USING btree ("position_id","created_at");--> statement-breakpoint
CREATE INDEX "application_notes_container_idx" ON "application_notes" USING btree ("container_id","created_at","user_id","application_id") WHERE "application_notes"."user_id" is not null;--> statement-breakpoint
-- Room on each page for a fact's new version, so that a status change updates it in place (HOT).
ALTER TABLE "application_report_facts" SET (fillfactor = 80);--> statement-breakpoint
-- A report reads a few thousand rows of these; starting parallel workers cost more than that (130 ms of
-- a year's funnel, under load), as for application_status_keys (0038).
ALTER TABLE "application_report_facts" SET (parallel_workers = 0);--> statement-breakpoint
ALTER TABLE "application_report_stays" SET (parallel_workers = 0);--> statement-breakpoint
ALTER TABLE "application_report_reaches" SET (parallel_workers = 0);--> statement-breakpoint
ALTER TABLE "report_funnel_counts" SET (parallel_workers = 0);--> statement-breakpoint
ALTER TABLE "report_people_counts" SET (parallel_workers = 0);--> statement-breakpoint
ALTER TABLE "report_source_counts" SET (parallel_workers = 0);--> statement-breakpoint
ALTER TABLE "report_position_counts" SET (parallel_workers = 0);--> statement-breakpoint
ALTER TABLE "report_stay_counts" SET (parallel_workers = 0);--> statement-breakpoint
ALTER TABLE "report_activity_counts" SET (parallel_workers = 0);--> statement-breakpoint
-- The funnel's counts change with every status change and are few to read: room for their new versions
-- on the page (HOT), and no copy of `n` in the key, which a change would write into the index.
ALTER TABLE "report_funnel_counts" SET (fillfactor = 70);--> statement-breakpoint
-- A stay's histogram step: 0 under a microsecond, then 32 steps for each factor e of microseconds (each
-- about 3 % wide), so that a step of a year's largest stage holds a few thousand values; the moves of a
-- moment (a status set again at once) spread as the rest do.
CREATE FUNCTION "rekry_report_bucket"("hours" double precision) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN "hours" * 3600e6 < 1 THEN 0 ELSE 1 + floor(ln("hours" * 3600e6) * 32)::integer END
$$;--> statement-breakpoint
-- Facts out of the counts (`gone`) and into them (`come`), per day and per month: an application's old
-- row and its new one, where what stayed the same adds up to nothing. In key order, so that two
-- transactions counting at once never wait for each other in a circle. `whole`: also the counts by what
-- a change of status or level leaves as it was (source, position).
CREATE FUNCTION "rekry_report_count_facts"("gone" "application_report_facts"[], "come" "application_report_facts"[],
  "whole" boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH "change" AS (
    SELECT f.*, -1 AS "sign" FROM unnest("gone") f
    UNION ALL SELECT f.*, 1 FROM unnest("come") f
  ), "spans" AS (
    SELECT c.*, sp."span", sp."start" FROM "change" c
    CROSS JOIN LATERAL (VALUES ('day', c."day"), ('month', date_trunc('month', c."day"::timestamp)::date))
      AS sp("span", "start")
  ), "funnel" AS (
    INSERT INTO "report_funnel_counts" AS t
      ("container_id", "span", "start", "status", "level", "statuses", "levels", "n")
    SELECT "container_id", "span", "start", "status", "level", "statuses", "levels", sum("sign")
    FROM "spans" GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum("sign") <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT "report_funnel_counts_key" DO UPDATE SET "n" = t."n" + excluded."n"
  )
  -- Moved on: reached a process level (the levels ascend, so the last is one unless there is none).
  INSERT INTO "report_people_counts" AS t ("container_id", "span", "start", "gender", "age", "moved_on", "n")
  SELECT "container_id", "span", "start", "gender", "age", coalesce("levels"[cardinality("levels")] > 0, false),
    sum("sign")
  FROM "spans" GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum("sign") <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT "report_people_counts_key" DO UPDATE SET "n" = t."n" + excluded."n";
  IF NOT "whole" THEN
    RETURN;
  END IF;
  WITH "change" AS (
    SELECT f.*, -1 AS "sign" FROM unnest("gone") f
    UNION ALL SELECT f.*, 1 FROM unnest("come") f
  ), "spans" AS (
    SELECT c.*, sp."span", sp."start" FROM "change" c
    CROSS JOIN LATERAL (VALUES ('day', c."day"), ('month', date_trunc('month', c."day"::timestamp)::date))
      AS sp("span", "start")
  ), "sources" AS (
    INSERT INTO "report_source_counts" AS t
      ("container_id", "span", "start", "source", "tracked", "referer", "booked", "n")
    SELECT "container_id", "span", "start", "source", "tracked", "referer", "booked", sum("sign")
    FROM "spans" GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum("sign") <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT "report_source_counts_key" DO UPDATE SET "n" = t."n" + excluded."n"
  )
  INSERT INTO "report_position_counts" AS t ("container_id", "span", "start", "position_id", "n")
  SELECT "container_id", "span", "start", "position_id", sum("sign")
  FROM "spans" GROUP BY 1, 2, 3, 4 HAVING sum("sign") <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT "report_position_counts_key" DO UPDATE SET "n" = t."n" + excluded."n";
END;
$$;--> statement-breakpoint
-- Stays out of the counts and into them, as rekry_report_count_facts.
CREATE FUNCTION "rekry_report_count_stays"("gone" "application_report_stays"[], "come" "application_report_stays"[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH "change" AS (
    SELECT s.*, -1 AS "sign" FROM unnest("gone") s
    UNION ALL SELECT s.*, 1 FROM unnest("come") s
  )
  INSERT INTO "report_stay_counts" AS t ("container_id", "span", "start", "kind", "label_id", "bucket", "n")
  SELECT c."container_id", sp."span", sp."start", c."kind", c."label_id", c."bucket", sum(c."sign")
  FROM "change" c
  CROSS JOIN LATERAL (VALUES ('day', c."day"), ('month', date_trunc('month', c."day"::timestamp)::date))
    AS sp("span", "start")
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(c."sign") <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT "report_stay_counts_key" DO UPDATE SET "n" = t."n" + excluded."n";
END;
$$;--> statement-breakpoint
-- The facts of the applications `ids` (ascending) as they stand, each application locked first in id order:
-- one change of an application's facts at a time, each reading what the one before wrote (a status change
-- holds its rows already, a booked interview or a history row written directly does not), and two never
-- waiting for each other in a circle.
CREATE FUNCTION "rekry_report_locked_facts"("ids" integer[]) RETURNS "application_report_facts"[]
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM unnest("ids") x("id")
  CROSS JOIN LATERAL (
    SELECT 1 FROM "job_applications" a WHERE a."id" = x."id" FOR NO KEY UPDATE LIMIT 1
  ) l;
  RETURN ARRAY(
    SELECT f FROM unnest("ids") x("id")
    CROSS JOIN LATERAL (SELECT f FROM "application_report_facts" f WHERE f."application_id" = x."id" LIMIT 1) l(f));
END;
$$;--> statement-breakpoint
-- The facts, levels reached and stays of the applications `ids` as their rows and history now say (none
-- for one that is gone), written where they differ, and the difference added to the counts.
CREATE FUNCTION "rekry_report_refresh"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "stale" "application_report_facts"[];
  "fresh" "application_report_facts"[];
  "stale_stays" "application_report_stays"[];
  "fresh_stays" "application_report_stays"[];
  "stale_reaches" "application_report_reaches"[];
  "fresh_reaches" "application_report_reaches"[];
BEGIN
  "ids" := ARRAY(SELECT DISTINCT i FROM unnest("ids") i ORDER BY 1);
  IF cardinality("ids") = 0 THEN
    RETURN;
  END IF;
  -- Each application is read by its own keys (LATERAL … LIMIT, which a plan cannot turn into a scan of a
  -- whole table, as plans for ten thousand ids did), so a refresh costs what its applications have.
  "stale" := "rekry_report_locked_facts"("ids");
  -- In the table's column order. A status or level now is the last row of its kind, by time then id;
  -- 0 stands for none (a null label), as in position_tallies.
  "fresh" := ARRAY(
    SELECT ROW(a."id", a."container_id", a."position_id", a."created_at",
      (a."created_at" AT TIME ZONE 'Europe/Stockholm')::date,
      lower(coalesce(a."source"->>'kalla', a."source"->>'utmSource', a."source"->>'referrer', '')),
      a."source" ? 'kalla', a."metadata"->>'form_referer', a."info"->>'gender',
      CASE WHEN a."info"->>'age' ~ '^\s*[-+]?[0-9]{1,9}\s*$' THEN (a."info"->>'age')::integer END,
      ls."label", lp."label", coalesce(h."statuses", '{}'), coalesce(h."levels", '{}'),
      b."booked" IS NOT NULL, ls."id", ls."created_at", ls."origin", lp."id", lp."created_at", lp."origin"
    )::"application_report_facts"
    FROM unnest("ids") x("id")
    CROSS JOIN LATERAL (SELECT * FROM "job_applications" a WHERE a."id" = x."id" LIMIT 1) a
    LEFT JOIN LATERAL (
      SELECT r."id", r."created_at", r."origin", coalesce(r."to_label_id", 0) AS "label"
      FROM "application_status_history" r WHERE r."application_id" = x."id" AND r."kind" = 'status'
      ORDER BY r."created_at" DESC, r."id" DESC LIMIT 1
    ) ls ON true
    LEFT JOIN LATERAL (
      SELECT r."id", r."created_at", r."origin", coalesce(r."to_label_id", 0) AS "label"
      FROM "application_status_history" r WHERE r."application_id" = x."id" AND r."kind" = 'process'
      ORDER BY r."created_at" DESC, r."id" DESC LIMIT 1
    ) lp ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(DISTINCT coalesce(r."to_label_id", 0) ORDER BY coalesce(r."to_label_id", 0))
          FILTER (WHERE r."kind" = 'status') AS "statuses",
        array_agg(DISTINCT coalesce(r."to_label_id", 0) ORDER BY coalesce(r."to_label_id", 0))
          FILTER (WHERE r."kind" = 'process') AS "levels"
      FROM "application_status_history" r WHERE r."application_id" = x."id"
    ) h ON true
    LEFT JOIN LATERAL (
      SELECT true AS "booked" FROM "interviews" i WHERE i."application_id" = x."id" AND i."status" = 'booked' LIMIT 1
    ) b ON true);
  "stale_reaches" := ARRAY(
    SELECT r FROM unnest("ids") x("id")
    CROSS JOIN LATERAL (SELECT r FROM "application_report_reaches" r WHERE r."application_id" = x."id" OFFSET 0) l(r));
  "fresh_reaches" := ARRAY(
    SELECT ROW(a."id", r."label_id", a."container_id", a."position_id", a."created_at", r."at")
      ::"application_report_reaches"
    FROM unnest("ids") x("id")
    CROSS JOIN LATERAL (SELECT * FROM "job_applications" a WHERE a."id" = x."id" LIMIT 1) a
    CROSS JOIN LATERAL (
      SELECT r."to_label_id" AS "label_id", min(r."created_at") FILTER (WHERE r."origin" <> 'unrecovered') AS "at"
      FROM "application_status_history" r
      WHERE r."application_id" = x."id" AND r."kind" = 'process' AND r."to_label_id" IS NOT NULL
      GROUP BY 1
    ) r);
  "stale_stays" := ARRAY(
    SELECT s FROM unnest("ids") x("id")
    CROSS JOIN LATERAL (SELECT s FROM "application_report_stays" s WHERE s."application_id" = x."id" OFFSET 0) l(s));
  -- A stay runs from a row to the application's next row of the same kind; one that starts or ends at an
  -- 'unrecovered' row has no known length. Its hours as the reports have always computed them.
  "fresh_stays" := ARRAY(
    SELECT ROW(a."id", s."id", a."container_id", a."position_id", a."created_at",
      (a."created_at" AT TIME ZONE 'Europe/Stockholm')::date, s."kind", coalesce(s."to_label_id", 0), s."hours",
      "rekry_report_bucket"(s."hours"))::"application_report_stays"
    FROM unnest("ids") x("id")
    CROSS JOIN LATERAL (SELECT * FROM "job_applications" a WHERE a."id" = x."id" LIMIT 1) a
    CROSS JOIN LATERAL (
      SELECT r."id", r."kind", r."to_label_id", r."origin",
        lead(r."created_at") OVER w AS "left_at", lead(r."origin") OVER w AS "next_origin",
        (extract(epoch FROM lead(r."created_at") OVER w - r."created_at") / 3600)::double precision AS "hours"
      FROM "application_status_history" r WHERE r."application_id" = x."id"
      WINDOW w AS (PARTITION BY r."kind" ORDER BY r."created_at", r."id")
    ) s
    WHERE s."left_at" IS NOT NULL AND s."origin" <> 'unrecovered' AND s."next_origin" <> 'unrecovered');

  PERFORM "rekry_report_count_facts"("stale", "fresh", true);
  PERFORM "rekry_report_count_stays"("stale_stays", "fresh_stays");
  DELETE FROM "application_report_facts" f
  USING (SELECT "application_id" FROM unnest("stale") EXCEPT SELECT "application_id" FROM unnest("fresh")) gone
  WHERE f."application_id" = gone."application_id" AND f."application_id" = ANY("ids");
  INSERT INTO "application_report_facts" AS t
  SELECT * FROM (SELECT * FROM unnest("fresh") EXCEPT SELECT * FROM unnest("stale")) c
  ON CONFLICT ("application_id") DO UPDATE SET "container_id" = excluded."container_id",
    "position_id" = excluded."position_id", "created_at" = excluded."created_at", "day" = excluded."day",
    "source" = excluded."source", "tracked" = excluded."tracked", "referer" = excluded."referer",
    "gender" = excluded."gender", "age" = excluded."age", "status" = excluded."status",
    "level" = excluded."level", "statuses" = excluded."statuses", "levels" = excluded."levels",
    "booked" = excluded."booked", "status_row" = excluded."status_row", "status_at" = excluded."status_at",
    "status_origin" = excluded."status_origin", "level_row" = excluded."level_row",
    "level_at" = excluded."level_at", "level_origin" = excluded."level_origin";
  DELETE FROM "application_report_reaches" r
  USING (SELECT "application_id", "label_id" FROM (
    SELECT * FROM unnest("stale_reaches") EXCEPT SELECT * FROM unnest("fresh_reaches")) c) gone
  WHERE r."application_id" = gone."application_id" AND r."label_id" = gone."label_id"
    AND r."application_id" = ANY("ids");
  INSERT INTO "application_report_reaches"
  SELECT * FROM (SELECT * FROM unnest("fresh_reaches") EXCEPT SELECT * FROM unnest("stale_reaches")) c;
  DELETE FROM "application_report_stays" s
  USING (SELECT "application_id", "id" FROM (
    SELECT * FROM unnest("stale_stays") EXCEPT SELECT * FROM unnest("fresh_stays")) c) gone
  WHERE s."application_id" = gone."application_id" AND s."id" = gone."id" AND s."application_id" = ANY("ids");
  INSERT INTO "application_report_stays"
  SELECT * FROM (SELECT * FROM unnest("fresh_stays") EXCEPT SELECT * FROM unnest("stale_stays")) c;
END;
$$;--> statement-breakpoint
-- What staff did, as rows of work (who, on which position, when; n: 1 done, -1 undone) added to the
-- activity counts per day and per month.
CREATE TYPE "rekry_report_work" AS (
  "container_id" integer, "position_id" integer, "user_id" integer, "what" text, "at" timestamp with time zone,
  "n" integer
);--> statement-breakpoint
CREATE FUNCTION "rekry_report_add_work"("work" "rekry_report_work"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "report_activity_counts" AS t ("container_id", "span", "start", "position_id", "user_id", "what", "n")
  SELECT w."container_id", sp."span", sp."start", w."position_id", w."user_id", w."what", sum(w."n")
  FROM unnest("work") w
  CROSS JOIN LATERAL (VALUES ('day', (w."at" AT TIME ZONE 'Europe/Stockholm')::date),
    ('month', date_trunc('month', w."at" AT TIME ZONE 'Europe/Stockholm')::date)) AS sp("span", "start")
  WHERE w."container_id" IS NOT NULL AND w."position_id" IS NOT NULL AND w."user_id" IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(w."n") <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT "report_activity_counts_key" DO UPDATE SET "n" = t."n" + excluded."n";
END;
$$;--> statement-breakpoint
-- A history row that extends its application's history of its kind (alone of its kind in its statement,
-- later than the last row before it, which the facts keep): a change as it happens.
CREATE TYPE "rekry_report_step" AS (
  "application_id" integer, "kind" text, "id" bigint, "label_id" integer, "origin" text,
  "at" timestamp with time zone
);--> statement-breakpoint
-- The facts of the steps' applications moved on by them without reading their history again (a thousand
-- applications' histories grew with each change, and so did their refresh): the status or level now, one
-- more reached, the stay before the step ended, the level's first time. The same as a refresh gives.
CREATE FUNCTION "rekry_report_extend"("steps" "rekry_report_step"[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "ids" integer[] := ARRAY(SELECT DISTINCT s."application_id" FROM unnest("steps") s ORDER BY 1);
  "stale" "application_report_facts"[];
  "fresh" "application_report_facts"[];
  "ended" "application_report_stays"[];
BEGIN
  IF cardinality("ids") = 0 THEN
    RETURN;
  END IF;
  "stale" := "rekry_report_locked_facts"("ids");
  "fresh" := ARRAY(
    SELECT ROW(f."application_id", f."container_id", f."position_id", f."created_at", f."day", f."source",
      f."tracked", f."referer", f."gender", f."age", coalesce(s."label_id", f."status"),
      coalesce(p."label_id", f."level"),
      CASE WHEN s."application_id" IS NULL OR s."label_id" = ANY(f."statuses") THEN f."statuses"
        ELSE ARRAY(SELECT x FROM unnest(f."statuses" || s."label_id") x ORDER BY 1) END,
      CASE WHEN p."application_id" IS NULL OR p."label_id" = ANY(f."levels") THEN f."levels"
        ELSE ARRAY(SELECT x FROM unnest(f."levels" || p."label_id") x ORDER BY 1) END,
      f."booked", coalesce(s."id", f."status_row"), coalesce(s."at", f."status_at"),
      coalesce(s."origin", f."status_origin"), coalesce(p."id", f."level_row"), coalesce(p."at", f."level_at"),
      coalesce(p."origin", f."level_origin"))::"application_report_facts"
    FROM unnest("stale") f
    LEFT JOIN unnest("steps") s ON s."application_id" = f."application_id" AND s."kind" = 'status'
    LEFT JOIN unnest("steps") p ON p."application_id" = f."application_id" AND p."kind" = 'process');
  -- The stay the step ends: from the kind's last row before it, unless either was 'unrecovered'.
  "ended" := ARRAY(
    SELECT ROW(f."application_id", b."row", f."container_id", f."position_id", f."created_at", f."day",
      s."kind", b."label", h."hours", "rekry_report_bucket"(h."hours"))::"application_report_stays"
    FROM unnest("steps") s JOIN unnest("stale") f ON f."application_id" = s."application_id"
    CROSS JOIN LATERAL (
      SELECT * FROM (VALUES ('status', f."status_row", f."status", f."status_origin", f."status_at"),
        ('process', f."level_row", f."level", f."level_origin", f."level_at")) AS v("kind", "row", "label", "origin", "at")
      WHERE v."kind" = s."kind"
    ) b
    CROSS JOIN LATERAL (SELECT (extract(epoch FROM s."at" - b."at") / 3600)::double precision AS "hours") h
    WHERE b."row" IS NOT NULL AND s."origin" <> 'unrecovered' AND b."origin" <> 'unrecovered');
  PERFORM "rekry_report_count_facts"("stale", "fresh", false);
  PERFORM "rekry_report_count_stays"('{}', "ended");
  UPDATE "application_report_facts" t
  SET "status" = n."status", "level" = n."level", "statuses" = n."statuses", "levels" = n."levels",
    "status_row" = n."status_row", "status_at" = n."status_at", "status_origin" = n."status_origin",
    "level_row" = n."level_row", "level_at" = n."level_at", "level_origin" = n."level_origin"
  FROM unnest("fresh") n WHERE t."application_id" = n."application_id";
  INSERT INTO "application_report_stays" SELECT * FROM unnest("ended");
  -- A level's first time: a row later than all before it sets it only where none was known.
  INSERT INTO "application_report_reaches" AS t
  SELECT f."application_id", s."label_id", f."container_id", f."position_id", f."created_at",
    CASE WHEN s."origin" <> 'unrecovered' THEN s."at" END
  FROM unnest("steps") s JOIN unnest("stale") f ON f."application_id" = s."application_id"
  WHERE s."kind" = 'process' AND s."label_id" <> 0
  ON CONFLICT ON CONSTRAINT "application_report_reaches_pkey"
  DO UPDATE SET "reached_at" = coalesce(t."reached_at", excluded."reached_at");
END;
$$;--> statement-breakpoint
-- History rows added or removed: their applications' facts and stays (moved on by the rows that extend
-- a history, read again for the others: a new application, a row before others, the demo seed's rewrite),
-- and a change by staff counted (a row's author who later goes, SET NULL, stays counted under the id,
-- which the report no longer finds).
CREATE FUNCTION "rekry_report_history_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "steps" "rekry_report_step"[] := '{}';
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- Every new row of the application extends its kind's history, or the application is read again.
    "steps" := ARRAY(
      SELECT ROW(q."application_id", q."kind", q."id", coalesce(q."to_label_id", 0), q."origin",
        q."created_at")::"rekry_report_step"
      FROM (
        SELECT n.*, bool_and(n."of" = 1 AND f."application_id" IS NOT NULL AND (CASE n."kind"
            WHEN 'status' THEN f."status_row" IS NULL OR (n."created_at", n."id") > (f."status_at", f."status_row")
            ELSE f."level_row" IS NULL OR (n."created_at", n."id") > (f."level_at", f."level_row") END))
          OVER (PARTITION BY n."application_id") AS "extends"
        FROM (SELECT c.*, count(*) OVER (PARTITION BY c."application_id", c."kind") AS "of" FROM "changed_rows" c) n
        LEFT JOIN "application_report_facts" f ON f."application_id" = n."application_id"
      ) q
      WHERE q."extends");
    PERFORM "rekry_report_refresh"(ARRAY(
      SELECT "application_id" FROM "changed_rows" EXCEPT SELECT s."application_id" FROM unnest("steps") s));
    PERFORM "rekry_report_extend"("steps");
  ELSE
    PERFORM "rekry_report_refresh"(ARRAY(SELECT DISTINCT "application_id" FROM "changed_rows"));
  END IF;
  INSERT INTO "report_activity_counts" AS t ("container_id", "span", "start", "position_id", "user_id", "what", "n")
  SELECT h."container_id", sp."span", sp."start", h."position_id", h."user_id", 'status',
    CASE TG_OP WHEN 'DELETE' THEN -count(*) ELSE count(*) END
  FROM "changed_rows" h
  CROSS JOIN LATERAL (VALUES ('day', (h."created_at" AT TIME ZONE 'Europe/Stockholm')::date),
    ('month', date_trunc('month', h."created_at" AT TIME ZONE 'Europe/Stockholm')::date)) AS sp("span", "start")
  WHERE h."origin" = 'changed' AND h."user_id" IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT "report_activity_counts_key" DO UPDATE SET "n" = t."n" + excluded."n";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "application_status_history_report_insert" AFTER INSERT ON "application_status_history"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rekry_report_history_changed"();--> statement-breakpoint
CREATE TRIGGER "application_status_history_report_delete" AFTER DELETE ON "application_status_history"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rekry_report_history_changed"();--> statement-breakpoint
-- An application's own facts changed (where it came from, who applied, when, its position), or it went:
-- a status change names none of these columns and does not run it. A new application's facts come with
-- its first history rows.
CREATE FUNCTION "rekry_report_application_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "rekry_report_refresh"(ARRAY[NEW."id"]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "job_applications_report_update" AFTER UPDATE OF "container_id", "position_id", "created_at",
  "source", "info", "metadata" ON "job_applications" FOR EACH ROW
  WHEN ((OLD."container_id", OLD."position_id", OLD."created_at", OLD."source", OLD."info"->>'gender',
    OLD."info"->>'age', OLD."metadata"->>'form_referer') IS DISTINCT FROM (NEW."container_id", NEW."position_id",
    NEW."created_at", NEW."source", NEW."info"->>'gender', NEW."info"->>'age', NEW."metadata"->>'form_referer'))
  EXECUTE FUNCTION "rekry_report_application_changed"();--> statement-breakpoint
CREATE FUNCTION "rekry_report_applications_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "rekry_report_refresh"(ARRAY(SELECT "id" FROM "old_rows"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "job_applications_report_delete" AFTER DELETE ON "job_applications"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rekry_report_applications_deleted"();--> statement-breakpoint
-- A booked interview: its application's facts (the sources count those with one) and its author's work.
CREATE FUNCTION "rekry_report_interviews_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "work" "rekry_report_work"[] := '{}';
  "apps" integer[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    "work" := ARRAY(SELECT ROW(i."container_id", i."position_id", i."created_by", 'interview', i."created_at", -1)
      ::"rekry_report_work" FROM "old_rows" i WHERE i."status" = 'booked');
    "apps" := ARRAY(SELECT i."application_id" FROM "old_rows" i WHERE i."status" = 'booked');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    "work" := "work" || ARRAY(SELECT ROW(i."container_id", i."position_id", i."created_by", 'interview',
      i."created_at", 1)::"rekry_report_work" FROM "new_rows" i WHERE i."status" = 'booked');
    "apps" := "apps" || ARRAY(SELECT i."application_id" FROM "new_rows" i WHERE i."status" = 'booked');
  END IF;
  PERFORM "rekry_report_add_work"("work");
  PERFORM "rekry_report_refresh"(ARRAY(SELECT DISTINCT unnest("apps")));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "interviews_report_insert" AFTER INSERT ON "interviews"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rekry_report_interviews_changed"();--> statement-breakpoint
CREATE TRIGGER "interviews_report_update" AFTER UPDATE ON "interviews"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "rekry_report_interviews_changed"();--> statement-breakpoint
CREATE TRIGGER "interviews_report_delete" AFTER DELETE ON "interviews"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rekry_report_interviews_changed"();--> statement-breakpoint
-- An e-mail to an applicant sent by staff, on a position.
CREATE FUNCTION "rekry_report_emails_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "rekry_report_add_work"(ARRAY(SELECT ROW(e."container_id", e."position_id", e."sent_by", 'email',
      e."created_at", 1)::"rekry_report_work" FROM "new_rows" e WHERE e."sent_by" IS NOT NULL));
  ELSE
    PERFORM "rekry_report_add_work"(ARRAY(SELECT ROW(e."container_id", e."position_id", e."sent_by", 'email',
      e."created_at", -1)::"rekry_report_work" FROM "old_rows" e WHERE e."sent_by" IS NOT NULL));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "email_log_report_insert" AFTER INSERT ON "email_log"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rekry_report_emails_changed"();--> statement-breakpoint
CREATE TRIGGER "email_log_report_delete" AFTER DELETE ON "email_log"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rekry_report_emails_changed"();--> statement-breakpoint
-- The mail queue updates its rows all the time; only a change of what is counted (a company or author
-- gone, SET NULL) moves the count.
CREATE FUNCTION "rekry_report_email_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "rekry_report_add_work"(ARRAY[
    ROW(OLD."container_id", OLD."position_id", OLD."sent_by", 'email', OLD."created_at", -1)::"rekry_report_work",
    ROW(NEW."container_id", NEW."position_id", NEW."sent_by", 'email', NEW."created_at", 1)::"rekry_report_work"]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "email_log_report_update" AFTER UPDATE OF "container_id", "position_id", "sent_by", "created_at"
  ON "email_log" FOR EACH ROW
  WHEN ((OLD."container_id", OLD."position_id", OLD."sent_by", OLD."created_at")
    IS DISTINCT FROM (NEW."container_id", NEW."position_id", NEW."sent_by", NEW."created_at"))
  EXECUTE FUNCTION "rekry_report_email_changed"();--> statement-breakpoint
-- All the reports keep, written anew from the applications, their history, e-mails and interviews (a
-- thousand applications at a time): today's data here, and what the tests hold the triggers' work to.
CREATE FUNCTION "rekry_report_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "after" integer := 0;
  "ids" integer[];
BEGIN
  TRUNCATE "application_report_facts", "application_report_stays", "application_report_reaches",
    "report_funnel_counts", "report_people_counts", "report_source_counts", "report_position_counts",
    "report_stay_counts", "report_activity_counts";
  LOOP
    "ids" := ARRAY(SELECT "id" FROM "job_applications" WHERE "id" > "after" ORDER BY "id" LIMIT 1000);
    EXIT WHEN cardinality("ids") = 0;
    PERFORM "rekry_report_refresh"("ids");
    "after" := "ids"[cardinality("ids")];
  END LOOP;
  INSERT INTO "report_activity_counts" ("container_id", "span", "start", "position_id", "user_id", "what", "n")
  SELECT w."container_id", sp."span", sp."start", w."position_id", w."user_id", w."what", count(*)
  FROM (
    SELECT "container_id", "position_id", "user_id", 'status' AS "what", "created_at" AS "at"
    FROM "application_status_history" WHERE "origin" = 'changed' AND "user_id" IS NOT NULL
    UNION ALL
    SELECT "container_id", "position_id", "sent_by", 'email', "created_at" FROM "email_log"
    WHERE "container_id" IS NOT NULL AND "position_id" IS NOT NULL AND "sent_by" IS NOT NULL
    UNION ALL
    SELECT "container_id", "position_id", "created_by", 'interview', "created_at" FROM "interviews"
    WHERE "status" = 'booked' AND "created_by" IS NOT NULL
  ) w
  CROSS JOIN LATERAL (VALUES ('day', (w."at" AT TIME ZONE 'Europe/Stockholm')::date),
    ('month', date_trunc('month', w."at" AT TIME ZONE 'Europe/Stockholm')::date)) AS sp("span", "start")
  GROUP BY 1, 2, 3, 4, 5, 6;
END;
$$;--> statement-breakpoint
SELECT "rekry_report_rebuild"();--> statement-breakpoint
ANALYZE "application_report_facts";--> statement-breakpoint
ANALYZE "application_report_reaches";--> statement-breakpoint
ANALYZE "application_report_stays";
