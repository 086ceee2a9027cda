CREATE TABLE "container_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"email" text NOT NULL,
	"permission_ids" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "container_invitations_email_lowercase" CHECK ("container_invitations"."email" = lower("container_invitations"."email"))
);
--> statement-breakpoint
ALTER TABLE "container_invitations" ADD CONSTRAINT "container_invitations_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_invitations" ADD CONSTRAINT "container_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "container_invitations_token_idx" ON "container_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "container_invitations_pending_idx" ON "container_invitations" USING btree ("container_id","email") WHERE "container_invitations"."accepted_at" is null;