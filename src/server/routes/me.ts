import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { Me } from '../../shared/api/account';
import { OwnClientResponse } from '../../shared/api/client-area';
import { clients } from '../db/schema/clients';
import { AppError } from '../errors/app-error';
import { defineRoute } from '../http/define-route';
import { createRouter, errorResponses } from '../http/router';
import { toOwnClient } from '../services/client-area/own-client';
import { namedSchema } from './named-schema';

const MeSchema = namedSchema(Me, 'Me');
const OwnClientSchema = namedSchema(OwnClientResponse, 'OwnClientResponse');

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

export const meRoutes = createRouter()
  .openapi(
    defineRoute(
      { access: 'user', allowTemporaryPassword: true },
      {
        method: 'get',
        path: '/api/me',
        tags: ['Cuenta'],
        summary: 'Perfil del usuario con sesión',
        responses: {
          200: { description: 'Perfil', content: { 'application/json': { schema: MeSchema } } },
          ...errorResponses(401),
        },
      },
    ),
    (c) => {
      const user = c.get('user')!;
      const role = user.role === 'admin' ? 'admin' : 'client';
      return c.json(
        {
          profile: {
            id: user.id,
            email: user.email,
            fullName: user.name || user.email.split('@')[0] || 'Usuario',
            role,
            createdAt: iso(user.createdAt)!,
            updatedAt: iso(user.updatedAt)!,
          },
          mustChangePassword: Boolean(user.isTempPassword),
          tempPasswordExpiresAt: iso(user.tempPasswordExpiresAt),
        } as const,
        200,
      );
    },
  )
  .openapi(
    defineRoute(
      { access: 'client' },
      {
        method: 'get',
        path: '/api/client/me',
        tags: ['Cuenta'],
        summary: 'Ficha de cliente del usuario con sesión',
        responses: {
          200: {
            description: 'Cliente',
            content: { 'application/json': { schema: OwnClientSchema } },
          },
          ...errorResponses(401, 403, 404),
        },
      },
    ),
    async (c) => {
      const { db } = c.get('deps').database;
      const [row] = await db
        .select()
        .from(clients)
        .where(eq(clients.userId, c.get('user')!.id));
      if (!row) throw new AppError('NOT_FOUND', 'No se encontraron datos del cliente');
      return c.json({ client: toOwnClient(row) }, 200);
    },
  );
