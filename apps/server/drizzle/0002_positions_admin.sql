CREATE TABLE "form_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"name" text NOT NULL,
	"form" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "positions_container_idx";--> statement-breakpoint
ALTER TABLE "form_templates" ADD CONSTRAINT "form_templates_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_templates" ADD CONSTRAINT "form_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_types" ADD CONSTRAINT "position_types_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_templates_container_idx" ON "form_templates" USING btree ("container_id");--> statement-breakpoint
CREATE UNIQUE INDEX "position_types_container_name_idx" ON "position_types" USING btree ("container_id","name");--> statement-breakpoint
CREATE INDEX "positions_container_idx" ON "positions" USING btree ("container_id","id" DESC NULLS LAST);