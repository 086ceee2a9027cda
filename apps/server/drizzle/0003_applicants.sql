CREATE TABLE "application_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"position_type_id" integer,
	"title" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"container_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_known" CHECK ("jobs"."status" in ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "label_email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"name" text NOT NULL,
	"label_type" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labels_type_known" CHECK ("labels"."label_type" in ('Interest', 'Process'))
);
--> statement-breakpoint
CREATE TABLE "position_skills" (
	"container_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"icons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "position_skills_position_id_skill_id_pk" PRIMARY KEY("position_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answers" (
	"container_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_answers_application_id_question_id_pk" PRIMARY KEY("application_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "skill_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"question" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_files" ADD COLUMN "kind" text DEFAULT 'original' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_files" ADD COLUMN "derived_from_id" integer;--> statement-breakpoint
ALTER TABLE "email_log" ADD COLUMN "sent_by" integer;--> statement-breakpoint
ALTER TABLE "email_log" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "process_label_id" integer;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_log" ADD CONSTRAINT "application_log_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_log" ADD CONSTRAINT "application_log_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_log" ADD CONSTRAINT "application_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_position_type_id_position_types_id_fk" FOREIGN KEY ("position_type_id") REFERENCES "public"."position_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_email_templates" ADD CONSTRAINT "label_email_templates_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_email_templates" ADD CONSTRAINT "label_email_templates_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_skills" ADD CONSTRAINT "position_skills_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_skills" ADD CONSTRAINT "position_skills_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_skills" ADD CONSTRAINT "position_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_question_id_skill_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."skill_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_questions" ADD CONSTRAINT "skill_questions_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_questions" ADD CONSTRAINT "skill_questions_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_log_application_idx" ON "application_log" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "email_templates_container_idx" ON "email_templates" USING btree ("container_id");--> statement-breakpoint
CREATE INDEX "jobs_pending_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_running_idx" ON "jobs" USING btree ("locked_at") WHERE "jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_container_idx" ON "jobs" USING btree ("container_id");--> statement-breakpoint
CREATE UNIQUE INDEX "label_email_templates_label_idx" ON "label_email_templates" USING btree ("label_id");--> statement-breakpoint
CREATE UNIQUE INDEX "labels_container_type_name_idx" ON "labels" USING btree ("container_id","label_type",lower("name"));--> statement-breakpoint
CREATE INDEX "labels_container_order_idx" ON "labels" USING btree ("container_id","label_type","sort_order");--> statement-breakpoint
CREATE INDEX "position_skills_skill_idx" ON "position_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "questionnaire_answers_question_idx" ON "questionnaire_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "skill_questions_skill_idx" ON "skill_questions" USING btree ("skill_id","sort_order");--> statement-breakpoint
CREATE INDEX "skills_container_idx" ON "skills" USING btree ("container_id");--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_derived_from_id_application_files_id_fk" FOREIGN KEY ("derived_from_id") REFERENCES "public"."application_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_log" ADD CONSTRAINT "email_log_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- label_id had no labels table to point at before: no status is kept from then.
UPDATE "job_applications" SET "label_id" = NULL WHERE "label_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_process_label_id_labels_id_fk" FOREIGN KEY ("process_label_id") REFERENCES "public"."labels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_files_derived_from_idx" ON "application_files" USING btree ("derived_from_id");--> statement-breakpoint
CREATE INDEX "email_log_application_idx" ON "email_log" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "email_log_position_idx" ON "email_log" USING btree ("position_id","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_position_created_idx" ON "job_applications" USING btree ("position_id","created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_position_label_idx" ON "job_applications" USING btree ("position_id","label_id","created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_position_process_idx" ON "job_applications" USING btree ("position_id","process_label_id","created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_position_name_idx" ON "job_applications" USING btree ("position_id",lower(coalesce("info"->>'name', '')),"id");--> statement-breakpoint
CREATE INDEX "job_applications_metadata_idx" ON "job_applications" USING gin ("metadata" jsonb_path_ops);--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_kind_known" CHECK ("application_files"."kind" in ('original', 'converted', 'annotated'));--> statement-breakpoint
-- Every company has the default labels (SPEC §3 Label isDefault): inserted by a trigger when a company is
-- created, whatever creates it, and here for the companies that exist already.
CREATE FUNCTION "rekry_insert_default_labels"(cid integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "labels" ("container_id", "name", "label_type", "is_default", "sort_order")
  VALUES
    (cid, 'Mycket intressant', 'Interest', true, 1),
    (cid, 'Intressant', 'Interest', true, 2),
    (cid, 'Kanske', 'Interest', true, 3),
    (cid, 'Ej aktuell', 'Interest', true, 4),
    (cid, 'Kontaktad', 'Process', true, 1),
    (cid, 'Telefonintervju', 'Process', true, 2),
    (cid, 'Intervju', 'Process', true, 3),
    (cid, 'Referenstagning', 'Process', true, 4),
    (cid, 'Erbjudande', 'Process', true, 5),
    (cid, 'Anställd', 'Process', true, 6)
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
CREATE FUNCTION "rekry_containers_default_labels"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "rekry_insert_default_labels"(NEW."id");
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "containers_default_labels" AFTER INSERT ON "containers"
  FOR EACH ROW EXECUTE FUNCTION "rekry_containers_default_labels"();--> statement-breakpoint
SELECT "rekry_insert_default_labels"("id") FROM "containers";
