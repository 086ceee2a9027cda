-- A status change of 1,000 applications still ran the people trigger of 0026 (2.5–13 ms, more as dead
-- rows gather) to find that nobody's company, person, activity or hold had changed: PostgreSQL 15 lets no
-- trigger with transition tables name its columns. An update now reaches container_people through a row
-- trigger that names them, so an UPDATE that sets none of them (a status, a note, the answers) fires
-- nothing. Updates that set them are one person's at a time (consent renewed, a legal hold, a retention
-- warning, candidates merged), so each row refreshes its old and new pair; inserts and deletes keep the
-- statement triggers.
DROP TRIGGER "job_applications_people_update" ON "job_applications";--> statement-breakpoint
CREATE FUNCTION "rekry_people_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "rekry_refresh_people"(ARRAY[
    (NEW."container_id", NEW."user_id")::"rekry_person_pair",
    (OLD."container_id", OLD."user_id")::"rekry_person_pair"]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "job_applications_people_update"
  AFTER UPDATE OF "container_id", "user_id", "last_activity_at", "legal_hold" ON "job_applications"
  FOR EACH ROW WHEN ((OLD."container_id", OLD."user_id", OLD."last_activity_at", OLD."legal_hold")
    IS DISTINCT FROM (NEW."container_id", NEW."user_id", NEW."last_activity_at", NEW."legal_hold"))
  EXECUTE FUNCTION "rekry_people_row_changed"();
