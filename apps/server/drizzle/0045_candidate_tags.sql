-- Free tags on applications ('Taggar', docs/decisions.md 'Free tags on applicants'): a company's own list of
-- names, unique whatever their case, and the applications that carry them. Both sides cascade: a removed
-- tag leaves every application, an erased application takes its rows. application_tags' key answers an
-- application's tags (the list's badges, the CSV), its tag index the list's filter and a tag's count; no
-- column of job_applications changes, so the status keys and tallies of 0010 and 0038 are untouched.
CREATE TABLE "application_tags" (
	"application_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_tags_pkey" PRIMARY KEY("application_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_tags" ADD CONSTRAINT "application_tags_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tags" ADD CONSTRAINT "application_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_tags_tag_idx" ON "application_tags" USING btree ("tag_id","application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_container_name_idx" ON "tags" USING btree ("container_id",lower("name"));