-- A file whose text could not be read, or a document that could not be converted, because a program was
-- missing on the machine (poppler, Tesseract, LibreOffice) was marked for good: installing the program
-- later brought nothing back. Such a file now waits for its program (waiting_for) and is read again once
-- the worker finds it there (platform/waiting-files.ts).
ALTER TABLE "application_texts" ADD COLUMN "waiting_for" text;--> statement-breakpoint
CREATE INDEX "application_texts_waiting_idx" ON "application_texts" USING btree ("waiting_for") WHERE "application_texts"."waiting_for" is not null;--> statement-breakpoint
-- Which earlier marks a missing program made cannot be told from the row: every file marked unreadable
-- is read once more, by the backfill (platform/file-text.ts) from the first file on. A file that really
-- holds no text is marked again; one whose program is still missing now waits for it.
DELETE FROM "application_texts" WHERE "unreadable" AND "file_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "app_meta" ("key", "value") VALUES ('file_text_backfill', '0')
  ON CONFLICT ("key") DO UPDATE SET "value" = '0';--> statement-breakpoint
-- A conversion that gave up because LibreOffice could not be started (its job's last error says so,
-- while the job is kept) waits for LibreOffice instead of being failed.
WITH "missing" AS (
  UPDATE "application_files" f SET "conversion_failed_at" = NULL
  FROM "jobs" j
  WHERE j."kind" = 'convert-document' AND j."status" = 'failed'
    AND j."last_error" LIKE 'could not start%' AND (j."payload"->>'fileId')::int = f."id"
    AND f."conversion_failed_at" IS NOT NULL
  RETURNING f."id", f."application_id", f."container_id"
)
INSERT INTO "application_texts" ("application_id", "container_id", "file_id", "text", "waiting_for")
  SELECT "application_id", "container_id", "id", '', 'libreoffice' FROM "missing"
  ON CONFLICT DO NOTHING;
