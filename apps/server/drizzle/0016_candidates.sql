-- The candidate's own pages (issue 15). A candidate signs in only once the address is proven: the time it was
-- confirmed (a sign-up link, or a password reset link, both sent to the address) is kept on the user.
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- The candidate's profile (My pages): address beside the phone number the users row already has.
ALTER TABLE "users" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "zip_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A sign-up waiting for its confirmation link: the address and the password chosen (argon2id), never on the
-- users row before the link is followed, so typing someone's address gives nobody their applications. Only
-- the token's SHA-256 is stored.
CREATE TABLE "account_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_confirmations_email_lowercase" CHECK ("email" = lower("email"))
);--> statement-breakpoint
CREATE UNIQUE INDEX "account_confirmations_token_idx" ON "account_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_confirmations_email_idx" ON "account_confirmations" USING btree ("email");
