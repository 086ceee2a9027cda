-- A recruiter asks "who of these has truckkort?" and the answer is in the attached CVs: the text of every
-- attached file (read by the 'extract-text' job) and of every application's free-text answers, searchable
-- with PostgreSQL's 'swedish' configuration, which PGlite has too (docs/decisions.md). The text is folded
-- one character for one like foldSearchText (FOLD_FROM → FOLD_TO of packages/domain/src/search.ts, case
-- kept: to_tsvector lowers it), so 'korkort' finds 'körkort' and a passage found in the folded text is at
-- the same place in the stored one.
CREATE FUNCTION "rekry_cv_fold"("text" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate("text", 'åäáàâãæöóòôõøéèêëüúùûíìîïçñÅÄÁÀÂÃÆÖÓÒÔÕØÉÈÊËÜÚÙÛÍÌÎÏÇÑ', 'aaaaaaaooooooeeeeuuuuiiiicnAAAAAAAOOOOOOEEEEUUUUIIIICN')
$$;--> statement-breakpoint
-- The 'swedish' snowball stemmer leaves definite and plural endings on ('truckkortet' stays 'truckkortet'):
-- the text is indexed as written and once more with each word of four letters or more without the
-- longest of these endings, as swedishBase of packages/domain/src/cv-search.ts does to the query's words
-- (the endings listed there, literal for literal); a query word asks for either form. Lexemes stay exact,
-- so the planner's statistics of them hold (a prefix query gets a flat guess) and a rare word is looked up
-- through the index rather than by walking every text.
CREATE FUNCTION "rekry_cv_base"("text" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace("text", '(^|[^[:alnum:]])([[:alnum:]]{4,}?)(arnas|ernas|ornas|heten|arna|erna|orna|ens|ets|het|en|et|na)(?![[:alnum:]])', '\1\2', 'gi')
$$;--> statement-breakpoint
CREATE TABLE "application_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"container_id" integer NOT NULL,
	"file_id" integer,
	"text" text DEFAULT '' NOT NULL,
	"unreadable" boolean DEFAULT false NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS ((to_tsvector('swedish'::regconfig, rekry_cv_fold(text)) || to_tsvector('swedish'::regconfig, rekry_cv_base(rekry_cv_fold(text))))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_texts" ADD CONSTRAINT "application_texts_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_texts" ADD CONSTRAINT "application_texts_file_id_application_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."application_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_texts_file_idx" ON "application_texts" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_texts_answers_idx" ON "application_texts" USING btree ("application_id") WHERE "application_texts"."file_id" is null;--> statement-breakpoint
CREATE INDEX "application_texts_application_idx" ON "application_texts" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_texts_tsv_idx" ON "application_texts" USING gin ("tsv") WITH (fastupdate=false);--> statement-breakpoint
-- Ten times the words' statistics: a word that is not among the most common is then guessed rare enough
-- for the planner to look it up in the index, instead of walking the newest texts to find a few.
ALTER TABLE "application_texts" ALTER COLUMN "tsv" SET STATISTICS 1000;--> statement-breakpoint
-- The free-text answers of an application: its answers' string values, one a line (files are not strings),
-- but not the standard form's fields (form_…: name, personal number, phone, e-mail …), which the header's
-- own applicant search covers and no passage may show; its 'Övrigt' (form_additional) is free text.
CREATE FUNCTION "rekry_answers_text"("metadata" jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT left(coalesce(string_agg("value" #>> '{}', E'\n' ORDER BY "key"), ''), 200000)
    FROM jsonb_each(CASE WHEN jsonb_typeof("metadata") = 'object' THEN "metadata" ELSE '{}'::jsonb END)
    WHERE jsonb_typeof("value") = 'string' AND length("value" #>> '{}') > 0
      AND ("key" NOT LIKE 'form\_%' OR "key" = 'form_additional')
$$;--> statement-breakpoint
CREATE FUNCTION "rekry_answers_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_texts" ("application_id", "container_id", "text")
    SELECT "id", "container_id", "rekry_answers_text"("metadata") FROM "new_rows"
    WHERE "rekry_answers_text"("metadata") <> '';
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "job_applications_answers_insert" AFTER INSERT ON "job_applications"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rekry_answers_inserted"();--> statement-breakpoint
-- Changed answers or company, a row at a time (a status change does not fire it); a file's row follows
-- its application's company through the same trigger.
CREATE FUNCTION "rekry_answers_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "application_texts" WHERE "application_id" = NEW."id" AND "file_id" IS NULL;
  INSERT INTO "application_texts" ("application_id", "container_id", "text")
    SELECT NEW."id", NEW."container_id", "rekry_answers_text"(NEW."metadata")
    WHERE "rekry_answers_text"(NEW."metadata") <> '';
  UPDATE "application_texts" SET "container_id" = NEW."container_id"
    WHERE "application_id" = NEW."id" AND "container_id" <> NEW."container_id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "job_applications_answers_update" AFTER UPDATE OF "metadata", "container_id" ON "job_applications"
  FOR EACH ROW WHEN ((OLD."metadata", OLD."container_id") IS DISTINCT FROM (NEW."metadata", NEW."container_id"))
  EXECUTE FUNCTION "rekry_answers_updated"();--> statement-breakpoint
-- The answers of the applications that exist already; their files are read by the job worker a few at a
-- time from file id 0 on (services/file-text.ts, backfillFileTexts), which keeps its place here.
INSERT INTO "application_texts" ("application_id", "container_id", "text")
  SELECT "id", "container_id", "rekry_answers_text"("metadata") FROM "job_applications"
  WHERE "rekry_answers_text"("metadata") <> '';--> statement-breakpoint
INSERT INTO "app_meta" ("key", "value") VALUES ('file_text_backfill', '0') ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
ANALYZE "application_texts";
