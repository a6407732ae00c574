CREATE TABLE "instagram_deletion_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"confirmation_code" text NOT NULL,
	"instagram_user_id" text NOT NULL,
	"accounts_deleted" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instagram_deletion_requests_confirmation_code_unique" UNIQUE("confirmation_code")
);
--> statement-breakpoint
CREATE TABLE "instagram_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD COLUMN "app_scoped_id" text;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD COLUMN "token_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD COLUMN "needs_reconnect" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD COLUMN "is_sandbox" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD COLUMN "last_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD COLUMN "sync_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD COLUMN "sync_blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD COLUMN "last_sync_error" text;--> statement-breakpoint
ALTER TABLE "instagram_oauth_states" ADD CONSTRAINT "instagram_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instagram_oauth_states_expires_idx" ON "instagram_oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "instagram_accounts_ig_user_idx" ON "instagram_accounts" USING btree ("instagram_user_id");--> statement-breakpoint
CREATE INDEX "instagram_accounts_token_expiry_idx" ON "instagram_accounts" USING btree ("token_expiry");