-- An application's search text and answers went into their GIN indexes one entry at a time: about 80
-- index inserts per application, 84% of the WAL an application wrote (some 50 kB) and a third of its
-- statement's time spent waiting for that WAL to reach the disk. On PostgreSQL they now go to the
-- indexes' pending lists, which autovacuum (or an insert that finds the list full) merges in bulk. A
-- list of at most 1 MB keeps a search's read of the unmerged entries short, and the planner's price for
-- them low enough that it keeps choosing the index. PGlite keeps writing straight into the indexes: it
-- has no autovacuum to merge a list (0030, 0033).
DO $$
BEGIN
  IF version() NOT LIKE '%emscripten%' THEN
    ALTER INDEX "application_search_texts_trgm_idx" SET (fastupdate = on, gin_pending_list_limit = 1024);
    ALTER INDEX "application_answers_idx" SET (fastupdate = on, gin_pending_list_limit = 1024);
  END IF;
END
$$;
