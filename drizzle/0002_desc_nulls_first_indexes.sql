DROP INDEX "ai_campaign_requests_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "campaigns_client_id_created_at_idx";--> statement-breakpoint
DROP INDEX "clients_created_at_idx";--> statement-breakpoint
CREATE INDEX "ai_campaign_requests_user_id_created_at_id_idx" ON "ai_campaign_requests" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campaigns_client_id_created_at_id_idx" ON "campaigns" USING btree ("client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "clients_created_at_id_idx" ON "clients" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_id_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);