CREATE TABLE "destination_images" (
	"user_id" integer NOT NULL,
	"destination_key" text NOT NULL,
	"media_key" text NOT NULL,
	"remote_id" text NOT NULL,
	"remote_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "destination_images_user_id_destination_key_media_key_pk" PRIMARY KEY("user_id","destination_key","media_key")
);
--> statement-breakpoint
ALTER TABLE "destination_images" ADD CONSTRAINT "destination_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "destination_images_media_key_idx" ON "destination_images" USING btree ("media_key");