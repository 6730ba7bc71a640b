CREATE TABLE "story_auto_publish" (
	"story_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"requested_by_id" text,
	"requested_by_name" text NOT NULL,
	"container_id" text,
	"container_created_at" timestamp with time zone,
	"ig_media_id" text,
	"reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_auto_publish_state" CHECK ("story_auto_publish"."state" in ('scheduled', 'waiting', 'publishing', 'published', 'fallback'))
);
--> statement-breakpoint
ALTER TABLE "story_auto_publish" ADD CONSTRAINT "story_auto_publish_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_auto_publish" ADD CONSTRAINT "story_auto_publish_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_auto_publish" ADD CONSTRAINT "story_auto_publish_requested_by_id_user_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_auto_publish_client_idx" ON "story_auto_publish" USING btree ("client_id");