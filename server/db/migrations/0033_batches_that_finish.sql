ALTER TABLE "generation_batch_items" ADD COLUMN "waiting_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "generation_batches" ADD COLUMN "dismissed_at" timestamp with time zone;