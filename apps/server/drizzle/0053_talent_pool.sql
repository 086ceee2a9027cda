-- The talent pool: a position of kind 'pool' per company (its applications are the members) and the
-- invitations that prefill a real position's form for a member.
CREATE TABLE "talent_pool_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "kind" text DEFAULT 'job' NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_pool_invites" ADD CONSTRAINT "talent_pool_invites_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pool_invites" ADD CONSTRAINT "talent_pool_invites_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pool_invites" ADD CONSTRAINT "talent_pool_invites_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pool_invites" ADD CONSTRAINT "talent_pool_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "talent_pool_invites_token_idx" ON "talent_pool_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "talent_pool_invites_application_idx" ON "talent_pool_invites" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "talent_pool_invites_position_idx" ON "talent_pool_invites" USING btree ("position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_one_pool_idx" ON "positions" USING btree ("container_id") WHERE "positions"."kind" = 'pool';