CREATE TABLE "instagram_connections" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"ig_user_id" text NOT NULL,
	"username" text NOT NULL,
	"profile_picture_url" text,
	"account_type" text NOT NULL,
	"token_ciphertext" text NOT NULL,
	"token_issued_at" timestamp with time zone NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"status_reason" text,
	"connected_by_id" text,
	"connected_by_name" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instagram_connections_status" CHECK ("instagram_connections"."status" in ('active', 'reconnect'))
);
--> statement-breakpoint
CREATE TABLE "story_instagram" (
	"story_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	"ig_media_id" text,
	"matched_by" text,
	"media_timestamp" timestamp with time zone,
	"insights" jsonb,
	"insights_taken_at" timestamp with time zone,
	"insights_polls" integer DEFAULT 0 NOT NULL,
	"insights_note" text,
	CONSTRAINT "story_instagram_matched_by" CHECK ("story_instagram"."matched_by" is null or "story_instagram"."matched_by" in ('link', 'time', 'published'))
);
--> statement-breakpoint
ALTER TABLE "story_results" DROP CONSTRAINT "story_results_entered_by_role";--> statement-breakpoint
ALTER TABLE "story_results" DROP CONSTRAINT "story_results_updated_by_role";--> statement-breakpoint
ALTER TABLE "story_results" ADD COLUMN "instagram_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "story_results" ADD COLUMN "instagram_taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instagram_connections" ADD CONSTRAINT "instagram_connections_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_connections" ADD CONSTRAINT "instagram_connections_connected_by_id_user_id_fk" FOREIGN KEY ("connected_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_instagram" ADD CONSTRAINT "story_instagram_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_instagram" ADD CONSTRAINT "story_instagram_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_instagram_media_idx" ON "story_instagram" USING btree ("client_id","ig_media_id");--> statement-breakpoint
ALTER TABLE "story_results" ADD CONSTRAINT "story_results_entered_by_role" CHECK ("story_results"."entered_by_role" in ('admin', 'client', 'instagram'));--> statement-breakpoint
ALTER TABLE "story_results" ADD CONSTRAINT "story_results_updated_by_role" CHECK ("story_results"."updated_by_role" in ('admin', 'client', 'instagram'));