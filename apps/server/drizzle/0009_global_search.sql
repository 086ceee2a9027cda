-- The header's global search (issue 13) and 'Sök sökande': a substring of the folded name, e-mail, city or
-- personal number through trigrams. It replaces 0004's index over name, e-mail and city (two such indexes
-- tripled the cost of an insert). The expression is schema.ts's applicantSearchText, literal for literal
-- (the folding strings are FOLD_FROM and FOLD_TO of packages/domain/src/search.ts), so the planner matches it.
DROP INDEX "job_applications_search_idx";--> statement-breakpoint
CREATE INDEX "job_applications_search_idx" ON "job_applications" USING gin (translate(lower(coalesce("info"->>'name', '') || ' ' || coalesce("info"->>'email', '') || ' ' || coalesce("info"->>'city', '') || ' ' || coalesce("info"->>'ssn', '')), 'åäáàâãæöóòôõøéèêëüúùûíìîïçñÅÄÁÀÂÃÆÖÓÒÔÕØÉÈÊËÜÚÙÛÍÌÎÏÇÑ', 'aaaaaaaooooooeeeeuuuuiiiicnaaaaaaaooooooeeeeuuuuiiiicn') gin_trgm_ops) WITH (fastupdate=false);
