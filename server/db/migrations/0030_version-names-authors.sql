ALTER TABLE "blog_versions" ADD COLUMN "author_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_versions" ADD COLUMN "name" text;--> statement-breakpoint
UPDATE "blog_versions" SET "author_ids" = ARRAY["author_id"] WHERE "author_id" IS NOT NULL;
