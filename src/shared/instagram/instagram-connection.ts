/**
 * A client's Instagram connection as the agency sees it (issue 32): one contract for the API and the client's
 * page. The token itself never leaves the server.
 */
import { z } from 'zod';

export const INSTAGRAM_CONNECTION_STATUSES = ['active', 'reconnect'] as const;
export type InstagramConnectionStatus = (typeof INSTAGRAM_CONNECTION_STATUSES)[number];

export const InstagramConnection = z.object({
  /** The account's Instagram user id (the professional account's id in the Instagram API). */
  igUserId: z.string(),
  username: z.string(),
  profilePictureUrl: z.string().nullable(),
  /** BUSINESS publishes stories through the API; MEDIA_CREATOR only reads its insights. */
  accountType: z.string(),
  /** 'reconnect': Instagram refused the token (revoked, expired, password changed): connect again. */
  status: z.enum(INSTAGRAM_CONNECTION_STATUSES),
  /** Why it needs reconnecting, in Spanish; null while active. */
  statusReason: z.string().nullable(),
  tokenExpiresAt: z.iso.datetime(),
  /** The last time the token was renewed (or first issued). */
  tokenRefreshedAt: z.iso.datetime(),
  connectedAt: z.iso.datetime(),
  connectedByName: z.string(),
});
export type InstagramConnection = z.infer<typeof InstagramConnection>;

/** GET /api/admin/clients/{id}/instagram: whether the panel has an app configured, and the connection if any. */
export const InstagramConnectionResponse = z.object({
  /** INSTAGRAM_APP_ID and INSTAGRAM_APP_SECRET are set: «Conectar con Instagram» works. */
  available: z.boolean(),
  connection: InstagramConnection.nullable(),
});
export type InstagramConnectionResponse = z.infer<typeof InstagramConnectionResponse>;

/** POST /api/admin/clients/{id}/instagram/connect: the address of Instagram's authorization page to open. */
export const InstagramConnectStart = z.object({ authorizeUrl: z.url() });
export type InstagramConnectStart = z.infer<typeof InstagramConnectStart>;

export {
  INSTAGRAM_CALLBACK_OUTCOMES,
  INSTAGRAM_EXPIRY_WARNING_MS,
  INSTAGRAM_REFRESH_AFTER_MS,
  INSTAGRAM_REFRESH_MIN_AGE_MS,
  INSTAGRAM_TEXTS,
  type InstagramCallbackOutcome,
} from './instagram-texts';
