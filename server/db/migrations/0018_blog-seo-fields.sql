ALTER TABLE "blogs" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "featured_image_alt" text;