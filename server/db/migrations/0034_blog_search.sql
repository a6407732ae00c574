-- My Blogs' search at scale (docs/performance.md, "Data volume"): the words of each blog's title and
-- content as a stored tsvector under a GIN index (the 'simple' configuration: no stemming, any
-- language; HTML tags are not words), and a trigram index for part of a title. The column is not
-- in the Drizzle schema so that no select reads it; blogs-list.repository.ts queries it by name.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "title" || ' ' || "content")) STORED;--> statement-breakpoint
CREATE INDEX "blogs_search_idx" ON "blogs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "blogs_title_trgm_idx" ON "blogs" USING gin ("title" gin_trgm_ops);
