import { z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { REALTIME_RECONNECT_DELAYS_MS } from '../../shared/constants';
import { AppError } from '../errors/app-error';
import { defineRoute } from '../http/define-route';
import { jsonResponse } from '../http/json-content';
import { createRouter, ErrorBodySchema, errorResponses } from '../http/router';
import { openEventStream } from '../realtime/event-stream';
import { sessionIsCurrent } from '../realtime/session-check';
import { askerOf } from './asker';

const UNAVAILABLE_MESSAGE = 'Las actualizaciones en tiempo real no están disponibles ahora mismo.';

const streamEventsRoute = defineRoute(
  { access: 'user' },
  {
    operationId: 'streamEvents',
    method: 'get',
    path: '/api/events',
    tags: ['Tiempo real'],
    summary: 'Eventos del usuario en tiempo real (Server-Sent Events)',
    description:
      'Flujo text/event-stream del usuario con sesión. Cada mensaje lleva `event: <tipo>`, `data: <JSON del ' +
      'evento>` e `id`. Tipos: `ai_request.updated` ({ type, request }) para el cliente que pidió la campaña, y ' +
      '`board.story_updated` ({ type, storyId, campaignId, clientId, isPosted }) para los administradores cuando ' +
      'una historia se marca publicada o pendiente. Un comentario de ' +
      'latido llega cada 25 s; el flujo se cierra al cerrar o caducar la sesión. No se reenvían eventos ' +
      'perdidos: tras reconectar, el cliente vuelve a leer el estado.',
    responses: {
      200: {
        description: 'Flujo de eventos (text/event-stream)',
        content: { 'text/event-stream': { schema: z.string() } },
      },
      503: jsonResponse('Tiempo real no disponible', ErrorBodySchema),
      ...errorResponses(401, 403),
    },
  },
);

export const eventRoutes = createRouter().openapi(streamEventsRoute, async (c) => {
  const { realtime, database } = c.get('deps');
  const asker = askerOf(c);
  const sessionId = c.get('session').id;
  try {
    await realtime.whenListening();
  } catch (err) {
    c.get('log').error({ err }, 'realtime: stream refused, not listening');
    return c.json(new AppError('INTERNAL', UNAVAILABLE_MESSAGE).toBody(), 503);
  }
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, (stream) =>
    openEventStream(stream, {
      hub: realtime,
      userId: asker.userId,
      isAdmin: asker.isAdmin,
      retryMs: REALTIME_RECONNECT_DELAYS_MS[0],
      sessionIsCurrent: () => sessionIsCurrent(database.db, sessionId).catch(() => false),
    }),
  );
});
