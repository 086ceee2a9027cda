-- E-mail both ways: a reply address per application (reply_addresses; an erased application leaves its token
-- behind without it, so a late answer is refused with a reason), the headers a staff member's mail went out
-- with (email_log: display name, Reply-To, Message-ID, In-Reply-To; a bounce finds its mail by Message-ID),
-- and on a conversation message whether it came by e-mail, was an automatic answer, and its quoted history.
CREATE TABLE "reply_addresses" (
	"token" text PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"application_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_log" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "email_log" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "email_log" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "email_log" ADD COLUMN "in_reply_to" text;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "via" text DEFAULT 'app' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "auto_reply" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "quoted" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "email_message_id" text;--> statement-breakpoint
ALTER TABLE "reply_addresses" ADD CONSTRAINT "reply_addresses_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_addresses" ADD CONSTRAINT "reply_addresses_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reply_addresses_application_idx" ON "reply_addresses" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "email_log_message_id_idx" ON "email_log" USING btree ("message_id") WHERE "email_log"."message_id" is not null;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_via" CHECK ("conversation_messages"."via" in ('app', 'email'));--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_quoted_length" CHECK (char_length("conversation_messages"."quoted") <= 20000);