CREATE TABLE "account_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"error" text,
	"zip" "bytea",
	"size_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_exports_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "collaborative_contributions" DROP CONSTRAINT "collaborative_contributions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "collaborative_contributions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account_exports" ADD CONSTRAINT "account_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_exports_user_idx" ON "account_exports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_exports_expires_idx" ON "account_exports" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "collaborative_contributions" ADD CONSTRAINT "collaborative_contributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;