import { relations } from 'drizzle-orm';
import { aiCampaignRequests, userAiInfo } from './ai';
import { auditLog } from './audit';
import { account, session, user } from './auth';
import { campaignDays, campaigns, stories } from './campaigns';
import { clients } from './clients';
import { jobs } from './jobs';
import { mailOutbox } from './mail';
import { storyMedia } from './media';

/*
 * Relations for drizzle's relational query API (db.query.x.findMany({ with: ... })).
 * They live in one file, one relations() per table, so the schema files import each other in one direction
 * only (auth <- clients <- campaigns <- ai; jobs <- mail) and the inferred `with` types stay exact.
 */

export const userRelations = relations(user, ({ one, many }) => ({
  sessions: many(session),
  accounts: many(account),
  /** The client record this login user signs in for (at most one; null for admins). */
  client: one(clients),
  aiInfo: one(userAiInfo),
  aiCampaignRequests: many(aiCampaignRequests),
  auditEntries: many(auditLog),
}));

export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));

export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

export const clientsRelations = relations(clients, ({ one, many }) => ({
  /** The login user. (created_by has no relation on purpose: a second clients -> user relation would make
   * user.client ambiguous; read the creator with a join when needed.) */
  user: one(user, { fields: [clients.userId], references: [user.id] }),
  campaigns: many(campaigns),
  aiCampaignRequests: many(aiCampaignRequests),
}));

export const campaignsRelations = relations(campaigns, ({ one, many }) => ({
  client: one(clients, { fields: [campaigns.clientId], references: [clients.id] }),
  campaignDays: many(campaignDays),
  /** The AI request(s) that generated this campaign. */
  aiCampaignRequests: many(aiCampaignRequests),
}));

export const campaignDaysRelations = relations(campaignDays, ({ one, many }) => ({
  campaign: one(campaigns, { fields: [campaignDays.campaignId], references: [campaigns.id] }),
  stories: many(stories),
}));

export const storiesRelations = relations(stories, ({ one, many }) => ({
  campaignDay: one(campaignDays, { fields: [stories.campaignDayId], references: [campaignDays.id] }),
  media: many(storyMedia),
}));

export const storyMediaRelations = relations(storyMedia, ({ one }) => ({
  story: one(stories, { fields: [storyMedia.storyId], references: [stories.id] }),
}));

export const userAiInfoRelations = relations(userAiInfo, ({ one }) => ({
  user: one(user, { fields: [userAiInfo.userId], references: [user.id] }),
}));

export const aiCampaignRequestsRelations = relations(aiCampaignRequests, ({ one }) => ({
  user: one(user, { fields: [aiCampaignRequests.userId], references: [user.id] }),
  client: one(clients, { fields: [aiCampaignRequests.clientId], references: [clients.id] }),
  generatedCampaign: one(campaigns, {
    fields: [aiCampaignRequests.generatedCampaignId],
    references: [campaigns.id],
  }),
}));

export const jobsRelations = relations(jobs, ({ many }) => ({
  mails: many(mailOutbox),
}));

export const mailOutboxRelations = relations(mailOutbox, ({ one }) => ({
  job: one(jobs, { fields: [mailOutbox.jobId], references: [jobs.id] }),
}));

export const auditLogRelations = relations(auditLog, ({ one }) => ({
  user: one(user, { fields: [auditLog.userId], references: [user.id] }),
}));
