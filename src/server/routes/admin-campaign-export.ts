import { Readable } from 'node:stream';
import { z } from '@hono/zod-openapi';
import { ExportedCampaignFile } from '../../shared/campaign-export/exported-campaign-file';
import { ADMIN_CAMPAIGN_TEXTS } from '../../shared/campaigns/admin-campaigns';
import { defineRoute } from '../http/define-route';
import { jsonResponse } from '../http/json-content';
import { createRouter, errorResponses } from '../http/router';
import { exportCampaignCsv, exportCampaignJson } from '../services/campaigns/export/export-campaign';
import { exportCampaignZip } from '../services/campaigns/export/export-campaign-zip';

const CampaignIdParams = z.object({
  id: z.uuid({ error: ADMIN_CAMPAIGN_TEXTS.campaignNotFound }).openapi({ param: { name: 'id', in: 'path' } }),
});

/*
 * A campaign's files for the agency: its JSON import file (imported again as it is, for the same client or another:
 * docs/campaign-import.md, «Exportar una campaña»), the same with its stories' files as a .zip (imported again by
 * the .zip import), and its stories' CSV. Downloads: never kept by a cache.
 */
const exportJsonRoute = defineRoute(
  { access: 'admin' },
  {
    operationId: 'exportCampaignJson',
    method: 'get',
    path: '/api/admin/campaigns/{id}/export/json',
    tags: ['Administración'],
    summary: 'Exportar una campaña como su archivo JSON de importación',
    description:
      'El formato de docs/campaign-import.md, con el bloque `export` (format, key, exported_at) que la importación ' +
      'ignora: importarlo crea la misma campaña, y exportar esa da el mismo archivo salvo `export`. Se descarga como ' +
      'archivo (Content-Disposition: attachment).',
    request: { params: CampaignIdParams },
    responses: {
      200: jsonResponse('Archivo JSON de la campaña', ExportedCampaignFile),
      ...errorResponses(401, 403, 404),
    },
  },
);

const exportCsvRoute = defineRoute(
  { access: 'admin' },
  {
    operationId: 'exportCampaignCsv',
    method: 'get',
    path: '/api/admin/campaigns/{id}/export/csv',
    tags: ['Administración'],
    summary:
      'Exportar las historias de una campaña en CSV (UTF-8 con BOM, separador «;», celdas de texto sin fórmulas)',
    description:
      'Una fila por historia: día, fecha, tema, franja, número, hora, tipo, texto actual, descripción visual, sticker, ' +
      'notas, estado, cuándo se publicó (en la zona horaria del cliente) y su enlace con seguimiento.',
    request: { params: CampaignIdParams },
    responses: {
      200: {
        description: 'CSV para hojas de cálculo en español',
        content: { 'text/csv': { schema: z.string() } },
      },
      ...errorResponses(401, 403, 404),
    },
  },
);

const exportZipRoute = defineRoute(
  { access: 'admin' },
  {
    operationId: 'exportCampaignZip',
    method: 'get',
    path: '/api/admin/campaigns/{id}/export/zip',
    tags: ['Administración'],
    summary: 'Exportar una campaña con sus archivos como un .zip que la importación de .zip lee',
    description:
      '`campaign.json` (el archivo JSON de la exportación, cada historia con `media`) y un archivo por cada objeto ' +
      'guardado (`media/dia<D>-historia<N>-<k>.<ext>`; uno compartido por varias historias va una sola vez), sin ' +
      'comprimir. Se envía en streaming con Content-Length exacto. 409 antes de enviar nada si falta un archivo en el ' +
      'almacenamiento o si la importación no admitiría el .zip (más de 10 archivos en una historia, más de 999 archivos).',
    request: { params: CampaignIdParams },
    responses: {
      200: {
        description: 'El .zip de la campaña',
        content: { 'application/zip': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
      },
      ...errorResponses(401, 403, 404, 409),
    },
  },
);

const download = (fileName: string, contentType: string) => ({
  'Content-Type': contentType,
  'Content-Disposition': `attachment; filename="${fileName}"`,
  'Cache-Control': 'private, no-store',
});

export const adminCampaignExportRoutes = createRouter()
  .openapi(exportJsonRoute, async (c) => {
    const file = await exportCampaignJson(c.get('deps'), c.req.valid('param').id);
    return c.json(file.body, 200, download(file.fileName, 'application/json; charset=utf-8'));
  })
  .openapi(exportCsvRoute, async (c) => {
    const file = await exportCampaignCsv(c.get('deps'), c.req.valid('param').id);
    return c.body(file.body, 200, download(file.fileName, 'text/csv; charset=utf-8'));
  })
  .openapi(exportZipRoute, async (c) => {
    const file = await exportCampaignZip(c.get('deps'), c.req.valid('param').id);
    const headers = { ...download(file.fileName, 'application/zip'), 'Content-Length': String(file.size) };
    // Hono answers HEAD with this GET's headers and drops the body unread: nothing would end the storage stream.
    if (c.req.method === 'HEAD') {
      file.stream.destroy();
      return new Response(null, { status: 200, headers });
    }
    // Pulled by the response: a client that goes away cancels it, which destroys the archive and its open file.
    return new Response(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, { status: 200, headers });
  });
