-- The candidate survey (NPS): a company setting, one invitation per ended application (its token; the person
-- only for "once per 6 months") and the answers apart from it, so that nothing leads from an answer to a person.
CREATE TABLE "candidate_survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"stage_label_id" integer,
	"ended_as" text NOT NULL,
	"score" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"answered_on" date NOT NULL,
	CONSTRAINT "candidate_survey_answers_score" CHECK ("candidate_survey_answers"."score" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "candidate_survey_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"application_id" integer,
	"position_id" integer NOT NULL,
	"stage_label_id" integer,
	"ended_as" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "candidate_survey_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "candidate_survey_settings" (
	"container_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"delay_days" integer DEFAULT 7 NOT NULL,
	"on_hired" boolean DEFAULT true NOT NULL,
	"on_rejected" boolean DEFAULT true NOT NULL,
	"rejected_label_id" integer,
	"enabled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "candidate_survey_answers" ADD CONSTRAINT "candidate_survey_answers_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_survey_invitations" ADD CONSTRAINT "candidate_survey_invitations_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_survey_invitations" ADD CONSTRAINT "candidate_survey_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_survey_invitations" ADD CONSTRAINT "candidate_survey_invitations_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_survey_settings" ADD CONSTRAINT "candidate_survey_settings_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_survey_settings" ADD CONSTRAINT "candidate_survey_settings_rejected_label_id_labels_id_fk" FOREIGN KEY ("rejected_label_id") REFERENCES "public"."labels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_survey_answers_container_idx" ON "candidate_survey_answers" USING btree ("container_id","answered_on");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_survey_invitations_application_idx" ON "candidate_survey_invitations" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "candidate_survey_invitations_person_idx" ON "candidate_survey_invitations" USING btree ("container_id","user_id","sent_at");