import { appPaths } from '../../../shared/paths';
import type { Env } from '../../env';

/** PUBLIC_URL: the origin calendar apps and browsers reach (env.ts keeps only the origin, no trailing slash). */
type LinkEnv = Pick<Env, 'PUBLIC_URL'>;

/** The feed's path; the token is base64url, so it needs no encoding (encoded all the same). */
export const calendarFeedPath = (token: string): string => `/api/calendar/${encodeURIComponent(token)}.ics`;

/** The address to subscribe to by URL (https://…/api/calendar/<token>.ics). */
export const calendarFeedUrl = (env: LinkEnv, token: string): string =>
  `${env.PUBLIC_URL}${calendarFeedPath(token)}`;

/** The same address as webcal://, which phones and desktops open in their calendar app to subscribe. */
export const calendarWebcalUrl = (env: LinkEnv, token: string): string =>
  calendarFeedUrl(env, token).replace(/^https?:/, 'webcal:');

/** A story in its campaign page, which opens the story's day and highlights it. */
export const storyUrl = ({
  env,
  campaignId,
  storyId,
}: {
  env: LinkEnv;
  campaignId: string;
  storyId: string;
}): string => `${env.PUBLIC_URL}${appPaths.clientStory(campaignId, storyId)}`;

/**
 * A story's event UID (RFC 5545: globally unique and stable): its id at the panel's host name. The port is left
 * out, so moving the panel to another port keeps the events; a calendar app updates an event in place by it.
 */
export const storyEventUid = (env: LinkEnv, storyId: string): string =>
  `${storyId}@${new URL(env.PUBLIC_URL).hostname}`;
