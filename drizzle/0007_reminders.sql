CREATE TABLE "notification_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"client_id" uuid NOT NULL,
	"story_id" uuid,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"detail" text,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notification_deliveries_key_unique" UNIQUE("key"),
	CONSTRAINT "notification_deliveries_kind" CHECK ("notification_deliveries"."kind" in ('reminder', 'digest', 'agency_alert')),
	CONSTRAINT "notification_deliveries_channel" CHECK ("notification_deliveries"."channel" in ('push', 'email')),
	CONSTRAINT "notification_deliveries_status" CHECK ("notification_deliveries"."status" in ('sending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "reminder_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "push_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "email_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "digest_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "digest_time" text DEFAULT '08:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_deliveries_story_id_idx" ON "notification_deliveries" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "notification_deliveries_client_id_created_at_idx" ON "notification_deliveries" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "campaign_days_date_idx" ON "campaign_days" USING btree ("date");--> statement-breakpoint
CREATE INDEX "stories_scheduled_date_idx" ON "stories" USING btree ("scheduled_date");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_calendar_token_unique" UNIQUE("calendar_token");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_reminder_minutes_range" CHECK ("clients"."reminder_minutes" between 0 and 240);--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_digest_time_format" CHECK ("clients"."digest_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');