-- The team's judgement: a company's library of criteria; a position's requirement profile (criteria with an
-- anchored 1-5 scale, a weight and interview questions; the levels that use it; who sees others' scores);
-- each reviewer's scorecard of an application with a score and its evidence per criterion. And the
-- anonymised first review: a position's switch with the level where it ends, the applicants revealed (on
-- passing it, or early by an admin with a reason), and each reviewer's answer on conflict of interest.
CREATE TABLE "application_reveals" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"revealed_by" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "criteria_library" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"anchors" jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_anonymity" (
	"position_id" integer PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"until_label_id" integer,
	"changed_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_scorecards" (
	"position_id" integer PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"visibility" text DEFAULT 'after_submit' NOT NULL,
	"level_ids" integer[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reveal_confirmations" (
	"application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"conflict" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reveal_confirmations_application_id_user_id_pk" PRIMARY KEY("application_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "scorecard_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"anchors" jsonb NOT NULL,
	"weight" smallint DEFAULT 1 NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"skill_id" integer,
	"library_id" integer,
	CONSTRAINT "scorecard_criteria_weight" CHECK ("scorecard_criteria"."weight" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "scorecard_scores" (
	"scorecard_id" integer NOT NULL,
	"criterion_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"note" text NOT NULL,
	CONSTRAINT "scorecard_scores_scorecard_id_criterion_id_pk" PRIMARY KEY("scorecard_id","criterion_id"),
	CONSTRAINT "scorecard_scores_range" CHECK ("scorecard_scores"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"reviewer_id" integer,
	"reviewer_name" text NOT NULL,
	"recommendation" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecards_recommendation" CHECK ("scorecards"."recommendation" in ('definitely_not', 'no', 'yes', 'definitely_yes')),
	CONSTRAINT "scorecards_submitted_whole" CHECK ("scorecards"."submitted_at" is null or "scorecards"."recommendation" is not null)
);
--> statement-breakpoint
ALTER TABLE "application_reveals" ADD CONSTRAINT "application_reveals_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_reveals" ADD CONSTRAINT "application_reveals_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_reveals" ADD CONSTRAINT "application_reveals_revealed_by_users_id_fk" FOREIGN KEY ("revealed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "criteria_library" ADD CONSTRAINT "criteria_library_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_anonymity" ADD CONSTRAINT "position_anonymity_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_anonymity" ADD CONSTRAINT "position_anonymity_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_anonymity" ADD CONSTRAINT "position_anonymity_until_label_id_labels_id_fk" FOREIGN KEY ("until_label_id") REFERENCES "public"."labels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_anonymity" ADD CONSTRAINT "position_anonymity_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_scorecards" ADD CONSTRAINT "position_scorecards_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_scorecards" ADD CONSTRAINT "position_scorecards_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reveal_confirmations" ADD CONSTRAINT "reveal_confirmations_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reveal_confirmations" ADD CONSTRAINT "reveal_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_criteria" ADD CONSTRAINT "scorecard_criteria_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_criteria" ADD CONSTRAINT "scorecard_criteria_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_criteria" ADD CONSTRAINT "scorecard_criteria_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_criteria" ADD CONSTRAINT "scorecard_criteria_library_id_criteria_library_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."criteria_library"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_scores" ADD CONSTRAINT "scorecard_scores_scorecard_id_scorecards_id_fk" FOREIGN KEY ("scorecard_id") REFERENCES "public"."scorecards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_scores" ADD CONSTRAINT "scorecard_scores_criterion_id_scorecard_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."scorecard_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "criteria_library_name_idx" ON "criteria_library" USING btree ("container_id",lower("name"));--> statement-breakpoint
CREATE INDEX "scorecard_criteria_position_idx" ON "scorecard_criteria" USING btree ("position_id","sort_order");--> statement-breakpoint
CREATE INDEX "scorecard_scores_criterion_idx" ON "scorecard_scores" USING btree ("criterion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scorecards_application_reviewer_idx" ON "scorecards" USING btree ("application_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "scorecards_position_idx" ON "scorecards" USING btree ("position_id","application_id");