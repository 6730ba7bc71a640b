-- Issue 31: tracked links. A story's link sticker and a campaign's landing page get a short link (tracked_links) that
-- redirects with UTM parameters; each counted tap is a row of link_clicks (no address, no browser); link_visitors
-- holds each visitor's last counted tap per link (a salted hash, for the 30-second repeat rule) and link_salts the
-- day's random salt, both deleted by the housekeeping after a day. See src/server/links/ and docs/decisions/033.
CREATE TABLE "link_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_visitors" (
	"link_id" uuid NOT NULL,
	"visitor_hash" text NOT NULL,
	"last_counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "link_visitors_link_id_visitor_hash_pk" PRIMARY KEY("link_id","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "tracked_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"story_id" uuid,
	"target_url" text NOT NULL,
	"location" text NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracked_links_slug_shape" CHECK ("tracked_links"."slug" ~ '^[A-Za-z0-9]{8}$')
);
--> statement-breakpoint
ALTER TABLE "link_clicks" ADD CONSTRAINT "link_clicks_link_id_tracked_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."tracked_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_visitors" ADD CONSTRAINT "link_visitors_link_id_tracked_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."tracked_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_links" ADD CONSTRAINT "tracked_links_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_links" ADD CONSTRAINT "tracked_links_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_clicks_link_id_clicked_at_idx" ON "link_clicks" USING btree ("link_id","clicked_at");--> statement-breakpoint
CREATE INDEX "link_visitors_last_counted_at_idx" ON "link_visitors" USING btree ("last_counted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_links_slug_unique" ON "tracked_links" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_links_story_target_unique" ON "tracked_links" USING btree ("story_id","target_url") WHERE "tracked_links"."story_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_links_landing_target_unique" ON "tracked_links" USING btree ("campaign_id","target_url") WHERE "tracked_links"."story_id" is null;--> statement-breakpoint
CREATE INDEX "tracked_links_campaign_id_idx" ON "tracked_links" USING btree ("campaign_id");