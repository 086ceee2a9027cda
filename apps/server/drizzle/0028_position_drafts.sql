-- A new ad is a draft until it is published (publish_Position): published_at null is a draft, a future
-- moment is scheduled. Every ad that exists already was public, so it is published from its creation.
-- The public list's partial indexes take drafts out.
DROP INDEX "positions_public_container_idx";--> statement-breakpoint
DROP INDEX "positions_public_idx";--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
UPDATE "positions" SET "published_at" = "created_at";--> statement-breakpoint
CREATE INDEX "positions_public_container_idx" ON "positions" USING btree ("container_id","created_at" DESC NULLS LAST) WHERE not "positions"."is_archived" and not "positions"."is_internal" and "positions"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "positions_public_idx" ON "positions" USING btree ("created_at" DESC NULLS LAST) WHERE not "positions"."is_archived" and not "positions"."is_internal" and "positions"."published_at" is not null;
