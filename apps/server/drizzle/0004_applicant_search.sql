-- 'Sök sökande' through trigrams. pg_trgm is a trusted extension (PostgreSQL 13+), so the database owner may
-- create it; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "job_applications_search_idx" ON "job_applications" USING gin (lower(coalesce("info"->>'name', '') || ' ' || coalesce("info"->>'email', '') || ' ' || coalesce("info"->>'city', '')) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The answer index skips the pending list from now on (same as a re-create, without rebuilding it) and
-- merges what waits there.
ALTER INDEX "job_applications_metadata_idx" SET (fastupdate=false);--> statement-breakpoint
SELECT gin_clean_pending_list('job_applications_metadata_idx');
