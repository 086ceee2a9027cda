-- A withdrawn application can get the candidate survey: the application is erased at once, so the survey it
-- is owed waits in a row of its own (the person, the position, the level reached, when it is due) until the
-- run sends it; the company chooses it with its other endings (on_withdrawn, off unless turned on).
CREATE TABLE "candidate_survey_pending" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"stage_label_id" integer,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_survey_settings" ADD COLUMN "on_withdrawn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_survey_pending" ADD CONSTRAINT "candidate_survey_pending_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_survey_pending" ADD CONSTRAINT "candidate_survey_pending_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_survey_pending_person_idx" ON "candidate_survey_pending" USING btree ("container_id","user_id");--> statement-breakpoint
CREATE INDEX "candidate_survey_pending_due_idx" ON "candidate_survey_pending" USING btree ("due_at");