CREATE TABLE "blog_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"blog_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "blog_members" (
	"blog_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_members_blog_id_user_id_pk" PRIMARY KEY("blog_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "blog_ydocs" (
	"blog_id" integer PRIMARY KEY NOT NULL,
	"state" "bytea" NOT NULL,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_yupdates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"blog_id" integer NOT NULL,
	"update" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_invitations" ADD CONSTRAINT "blog_invitations_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_members" ADD CONSTRAINT "blog_members_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_members" ADD CONSTRAINT "blog_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_ydocs" ADD CONSTRAINT "blog_ydocs_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_yupdates" ADD CONSTRAINT "blog_yupdates_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_invitations_blog_idx" ON "blog_invitations" USING btree ("blog_id");--> statement-breakpoint
CREATE INDEX "blog_members_user_idx" ON "blog_members" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "blog_yupdates_blog_id_idx" ON "blog_yupdates" USING btree ("blog_id","id");