-- Bevaka sökningen: saved career-site searches that mail new ads. An address row (its links, one
-- confirmation mail a day, when its mail was last opened), its alerts (the search and its text compiled
-- once to a tsquery with the career search's configuration) and the ads each alert still has to mail.
CREATE TABLE "job_alert_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"confirmation_sent_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_alert_hits" (
	"alert_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_hits_alert_id_position_id_pk" PRIMARY KEY("alert_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"address_id" integer NOT NULL,
	"container_id" integer,
	"q" text DEFAULT '' NOT NULL,
	"town" text DEFAULT '' NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"query" "tsquery",
	"frequency" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"continue_asked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_frequency_known" CHECK ("job_alerts"."frequency" in ('direct', 'daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "job_alert_hits" ADD CONSTRAINT "job_alert_hits_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_hits" ADD CONSTRAINT "job_alert_hits_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_address_id_job_alert_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."job_alert_addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_alert_addresses_email_idx" ON "job_alert_addresses" USING btree ("email");--> statement-breakpoint
CREATE INDEX "job_alert_hits_waiting_idx" ON "job_alert_hits" USING btree ("alert_id") WHERE "job_alert_hits"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "job_alert_hits_position_idx" ON "job_alert_hits" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "job_alerts_address_idx" ON "job_alerts" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "job_alerts_container_idx" ON "job_alerts" USING btree ("container_id");