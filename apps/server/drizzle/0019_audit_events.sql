-- The audit log (issue 17, /admin/events): one append-only table written through services/audit.ts.
-- No foreign keys: an entry outlives the company and the person it names (their names are copied in).
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"container_id" integer,
	"container_name" text,
	"actor_id" integer,
	"actor_email" text,
	"actor_name" text,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "audit_events_container_idx" ON "audit_events" USING btree ("container_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id");--> statement-breakpoint
-- Append-only: no UPDATE ever; DELETE only from the retention prune, which sets rekry.audit_prune in its
-- own transaction (services/audit.ts pruneAuditEvents).
CREATE FUNCTION "rekry_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('rekry.audit_prune', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "rekry_audit_append_only"();
