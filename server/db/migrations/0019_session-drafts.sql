CREATE TABLE "blog_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"blog_id" integer NOT NULL,
	"session_id" integer,
	"user_id" integer,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_draft_authors" (
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_draft_authors_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "session_draft_updates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"update" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_drafts" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"state" "bytea" NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_credits" ADD CONSTRAINT "blog_credits_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_credits" ADD CONSTRAINT "blog_credits_session_id_collaborative_writing_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."collaborative_writing_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_credits" ADD CONSTRAINT "blog_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_draft_authors" ADD CONSTRAINT "session_draft_authors_session_id_collaborative_writing_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."collaborative_writing_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_draft_authors" ADD CONSTRAINT "session_draft_authors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_draft_updates" ADD CONSTRAINT "session_draft_updates_session_id_collaborative_writing_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."collaborative_writing_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_drafts" ADD CONSTRAINT "session_drafts_session_id_collaborative_writing_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."collaborative_writing_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_credits_blog_idx" ON "blog_credits" USING btree ("blog_id","position");--> statement-breakpoint
CREATE INDEX "session_draft_updates_session_idx" ON "session_draft_updates" USING btree ("session_id","id");