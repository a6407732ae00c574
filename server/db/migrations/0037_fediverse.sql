CREATE TABLE "fediverse_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"creator_handle" text,
	"key_pairs" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fediverse_articles" (
	"blog_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fediverse_followers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"actor_uri" text NOT NULL,
	"inbox_uri" text NOT NULL,
	"shared_inbox_uri" text,
	"handle" text,
	"follow_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fediverse_following" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"actor_uri" text NOT NULL,
	"handle" text NOT NULL,
	"follow_id" text NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fediverse_kv" (
	"key" text[] PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fediverse_received" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"object_uri" text NOT NULL,
	"actor_uri" text NOT NULL,
	"name" text NOT NULL,
	"summary" text,
	"content_html" text NOT NULL,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fediverse_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"blog_id" integer NOT NULL,
	"object_uri" text NOT NULL,
	"actor_uri" text NOT NULL,
	"author_name" text NOT NULL,
	"author_handle" text,
	"content_html" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fediverse_accounts" ADD CONSTRAINT "fediverse_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fediverse_articles" ADD CONSTRAINT "fediverse_articles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fediverse_followers" ADD CONSTRAINT "fediverse_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fediverse_following" ADD CONSTRAINT "fediverse_following_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fediverse_received" ADD CONSTRAINT "fediverse_received_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fediverse_replies" ADD CONSTRAINT "fediverse_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fediverse_replies" ADD CONSTRAINT "fediverse_replies_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fediverse_followers_user_actor_key" ON "fediverse_followers" USING btree ("user_id","actor_uri");--> statement-breakpoint
CREATE UNIQUE INDEX "fediverse_following_user_actor_key" ON "fediverse_following" USING btree ("user_id","actor_uri");--> statement-breakpoint
CREATE INDEX "fediverse_kv_expires_idx" ON "fediverse_kv" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fediverse_received_user_object_key" ON "fediverse_received" USING btree ("user_id","object_uri");--> statement-breakpoint
CREATE UNIQUE INDEX "fediverse_replies_object_key" ON "fediverse_replies" USING btree ("object_uri");--> statement-breakpoint
CREATE INDEX "fediverse_replies_blog_status_idx" ON "fediverse_replies" USING btree ("blog_id","status");