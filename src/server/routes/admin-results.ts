import { MissingResultsResponse } from '../../shared/results/missing-results';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { listMissingResults } from '../services/results/missing-results';

const api = jsonRoutes({ access: 'admin', tags: ['Resultados'] });

const listMissingResultsRoute = api.get('/api/admin/results/missing', 'listMissingResults', {
  summary: 'Historias publicadas en los últimos 30 días sin resultados apuntados, por cliente',
  description:
    'Solo clientes activos con alguna historia sin números, de más a menos; de cada uno, las 5 más antiguas (sus ' +
    'números son los primeros en perderse) y los recuentos de publicadas y sin números.',
  ok: ['Historias sin números por cliente', MissingResultsResponse, 'MissingResultsResponse'],
  errors: [401, 403],
});

export const adminResultsRoutes = createRouter().openapi(listMissingResultsRoute, async (c) => {
  const { database, env, now } = c.get('deps');
  return c.json(
    await listMissingResults({ db: database.db, now: now(), agencyTimeZone: env.APP_TIMEZONE }),
    200,
  );
});
