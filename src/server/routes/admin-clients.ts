import { z } from '@hono/zod-openapi';
import { DeletedClientResponse } from '../../shared/api/admin-clients';
import {
  ClientCreateResponse,
  ClientDetailQuery,
  ClientDetailResponse,
  ClientListQuery,
  ClientListResponse,
  ClientResponse,
} from '../../shared/clients/admin-client';
import { ClientDeleteInput } from '../../shared/clients/client-delete';
import { ClientCreateInput, ClientUpdateInput } from '../../shared/clients/client-form';
import { CLIENT_TEXTS } from '../../shared/clients/client-texts';
import { actorOf } from '../http/actor';
import { defineRoute } from '../http/define-route';
import { jsonBody, jsonResponse } from '../http/json-content';
import { createRouter, errorResponses } from '../http/router';
import { createClient } from '../services/clients/create-client';
import { deleteClient } from '../services/clients/delete-client';
import { getClientDetail } from '../services/clients/get-client-detail';
import { listClients } from '../services/clients/list-clients';
import { sendClientCredentials } from '../services/clients/send-client-credentials';
import { updateClient } from '../services/clients/update-client';

const ClientIdParams = z.object({
  id: z.uuid({ error: CLIENT_TEXTS.notFound }).openapi({ param: { name: 'id', in: 'path' } }),
});
const TAGS = ['Administración: clientes'];

const listClientsRoute = defineRoute(
  { access: 'admin' },
  {
    operationId: 'listClients',
    method: 'get',
    path: '/api/admin/clients',
    tags: TAGS,
    summary: 'Clientes: búsqueda por nombre, marca o email, filtro por estado, orden reciente o por marca',
    request: { query: ClientListQuery },
    responses: {
      200: jsonResponse('Clientes que coinciden y su total', ClientListResponse),
      ...errorResponses(400, 401, 403),
    },
  },
);

const createClientRoute = defineRoute(
  { access: 'admin' },
  {
    operationId: 'createClient',
    method: 'post',
    path: '/api/admin/clients',
    tags: TAGS,
    summary: 'Crear un cliente con su usuario (contraseña temporal) y enviarle las credenciales',
    description:
      'Una transacción: cliente activo, usuario con contraseña temporal (7 días, cambio obligatorio) y el ' +
      'correo de credenciales en la cola. Tras confirmar, el correo se intenta enviar en la misma petición: ' +
      '`credentials.delivered` indica si salió; si no, se reintenta en segundo plano.',
    request: { body: jsonBody(ClientCreateInput) },
    responses: {
      201: jsonResponse('Cliente creado', ClientCreateResponse),
      ...errorResponses(400, 401, 403, 409),
    },
  },
);

const getClientRoute = defineRoute(
  { access: 'admin' },
  {
    operationId: 'getClient',
    method: 'get',
    path: '/api/admin/clients/{id}',
    tags: TAGS,
    summary: 'Detalle de un cliente con sus campañas (10 por página) y su progreso',
    request: { params: ClientIdParams, query: ClientDetailQuery },
    responses: {
      200: jsonResponse('Cliente y campañas', ClientDetailResponse),
      ...errorResponses(400, 401, 403, 404),
    },
  },
);

const updateClientRoute = defineRoute(
  { access: 'admin' },
  {
    operationId: 'updateClient',
    method: 'patch',
    path: '/api/admin/clients/{id}',
    tags: TAGS,
    summary: 'Editar un cliente (un cambio de email también cambia el de su usuario)',
    request: { params: ClientIdParams, body: jsonBody(ClientUpdateInput) },
    responses: {
      200: jsonResponse('Cliente actualizado', ClientResponse),
      ...errorResponses(400, 401, 403, 404, 409),
    },
  },
);

const deleteClientRoute = defineRoute(
  { access: 'admin' },
  {
    operationId: 'deleteClient',
    method: 'delete',
    path: '/api/admin/clients/{id}',
    tags: TAGS,
    summary: 'Eliminar un cliente y todos sus datos confirmando el nombre exacto de la marca',
    request: { params: ClientIdParams, body: jsonBody(ClientDeleteInput) },
    responses: {
      200: jsonResponse('Cliente eliminado', DeletedClientResponse, 'DeletedClient'),
      ...errorResponses(400, 401, 403, 404),
    },
  },
);

const sendClientCredentialsRoute = defineRoute(
  { access: 'admin' },
  {
    operationId: 'sendClientCredentials',
    method: 'post',
    path: '/api/admin/clients/{id}/credentials',
    tags: TAGS,
    summary: 'Crear el usuario del cliente o reenviar sus credenciales con una nueva contraseña temporal',
    description:
      'Sin usuario, lo crea; con usuario, emite una nueva contraseña temporal (la anterior deja de ' +
      'funcionar y se cierran sus sesiones). 409 si el cliente ya activó su usuario o está inactivo.',
    request: { params: ClientIdParams },
    responses: {
      200: jsonResponse('Credenciales emitidas', ClientCreateResponse),
      ...errorResponses(400, 401, 403, 404, 409),
    },
  },
);

export const adminClientRoutes = createRouter()
  .openapi(listClientsRoute, async (c) =>
    c.json(await listClients(c.get('deps').database.db, c.req.valid('query')), 200),
  )
  .openapi(createClientRoute, async (c) => {
    const result = await createClient({ deps: c.get('deps'), input: c.req.valid('json'), actor: actorOf(c) });
    return c.json(result, 201);
  })
  .openapi(getClientRoute, async (c) => {
    const { db } = c.get('deps').database;
    const { campaignsPage } = c.req.valid('query');
    return c.json(await getClientDetail({ db, clientId: c.req.valid('param').id, campaignsPage }), 200);
  })
  .openapi(updateClientRoute, async (c) => {
    const { db } = c.get('deps').database;
    const client = await updateClient({ db, clientId: c.req.valid('param').id, input: c.req.valid('json') });
    return c.json({ client }, 200);
  })
  .openapi(deleteClientRoute, async (c) => {
    const deleted = await deleteClient({
      db: c.get('deps').database.db,
      clientId: c.req.valid('param').id,
      confirmationName: c.req.valid('json').confirmationName,
      actor: actorOf(c),
    });
    return c.json(
      {
        ok: true,
        client: { id: deleted.id, brandName: deleted.brandName },
        deleted: {
          campaigns: deleted.campaigns,
          days: deleted.days,
          stories: deleted.stories,
          loginUser: deleted.deletedLoginUser,
        },
      } as const,
      200,
    );
  })
  .openapi(sendClientCredentialsRoute, async (c) => {
    const clientId = c.req.valid('param').id;
    const result = await sendClientCredentials({ deps: c.get('deps'), clientId, actor: actorOf(c) });
    return c.json(result, 200);
  });
