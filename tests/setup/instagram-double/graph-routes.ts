import type { Hono } from 'hono';
import { nonexistingField, unknownObject } from './errors';
import { authenticate, type DoubleEnv, param } from './params';
import { containerFields } from './publish-routes';
import { accountOf, type DoubleState, fieldList, isLive, metaTimestamp, type Story } from './state';
import type { DoubleAccount } from './types';

/**
 * The reads of graph.instagram.com other than insights: the account (`/me` or `/{ig-user-id}`), a container's
 * status, a media object, and `/{ig-user-id}/stories`. Without `fields`, a node answers its id only, as Meta's.
 */

const ACCOUNT_FIELDS = ['id', 'user_id', 'username', 'name', 'account_type', 'profile_picture_url'];
const MEDIA_FIELDS = [
  'id',
  'media_type',
  'media_product_type',
  'media_url',
  'thumbnail_url',
  'permalink',
  'timestamp',
  'username',
];

/**
 * `id` is the account id here. With Instagram Login, Meta's `/me` may answer an app-scoped `id` different from
 * `user_id` [U]; the panel should keep `user_id` (the id the publishing paths take).
 */
function accountFields(account: DoubleAccount, fieldsParam: string | undefined) {
  const values: Record<string, string> = {
    id: account.igUserId,
    user_id: account.igUserId,
    username: account.username,
    name: account.username,
    account_type: account.accountType,
    profile_picture_url: account.profilePictureUrl,
  };
  const answer: Record<string, string> = {};
  for (const field of fieldList(fieldsParam, ['id'])) {
    if (!ACCOUNT_FIELDS.includes(field)) throw nonexistingField(field, 'User');
    answer[field] = values[field] as string;
  }
  return { ...answer, id: account.igUserId };
}

/** A story as Meta shows it: media_url is Meta's CDN copy, not the URL the container was made from. */
export function mediaFields(state: DoubleState, story: Story, fields: string[]) {
  const username = state.accounts.get(story.igUserId)?.username ?? '';
  const extension = story.mediaType === 'VIDEO' ? 'mp4' : 'jpg';
  const cdn = `https://scontent.cdninstagram.com/v/t51.2885-15/${story.mediaId}.${extension}`;
  const values: Record<string, string | undefined> = {
    id: story.mediaId,
    media_type: story.mediaType,
    media_product_type: 'STORY',
    media_url: cdn,
    thumbnail_url: story.mediaType === 'VIDEO' ? cdn.replace(/\.mp4$/, '.jpg') : undefined,
    permalink: `https://www.instagram.com/stories/${username}/${story.mediaId}/`,
    timestamp: metaTimestamp(story.timestamp),
    username,
  };
  const answer: Record<string, string> = {};
  for (const field of fields) {
    if (!MEDIA_FIELDS.includes(field)) throw nonexistingField(field, 'IGMedia');
    const value = values[field];
    if (value !== undefined) answer[field] = value;
  }
  return { ...answer, id: story.mediaId };
}

export function registerGraphRoutes(app: Hono<DoubleEnv>, state: DoubleState) {
  app.get('/:id/stories', (c) => {
    const account = accountOf(state, c.req.param('id'), authenticate(c, state), 'get');
    const fields = fieldList(param(c, 'fields'), ['id']);
    const live = [...state.stories.values()]
      .filter((story) => story.igUserId === account.igUserId && isLive(state, story))
      .sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime());
    return c.json({ data: live.map((story) => mediaFields(state, story, fields)) });
  });

  app.get('/:id', (c) => {
    const token = authenticate(c, state);
    const id = c.req.param('id');
    if (id === 'me' || state.accounts.has(id)) {
      return c.json(accountFields(accountOf(state, id, token, 'get'), param(c, 'fields')));
    }
    const container = state.containers.get(id);
    if (container && container.igUserId === token.igUserId) {
      return c.json(containerFields(state, container, param(c, 'fields')));
    }
    const story = state.stories.get(id);
    if (story && story.igUserId === token.igUserId) {
      return c.json(mediaFields(state, story, fieldList(param(c, 'fields'), ['id'])));
    }
    throw unknownObject(id, 'get');
  });
}
