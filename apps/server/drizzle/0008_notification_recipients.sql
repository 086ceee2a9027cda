-- Notifications get a recipient (one row per staff user who may see what it is about), a read time, and
-- the channels that user chose: shown in the bell (in_app) and/or waiting for the next e-mail digest.
ALTER TABLE "notifications" ADD COLUMN "user_id" integer REFERENCES "users"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "in_app" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Rows written before recipients existed were company-wide: each company admin gets a copy.
INSERT INTO "notifications" ("container_id", "type", "title", "message", "data", "is_read", "created_at", "user_id")
  SELECT n."container_id", n."type", n."title", n."message", n."data", n."is_read", n."created_at", cu."user_id"
  FROM "notifications" n
  JOIN "container_users" cu ON cu."container_id" = n."container_id" AND cu."permission_id" = 1
  WHERE n."user_id" IS NULL;--> statement-breakpoint
DELETE FROM "notifications" WHERE "user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "notifications_container_idx";--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("container_id","user_id","created_at" DESC,"id" DESC) WHERE "in_app";--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("container_id","user_id") WHERE "in_app" AND NOT "is_read";--> statement-breakpoint
CREATE INDEX "notifications_email_pending_idx" ON "notifications" USING btree ("user_id") WHERE "email_pending";--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "position_notification_preferences" (
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "position_id" integer NOT NULL REFERENCES "positions"("id") ON DELETE cascade,
  "container_id" integer NOT NULL REFERENCES "containers"("id") ON DELETE cascade,
  "preferences" jsonb NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "position_notification_preferences_pk" PRIMARY KEY ("user_id","position_id")
);--> statement-breakpoint
CREATE INDEX "position_notification_preferences_position_idx" ON "position_notification_preferences" USING btree ("position_id");--> statement-breakpoint
-- Position events (published, closing soon, closed) are told once each; what already happened is not news.
ALTER TABLE "positions" ADD COLUMN "published_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "closing_soon_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "closed_notified_at" timestamp with time zone;--> statement-breakpoint
UPDATE "positions" SET "published_notified_at" = now() WHERE "start" IS NULL OR "start" <= now();--> statement-breakpoint
UPDATE "positions" SET "closing_soon_notified_at" = now() WHERE "stop" <= now() + interval '3 days';--> statement-breakpoint
UPDATE "positions" SET "closed_notified_at" = now() WHERE "stop" < now();
