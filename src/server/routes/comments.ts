import { z } from '@hono/zod-openapi';
import {
  AddCommentBody,
  AddCommentResponse,
  CampaignCommentCountsResponse,
  CommentInboxResponse,
  MarkThreadReadResponse,
  StoryThreadResponse,
  UnreadComments,
} from '../../shared/api/comments';
import { ADMIN_UNREAD_WINDOW_DAYS, COMMENT_INBOX_LIMIT } from '../../shared/comments/comment-rules';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { addStoryComment } from '../services/comments/add-story-comment';
import { countCampaignComments } from '../services/comments/count-campaign-comments';
import { countUnreadComments } from '../services/comments/count-unread-comments';
import { listCommentInbox } from '../services/comments/list-comment-inbox';
import { listStoryComments } from '../services/comments/list-story-comments';
import { markThreadRead } from '../services/comments/mark-thread-read';
import { askerOf } from './asker';
import { logRefusal } from './log-refusal';

const StoryParams = z.object({ id: z.string().openapi({ description: 'Id de la historia' }) });
const CampaignParams = z.object({ id: z.string().openapi({ description: 'Id de la campaña' }) });

/*
 * Comments on a story (issue 16). access 'user': an admin reaches every story, a client only the stories of its
 * own client's campaigns (404 otherwise); the services apply the ownership.
 */

const api = jsonRoutes({ access: 'user', tags: ['Comentarios'] });

const listStoryCommentsRoute = api.get('/api/stories/{id}/comments', 'listStoryComments', {
  summary: 'Hilo de comentarios de una historia (del más antiguo al más reciente)',
  params: StoryParams,
  ok: ['Hilo', StoryThreadResponse, 'StoryThreadResponse'],
  errors: [401, 403, 404],
});

const addStoryCommentRoute = api.post('/api/stories/{id}/comments', 'addStoryComment', {
  summary: 'Escribir un comentario en una historia',
  description:
    'Avisa en directo (evento story.comment) al cliente de la historia y a los administradores. Si el comentario ' +
    'menciona al otro lado («@agencia» desde el cliente, «@cliente» desde la agencia), se le avisa además por ' +
    'notificación push o, si no llega a ningún dispositivo, por correo (un correo por persona cada pocos minutos, ' +
    'con todas las menciones de ese tiempo). Cada usuario puede escribir COMMENT_RATE_LIMIT comentarios por ' +
    'minuto; más allá, 429 con Retry-After.',
  params: StoryParams,
  body: [AddCommentBody, 'AddCommentBody'],
  ok: ['Comentario guardado', AddCommentResponse, 'AddCommentResponse'],
  status: 201,
  errors: [400, 401, 403, 404, 429],
});

const markThreadReadRoute = api.post('/api/stories/{id}/comments/read', 'markThreadRead', {
  summary: 'Marcar como leído el hilo de una historia (hasta ahora)',
  params: StoryParams,
  ok: ['Marca de lectura y comentarios sin leer tras ella', MarkThreadReadResponse, 'MarkThreadReadResponse'],
  errors: [401, 403, 404],
});

const countCampaignCommentsRoute = api.get('/api/campaigns/{id}/comment-counts', 'countCampaignComments', {
  summary: 'Comentarios y comentarios sin leer de cada historia de una campaña',
  params: CampaignParams,
  ok: ['Recuentos por historia (solo las que tienen comentarios)', CampaignCommentCountsResponse],
  errors: [401, 403, 404],
});

const countUnreadCommentsRoute = api.get('/api/comments/unread', 'countUnreadComments', {
  summary: 'Comentarios sin leer del usuario (el contador del menú)',
  description:
    'Comentarios del otro lado posteriores a la marca de lectura de su historia. Para los administradores, solo ' +
    `los de los últimos ${ADMIN_UNREAD_WINDOW_DAYS} días.`,
  ok: ['Sin leer', UnreadComments],
  errors: [401, 403],
});

const listCommentInboxRoute = api.get('/api/comments/inbox', 'listCommentInbox', {
  summary: `Hilos con comentarios: primero los que tienen comentarios sin leer, después los más recientes (${COMMENT_INBOX_LIMIT})`,
  ok: ['Hilos', CommentInboxResponse, 'CommentInboxResponse'],
  errors: [401, 403],
});

export const commentRoutes = createRouter()
  .openapi(listStoryCommentsRoute, async (c) => {
    const { database, env } = c.get('deps');
    const thread = await listStoryComments({
      db: database.db,
      viewer: askerOf(c),
      storyId: c.req.valid('param').id,
      agencyTimeZone: env.APP_TIMEZONE,
    });
    return c.json(thread, 200);
  })
  .openapi(addStoryCommentRoute, async (c) => {
    const { database, env, jobRunner } = c.get('deps');
    const { id } = c.req.valid('param');
    const { comment, mentionJobs } = await logRefusal(c, 'story comment refused', { storyId: id }, () =>
      addStoryComment({
        db: database.db,
        viewer: askerOf(c),
        storyId: id,
        body: c.req.valid('json').body,
        agencyTimeZone: env.APP_TIMEZONE,
        rateLimit: env.COMMENT_RATE_LIMIT,
        now: c.get('deps').now(),
        env,
      }),
    );
    if (mentionJobs > 0) jobRunner?.wake();
    return c.json({ comment }, 201);
  })
  .openapi(markThreadReadRoute, async (c) => {
    const { database, env } = c.get('deps');
    const result = await markThreadRead({
      db: database.db,
      viewer: askerOf(c),
      storyId: c.req.valid('param').id,
      agencyTimeZone: env.APP_TIMEZONE,
    });
    return c.json(result, 200);
  })
  .openapi(countCampaignCommentsRoute, async (c) => {
    const counts = await countCampaignComments({
      db: c.get('deps').database.db,
      viewer: askerOf(c),
      campaignId: c.req.valid('param').id,
    });
    return c.json(counts, 200);
  })
  .openapi(countUnreadCommentsRoute, async (c) => {
    const unread = await countUnreadComments(c.get('deps').database.db, askerOf(c));
    return c.json(unread, 200);
  })
  .openapi(listCommentInboxRoute, async (c) => {
    const { database, env } = c.get('deps');
    const inbox = await listCommentInbox({
      db: database.db,
      viewer: askerOf(c),
      agencyTimeZone: env.APP_TIMEZONE,
    });
    return c.json(inbox, 200);
  });
