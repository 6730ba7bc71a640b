ALTER TABLE "campaigns" ADD COLUMN "approval_required_from" date;
-- Issue 29: the client's local date from which stories need approval (null: all of them).
