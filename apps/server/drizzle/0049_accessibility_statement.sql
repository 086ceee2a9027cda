-- The operator's accessibility statement (lagen om tillgänglighet till digital offentlig service): the parts
-- the superuser sets, one row at most, shown on every career site's /tillganglighet.
CREATE TABLE "accessibility_statement" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"operator_name" text NOT NULL,
	"site_name" text NOT NULL,
	"compliance" text NOT NULL,
	"gaps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"method" text NOT NULL,
	"assessed_on" date NOT NULL,
	"feedback_email" text NOT NULL,
	"reviewed_on" date NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accessibility_statement_single" CHECK ("accessibility_statement"."id" = 1),
	CONSTRAINT "accessibility_statement_compliance" CHECK ("accessibility_statement"."compliance" in ('full', 'partial', 'none'))
);
--> statement-breakpoint
ALTER TABLE "accessibility_statement" ADD CONSTRAINT "accessibility_statement_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;