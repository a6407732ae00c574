CREATE TABLE "blog_claim_checks" (
	"blog_id" integer PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"checked" integer NOT NULL,
	"claims" jsonb NOT NULL,
	"judgement_note" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_claim_checks" ADD CONSTRAINT "blog_claim_checks_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;