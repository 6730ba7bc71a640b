import { z } from '@hono/zod-openapi';
import {
  APPROVAL_TEXTS,
  ApprovalLinkBody,
  ApprovalLinkResponse,
  ApprovalMediaQuery,
  DecideApprovalsBody,
  DecideApprovalsResponse,
  DecideByLinkBody,
  RequestApprovalBody,
  RequestApprovalResponse,
} from '../../shared/api/approvals';
import { MEDIA_TEXTS } from '../../shared/media/media-texts';
import { AppError } from '../errors/app-error';
import { defineRoute } from '../http/define-route';
import { jsonRoutes } from '../http/json-route';
import { createRouter, errorResponses } from '../http/router';
import { decideAsClient, decideByLink, lookupApprovalLink } from '../services/approvals/approval-link';
import { findApprovalMedia } from '../services/approvals/find-approval-media';
import { isValidMediaSignature } from '../services/approvals/media-signature';
import { requestApproval } from '../services/approvals/request-approval';
import { askerOf } from './asker';
import { serveMediaObject } from './serve-media-object';

const CampaignIdParams = z.object({
  id: z.uuid({ error: APPROVAL_TEXTS.campaignNotFound }).openapi({ param: { name: 'id', in: 'path' } }),
});
const MediaParams = z.object({ id: z.string().max(64).openapi({ description: 'Id del archivo' }) });

// Public: the link's token is the credential (256 random bits, stored hashed, one request's stories, 7 days).
const link = jsonRoutes({ access: 'public', tags: ['Aprobaciones'] });
const client = jsonRoutes({ access: 'client', tags: ['Aprobaciones'] });
const admin = jsonRoutes({ access: 'admin', tags: ['Aprobaciones'] });

const lookupRoute = link.post('/api/approvals/lookup', 'lookupApprovalLink', {
  summary: 'Las historias que un enlace de aprobación pide aprobar, tal como se publicarán',
  description:
    'El token va en el cuerpo, nunca en la URL. 404 si el enlace no existe, ha caducado o se sustituyó por otro. ' +
    'Los archivos llevan URLs firmadas que caducan.',
  body: [ApprovalLinkBody, 'ApprovalLinkBody'],
  ok: ['La petición y sus historias', ApprovalLinkResponse, 'ApprovalLinkResponse'],
  errors: [400, 404],
});

const decideByLinkRoute = link.post('/api/approvals/decide', 'decideByApprovalLink', {
  summary: 'Aprobar historias o pedir cambios con el enlace (todas las decisiones o ninguna)',
  description:
    'Cada decisión nombra la versión del contenido que se mostró: 409 si la historia ha cambiado desde entonces, ' +
    'o si el enlace ya se respondió entero. 404 para historias fuera del enlace.',
  body: [DecideByLinkBody, 'DecideByLinkBody'],
  ok: ['Decisiones guardadas', DecideApprovalsResponse, 'DecideApprovalsResponse'],
  errors: [400, 404, 409],
});

const decideAsClientRoute = client.post('/api/client/approvals', 'decideApprovals', {
  summary: 'El cliente aprueba historias de sus campañas o pide cambios (todas las decisiones o ninguna)',
  description:
    '409 si una historia ha cambiado desde la versión indicada; 404 para historias de otro cliente.',
  body: [DecideApprovalsBody, 'DecideApprovalsBody'],
  ok: ['Decisiones guardadas', DecideApprovalsResponse, 'DecideApprovalsResponse'],
  errors: [400, 401, 403, 404, 409],
});

const requestApprovalRoute = admin.post('/api/admin/campaigns/{id}/approval-requests', 'requestApproval', {
  summary: 'Pedir al cliente que apruebe un día o la campaña entera (email con enlace sin contraseña)',
  description:
    'Las historias aprobadas siguen aprobadas; las demás quedan pendientes. Un enlace anterior para el mismo ' +
    'día (o la campaña) deja de funcionar. La respuesta trae el enlace, para enviárselo al cliente por otra vía (solo a él).',
  params: CampaignIdParams,
  body: [RequestApprovalBody, 'RequestApprovalBody'],
  ok: ['Petición enviada', RequestApprovalResponse, 'RequestApprovalResponse'],
  status: 201,
  errors: [400, 401, 403, 404, 409],
});

const BinaryFile = z.string().openapi({ type: 'string', format: 'binary' });
const approvalMediaRoute = defineRoute(
  { access: 'public' },
  {
    operationId: 'getApprovalMedia',
    method: 'get',
    path: '/api/approvals/media/{id}',
    tags: ['Aprobaciones'],
    summary: 'Un archivo de una página de aprobación (URL firmada que caduca; admite Range)',
    request: { params: MediaParams, query: ApprovalMediaQuery },
    responses: {
      200: { description: 'El archivo', content: { 'application/octet-stream': { schema: BinaryFile } } },
      206: {
        description: 'Un rango del archivo',
        content: { 'application/octet-stream': { schema: BinaryFile } },
      },
      304: { description: 'Sin cambios (If-None-Match)' },
      ...errorResponses(400, 404, 416),
    },
  },
);

export const approvalRoutes = createRouter()
  .openapi(lookupRoute, async (c) => {
    const { database, env, now } = c.get('deps');
    const page = await lookupApprovalLink(
      { db: database.db, secret: env.AUTH_SECRET, agencyTimeZone: env.APP_TIMEZONE, now: now() },
      c.req.valid('json').token,
    );
    return c.json(page, 200);
  })
  .openapi(decideByLinkRoute, async (c) => {
    const { database, env, now } = c.get('deps');
    const decided = await decideByLink(
      { db: database.db, now: now(), agencyTimeZone: env.APP_TIMEZONE, env },
      c.req.valid('json'),
    );
    return c.json(decided, 200);
  })
  .openapi(decideAsClientRoute, async (c) => {
    const { database, env, now } = c.get('deps');
    const decided = await decideAsClient({
      db: database.db,
      now: now(),
      agencyTimeZone: env.APP_TIMEZONE,
      env,
      userId: askerOf(c).userId,
      decisions: c.req.valid('json').decisions,
    });
    return c.json(decided, 200);
  })
  .openapi(requestApprovalRoute, async (c) => {
    const { database, env, now, jobRunner } = c.get('deps');
    const requested = await requestApproval({
      db: database.db,
      env,
      campaignId: c.req.valid('param').id,
      dayId: c.req.valid('json').dayId ?? null,
      actor: askerOf(c),
      now: now(),
    });
    // The e-mail and the push are queued: the runner takes them now rather than at its next poll.
    jobRunner?.wake();
    return c.json(requested, 201);
  })
  .openapi(approvalMediaRoute, async (c) => {
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    const { database, env, media, now } = c.get('deps');
    if (
      !isValidMediaSignature({
        secret: env.AUTH_SECRET,
        mediaId: id,
        variant: query.variant,
        query,
        now: now(),
      })
    )
      throw new AppError('NOT_FOUND', MEDIA_TEXTS.mediaNotFound);
    const row = await findApprovalMedia(database.db, id);
    const thumbnail = query.variant === 'thumbnail';
    return serveMediaObject(
      { request: c.req.raw, storage: media.storage, log: c.get('log') },
      {
        key: thumbnail ? row.thumbnailKey : row.storageKey,
        contentType: thumbnail ? 'image/webp' : row.mimeType,
        etag: thumbnail ? `${row.id}-thumbnail` : row.id,
        fileName: thumbnail ? null : row.originalName,
        disposition: 'inline',
      },
    );
  });
