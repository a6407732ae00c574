CREATE TABLE "collaborative_session_members" (
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collaborative_session_members_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "collaborative_writing_sessions" ADD COLUMN "invite_token_hash" text;--> statement-breakpoint
ALTER TABLE "collaborative_session_members" ADD CONSTRAINT "collaborative_session_members_session_id_collaborative_writing_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."collaborative_writing_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborative_session_members" ADD CONSTRAINT "collaborative_session_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "csm_user_idx" ON "collaborative_session_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cws_invite_token_hash_idx" ON "collaborative_writing_sessions" USING btree ("invite_token_hash");