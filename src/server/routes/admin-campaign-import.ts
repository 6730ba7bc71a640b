import { z } from '@hono/zod-openapi';
import { CAMPAIGN_IMPORT_TEXTS } from '../../shared/campaign-import/messages';
import { CampaignImportResponse } from '../../shared/campaign-import/response';
import { CAMPAIGN_IMPORT_MAX_FILE_BYTES } from '../../shared/constants';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import type { BodyLimitOverride } from '../middleware/security';
import { importCampaignFile } from '../services/campaigns/import-campaign-file';

export const CAMPAIGN_IMPORT_PATH = '/api/admin/campaigns/import';

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
    'Cuerpo de hasta 2 MB más el envoltorio (413 por encima).',
  body: [ImportCampaignBody, 'ImportCampaignBody'],
  ok: ['Campaña creada', CampaignImportResponse, 'ImportedCampaign'],
  status: 201,
  errors: [400, 401, 403, 404, 409, 413],
});

export const adminCampaignImportRoutes = createRouter().openapi(importCampaignRoute, async (c) => {
  const { clientId, campaign } = c.req.valid('json');
  const result = await importCampaignFile(c.get('deps'), { clientId, file: campaign });
  return c.json(result, 201);
});
