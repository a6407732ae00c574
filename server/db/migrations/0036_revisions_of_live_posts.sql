-- A revision of a live blog (docs/decisions/040-revisions-of-live-posts.md): a working copy in blogs that
-- names the live blog it revises; at most one per blog; removed with it.
ALTER TABLE "blogs" ADD COLUMN "revision_of" integer;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_revision_of_blogs_id_fk" FOREIGN KEY ("revision_of") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blogs_revision_of_key" ON "blogs" USING btree ("revision_of");