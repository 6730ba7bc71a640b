import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { CampaignResultsResponse } from '../../shared/results/campaign-results';
import { defineRoute } from '../http/define-route';
import { jsonRoutes } from '../http/json-route';
import { createRouter, errorResponses } from '../http/router';
import { getCampaignResults } from '../services/results/campaign-results';
import { campaignResultsCsv, resultsFileName } from '../services/results/results-csv';
import { campaignResultsPdf } from '../services/results/results-pdf';
import { askerOf } from './asker';

const CampaignParams = z.object({ id: z.string().openapi({ description: 'Id de la campaña' }) });

/*
 * A campaign's results (issue 31 §4): its client's or any for an admin (404 otherwise), as JSON for the results
 * screen, and as the CSV and the PDF report the agency sends its client.
 */
const api = jsonRoutes({ access: 'user', tags: ['Resultados'] });

const getCampaignResultsRoute = api.get('/api/campaigns/{id}/results', 'getCampaignResults', {
  summary:
    'Resultados de una campaña: embudo total, por día y por historia; mejores, peores y números que faltan',
  params: CampaignParams,
  ok: ['Resultados de la campaña', CampaignResultsResponse, 'CampaignResultsResponse'],
  errors: [400, 401, 403, 404],
});

const fileRoute = (format: 'csv' | 'pdf') =>
  defineRoute(
    { access: 'user' },
    {
      operationId: format === 'csv' ? 'getCampaignResultsCsv' : 'getCampaignResultsPdf',
      method: 'get',
      path: `/api/campaigns/{id}/results/${format}`,
      tags: ['Resultados'],
      summary:
        format === 'csv'
          ? 'Los números de cada historia en CSV (UTF-8 con BOM, separador «;», celdas de texto sin fórmulas)'
          : 'El informe de resultados en PDF, en español, con la marca, las fechas y el embudo',
      request: { params: CampaignParams },
      responses: {
        200: {
          description: format === 'csv' ? 'CSV para hojas de cálculo en español' : 'Informe en PDF',
          content:
            format === 'csv'
              ? { 'text/csv': { schema: z.string() } }
              : { 'application/pdf': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
        },
        ...errorResponses(400, 401, 403, 404),
      },
    },
  );

// biome-ignore lint/suspicious/noExplicitAny: the signed-in routes' context, whatever their params.
async function readReport(c: Context<any, any, any>, id: string) {
  const { database, env, now } = c.get('deps');
  return getCampaignResults({
    db: database.db,
    viewer: askerOf(c),
    campaignId: id,
    agencyTimeZone: env.APP_TIMEZONE,
    now: now(),
  });
}

export const campaignResultsRoutes = createRouter()
  .openapi(getCampaignResultsRoute, async (c) => c.json(await readReport(c, c.req.valid('param').id), 200))
  .openapi(fileRoute('csv'), async (c) => {
    const report = await readReport(c, c.req.valid('param').id);
    return c.body(campaignResultsCsv(report), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${resultsFileName(report, 'csv')}"`,
      'Cache-Control': 'private, no-store',
    });
  })
  .openapi(fileRoute('pdf'), async (c) => {
    const report = await readReport(c, c.req.valid('param').id);
    const pdf = await campaignResultsPdf(report);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${resultsFileName(report, 'pdf')}"`,
      'Cache-Control': 'private, no-store',
    });
  });
