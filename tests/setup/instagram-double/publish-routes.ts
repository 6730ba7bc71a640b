import type { Context, Hono } from 'hono';
import { GraphError, invalidParameter, nonexistingField, noPermission } from './errors';
import { inspectMedia } from './media-check';
import { authenticate, type DoubleEnv, param } from './params';
import {
  accountOf,
  type Container,
  containerState,
  type DoubleState,
  fieldList,
  nextId,
  quotaUsage,
} from './state';
import type { ContainerState, IssuedToken } from './types';

/**
 * Story publishing (IGP/reference/ig-user/media, ig-container, ig-user/media_publish, content_publishing_limit):
 * create a container from a public URL, poll its status, publish it, within a rolling 24 h quota. The error
 * subcodes are those of Meta's content-publishing error table as peers' code quotes them (9/2207042 for the
 * quota, 9007/2207027 for «not ready»); the panel should branch on `code` and the container's status rather than
 * on a subcode.
 */

/**
 * Parameters a STORIES container takes; Meta ignores a caption on a story. Anything else is refused (code 100):
 * stickers, links, polls, music and alt text cannot be set through the API (INSTAGRAM.md).
 */
const STORY_PARAMS = new Set([
  'access_token',
  'appsecret_proof',
  'media_type',
  'image_url',
  'video_url',
  'caption',
]);

const STATUS_TEXT: Record<Exclude<ContainerState, 'ERROR'>, string> = {
  IN_PROGRESS: 'In Progress: Media is still being processed.',
  FINISHED: 'Finished: Media has been uploaded and it is complete.',
  PUBLISHED: 'Published: Media has been successfully published.',
  EXPIRED: 'Expired: The media container was not published within 24 hours and has expired.',
};

function storyUrl(c: Context<DoubleEnv>): { url: string; mediaType: 'IMAGE' | 'VIDEO' } {
  const image = param(c, 'image_url');
  const video = param(c, 'video_url');
  if ((image === undefined) === (video === undefined)) {
    throw invalidParameter(
      '(#100) Exactly one of image_url or video_url must be given for media_type=STORIES',
    );
  }
  const url = (image ?? video) as string;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    throw invalidParameter(`(#100) The ${image ? 'image_url' : 'video_url'} is not a valid http(s) URL`);
  }
  return { url, mediaType: image ? 'IMAGE' : 'VIDEO' };
}

function startDownload(state: DoubleState, container: Container) {
  const controller = new AbortController();
  const done = inspectMedia(container.url, container.mediaType, controller.signal)
    // inspectMedia answers every media problem itself; this is for a failure of the double (a full disk).
    .catch((error: unknown) => ({ url: container.url, error: `Media processing failed: ${String(error)}` }))
    .then((result) => {
      container.fetch = result;
      state.downloads.delete(controller);
    });
  state.downloads.set(controller, done);
}

function registerCreate(app: Hono<DoubleEnv>, state: DoubleState) {
  app.post('/:id/media', (c) => {
    const account = accountOf(state, c.req.param('id'), authenticate(c, state), 'post');
    // Stories through the API are for Business accounts only (IGP/instagram-api-with-facebook-login).
    if (account.accountType !== 'BUSINESS') throw noPermission();
    for (const name of Object.keys(c.get('params'))) {
      if (!STORY_PARAMS.has(name)) {
        throw invalidParameter(`(#100) Invalid parameter: ${name} is not supported for media_type=STORIES`);
      }
    }
    if (param(c, 'media_type') !== 'STORIES') {
      throw invalidParameter('(#100) This test double only emulates media_type=STORIES');
    }
    const { url, mediaType } = storyUrl(c);
    const container: Container = {
      id: nextId(state, 'container'),
      igUserId: account.igUserId,
      mediaType,
      url,
      createdAt: state.now(),
      statusReads: 0,
    };
    state.containers.set(container.id, container);
    startDownload(state, container);
    return c.json({ id: container.id });
  });
}

/** GET /{container-id}: its status_code and status; each read of them counts toward FINISHED. */
export function containerFields(state: DoubleState, container: Container, fieldsParam: string | undefined) {
  const fields = fieldList(fieldsParam, ['id']);
  for (const field of fields) {
    if (!['id', 'status_code', 'status'].includes(field))
      throw nonexistingField(field, 'ShadowIGMediaBuilder');
  }
  const reads = fields.includes('status_code') || fields.includes('status');
  const code = containerState(state, container, reads);
  const status = code === 'ERROR' ? `ERROR: ${container.fetch?.error ?? ''}` : STATUS_TEXT[code];
  return {
    id: container.id,
    ...(fields.includes('status_code') ? { status_code: code } : {}),
    ...(fields.includes('status') ? { status } : {}),
  };
}

function publishable(
  state: DoubleState,
  token: IssuedToken,
  container: Container | undefined,
  igUserId: string,
) {
  if (!container || container.igUserId !== igUserId || token.igUserId !== igUserId) {
    throw invalidParameter('(#100) Param creation_id must be a media container of this account');
  }
  const code = containerState(state, container);
  if (code === 'PUBLISHED') {
    throw new GraphError(`The media has already been published (media ${container.mediaId})`, 9007);
  }
  if (quotaUsage(state, igUserId) >= state.quotaTotal) {
    throw new GraphError('Application request limit reached', 9, 2207042);
  }
  if (code === 'IN_PROGRESS') throw new GraphError('Media ID is not available', 9007, 2207027);
  if (code === 'EXPIRED') {
    throw new GraphError(
      'The media container has expired: it was not published within 24 hours',
      9007,
      2207020,
    );
  }
  if (code === 'ERROR') {
    throw new GraphError(`Create media failed: ${container.fetch?.error ?? ''}`, 9007, 2207032);
  }
  return container;
}

function registerPublish(app: Hono<DoubleEnv>, state: DoubleState) {
  app.post('/:id/media_publish', (c) => {
    const token = authenticate(c, state);
    const account = accountOf(state, c.req.param('id'), token, 'post');
    if (account.accountType !== 'BUSINESS') throw noPermission();
    const creationId = param(c, 'creation_id');
    if (!creationId) throw invalidParameter('(#100) The parameter creation_id is required');
    const container = publishable(state, token, state.containers.get(creationId), account.igUserId);
    const mediaId = nextId(state, 'media');
    container.mediaId = mediaId;
    state.stories.set(mediaId, {
      mediaId,
      igUserId: account.igUserId,
      mediaType: container.mediaType,
      timestamp: state.now(),
      containerId: container.id,
      sourceUrl: container.url,
      metrics: { ...state.defaultMetrics },
    });
    return c.json({ id: mediaId });
  });
}

function registerLimit(app: Hono<DoubleEnv>, state: DoubleState) {
  app.get('/:id/content_publishing_limit', (c) => {
    const account = accountOf(state, c.req.param('id'), authenticate(c, state), 'get');
    const fields = fieldList(param(c, 'fields'), ['quota_usage']);
    for (const field of fields) {
      if (field !== 'quota_usage' && field !== 'config')
        throw nonexistingField(field, 'ContentPublishingLimit');
    }
    const entry = {
      ...(fields.includes('quota_usage') ? { quota_usage: quotaUsage(state, account.igUserId) } : {}),
      ...(fields.includes('config')
        ? { config: { quota_total: state.quotaTotal, quota_duration: 86_400 } }
        : {}),
    };
    return c.json({ data: [entry] });
  });
}

export function registerPublishRoutes(app: Hono<DoubleEnv>, state: DoubleState) {
  registerCreate(app, state);
  registerPublish(app, state);
  registerLimit(app, state);
}
