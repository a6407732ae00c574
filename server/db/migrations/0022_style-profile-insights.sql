CREATE TABLE "instagram_post_insights" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"saves" integer,
	"shares" integer,
	"reach" integer,
	"views" integer,
	"note" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "style_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"learned" jsonb NOT NULL,
	"examples" jsonb NOT NULL,
	"overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"caption_count" integer DEFAULT 0 NOT NULL,
	"blog_count" integer DEFAULT 0 NOT NULL,
	"learned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instagram_post_insights" ADD CONSTRAINT "instagram_post_insights_post_id_instagram_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."instagram_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_profiles" ADD CONSTRAINT "style_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;