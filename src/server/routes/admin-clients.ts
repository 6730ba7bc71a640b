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
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { createClient } from '../services/clients/create-client';
import { deleteClient } from '../services/clients/delete-client';
import { getClientDetail } from '../services/clients/get-client-detail';
import { listClients } from '../services/clients/list-clients';
import { sendClientCredentials } from '../services/clients/send-client-credentials';
import { updateClient } from '../services/clients/update-client';
import { askerOf } from './asker';

const ClientIdParams = z.object({
  id: z.uuid({ error: CLIENT_TEXTS.notFound }).openapi({ param: { name: 'id', in: 'path' } }),
});

const api = jsonRoutes({ access: 'admin', tags: ['Administración: clientes'] });

const listClientsRoute = api.get('/api/admin/clients', 'listClients', {
  summary: 'Clientes: búsqueda por nombre, marca o email, filtro por estado, orden reciente o por marca',
  query: ClientListQuery,
  ok: ['Clientes que coinciden y su total', ClientListResponse],
  errors: [400, 401, 403],
});

const createClientRoute = api.post('/api/admin/clients', 'createClient', {
  summary: 'Crear un cliente con su usuario (contraseña temporal) y enviarle las credenciales',
  description:
    'Una transacción: cliente activo, usuario con contraseña temporal (7 días, cambio obligatorio) y el ' +
    'correo de credenciales en la cola. Tras confirmar, el correo se intenta enviar en la misma petición: ' +
    '`credentials.delivered` indica si salió; si no, se reintenta en segundo plano.',
  body: [ClientCreateInput],
  ok: ['Cliente creado', ClientCreateResponse],
  status: 201,
  errors: [400, 401, 403, 409],
});

const getClientRoute = api.get('/api/admin/clients/{id}', 'getClient', {
  summary: 'Detalle de un cliente con sus campañas (10 por página) y su progreso',
  params: ClientIdParams,
  query: ClientDetailQuery,
  ok: ['Cliente y campañas', ClientDetailResponse],
  errors: [400, 401, 403, 404],
});

const updateClientRoute = api.patch('/api/admin/clients/{id}', 'updateClient', {
  summary: 'Editar un cliente (un cambio de email también cambia el de su usuario)',
  params: ClientIdParams,
  body: [ClientUpdateInput],
  ok: ['Cliente actualizado', ClientResponse],
  errors: [400, 401, 403, 404, 409],
});

const deleteClientRoute = api.delete('/api/admin/clients/{id}', 'deleteClient', {
  summary: 'Eliminar un cliente y todos sus datos confirmando el nombre exacto de la marca',
  params: ClientIdParams,
  body: [ClientDeleteInput],
  ok: ['Cliente eliminado', DeletedClientResponse, 'DeletedClient'],
  errors: [400, 401, 403, 404],
});

const sendClientCredentialsRoute = api.post('/api/admin/clients/{id}/credentials', 'sendClientCredentials', {
  summary: 'Crear el usuario del cliente o reenviar sus credenciales con una nueva contraseña temporal',
  description:
    'Sin usuario, lo crea; con usuario, emite una nueva contraseña temporal (la anterior deja de ' +
    'funcionar y se cierran sus sesiones). 409 si el cliente ya activó su usuario o está inactivo.',
  params: ClientIdParams,
  ok: ['Credenciales emitidas', ClientCreateResponse],
  errors: [400, 401, 403, 404, 409],
});

export const adminClientRoutes = createRouter()
  .openapi(listClientsRoute, async (c) =>
    c.json(await listClients(c.get('deps').database.db, c.req.valid('query')), 200),
  )
  .openapi(createClientRoute, async (c) => {
    const result = await createClient({ deps: c.get('deps'), input: c.req.valid('json'), actor: askerOf(c) });
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
      actor: askerOf(c),
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
    const result = await sendClientCredentials({ deps: c.get('deps'), clientId, actor: askerOf(c) });
    return c.json(result, 200);
  });
