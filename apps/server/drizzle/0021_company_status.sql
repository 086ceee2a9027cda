-- Companies (issue 17, /admin/container/new): the account status the superuser sets. 'inactive' takes the
-- career site down; 'suspended' also shuts the company's staff out. Names were already unique
-- case-insensitively (containers_name_lower_idx).
ALTER TABLE "containers" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_status_known" CHECK ("containers"."status" in ('active', 'inactive', 'suspended'));
