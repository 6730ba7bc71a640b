-- Issue 31 §1: proof of posting. story_proofs holds a story's screenshot (a WebP under proofs/ in the media storage)
-- or its Instagram link, one per story; clients.proof_required makes «Marcar publicada» need one for that client.
CREATE TABLE "story_proofs" (
	"story_id" uuid PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"link_url" text,
	"storage_key" text,
	"width" integer,
	"height" integer,
	"created_by_id" text,
	"created_by_name" text NOT NULL,
	"created_by_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_proofs_kind" CHECK ("story_proofs"."kind" in ('screenshot', 'link')),
	CONSTRAINT "story_proofs_created_by_role" CHECK ("story_proofs"."created_by_role" in ('admin', 'client')),
	CONSTRAINT "story_proofs_kind_fields" CHECK (("story_proofs"."kind" = 'link' and "story_proofs"."link_url" is not null and "story_proofs"."storage_key" is null)
        or ("story_proofs"."kind" = 'screenshot' and "story_proofs"."storage_key" is not null and "story_proofs"."link_url" is null))
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "proof_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "story_proofs" ADD CONSTRAINT "story_proofs_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_proofs" ADD CONSTRAINT "story_proofs_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;