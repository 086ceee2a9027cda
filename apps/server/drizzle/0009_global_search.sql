-- The header's global search (issue 13): a substring of the folded name, e-mail, city or personal number
-- through trigrams. The expression is schema.ts's globalSearchText, literal for literal (the folding
-- strings are FOLD_FROM and FOLD_TO of packages/domain/src/search.ts), so the planner matches it.
CREATE INDEX "job_applications_global_search_idx" ON "job_applications" USING gin (translate(lower(coalesce("info"->>'name', '') || ' ' || coalesce("info"->>'email', '') || ' ' || coalesce("info"->>'city', '') || ' ' || coalesce("info"->>'ssn', '')), 'åäáàâãæöóòôõøéèêëüúùûíìîïçñÅÄÁÀÂÃÆÖÓÒÔÕØÉÈÊËÜÚÙÛÍÌÎÏÇÑ', 'aaaaaaaooooooeeeeuuuuiiiicnaaaaaaaooooooeeeeuuuuiiiicn') gin_trgm_ops) WITH (fastupdate=false);
