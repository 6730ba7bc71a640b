/**
 * Who is asking and who made a change: the identities that cross the server's layers (routes build them from the
 * session, services take them, the upload adapter passes them on). Plain data, no HTTP.
 */

/**
 * Who is asking: an admin reaches every campaign; a client only the campaigns of its own client record
 * (clients.user_id = the session user). Services take a Viewer, never a role check done by the route.
 */
export interface Viewer {
  userId: string;
  isAdmin: boolean;
}

/** Who made a change, as the audit log records it. */
export interface Actor {
  userId: string;
  email: string;
  ip: string | null;
}
