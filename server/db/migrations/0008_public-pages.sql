CREATE TABLE "public_pages" (
	"blog_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"slug" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"disclose_ai" boolean DEFAULT false NOT NULL,
	"medium_url" text,
	"medium_recorded_at" timestamp with time zone,
	"first_public_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "public_pages" ADD CONSTRAINT "public_pages_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_pages" ADD CONSTRAINT "public_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "public_pages_user_slug_key" ON "public_pages" USING btree ("user_id","slug");--> statement-breakpoint
CREATE INDEX "public_pages_user_public_idx" ON "public_pages" USING btree ("user_id","is_public");