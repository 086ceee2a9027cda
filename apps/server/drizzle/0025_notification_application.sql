-- A notification about an application is tied to it, so deleting the application deletes it for every
-- recipient (it led to 'Ansökan finns inte' before). Existing rows are tied by the application their data
-- names; those naming an application already deleted go. An ad's failure names its channel row, not an
-- application, and stays untied.
ALTER TABLE "notifications" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_application_idx" ON "notifications" USING btree ("application_id") WHERE "notifications"."application_id" is not null;--> statement-breakpoint
UPDATE "notifications" n SET "application_id" = a."id"
FROM "job_applications" a
WHERE jsonb_typeof(n."data"->'id') = 'number'
  AND a."id"::text = n."data"->>'id' AND a."container_id" = n."container_id"
  AND (n."data"->>'positionId' IS NULL OR a."position_id"::text = n."data"->>'positionId')
  AND n."title" NOT LIKE 'Annonsen kunde inte skickas%';--> statement-breakpoint
DELETE FROM "notifications"
WHERE "application_id" IS NULL AND "data"->>'id' IS NOT NULL
  AND "type" IN ('create_jobApplication', 'update_jobApplicationStatus', 'send_MessageCommand', 'error');
