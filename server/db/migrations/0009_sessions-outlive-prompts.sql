ALTER TABLE "collaborative_writing_sessions" DROP CONSTRAINT "collaborative_writing_sessions_prompt_id_writing_prompts_id_fk";
--> statement-breakpoint
ALTER TABLE "collaborative_writing_sessions" ALTER COLUMN "prompt_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborative_contributions" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collaborative_contributions" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collaborative_writing_sessions" ADD CONSTRAINT "collaborative_writing_sessions_prompt_id_writing_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."writing_prompts"("id") ON DELETE set null ON UPDATE no action;