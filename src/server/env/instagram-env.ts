import { z } from 'zod';
import { checkTogether } from './fields';

/**
 * The agency's own Meta app for the Instagram connection (issue 32, docs/instagram.md): unset, the panel has no
 * Instagram connection and works as before. INSTAGRAM_API_BASE_URL exists for the tests' double of Meta's API.
 */
export const instagramEnvShape = {
  /** The Instagram app id of the agency's Meta app (App Dashboard › Instagram › API setup with Instagram login). */
  INSTAGRAM_APP_ID: z
    .string()
    .regex(/^\d{5,30}$|^[\w-]{3,64}$/, 'must be the Instagram app id')
    .optional(),
  /** Its secret; never logged, never sent to a browser. */
  INSTAGRAM_APP_SECRET: z.string().min(8).max(200).optional(),
  /**
   * The Graph API's address (graph.instagram.com). Set to another address (the tests' double), it also serves the
   * login endpoints (/oauth/authorize, /oauth/access_token) that Meta keeps on api.instagram.com.
   */
  INSTAGRAM_API_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://graph.instagram.com'),
  /**
   * When a published story's insights are read, in minutes after it went up (at most 5, increasing, all inside
   * Instagram's 24 h): about +1 h, +12 h and +23 h by default.
   */
  INSTAGRAM_INSIGHTS_POLL_MINUTES: z
    .string()
    .default('60,720,1380')
    .transform((value) => value.split(',').map((part) => Number(part.trim())))
    .pipe(
      z
        .array(z.number().int().min(0).max(1430))
        .min(1)
        .max(5)
        .refine((minutes) => minutes.every((m, i) => i === 0 || m > minutes[i - 1]!), {
          message: 'must be increasing minutes, e.g. 60,720,1380',
        }),
    ),
  /** The Graph API version in each path; Meta retires one about two years after its release. */
  INSTAGRAM_GRAPH_VERSION: z
    .string()
    .regex(/^v\d{2}\.\d$/, 'must look like v24.0')
    .default('v24.0'),
};

type InstagramEnv = z.output<z.ZodObject<typeof instagramEnvShape>>;

export function checkInstagramEnv(env: InstagramEnv, ctx: z.RefinementCtx): void {
  checkTogether(env, ctx, 'INSTAGRAM_APP_ID', 'INSTAGRAM_APP_SECRET');
}
