ALTER TABLE "blogs" ADD COLUMN "home_destination" text;--> statement-breakpoint
ALTER TABLE "blog_publications" ADD COLUMN "destination_key" text;--> statement-breakpoint
ALTER TABLE "user_platform_connections" ADD COLUMN "destination_key" text;--> statement-breakpoint
-- Each existing connection's destination, as server/integrations/publishers/destination.ts computes
-- it from the settings its verification stored (self-hosted site URLs were stored normalised).
CREATE TEMPORARY TABLE "_upc_destinations" AS
SELECT c."id", c."user_id",
  CASE
    WHEN p."name" IN ('wordpress', 'ghost') AND coalesce(c."settings"->>'apiUrl', '') <> '' THEN
      p."name" || ':' || regexp_replace(regexp_replace(lower(c."settings"->>'apiUrl'), '^https?://', ''), '/+$', '')
    WHEN p."name" = 'wordpress' AND coalesce(c."settings"->>'siteId', '') <> '' THEN
      'wordpress:wpcom/' || lower(trim(c."settings"->>'siteId'))
    WHEN p."name" = 'hashnode' AND coalesce(c."settings"->>'publicationId', '') <> '' THEN
      'hashnode:' || (c."settings"->>'publicationId')
    WHEN p."name" = 'devto' AND coalesce(c."settings"->>'userId', '') <> '' THEN
      'devto:' || (c."settings"->>'userId')
    WHEN p."name" = 'medium' AND coalesce(c."settings"->>'authorId', '') <> '' THEN
      'medium:' || (c."settings"->>'authorId')
  END AS "key"
FROM "user_platform_connections" c JOIN "publishing_platforms" p ON p."id" = c."platform_id";--> statement-breakpoint
-- Several connections of one user to one site: the newest keeps the destination (the others stay
-- as they were, without one; connecting the site again updates the newest).
UPDATE "user_platform_connections" u SET "destination_key" = d."key"
FROM (
  SELECT "id", "key", row_number() OVER (PARTITION BY "user_id", "key" ORDER BY "id" DESC) AS n
  FROM "_upc_destinations" WHERE "key" IS NOT NULL
) d
WHERE d."id" = u."id" AND d.n = 1;--> statement-breakpoint
-- The ledger is keyed by destination: a blog's rows for one site through several connections keep
-- one keyed row (a published one first, else the oldest); the others stay as history without a key.
UPDATE "blog_publications" b SET "destination_key" = d."key"
FROM (
  SELECT bp."id", x."key",
    row_number() OVER (
      PARTITION BY bp."blog_id", x."key"
      ORDER BY (bp."status" = 'published') DESC, bp."id" ASC
    ) AS n
  FROM "blog_publications" bp JOIN "_upc_destinations" x ON x."id" = bp."platform_connection_id"
  WHERE x."key" IS NOT NULL
) d
WHERE d."id" = b."id" AND d.n = 1;--> statement-breakpoint
DROP TABLE "_upc_destinations";--> statement-breakpoint
DROP INDEX "blog_publications_blog_connection_key";--> statement-breakpoint
CREATE UNIQUE INDEX "blog_publications_blog_destination_key" ON "blog_publications" USING btree ("blog_id","destination_key");--> statement-breakpoint
CREATE UNIQUE INDEX "upc_user_destination_key" ON "user_platform_connections" USING btree ("user_id","destination_key");
