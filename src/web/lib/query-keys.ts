import type { AuditEventGroup } from '@shared/api/audit-log-labels';
import type { WebhookDeliveryStatus } from '@shared/api/webhooks';
import type { ClientListSort } from '@shared/clients/admin-client';
import type { CampaignStatus, ClientStatus } from '@shared/domain/statuses';
import type { MailKind } from '@shared/mail/outbox-labels';
import type { QueryKey } from '@tanstack/react-query';

export interface AuditLogParams {
  group: AuditEventGroup | null;
  q: string;
  from: string;
  to: string;
  page: number;
}

/**
 * Every TanStack Query key of the app, in one tree. A key is its parent's key plus one more part, so
 * invalidating a parent (`queryKeys.admin.all`, `queryKeys.client.all`) reaches every query below it:
 *
 *   auth      session, me
 *   client    me, overview, campaigns, publishing, ai-info, calendar, notifications, ai-requests/<id>
 *                                                                     (the client area)
 *   admin     dashboard, today/<hours>, clients/list/<params>, clients/detail/<id>/<page|instagram>, campaigns/<params>,
 *             campaigns/overview/<id>, mail/<params>, results/overview, results/missing, templates/list,
 *             templates/detail/<id>, webhooks/list, webhooks/detail/<id>/deliveries/<status>
 *                                                                     (every admin mutation refreshes these)
 *   campaigns detail/<id>, deliveries/<id>, automation-check/<id>
 *                                                   (the campaign detail, both roles; its delivery log, admins;
 *                                                    «Revisar automatizaciones», both roles)
 *   approval-link <token>                           (the public approval page, no session)
 *   push      status, subscription                       (Web Push: the server's devices, this browser's own)
 *   comments  unread, inbox, thread/<storyId>, campaign/<campaignId>    (story comments, both roles)
 *   results   story/<storyId>, campaign/<campaignId>  (a published story's numbers; a campaign's results, both roles)
 *   auto-publish  story/<storyId>                   («Publicar automáticamente»: whether a story can be, and how it stands)
 *
 * Features import their keys from here (never write a key by hand), so one feature can invalidate another's
 * queries without importing it.
 */
export const queryKeys = {
  auth: {
    all: ['auth'] as const,
    session: ['auth', 'session'] as const,
    me: ['auth', 'me'] as const,
    /** Who an invitation link is for (the invitation page). */
    invitation: (token: string) => ['auth', 'invitation', token] as const,
    /** Whether a password-reset link still works (the reset page). */
    resetTokenCheck: (token: string) => ['auth', 'reset-token-check', token] as const,
    /** Whether the sign-in page offers «Entrar con SSO» (single sign-on's public settings). */
    ssoConfig: ['auth', 'sso-config'] as const,
  },
  client: {
    all: ['client'] as const,
    me: ['client', 'me'] as const,
    /** The dashboard and the pending page share it. */
    overview: ['client', 'overview'] as const,
    campaigns: ['client', 'campaigns'] as const,
    /** 'Publicar hoy': overdue, today's and tomorrow's stories with their files. */
    publishing: ['client', 'publishing'] as const,
    aiInfo: ['client', 'ai-info'] as const,
    /** The private calendar feed's link ('Mi Perfil'). */
    calendar: ['client', 'calendar'] as const,
    /** The reminder settings ('Mi Perfil' › Notificaciones). */
    notifications: ['client', 'notifications'] as const,
    aiRequests: {
      all: ['client', 'ai-requests'] as const,
      detail: (id: string) => ['client', 'ai-requests', id] as const,
    },
  },
  admin: {
    all: ['admin'] as const,
    dashboard: ['admin', 'dashboard'] as const,
    /** «Hoy»: the agency's board (every window of hours under one prefix). */
    today: {
      all: ['admin', 'today'] as const,
      board: (hours: number) => ['admin', 'today', { hours }] as const,
    },
    clients: {
      all: ['admin', 'clients'] as const,
      list: (params: { q: string; status?: ClientStatus | undefined; sort?: ClientListSort | undefined }) =>
        ['admin', 'clients', 'list', params] as const,
      /** Every page of one client's detail (a prefix: invalidating it refreshes them all). */
      detail: (clientId: string) => ['admin', 'clients', 'detail', clientId] as const,
      detailPage: (clientId: string, campaignsPage: number) =>
        ['admin', 'clients', 'detail', clientId, { campaignsPage }] as const,
      /** The client's Instagram connection (its card on the detail; gone with the client's detail). */
      instagram: (clientId: string) => ['admin', 'clients', 'detail', clientId, 'instagram'] as const,
    },
    campaigns: {
      all: ['admin', 'campaigns'] as const,
      list: (params: { q: string; status: CampaignStatus | null; page: number }) =>
        ['admin', 'campaigns', params] as const,
      /** The campaign shown in the client detail's modal. */
      overview: (campaignId: string) => ['admin', 'campaigns', 'overview', campaignId] as const,
      /** What turning approval on would hold back (the edit page). */
      approvalPreview: (campaignId: string) =>
        ['admin', 'campaigns', 'approval-preview', campaignId] as const,
    },
    /** Configuración › Equipo. */
    team: ['admin', 'team'] as const,
    /** Configuración › Seguridad: the audit log, a page per filter set. */
    auditLog: (params: AuditLogParams) => ['admin', 'audit-log', params] as const,
    mail: {
      all: ['admin', 'mail'] as const,
      list: (params: { q: string; kind: MailKind | null; page: number }) =>
        ['admin', 'mail', params] as const,
    },
    /** Campaign templates: the library («Plantillas») and one template with its content (preview, «Usar»). */
    templates: {
      all: ['admin', 'templates'] as const,
      list: ['admin', 'templates', 'list'] as const,
      detail: (templateId: string) => ['admin', 'templates', 'detail', templateId] as const,
    },
    /** Configuración › Webhooks: the endpoints, one endpoint, and its deliveries (a list per status filter). */
    webhooks: {
      all: ['admin', 'webhooks'] as const,
      list: ['admin', 'webhooks', 'list'] as const,
      detail: (endpointId: string) => ['admin', 'webhooks', 'detail', endpointId] as const,
      /** Every delivery list of one endpoint (a prefix: invalidating it refreshes every filter). */
      deliveries: (endpointId: string) => ['admin', 'webhooks', 'detail', endpointId, 'deliveries'] as const,
      deliveryList: (endpointId: string, status: WebhookDeliveryStatus | null) =>
        ['admin', 'webhooks', 'detail', endpointId, 'deliveries', { status }] as const,
    },
    /** The dashboard's results of the last 30 days across clients, and the published stories without numbers. */
    results: {
      all: ['admin', 'results'] as const,
      overview: ['admin', 'results', 'overview'] as const,
      missing: ['admin', 'results', 'missing'] as const,
    },
  },
  campaigns: {
    all: ['campaigns'] as const,
    detail: (campaignId: string) => ['campaigns', 'detail', campaignId] as const,
    /** The delivery log of the campaign's stories (admins only). */
    deliveries: (campaignId: string) => ['campaigns', 'deliveries', campaignId] as const,
    /** «Revisar automatizaciones»: the problems of the campaign's chat automation (both roles). */
    automationCheck: (campaignId: string) => ['campaigns', 'automation-check', campaignId] as const,
  },
  /** The public approval page: what a link's token opens (no session; the token never leaves this key). */
  approvalLink: (token: string) => ['approval-link', token] as const,
  /** Web Push, any signed-in user: the server's key and devices, and this browser's own subscription. */
  push: {
    all: ['push'] as const,
    status: ['push', 'status'] as const,
    subscription: ['push', 'subscription'] as const,
  },
  /** Comments on stories, both roles: the menu's unread count, the inbox, one story's thread, a campaign's counts. */
  comments: {
    all: ['comments'] as const,
    unread: ['comments', 'unread'] as const,
    inbox: ['comments', 'inbox'] as const,
    thread: (storyId: string) => ['comments', 'thread', storyId] as const,
    campaign: (campaignId: string) => ['comments', 'campaign', campaignId] as const,
  },
  /** A published story's numbers from Instagram (the results form) and a campaign's results screen, both roles. */
  results: {
    all: ['results'] as const,
    story: (storyId: string) => ['results', 'story', storyId] as const,
    campaigns: ['results', 'campaign'] as const,
    campaign: (campaignId: string) => ['results', 'campaign', campaignId] as const,
  },
  /** «Publicar automáticamente» (issue 32), both roles: whether a story can be published by the panel, and how. */
  autoPublish: {
    all: ['auto-publish'] as const,
    story: (storyId: string) => ['auto-publish', 'story', storyId] as const,
  },
} as const;

/** Keys of mutations that something asks about (`queryClient.isMutating({ mutationKey })`) or that devtools name. */
export const mutationKeys = {
  markStoryPublished: ['client', 'mark-story-published'] as const,
  decideApprovals: (campaignId: string) => ['campaigns', 'decide-approvals', campaignId] as const,
  setStoryPosted: (campaignId: string) => ['campaigns', 'set-story-posted', campaignId] as const,
  updateStoryCopy: (campaignId: string) => ['campaigns', 'update-story-copy', campaignId] as const,
  updateStoryTime: (campaignId: string) => ['campaigns', 'update-story-time', campaignId] as const,
  updateChatMessage: (campaignId: string) => ['campaigns', 'update-chat-message', campaignId] as const,
  uploadStoryMedia: (campaignId: string) => ['campaigns', 'upload-story-media', campaignId] as const,
  reorderStoryMedia: (campaignId: string) => ['campaigns', 'reorder-story-media', campaignId] as const,
  deleteStoryMedia: (campaignId: string) => ['campaigns', 'delete-story-media', campaignId] as const,
  addStoryComment: (storyId: string) => ['comments', 'add', storyId] as const,
  setAutoPublish: (storyId: string) => ['auto-publish', 'set', storyId] as const,
} as const;

/** True when `key` lies under `prefix` (the match `invalidateQueries({ queryKey: prefix })` makes). */
export function isKeyUnder(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.length <= key.length && prefix.every((part, index) => part === key[index]);
}
