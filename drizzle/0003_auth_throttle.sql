CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" timestamp with time zone[] DEFAULT '{}' NOT NULL,
	"admitted" timestamp with time zone[] DEFAULT '{}' NOT NULL,
	"pending" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
