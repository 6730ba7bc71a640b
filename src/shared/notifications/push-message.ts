import { z } from 'zod';

/**
 * What a Web Push message carries (JSON, encrypted by the server, decrypted by the browser): the service worker
 * (src/web/public/sw-push.js) shows it as a notification and opens `url` on a tap. `tag` makes a repeated
 * message replace the earlier notification instead of adding a second one.
 */
export const PushMessage = z.object({
  title: z.string().max(120),
  body: z.string().max(500),
  /** A path of the panel ('/dashboard/today'). */
  url: z.string().startsWith('/'),
  tag: z.string().max(120),
});
export type PushMessage = z.infer<typeof PushMessage>;
