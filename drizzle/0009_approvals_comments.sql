CREATE TABLE "approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"campaign_day_id" uuid,
	"token_hash" text NOT NULL,
	"requested_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"superseded_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "story_approvals" (
	"story_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"content_hash" text,
	"comment" text,
	"request_id" uuid,
	"decided_by" text,
	"decided_via" text,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_approvals_status" CHECK ("story_approvals"."status" in ('pending', 'approved', 'changes_requested')),
	CONSTRAINT "story_approvals_decided_via" CHECK ("story_approvals"."decided_via" is null or "story_approvals"."decided_via" in ('link', 'panel')),
	CONSTRAINT "story_approvals_decision_complete" CHECK (("story_approvals"."status" = 'pending') = ("story_approvals"."decided_at" is null and "story_approvals"."content_hash" is null))
);
--> statement-breakpoint
CREATE TABLE "story_comment_reads" (
	"user_id" text NOT NULL,
	"story_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "story_comment_reads_user_id_story_id_pk" PRIMARY KEY("user_id","story_id")
);
--> statement-breakpoint
CREATE TABLE "story_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"author_user_id" text,
	"author_side" text NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_comments_author_side" CHECK ("story_comments"."author_side" in ('agency', 'client'))
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "requires_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_campaign_day_id_campaign_days_id_fk" FOREIGN KEY ("campaign_day_id") REFERENCES "public"."campaign_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_approvals" ADD CONSTRAINT "story_approvals_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_approvals" ADD CONSTRAINT "story_approvals_request_id_approval_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."approval_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_approvals" ADD CONSTRAINT "story_approvals_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comment_reads" ADD CONSTRAINT "story_comment_reads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comment_reads" ADD CONSTRAINT "story_comment_reads_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_requests_campaign_id_idx" ON "approval_requests" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "story_approvals_request_id_idx" ON "story_approvals" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "story_comment_reads_story_id_idx" ON "story_comment_reads" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "story_comments_story_id_created_at_idx" ON "story_comments" USING btree ("story_id","created_at");--> statement-breakpoint
CREATE INDEX "story_comments_side_created_at_idx" ON "story_comments" USING btree ("author_side","created_at");--> statement-breakpoint
-- An approval is bound to the content approved: any change of a story's copy, sticker, visual, time block, scheduled
-- date or time, day, files, or its day's date puts its approval back to 'pending' in the same transaction as the
-- change, whatever code path makes it (issue 16). Posting a story or editing its notes leaves the approval alone.
CREATE FUNCTION "void_story_approvals"(story_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "story_approvals"
     SET "status" = 'pending', "content_hash" = NULL, "decided_by" = NULL, "decided_via" = NULL,
         "decided_at" = NULL, "comment" = NULL, "updated_at" = now()
   WHERE "story_id" = ANY(story_ids) AND "status" <> 'pending';
$$;--> statement-breakpoint
CREATE FUNCTION "stories_void_approval"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "void_story_approvals"(ARRAY[NEW."id"]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "stories_after_content_update" AFTER UPDATE ON "stories" FOR EACH ROW
  WHEN ((OLD."copy_text", OLD."sticker_info", OLD."visual_description", OLD."story_type", OLD."time_block",
         OLD."scheduled_date", OLD."scheduled_time", OLD."campaign_day_id")
        IS DISTINCT FROM
        (NEW."copy_text", NEW."sticker_info", NEW."visual_description", NEW."story_type", NEW."time_block",
         NEW."scheduled_date", NEW."scheduled_time", NEW."campaign_day_id"))
  EXECUTE FUNCTION "stories_void_approval"();--> statement-breakpoint
CREATE FUNCTION "story_media_void_approval"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "void_story_approvals"(ARRAY[OLD."story_id"]);
  ELSE
    PERFORM "void_story_approvals"(ARRAY[NEW."story_id"]);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "story_media_after_change" AFTER INSERT OR UPDATE OR DELETE ON "story_media" FOR EACH ROW
  EXECUTE FUNCTION "story_media_void_approval"();--> statement-breakpoint
CREATE FUNCTION "campaign_days_void_approval"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "void_story_approvals"(ARRAY(SELECT "id" FROM "stories" WHERE "campaign_day_id" = NEW."id"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "campaign_days_after_date_update" AFTER UPDATE ON "campaign_days" FOR EACH ROW
  WHEN (OLD."date" IS DISTINCT FROM NEW."date")
  EXECUTE FUNCTION "campaign_days_void_approval"();
