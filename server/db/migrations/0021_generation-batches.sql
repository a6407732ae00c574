CREATE TABLE "generation_batch_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"blog_id" integer,
	"reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generation_batch_items_status_check" CHECK ("generation_batch_items"."status" in ('pending', 'running', 'drafted', 'skipped', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "generation_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"instagram_account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "generation_batch_items" ADD CONSTRAINT "generation_batch_items_batch_id_generation_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."generation_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_batch_items" ADD CONSTRAINT "generation_batch_items_post_id_instagram_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."instagram_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_batch_items" ADD CONSTRAINT "generation_batch_items_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_batches" ADD CONSTRAINT "generation_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_batches" ADD CONSTRAINT "generation_batches_instagram_account_id_instagram_accounts_id_fk" FOREIGN KEY ("instagram_account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "generation_batch_items_batch_post_key" ON "generation_batch_items" USING btree ("batch_id","post_id");--> statement-breakpoint
CREATE INDEX "generation_batch_items_status_idx" ON "generation_batch_items" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "generation_batches_user_idx" ON "generation_batches" USING btree ("user_id","created_at");