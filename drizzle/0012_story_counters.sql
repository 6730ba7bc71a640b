ALTER TABLE "campaign_days" ADD COLUMN "story_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_days" ADD COLUMN "posted_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_days" ADD COLUMN "last_posted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "day_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "story_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "posted_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Story counts kept on the rows they summarise (issue 28): campaign_days.story_count/posted_count count the day's
-- stories, campaigns.day_count/story_count/posted_count add up its days. Statement-level triggers with transition
-- tables change them in the transaction of every insert, update or delete of stories and days, whatever code path
-- (import, AI campaign, marking posted, ON DELETE CASCADE of a day, campaign or client) makes it: one UPDATE per
-- statement and day or campaign touched, not per row. A story's or a day's own change reaches the campaign through
-- the day's row (its UPDATE fires the day trigger). Counts of rows whose parent is gone in the same statement
-- (a cascade) update nothing. campaign_days.last_posted_at, the latest posted_at of its stories, is read again from
-- the day's stories (a few dozen rows by the day index) whenever a posted story of the day is inserted, changed or
-- deleted. Existing rows are counted once, below, before the triggers exist: under a lock that lets readers on but
-- holds every write (another instance still running during a rolling upgrade) until the triggers exist, so that no
-- row is counted by neither. Drizzle's migrator runs the pending migrations in one transaction, which keeps it.
LOCK TABLE "stories", "campaign_days", "campaigns" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
UPDATE "campaign_days" d
   SET "story_count" = s.stories, "posted_count" = s.posted, "last_posted_at" = s.last_posted_at
  FROM (SELECT "campaign_day_id" AS day_id, count(*)::int AS stories, (count(*) FILTER (WHERE "is_posted"))::int AS posted,
               max("posted_at") AS last_posted_at
          FROM "stories" GROUP BY "campaign_day_id") AS s
 WHERE d."id" = s.day_id;--> statement-breakpoint
UPDATE "campaigns" c
   SET "day_count" = d.days, "story_count" = d.stories, "posted_count" = d.posted
  FROM (SELECT "campaign_id", count(*)::int AS days, sum("story_count")::int AS stories, sum("posted_count")::int AS posted
          FROM "campaign_days" GROUP BY "campaign_id") AS d
 WHERE c."id" = d."campaign_id";--> statement-breakpoint
CREATE FUNCTION "last_posted_of_day"(day_id uuid) RETURNS timestamp with time zone LANGUAGE sql STABLE AS $$
  SELECT max("posted_at") FROM "stories" WHERE "campaign_day_id" = day_id;
$$;--> statement-breakpoint
CREATE FUNCTION "stories_count_into_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "campaign_days" d
       SET "story_count" = d."story_count" + c.stories, "posted_count" = d."posted_count" + c.posted
      FROM (SELECT "campaign_day_id" AS day_id, count(*)::int AS stories,
                   (count(*) FILTER (WHERE "is_posted"))::int AS posted
              FROM new_rows GROUP BY "campaign_day_id") AS c
     WHERE d."id" = c.day_id;
    UPDATE "campaign_days" d SET "last_posted_at" = "last_posted_of_day"(d."id")
     WHERE d."id" IN (SELECT "campaign_day_id" FROM new_rows WHERE "is_posted");
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "campaign_days" d
       SET "story_count" = d."story_count" - c.stories, "posted_count" = d."posted_count" - c.posted
      FROM (SELECT "campaign_day_id" AS day_id, count(*)::int AS stories,
                   (count(*) FILTER (WHERE "is_posted"))::int AS posted
              FROM old_rows GROUP BY "campaign_day_id") AS c
     WHERE d."id" = c.day_id;
    UPDATE "campaign_days" d SET "last_posted_at" = "last_posted_of_day"(d."id")
     WHERE d."id" IN (SELECT "campaign_day_id" FROM old_rows WHERE "is_posted");
  ELSE
    UPDATE "campaign_days" d
       SET "story_count" = d."story_count" + c.stories, "posted_count" = d."posted_count" + c.posted
      FROM (SELECT day_id, sum(stories)::int AS stories, sum(posted)::int AS posted
              FROM (SELECT "campaign_day_id" AS day_id, 1 AS stories, "is_posted"::int AS posted FROM new_rows
                    UNION ALL
                    SELECT "campaign_day_id", -1, -("is_posted"::int) FROM old_rows) AS r
             GROUP BY day_id) AS c
     WHERE d."id" = c.day_id AND (c.stories <> 0 OR c.posted <> 0);
    UPDATE "campaign_days" d SET "last_posted_at" = "last_posted_of_day"(d."id")
     WHERE d."id" IN (SELECT n."campaign_day_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
                       WHERE (n."is_posted" OR o."is_posted")
                         AND (n."posted_at", n."campaign_day_id") IS DISTINCT FROM (o."posted_at", o."campaign_day_id")
                      UNION
                      SELECT o."campaign_day_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
                       WHERE o."is_posted" AND n."campaign_day_id" <> o."campaign_day_id")
       AND d."last_posted_at" IS DISTINCT FROM "last_posted_of_day"(d."id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "stories_counts_after_insert" AFTER INSERT ON "stories"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stories_count_into_days"();--> statement-breakpoint
CREATE TRIGGER "stories_counts_after_update" AFTER UPDATE ON "stories"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stories_count_into_days"();--> statement-breakpoint
CREATE TRIGGER "stories_counts_after_delete" AFTER DELETE ON "stories"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "stories_count_into_days"();--> statement-breakpoint
CREATE FUNCTION "campaign_days_count_into_campaigns"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "campaigns" c
       SET "day_count" = c."day_count" + d.days, "story_count" = c."story_count" + d.stories,
           "posted_count" = c."posted_count" + d.posted
      FROM (SELECT "campaign_id", count(*)::int AS days, sum("story_count")::int AS stories,
                   sum("posted_count")::int AS posted
              FROM new_rows GROUP BY "campaign_id") AS d
     WHERE c."id" = d."campaign_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "campaigns" c
       SET "day_count" = c."day_count" - d.days, "story_count" = c."story_count" - d.stories,
           "posted_count" = c."posted_count" - d.posted
      FROM (SELECT "campaign_id", count(*)::int AS days, sum("story_count")::int AS stories,
                   sum("posted_count")::int AS posted
              FROM old_rows GROUP BY "campaign_id") AS d
     WHERE c."id" = d."campaign_id";
  ELSE
    UPDATE "campaigns" c
       SET "day_count" = c."day_count" + d.days, "story_count" = c."story_count" + d.stories,
           "posted_count" = c."posted_count" + d.posted
      FROM (SELECT "campaign_id", sum(days)::int AS days, sum(stories)::int AS stories, sum(posted)::int AS posted
              FROM (SELECT "campaign_id", 1 AS days, "story_count" AS stories, "posted_count" AS posted FROM new_rows
                    UNION ALL
                    SELECT "campaign_id", -1, -"story_count", -"posted_count" FROM old_rows) AS r
             GROUP BY "campaign_id") AS d
     WHERE c."id" = d."campaign_id" AND (d.days <> 0 OR d.stories <> 0 OR d.posted <> 0);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "campaign_days_counts_after_insert" AFTER INSERT ON "campaign_days"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "campaign_days_count_into_campaigns"();--> statement-breakpoint
CREATE TRIGGER "campaign_days_counts_after_update" AFTER UPDATE ON "campaign_days"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "campaign_days_count_into_campaigns"();--> statement-breakpoint
CREATE TRIGGER "campaign_days_counts_after_delete" AFTER DELETE ON "campaign_days"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "campaign_days_count_into_campaigns"();
