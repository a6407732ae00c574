-- One disclosure setting per blog: a blog whose public page had the line on keeps it, now in
-- blog_provenance (the editor's 'Add a disclosure when I publish'), then the page's own copy goes.
INSERT INTO "blog_provenance" ("blog_id", "disclosure")
SELECT "blog_id", true FROM "public_pages" WHERE "disclose_ai"
ON CONFLICT ("blog_id") DO UPDATE SET "disclosure" = true, "updated_at" = now();--> statement-breakpoint
ALTER TABLE "public_pages" DROP COLUMN "disclose_ai";
