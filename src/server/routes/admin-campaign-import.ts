import { z } from '@hono/zod-openapi';
import { IDEMPOTENCY_KEY_PARAMETER } from '../../shared/api/idempotency-key';
import { CAMPAIGN_IMPORT_TEXTS } from '../../shared/campaign-import/messages';
import { CampaignImportResponse, CampaignZipImportResponse } from '../../shared/campaign-import/response';
import { CAMPAIGN_IMPORT_MAX_FILE_BYTES } from '../../shared/constants';
import { defineRoute } from '../http/define-route';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { jsonResponse } from '../http/json-content';
import { jsonRoutes } from '../http/json-route';
import { createRouter, errorResponses } from '../http/router';
import type { BodyLimitOverride } from '../middleware/security';
import { importCampaignFile } from '../services/campaigns/import-campaign-file';
import { importCampaignZip } from '../services/campaigns/import-campaign-zip';
import { askerOf } from './asker';

export const CAMPAIGN_IMPORT_PATH = '/api/admin/campaigns/import';
/** Its body is a file, not JSON: app.ts exempts it from the JSON body limit (CAMPAIGN_ZIP_MAX_BYTES applies). */
export const CAMPAIGN_IMPORT_ZIP_PATH = '/api/admin/campaigns/import-zip';

/**
 * The import's own body limit (app.ts gives it to jsonBodyLimit instead of BODY_LIMIT_BYTES): a 2 MB file,
 * which the browser re-serialises no larger than it was, plus the envelope `{ clientId, campaign }`.
 */
export const CAMPAIGN_IMPORT_BODY_LIMIT: BodyLimitOverride = {
  path: CAMPAIGN_IMPORT_PATH,
  maxSize: CAMPAIGN_IMPORT_MAX_FILE_BYTES + 16 * 1024,
  message: CAMPAIGN_IMPORT_TEXTS.fileTooLarge,
};

const ImportCampaignBody = z.object({
  clientId: z.uuid({ error: CAMPAIGN_IMPORT_TEXTS.noClientSelected }),
  campaign: z.unknown().openapi({
    description:
      'El contenido del archivo JSON tal cual (campaign_title, start_date, days[]…); el servidor lo valida y normaliza. ' +
      'Formato completo: docs/campaign-import.md.',
  }),
});

const api = jsonRoutes({ access: 'admin', tags: ['Administración'] });

const importCampaignRoute = api.post(CAMPAIGN_IMPORT_PATH, 'importCampaign', {
  summary: 'Importar una campaña desde un archivo JSON para un cliente activo',
  description:
    'Valida el archivo (los errores se devuelven en `issues`, en español y con la posición de día, bloque e historia), ' +
    'crea la campaña con todos sus días e historias en una sola transacción y envía el email de aviso al cliente. ' +
    'Cuerpo de hasta 2 MB más el envoltorio (413 por encima). Con la cabecera Idempotency-Key (un UUID), repetir la ' +
    'misma petición con la misma clave devuelve la campaña ya creada (`replayed: true`) sin crear otra ni enviar otro ' +
    'email; la misma clave con otro cliente u otro archivo, 409.',
  parameters: [IDEMPOTENCY_KEY_PARAMETER],
  body: [ImportCampaignBody, 'ImportCampaignBody'],
  ok: ['Campaña creada', CampaignImportResponse, 'ImportedCampaign'],
  status: 201,
  errors: [400, 401, 403, 404, 409, 413],
});

const ImportCampaignZipQuery = z.object({
  clientId: z.uuid({ error: CAMPAIGN_IMPORT_TEXTS.noClientSelected }),
});

const importCampaignZipRoute = defineRoute(
  { access: 'admin' },
  {
    operationId: 'importCampaignZip',
    method: 'post',
    path: CAMPAIGN_IMPORT_ZIP_PATH,
    tags: ['Administración'],
    summary: 'Importar una campaña desde un .zip con su JSON y los archivos de sus historias',
    description:
      'El cuerpo es el .zip tal cual: el JSON de la campaña (campaign.json, o el único .json de la raíz) y las ' +
      'imágenes y vídeos que nombra el campo `media` de cada historia. Todo o nada: se comprueban el JSON y cada ' +
      'archivo (400 con `issues` que nombran día, bloque e historia) antes de guardar nada, y la campaña, sus días, ' +
      'historias y archivos se crean en una sola transacción. 413 por encima de CAMPAIGN_ZIP_MAX_BYTES; 400 para ' +
      'un .zip con más de 1000 entradas, rutas no permitidas, cifrado o que parece una bomba zip. ' +
      'Formato: docs/campaign-import.md.',
    request: {
      query: ImportCampaignZipQuery,
      body: {
        required: true,
        content: { 'application/zip': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
      },
    },
    responses: {
      201: jsonResponse('Campaña creada con sus archivos', CampaignZipImportResponse, 'ImportedCampaignZip'),
      ...errorResponses(400, 401, 403, 404, 409, 413),
    },
  },
);

export const adminCampaignImportRoutes = createRouter()
  .openapi(importCampaignRoute, async (c) => {
    const { clientId, campaign } = c.req.valid('json');
    const key = idempotencyKeyOf(c.req);
    const result = await importCampaignFile(c.get('deps'), {
      clientId,
      file: campaign,
      userId: askerOf(c).userId,
      ...(key ? { requestKey: { userId: askerOf(c).userId, key } } : {}),
    });
    return c.json(result, 201);
  })
  .openapi(importCampaignZipRoute, async (c) => {
    const { clientId } = c.req.valid('query');
    const length = Number(c.req.header('content-length'));
    const result = await importCampaignZip(c.get('deps'), {
      clientId,
      body: c.req.raw.body,
      declaredLength: Number.isFinite(length) && length >= 0 ? length : null,
      uploadedBy: askerOf(c).userId,
    });
    return c.json(result, 201);
  });
