-- Skill collections (issue 14): a named, ordered set of a company's skills, added to a position in one go.
-- Skill and collection names are unique per company, whatever the case; older duplicate skill names get
-- their id appended first so the index can be built.
UPDATE "skills" s SET "name" = s."name" || ' (' || s."id" || ')'
WHERE EXISTS (
	SELECT 1 FROM "skills" o
	WHERE o."container_id" = s."container_id" AND lower(o."name") = lower(s."name") AND o."id" < s."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "skills_container_name_idx" ON "skills" USING btree ("container_id",lower("name"));--> statement-breakpoint
CREATE TABLE "skill_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_collection_skills" (
	"container_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "skill_collection_skills_collection_id_skill_id_pk" PRIMARY KEY("collection_id","skill_id")
);
--> statement-breakpoint
ALTER TABLE "skill_collections" ADD CONSTRAINT "skill_collections_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_collection_skills" ADD CONSTRAINT "skill_collection_skills_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_collection_skills" ADD CONSTRAINT "skill_collection_skills_collection_id_skill_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."skill_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_collection_skills" ADD CONSTRAINT "skill_collection_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "skill_collections_container_name_idx" ON "skill_collections" USING btree ("container_id",lower("name"));--> statement-breakpoint
CREATE INDEX "skill_collection_skills_skill_idx" ON "skill_collection_skills" USING btree ("skill_id");
