-- Interviews the candidate books: a staff member's working hours and busy calendars (ICS feed or CalDAV, their
-- busy times kept per read), the interviews of an application with the candidate's link, the interviewers it
-- may take, the time a booking holds in each interviewer's day, and the copies written to their CalDAV
-- calendars. btree_gist (trusted since PostgreSQL 13; PGlite loads it in db/client.ts) lets one exclusion
-- constraint make two overlapping bookings of one interviewer impossible, whatever the timing: '[)' lets one
-- end where the next begins.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "calendar_busy" (
	"source_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"username" text,
	"password_sealed" text,
	"etag" text,
	"last_modified" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"failure" text,
	"checked_at" timestamp with time zone,
	"expanded_at" timestamp with time zone,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_sources_kind" CHECK ("calendar_sources"."kind" in ('ics', 'caldav')),
	CONSTRAINT "calendar_sources_state" CHECK ("calendar_sources"."state" in ('pending', 'ok', 'failing'))
);
--> statement-breakpoint
CREATE TABLE "interview_calendar_copies" (
	"interview_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"url" text NOT NULL,
	"etag" text,
	CONSTRAINT "interview_calendar_copies_interview_id_user_id_pk" PRIMARY KEY("interview_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "interview_interviewers" (
	"interview_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "interview_interviewers_interview_id_user_id_pk" PRIMARY KEY("interview_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"interview_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interview_slots_interview_id_user_id_pk" PRIMARY KEY("interview_id","user_id"),
	CONSTRAINT "interview_slots_order" CHECK ("interview_slots"."ends_at" > "interview_slots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "interviewer_availability" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'Europe/Stockholm' NOT NULL,
	"hours" jsonb,
	"max_per_day" integer,
	"feed_token_hash" text,
	"feed_token_sealed" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviewer_availability_feed_token_hash_unique" UNIQUE("feed_token_hash")
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"kind" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"notice_hours" integer DEFAULT 24 NOT NULL,
	"need" integer NOT NULL,
	"window_from" date NOT NULL,
	"window_to" date NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "interviews_status" CHECK ("interviews"."status" in ('invited', 'booked', 'cancelled')),
	CONSTRAINT "interviews_kind" CHECK ("interviews"."kind" in ('onsite', 'video', 'phone')),
	CONSTRAINT "interviews_booked_has_time" CHECK ("interviews"."status" <> 'booked' or "interviews"."starts_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "calendar_busy" ADD CONSTRAINT "calendar_busy_source_id_calendar_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."calendar_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_busy" ADD CONSTRAINT "calendar_busy_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_sources" ADD CONSTRAINT "calendar_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_calendar_copies" ADD CONSTRAINT "interview_calendar_copies_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_calendar_copies" ADD CONSTRAINT "interview_calendar_copies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviewer_availability" ADD CONSTRAINT "interviewer_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_busy_user_idx" ON "calendar_busy" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "calendar_busy_source_idx" ON "calendar_busy" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "calendar_sources_user_idx" ON "calendar_sources" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "calendar_sources_due_idx" ON "calendar_sources" USING btree ("next_sync_at");--> statement-breakpoint
CREATE INDEX "interview_calendar_copies_user_idx" ON "interview_calendar_copies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "interview_interviewers_user_idx" ON "interview_interviewers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "interview_slots_user_idx" ON "interview_slots" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "interviews_container_start_idx" ON "interviews" USING btree ("container_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_position_idx" ON "interviews" USING btree ("position_id");--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_no_overlap" EXCLUDE USING gist ("user_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&);
--> statement-breakpoint
-- A copy's row going (a cancelled interview's, an erased application's, a deleted company's: whatever
-- deleted it) queues the removal of the event from the interviewer's own calendar in the same transaction,
-- so no interview stays behind in a calendar Rekry wrote it to. PL/pgSQL: planned once per connection.
CREATE FUNCTION rekry_calendar_copy_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jobs (kind, payload, max_attempts)
  VALUES ('remove-calendar-copy', jsonb_build_object('userId', OLD.user_id, 'url', OLD.url, 'etag', OLD.etag), 8);
  PERFORM pg_notify('rekry_jobs', 'remove-calendar-copy');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER interview_calendar_copies_removed AFTER DELETE ON interview_calendar_copies
  FOR EACH ROW EXECUTE FUNCTION rekry_calendar_copy_removed();
