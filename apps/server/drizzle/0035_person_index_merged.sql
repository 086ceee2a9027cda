-- A status change of 1,000 applications writes an entry in every index of job_applications for each row
-- (label_id is indexed, so no update is HOT): two indexes led by the same person, (user_id) and
-- (container_id, user_id, last_activity_at), become one: one entry of nine fewer per row, for every insert too.
DROP INDEX "job_applications_retention_idx";--> statement-breakpoint
DROP INDEX "job_applications_user_idx";--> statement-breakpoint
CREATE INDEX "job_applications_user_idx" ON "job_applications" USING btree ("user_id","container_id","last_activity_at");