-- Issue 31 §3: a published story's numbers (story_results, one row per story: the counts the brand copies from
-- Instagram's insights and its sticker's answers, who saved them first and last), and the +20 h «Apunta los
-- resultados» reminder as a kind of the delivery log (results_reminder). See src/shared/results/.
CREATE TABLE "story_results" (
	"story_id" uuid PRIMARY KEY NOT NULL,
	"reach" integer,
	"impressions" integer,
	"replies" integer,
	"link_taps" integer,
	"keyword_dms" integer,
	"profile_visits" integer,
	"follows" integer,
	"shares" integer,
	"exits" integer,
	"sticker" jsonb,
	"entered_by_id" text,
	"entered_by_name" text NOT NULL,
	"entered_by_role" text NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" text,
	"updated_by_name" text NOT NULL,
	"updated_by_role" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_results_entered_by_role" CHECK ("story_results"."entered_by_role" in ('admin', 'client')),
	CONSTRAINT "story_results_updated_by_role" CHECK ("story_results"."updated_by_role" in ('admin', 'client')),
	CONSTRAINT "story_results_counts_in_range" CHECK (coalesce("story_results"."reach", 0) between 0 and 1000000000 and coalesce("story_results"."impressions", 0) between 0 and 1000000000
        and coalesce("story_results"."replies", 0) between 0 and 1000000000 and coalesce("story_results"."link_taps", 0) between 0 and 1000000000
        and coalesce("story_results"."keyword_dms", 0) between 0 and 1000000000 and coalesce("story_results"."profile_visits", 0) between 0 and 1000000000
        and coalesce("story_results"."follows", 0) between 0 and 1000000000 and coalesce("story_results"."shares", 0) between 0 and 1000000000
        and coalesce("story_results"."exits", 0) between 0 and 1000000000)
);
--> statement-breakpoint
ALTER TABLE "notification_deliveries" DROP CONSTRAINT "notification_deliveries_kind";--> statement-breakpoint
ALTER TABLE "story_results" ADD CONSTRAINT "story_results_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_results" ADD CONSTRAINT "story_results_entered_by_id_user_id_fk" FOREIGN KEY ("entered_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_results" ADD CONSTRAINT "story_results_updated_by_id_user_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stories_posted_at_idx" ON "stories" USING btree ("posted_at") WHERE "stories"."posted_at" is not null;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_kind" CHECK ("notification_deliveries"."kind" in ('reminder', 'digest', 'agency_alert', 'results_reminder'));