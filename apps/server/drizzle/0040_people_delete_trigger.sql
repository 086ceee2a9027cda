-- Since 0037 (updates: a row trigger) and 0039 (inserts: their own function) rekry_people_changed served
-- only the delete trigger, its insert and update branches unreachable: the delete trigger gets a function
-- of its own, and the shared one goes.
CREATE FUNCTION "rekry_people_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "rekry_refresh_people"(ARRAY(
    SELECT ("container_id", "user_id")::"rekry_person_pair" FROM "old_rows"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "job_applications_people_delete" ON "job_applications";--> statement-breakpoint
CREATE TRIGGER "job_applications_people_delete" AFTER DELETE ON "job_applications"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rekry_people_deleted"();--> statement-breakpoint
DROP FUNCTION "rekry_people_changed"();
