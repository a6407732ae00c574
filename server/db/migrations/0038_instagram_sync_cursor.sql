ALTER TABLE "instagram_accounts" ADD COLUMN "sync_cursor" text;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD COLUMN "sync_cursor_at" timestamp with time zone;