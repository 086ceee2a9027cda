-- News posts (issue 17; SPEC §3 'News / blog post'): platform-wide, written by a superuser, read by every
-- signed-in staff user. The body is rich HTML, cleaned by sanitizeStoredHtml before it is stored.
CREATE TABLE "news_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_posts_title_length" CHECK (char_length("title") between 1 and 200)
);--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_posts_created_idx" ON "news_posts" USING btree ("created_at" DESC,"id" DESC);
