-- The reports' history: every change of an application's status or process level as one append-only row,
-- written by statement triggers on job_applications, so that every path (one applicant, a bulk change,
-- the board, a label removed with its applicants moved, a foreign key's SET NULL, a seed) writes it in
-- the statement that makes the change, and a failed change writes none. Who made it is the transaction's
-- `rekry.user_id` (set by the dispatcher for every staff mutation); null for the applicant or the system.
-- Today's history is read back from the application log (rekry_status_history_recover, kept for the
-- demo seed), with what the log cannot explain counted as 'unrecovered' rows.
CREATE TABLE "application_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_label_id" integer,
	"to_label_id" integer,
	"user_id" integer,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_status_history_container_idx" ON "application_status_history" USING btree ("container_id","created_at");--> statement-breakpoint
CREATE INDEX "application_status_history_application_idx" ON "application_status_history" USING btree ("application_id","kind","created_at","id");--> statement-breakpoint
CREATE FUNCTION "rekry_status_history_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_status_history"
    ("container_id", "position_id", "application_id", "kind", "from_label_id", "to_label_id", "user_id", "origin", "created_at")
  SELECT n."container_id", n."position_id", n."id", k."kind", NULL,
    CASE k."kind" WHEN 'status' THEN n."label_id" ELSE n."process_label_id" END,
    nullif(current_setting('rekry.user_id', true), '')::int, 'created', n."created_at"
  FROM "new_rows" n CROSS JOIN (VALUES ('status'), ('process')) AS k("kind")
  ORDER BY n."id", k."kind" DESC;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "job_applications_status_history_insert" AFTER INSERT ON "job_applications"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rekry_status_history_inserted"();--> statement-breakpoint
-- A trigger with transition tables cannot name its columns (UPDATE OF), so every update of an application
-- runs it; the join of the statement's rows finds nothing for an update that leaves the labels alone.
CREATE FUNCTION "rekry_status_history_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_status_history"
    ("container_id", "position_id", "application_id", "kind", "from_label_id", "to_label_id", "user_id", "origin", "created_at")
  SELECT n."container_id", n."position_id", n."id", c."kind", c."from_id", c."to_id",
    nullif(current_setting('rekry.user_id', true), '')::int, 'changed', now()
  FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
  CROSS JOIN LATERAL (VALUES ('status', o."label_id", n."label_id"),
    ('process', o."process_label_id", n."process_label_id")) AS c("kind", "from_id", "to_id")
  WHERE c."from_id" IS DISTINCT FROM c."to_id"
  ORDER BY n."id", c."kind" DESC;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "job_applications_status_history_update" AFTER UPDATE ON "job_applications"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "rekry_status_history_updated"();--> statement-breakpoint
-- Append-only: a row is never changed (it goes only with its application), except that its author's
-- account, when it goes, leaves the row without it (the foreign key's SET NULL).
CREATE FUNCTION "rekry_status_history_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."user_id" IS NULL AND (NEW."id", NEW."container_id", NEW."position_id", NEW."application_id",
      NEW."kind", NEW."from_label_id", NEW."to_label_id", NEW."origin", NEW."created_at")
    IS NOT DISTINCT FROM (OLD."id", OLD."container_id", OLD."position_id", OLD."application_id",
      OLD."kind", OLD."from_label_id", OLD."to_label_id", OLD."origin", OLD."created_at") THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'application_status_history is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "application_status_history_frozen" BEFORE UPDATE ON "application_status_history"
  FOR EACH ROW EXECUTE FUNCTION "rekry_status_history_frozen"();--> statement-breakpoint
-- The history of applications that have none, read from their log: a 'created' row per label at the
-- application's date (no label then: a public application starts unprocessed), then each 'status' /
-- 'process' line, its label from the line's data (setLabel, a removed label) or by its name in the message
-- (older lines: 'Status ändrad till X'; 'Status borttagen' is none). Where the last line does not give the
-- label the application has now, an 'unrecovered' row says that it got there at an unknown time. Answers
-- how many such rows it wrote. p_container null: every company.
CREATE FUNCTION "rekry_status_history_recover"(p_container integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  unrecovered integer;
BEGIN
  WITH "todo" AS (
    SELECT a."id", a."container_id", a."position_id", a."created_at", a."label_id", a."process_label_id"
    FROM "job_applications" a
    WHERE (p_container IS NULL OR a."container_id" = p_container)
      AND NOT EXISTS (SELECT 1 FROM "application_status_history" h WHERE h."application_id" = a."id")
  ), "lines" AS (
    SELECT l."application_id", l."id", l."created_at", l."user_id", l."kind",
      CASE WHEN l."data" ? 'labelId' THEN (l."data"->>'labelId')::int
        WHEN l."message" ~ ' borttagen$' THEN NULL ELSE named."id" END AS "label_id"
    FROM "application_log" l
    JOIN "todo" t ON t."id" = l."application_id"
    LEFT JOIN LATERAL (
      SELECT lb."id" FROM "labels" lb
      WHERE lb."container_id" = t."container_id"
        AND lb."label_type" = CASE l."kind" WHEN 'status' THEN 'Interest' ELSE 'Process' END
        AND lower(lb."name") = lower(substring(l."message" FROM ' till (.*)$'))
      ORDER BY lb."id" LIMIT 1
    ) named ON true
    WHERE l."kind" IN ('status', 'process')
      AND (l."data" ? 'labelId' OR l."message" ~ ' borttagen$' OR named."id" IS NOT NULL)
  ), "steps" AS (
    SELECT "application_id", "id", "created_at", "user_id", "kind", "label_id",
      lag("label_id") OVER w AS "from_id",
      row_number() OVER w AS "n",
      count(*) OVER (PARTITION BY "application_id", "kind") AS "of"
    FROM "lines"
    WINDOW w AS (PARTITION BY "application_id", "kind" ORDER BY "created_at", "id")
  ), "rows" AS (
    SELECT t."container_id", t."position_id", t."id" AS "application_id", k."kind", NULL::int AS "from_id",
      NULL::int AS "to_id", NULL::int AS "user_id", 'created' AS "origin", t."created_at", 0::bigint AS "seq"
    FROM "todo" t CROSS JOIN (VALUES ('status'), ('process')) AS k("kind")
    UNION ALL
    SELECT t."container_id", t."position_id", s."application_id", s."kind", s."from_id", s."label_id",
      s."user_id", 'recovered', greatest(s."created_at", t."created_at"), s."id"
    FROM "steps" s JOIN "todo" t ON t."id" = s."application_id"
    WHERE s."from_id" IS DISTINCT FROM s."label_id"
    UNION ALL
    SELECT t."container_id", t."position_id", t."id", k."kind", last."label_id", k."now_id", NULL,
      'unrecovered', greatest(t."created_at", last."created_at"), 9223372036854775807
    FROM "todo" t
    CROSS JOIN LATERAL (VALUES ('status', t."label_id"), ('process', t."process_label_id")) AS k("kind", "now_id")
    LEFT JOIN "steps" last ON last."application_id" = t."id" AND last."kind" = k."kind" AND last."n" = last."of"
    WHERE last."label_id" IS DISTINCT FROM k."now_id"
  ), "written" AS (
    INSERT INTO "application_status_history"
      ("container_id", "position_id", "application_id", "kind", "from_label_id", "to_label_id", "user_id", "origin", "created_at")
    SELECT "container_id", "position_id", "application_id", "kind", "from_id", "to_id", "user_id", "origin", "created_at"
    FROM "rows" ORDER BY "application_id", "created_at", "seq", "kind" DESC
    RETURNING "origin"
  )
  SELECT count(*) FILTER (WHERE "origin" = 'unrecovered') INTO unrecovered FROM "written";
  RETURN unrecovered;
END;
$$;--> statement-breakpoint
SELECT "rekry_status_history_recover"(NULL);--> statement-breakpoint
ANALYZE "application_status_history";
