-- Billing (issue 17; SPEC §3 'Billing', §4): one account per company (none = monthly, Monthly plan), a
-- ledger of every point change (who, when, why), and invoices. The balance never goes below zero: point
-- changes are single conditional updates, so concurrent ones never lose an update.
CREATE TABLE "billing_accounts" (
	"container_id" integer PRIMARY KEY NOT NULL,
	"billing_type" text DEFAULT 'monthly' NOT NULL,
	"plan" text DEFAULT 'Monthly' NOT NULL,
	"points_balance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_accounts_type_known" CHECK ("billing_type" in ('monthly', 'points')),
	CONSTRAINT "billing_accounts_plan_known" CHECK ("plan" in ('Monthly', 'PerJob')),
	CONSTRAINT "billing_accounts_balance_not_negative" CHECK ("points_balance" >= 0)
);--> statement-breakpoint
CREATE TABLE "billing_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"points" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"position_id" integer,
	"actor_id" integer,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_ledger_kind_known" CHECK ("kind" in ('add', 'remove', 'publish'))
);--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"number" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_invoices_status_known" CHECK ("status" in ('Draft', 'Sent', 'Paid', 'Overdue', 'Cancelled')),
	CONSTRAINT "billing_invoices_amount_not_negative" CHECK ("amount" >= 0)
);--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_ledger" ADD CONSTRAINT "billing_ledger_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_ledger" ADD CONSTRAINT "billing_ledger_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_ledger" ADD CONSTRAINT "billing_ledger_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_ledger_container_idx" ON "billing_ledger" USING btree ("container_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "billing_ledger_position_idx" ON "billing_ledger" USING btree ("position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_number_idx" ON "billing_invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "billing_invoices_container_idx" ON "billing_invoices" USING btree ("container_id","period_start" DESC);
