CREATE TYPE "public"."media_kind" AS ENUM('image', 'video');--> statement-breakpoint
CREATE TABLE "story_media" (
	"id" uuid PRIMARY KEY NOT NULL,
	"story_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "media_kind" NOT NULL,
	"mime_type" text NOT NULL,
	"original_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"video_codec" text,
	"audio_codec" text,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_media_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "story_media_story_id_position_unique" UNIQUE("story_id","position"),
	CONSTRAINT "story_media_position_positive" CHECK ("story_media"."position" >= 1)
);
--> statement-breakpoint
ALTER TABLE "story_media" ADD CONSTRAINT "story_media_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_media" ADD CONSTRAINT "story_media_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_media_thumbnail_key_idx" ON "story_media" USING btree ("thumbnail_key");--> statement-breakpoint
-- A deleted story file (removed, replaced, or gone with its story, campaign or client through ON DELETE CASCADE)
-- queues the deletion of its storage objects in the same transaction: one 'media.delete-files' job per statement.
CREATE FUNCTION "story_media_queue_file_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "jobs" ("type", "payload")
  SELECT 'media.delete-files', jsonb_build_object('keys', jsonb_agg(k.key))
  FROM (
    SELECT "storage_key" AS key FROM old_rows
    UNION ALL
    SELECT "thumbnail_key" FROM old_rows WHERE "thumbnail_key" IS NOT NULL
  ) AS k
  HAVING count(*) > 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "story_media_after_delete" AFTER DELETE ON "story_media"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "story_media_queue_file_deletion"();
