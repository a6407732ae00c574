DROP INDEX "instagram_posts_account_timestamp_idx";--> statement-breakpoint
DROP INDEX "blogs_user_created_idx";--> statement-breakpoint
DROP INDEX "blog_publications_blog_id_idx";--> statement-breakpoint
DROP INDEX "cc_session_created_idx";--> statement-breakpoint
DROP INDEX "cc_user_created_idx";--> statement-breakpoint
DROP INDEX "cws_prompt_id_idx";--> statement-breakpoint
DROP INDEX "cws_owner_created_idx";--> statement-breakpoint
DROP INDEX "writing_prompts_user_created_idx";--> statement-breakpoint
DROP INDEX "writing_prompts_public_created_idx";--> statement-breakpoint
CREATE INDEX "instagram_posts_account_timestamp_id_idx" ON "instagram_posts" USING btree ("account_id","timestamp","id");--> statement-breakpoint
CREATE INDEX "blogs_user_created_id_idx" ON "blogs" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "blog_publications_blog_created_id_idx" ON "blog_publications" USING btree ("blog_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cc_session_created_id_idx" ON "collaborative_contributions" USING btree ("session_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cc_user_created_id_idx" ON "collaborative_contributions" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cws_prompt_created_id_idx" ON "collaborative_writing_sessions" USING btree ("prompt_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cws_owner_created_id_idx" ON "collaborative_writing_sessions" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "writing_prompts_user_created_id_idx" ON "writing_prompts" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "writing_prompts_public_created_id_idx" ON "writing_prompts" USING btree ("is_public","created_at","id");