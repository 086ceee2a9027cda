-- Personal data under control (issue 15). What was deleted about a person, when, by whom and why: one row
-- per erasure or retention run, with counts and never who the person was (the point is that they are gone).
CREATE TABLE "personal_data_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	-- The staff member who asked for it; null for the retention job (and once that user is gone).
	"actor_id" integer,
	-- erase (a staff member removed a person), retention (the daily job removed one), retention_run (one run
	-- of the job, even when it removed nobody), inform (an extract was produced).
	"kind" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	-- What went (or was produced): counts per kind of data, and the positions it was about.
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_data_audit_kind_known" CHECK ("kind" in ('erase', 'retention', 'retention_run', 'inform'))
);--> statement-breakpoint
ALTER TABLE "personal_data_audit" ADD CONSTRAINT "personal_data_audit_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_audit" ADD CONSTRAINT "personal_data_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_data_audit_container_idx" ON "personal_data_audit" USING btree ("container_id","created_at");--> statement-breakpoint
-- Retention (SPEC §9): the clock of an application restarts with the applicant's own activity (applying,
-- renewing consent), never with staff reading it; a legal hold stops the deletion; the warning 30 days
-- before is sent once per period.
ALTER TABLE "job_applications" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
UPDATE "job_applications" SET "last_activity_at" = "created_at";--> statement-breakpoint
ALTER TABLE "job_applications" ALTER COLUMN "last_activity_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "job_applications" ALTER COLUMN "last_activity_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "legal_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "retention_warned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "job_applications_retention_idx" ON "job_applications" USING btree ("container_id","user_id","last_activity_at");
--> statement-breakpoint
-- The links of the warning e-mail (renew consent, or delete now): only the token's hash is kept; they go
-- with the person.
CREATE TABLE "consent_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "consent_links" ADD CONSTRAINT "consent_links_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_links" ADD CONSTRAINT "consent_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consent_links_token_idx" ON "consent_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "consent_links_person_idx" ON "consent_links" USING btree ("container_id","user_id");
--> statement-breakpoint
-- One retention run per Stockholm day, whichever instance schedules it first.
CREATE UNIQUE INDEX "jobs_retention_day_idx" ON "jobs" USING btree (("payload"->>'day')) WHERE "kind" = 'retention';
