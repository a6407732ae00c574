CREATE TABLE "media_owners" (
	"key" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_owners_key_user_id_pk" PRIMARY KEY("key","user_id")
);
--> statement-breakpoint
ALTER TABLE "media_owners" ADD CONSTRAINT "media_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_owners_user_id_idx" ON "media_owners" USING btree ("user_id");--> statement-breakpoint
-- Backfill: each stored key already in use belongs to the users whose posts, accounts or blogs show it.
INSERT INTO "media_owners" ("key", "user_id")
SELECT DISTINCT substring(ref.url FROM 8), ref.user_id
FROM (
  SELECT p.media_url AS url, a.user_id
    FROM "instagram_posts" p JOIN "instagram_accounts" a ON a.id = p.account_id
  UNION ALL
  SELECT s.slide ->> 'mediaUrl', a.user_id
    FROM "instagram_posts" p JOIN "instagram_accounts" a ON a.id = p.account_id
    CROSS JOIN LATERAL jsonb_array_elements(
      CASE WHEN jsonb_typeof(p.metadata -> 'slides') = 'array' THEN p.metadata -> 'slides' ELSE '[]'::jsonb END
    ) AS s(slide)
  UNION ALL
  SELECT profile_picture, user_id FROM "instagram_accounts"
  UNION ALL
  SELECT featured_image, user_id FROM "blogs"
  UNION ALL
  SELECT m[1], b.user_id
    FROM "blogs" b CROSS JOIN LATERAL regexp_matches(b.content, '(/media/[a-f0-9]{64}\.(?:jpg|png|webp|gif|avif))', 'g') AS m
) ref
WHERE ref.url ~ '^/media/[a-f0-9]{64}\.(jpg|png|webp|gif|avif)$'
ON CONFLICT DO NOTHING;
