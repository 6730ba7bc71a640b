import { Readable } from 'node:stream';
import { z } from '@hono/zod-openapi';
import { AgencyImportResponse } from '../../shared/agency-transfer/agency-import-response';
import { defineRoute } from '../http/define-route';
import { jsonResponse } from '../http/json-content';
import { createRouter, errorResponses } from '../http/router';
import { exportAgencyZip } from '../services/agency/export-agency-zip';
import { importAgencyZip } from '../services/agency/import-agency-zip';
import { askerOf } from './asker';

/** Its body is a file, not JSON: app.ts exempts it from the JSON body limit (AGENCY_IMPORT_MAX_BYTES applies). */
export const AGENCY_IMPORT_PATH = '/api/admin/agency/import';

const zipBody = { 'application/zip': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } };

/*
 * The whole agency as one .zip and its import into an empty panel (docs/reuse.md, «Exportar o trasladar toda la
 * agencia»): clients without logins, templates, campaigns with their files. Not users, passwords or the campaigns'
 * run: for a full copy, the backup.
 */
const exportAgencyRoute = defineRoute(
  { access: 'admin' },
  {
    operationId: 'exportAgency',
    method: 'get',
    path: '/api/admin/agency/export',
    tags: ['Administración'],
    summary: 'Exportar toda la agencia (clientes, plantillas, campañas y sus archivos) como un .zip',
    description:
      '`agencia.json` (clientes sin su acceso, plantillas, y de cada campaña su cliente, estado, aprobación y el ' +
      'nombre de su .zip) y un .zip por campaña, el de la exportación de la campaña, sin comprimir. Se envía en ' +
      'streaming con Content-Length exacto (`agencia-<fecha>.zip`). 409 antes de enviar nada si una campaña no se ' +
      'puede exportar (un archivo que falta en el almacenamiento), nombrándola. No incluye usuarios, contraseñas, ' +
      'sesiones, marcas de publicada, resultados, comentarios, aprobaciones ni clics.',
    responses: {
      200: { description: 'El .zip de la agencia', content: zipBody },
      ...errorResponses(401, 403, 409),
    },
  },
);

const importAgencyRoute = defineRoute(
  { access: 'admin' },
  {
    operationId: 'importAgency',
    method: 'post',
    path: AGENCY_IMPORT_PATH,
    tags: ['Administración'],
    summary: 'Importar la exportación completa de una agencia en un panel vacío',
    description:
      'El cuerpo es el .zip de GET /api/admin/agency/export tal cual. 409 si el panel ya tiene clientes o campañas. ' +
      'Crea los clientes (sin acceso: se les dan credenciales después), las plantillas (una cuyo nombre ya existe se ' +
      'omite y se indica en `skippedTemplates`) y cada campaña con sus archivos como la importación de un .zip, sin ' +
      'enviar emails a los clientes. Todo o nada: si algo falla se borra lo creado y el panel queda vacío; 400 con ' +
      '`issues` si agencia.json no es válido, o con el mensaje de la campaña que no se pudo importar. 413 por encima ' +
      'de AGENCY_IMPORT_MAX_BYTES.',
    request: { body: { required: true, content: zipBody } },
    responses: {
      201: jsonResponse('Agencia importada', AgencyImportResponse, 'AgencyImport'),
      ...errorResponses(400, 401, 403, 409, 413),
    },
  },
);

export const adminAgencyRoutes = createRouter()
  .openapi(exportAgencyRoute, async (c) => {
    const file = await exportAgencyZip(c.get('deps'), askerOf(c));
    const headers = {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'private, no-store',
      'Content-Length': String(file.size),
    };
    // Hono answers HEAD with this GET's headers and drops the body unread: nothing would end the storage stream.
    if (c.req.method === 'HEAD') {
      file.stream.destroy();
      return new Response(null, { status: 200, headers });
    }
    // Pulled by the response: a client that goes away cancels it, which destroys the archive and its open file.
    return new Response(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, { status: 200, headers });
  })
  .openapi(importAgencyRoute, async (c) => {
    const length = Number(c.req.header('content-length'));
    const result = await importAgencyZip(c.get('deps'), {
      body: c.req.raw.body,
      declaredLength: Number.isFinite(length) && length >= 0 ? length : null,
      actor: askerOf(c),
    });
    return c.json(result, 201);
  });
