-- A file is stored once per content (decision 029): several story_media rows may name one object, which is deleted
-- only when no row names it any more (services/media/delete-unreferenced-media.ts).
ALTER TABLE "story_media" DROP CONSTRAINT "story_media_storage_key_unique";--> statement-breakpoint
CREATE INDEX "story_media_storage_key_idx" ON "story_media" USING btree ("storage_key");
