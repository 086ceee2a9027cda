-- Job boards (type 3) and classifieds (type 2), issue 16. A company's settings for a channel (SPEC §3 'partner
-- setting name'): on or off, its public settings, and its secret sealed with INTEGRATION_SECRET_KEY
-- (services/secret-box.ts); only the last four characters are kept in the clear, for the screen.
CREATE TABLE "partner_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"partner" text NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secret_sealed" text,
	"secret_hint" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "partner_settings" ADD CONSTRAINT "partner_settings_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_settings" ADD CONSTRAINT "partner_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_settings_container_partner_idx" ON "partner_settings" USING btree ("container_id","partner");--> statement-breakpoint
-- Every change of a company's channel settings: who, when, which fields (never a secret's value).
CREATE TABLE "partner_setting_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"partner" text NOT NULL,
	"actor_id" integer,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "partner_setting_changes" ADD CONSTRAINT "partner_setting_changes_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_setting_changes" ADD CONSTRAINT "partner_setting_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_setting_changes_container_idx" ON "partner_setting_changes" USING btree ("container_id","created_at" DESC);--> statement-breakpoint
-- SPEC §3 'Integration record': a position's data for one channel and its job-ad status (SPEC §7). The
-- transaction id names the newest publish, update or unpublish: the board's idempotency key, and how a queued
-- job knows a newer one has replaced it.
CREATE TABLE "position_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"partner" text NOT NULL,
	"type_id" integer NOT NULL,
	"is_checked" boolean DEFAULT false NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text,
	"pending_op" text,
	"transaction_id" uuid,
	"external_id" text,
	"external_url" text,
	"status_reason" text,
	"status_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "position_integrations_status_known" CHECK ("status" is null or "status" in ('waiting', 'published', 'failed', 'removed')),
	CONSTRAINT "position_integrations_op_known" CHECK ("pending_op" is null or "pending_op" in ('publish', 'update', 'unpublish'))
);--> statement-breakpoint
ALTER TABLE "position_integrations" ADD CONSTRAINT "position_integrations_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_integrations" ADD CONSTRAINT "position_integrations_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "position_integrations_position_partner_idx" ON "position_integrations" USING btree ("position_id","partner");--> statement-breakpoint
CREATE INDEX "position_integrations_container_idx" ON "position_integrations" USING btree ("container_id");
