CREATE TABLE "ai_capabilities" (
	"provider" text NOT NULL,
	"base_url" text NOT NULL,
	"model" text NOT NULL,
	"accepts_images" boolean NOT NULL,
	"probed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_capabilities_provider_base_url_model_pk" PRIMARY KEY("provider","base_url","model")
);
--> statement-breakpoint
CREATE TABLE "source_packs" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text NOT NULL,
	"progress" jsonb,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"build_started_at" timestamp with time zone,
	"built_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "source_packs" ADD CONSTRAINT "source_packs_post_id_instagram_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."instagram_posts"("id") ON DELETE cascade ON UPDATE no action;