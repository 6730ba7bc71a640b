DROP INDEX "campaigns_status_idx";--> statement-breakpoint
DROP INDEX "campaigns_created_at_idx";--> statement-breakpoint
CREATE INDEX "campaigns_status_created_at_id_idx" ON "campaigns" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campaigns_created_at_id_idx" ON "campaigns" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);