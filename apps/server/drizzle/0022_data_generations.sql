-- Generate data (issue 17, /admin/generate-data): one row per run. The page polls it for progress; the
-- job resumes from "done" after a crash (each chunk of applicants commits with its progress). The run's
-- positions carry its id in positions.metadata->'generationId', its made-up people the e-mail prefix
-- gen-run<id>-, so removing a run removes exactly what it made.
CREATE TABLE "data_generations" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"positions" integer NOT NULL,
	"applicants" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "data_generations_status_known" CHECK ("status" in ('queued', 'running', 'done', 'failed', 'removing', 'removed')),
	CONSTRAINT "data_generations_positions_range" CHECK ("positions" between 1 and 20),
	CONSTRAINT "data_generations_applicants_range" CHECK ("applicants" >= 0 and "positions" * "applicants" <= 100000)
);--> statement-breakpoint
ALTER TABLE "data_generations" ADD CONSTRAINT "data_generations_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_generations" ADD CONSTRAINT "data_generations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_generations_created_idx" ON "data_generations" USING btree ("created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "data_generations_container_idx" ON "data_generations" USING btree ("container_id","id" DESC);
