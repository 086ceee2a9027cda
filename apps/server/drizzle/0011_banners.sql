-- Banners (issue 14): an image asset keeps its pixel size and a small thumbnail for the list, so the
-- list never reads the image itself. Other assets (JSON, text) leave them null.
ALTER TABLE "assets" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "thumbnail" bytea;
