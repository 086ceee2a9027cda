-- An application's insert spent a third of its database time in the statement triggers, most of it
-- planning: a LANGUAGE sql function that is not inlined is planned anew at every call, each of its
-- statements (rekry_refresh_people 1,445 times in ten seconds at 125 applications a second), while
-- PL/pgSQL keeps a plan per statement for the connection's life. An insert only adds, so its tallies and
-- people need no recount: the insert triggers add their rows' counts to the keys in PL/pgSQL, by the keys'
-- own indexes (nothing a kept plan could come to scan as the tables grow). Updates and deletes keep the
-- recount of 0010 and 0026, planned at each call for the sizes of the moment.
CREATE OR REPLACE FUNCTION "rekry_tally_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "position_tallies" AS t ("container_id", "position_id", "label_id", "unread", "n")
    SELECT "container_id", "position_id", coalesce("label_id", 0), "viewed_at" IS NULL, count(*)
    FROM "new_rows"
    GROUP BY 1, 2, 3, 4 ORDER BY 2, 3, 4
  ON CONFLICT ("position_id", "label_id", "unread") DO UPDATE SET "n" = t."n" + excluded."n";
  INSERT INTO "application_day_tallies" AS t ("container_id", "day", "n")
    SELECT "container_id", ("created_at" AT TIME ZONE 'Europe/Stockholm')::date, count(*)
    FROM "new_rows"
    GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("container_id", "day") DO UPDATE SET "n" = t."n" + excluded."n";
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A new application can only make its person's last activity later or put them on hold.
CREATE FUNCTION "rekry_people_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH "kept" AS (
    INSERT INTO "container_people" AS p ("container_id", "user_id", "last_activity_at", "legal_hold")
      SELECT "container_id", "user_id", max("last_activity_at"), bool_or("legal_hold")
      FROM "new_rows" WHERE "container_id" IS NOT NULL
      GROUP BY 1, 2 HAVING max("last_activity_at") IS NOT NULL ORDER BY 1, 2
    ON CONFLICT ("container_id", "user_id") DO UPDATE
      SET "last_activity_at" = greatest(p."last_activity_at", excluded."last_activity_at"),
        "legal_hold" = p."legal_hold" OR excluded."legal_hold"
    RETURNING p."container_id", (p.xmax = 0) AS "added"
  )
  INSERT INTO "container_people_counts" AS c ("container_id", "n")
    SELECT "container_id", count(*) FROM "kept" WHERE "added" GROUP BY 1 ORDER BY 1
  ON CONFLICT ("container_id") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "job_applications_people_insert" ON "job_applications";--> statement-breakpoint
CREATE TRIGGER "job_applications_people_insert" AFTER INSERT ON "job_applications"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rekry_people_inserted"();--> statement-breakpoint
-- Called twice for each new application (rekry_answers_inserted), and planned at each call as SQL.
CREATE OR REPLACE FUNCTION "rekry_answers_text"("metadata" jsonb) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN (SELECT left(coalesce(string_agg("value" #>> '{}', E'\n' ORDER BY "key"), ''), 200000)
    FROM jsonb_each(CASE WHEN jsonb_typeof("metadata") = 'object' THEN "metadata" ELSE '{}'::jsonb END)
    WHERE jsonb_typeof("value") = 'string' AND length("value" #>> '{}') > 0
      AND ("key" NOT LIKE 'form\_%' OR "key" = 'form_additional'));
END;
$$;
