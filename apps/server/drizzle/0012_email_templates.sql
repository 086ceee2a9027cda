-- E-mail templates, text templates, label templates and labels (issue 14).
--
-- Label e-mail templates per position type: a template with a position type is offered on a status change
-- for positions of that type; one without (position_type_id null) is the fallback for every other type.
-- One template per label and type, nulls counting as equal (one type-less template per label).
ALTER TABLE "label_email_templates" ADD COLUMN "position_type_id" integer;--> statement-breakpoint
ALTER TABLE "label_email_templates" ADD CONSTRAINT "label_email_templates_position_type_id_position_types_id_fk" FOREIGN KEY ("position_type_id") REFERENCES "public"."position_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "label_email_templates_label_idx";--> statement-breakpoint
ALTER TABLE "label_email_templates" ADD CONSTRAINT "label_email_templates_label_type_key" UNIQUE NULLS NOT DISTINCT ("label_id", "position_type_id");--> statement-breakpoint
CREATE INDEX "label_email_templates_container_idx" ON "label_email_templates" USING btree ("container_id");--> statement-breakpoint
-- A company's text templates: texts staff insert into a note on an application.
CREATE TABLE "text_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "text_templates" ADD CONSTRAINT "text_templates_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_templates_container_idx" ON "text_templates" USING btree ("container_id");--> statement-breakpoint
-- A company's own e-mail variables (##CONTACT## …): a fixed value filled into every e-mail it sends.
CREATE TABLE "email_template_variables" (
	"container_id" integer NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_template_variables_pk" PRIMARY KEY ("container_id", "key"),
	CONSTRAINT "email_template_variables_key_format" CHECK ("key" ~ '^##[A-Z0-9_]{1,40}##$')
);--> statement-breakpoint
ALTER TABLE "email_template_variables" ADD CONSTRAINT "email_template_variables_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Exactly one default label per company and type (SPEC §3 Label isDefault). Until now every label of the
-- default set was marked; the first of each type (in display order) stays the default.
UPDATE "labels" SET "is_default" = false
WHERE "is_default" AND "id" NOT IN (
	SELECT DISTINCT ON ("container_id", "label_type") "id" FROM "labels"
	WHERE "is_default" ORDER BY "container_id", "label_type", "sort_order", "id"
);--> statement-breakpoint
UPDATE "labels" SET "is_default" = true
WHERE "id" IN (
	SELECT DISTINCT ON ("container_id", "label_type") "id" FROM "labels" l
	WHERE NOT EXISTS (
		SELECT 1 FROM "labels" d
		WHERE d."container_id" = l."container_id" AND d."label_type" = l."label_type" AND d."is_default"
	)
	ORDER BY "container_id", "label_type", "sort_order", "id"
);--> statement-breakpoint
-- At most one default per type; choosing another clears the old one first, in the same transaction.
CREATE UNIQUE INDEX "labels_one_default_per_type_idx" ON "labels" USING btree ("container_id", "label_type") WHERE "is_default";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rekry_insert_default_labels"(cid integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "labels" ("container_id", "name", "label_type", "is_default", "sort_order")
  VALUES
    (cid, 'Mycket intressant', 'Interest', true, 1),
    (cid, 'Intressant', 'Interest', false, 2),
    (cid, 'Kanske', 'Interest', false, 3),
    (cid, 'Ej aktuell', 'Interest', false, 4),
    (cid, 'Kontaktad', 'Process', true, 1),
    (cid, 'Telefonintervju', 'Process', false, 2),
    (cid, 'Intervju', 'Process', false, 3),
    (cid, 'Referenstagning', 'Process', false, 4),
    (cid, 'Erbjudande', 'Process', false, 5),
    (cid, 'Anställd', 'Process', false, 6)
  ON CONFLICT DO NOTHING;
$$;
