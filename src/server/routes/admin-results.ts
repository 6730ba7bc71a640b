import { MissingResultsResponse } from '../../shared/results/missing-results';
import { ResultsOverviewResponse } from '../../shared/results/results-overview';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { listMissingResults } from '../services/results/missing-results';
import { getResultsOverview } from '../services/results/results-overview';

const api = jsonRoutes({ access: 'admin', tags: ['Resultados'] });

const listMissingResultsRoute = api.get('/api/admin/results/missing', 'listMissingResults', {
  summary: 'Historias publicadas en los últimos 30 días sin resultados apuntados, por cliente',
  description:
    'Solo clientes activos con alguna historia sin números, de más a menos; de cada uno, las 5 más antiguas (sus ' +
    'números son los primeros en perderse) y los recuentos de publicadas y sin números.',
  ok: ['Historias sin números por cliente', MissingResultsResponse, 'MissingResultsResponse'],
  errors: [401, 403],
});

const getResultsOverviewRoute = api.get('/api/admin/results/overview', 'getResultsOverview', {
  summary: 'Resultados de los últimos 30 días de todos los clientes: alcance, clics y mensajes, por cliente',
  description:
    'Las historias publicadas en la ventana de clientes activos, con sus números y los clics de sus enlaces con ' +
    'seguimiento; por cliente, cuántas tienen números (los que no apuntan ninguno van al final).',
  ok: ['Resultados de los últimos 30 días', ResultsOverviewResponse, 'ResultsOverviewResponse'],
  errors: [401, 403],
});

export const adminResultsRoutes = createRouter()
  .openapi(listMissingResultsRoute, async (c) => {
    const { database, env, now } = c.get('deps');
    return c.json(
      await listMissingResults({ db: database.db, now: now(), agencyTimeZone: env.APP_TIMEZONE }),
      200,
    );
  })
  .openapi(getResultsOverviewRoute, async (c) => {
    const { database, now } = c.get('deps');
    return c.json(await getResultsOverview({ db: database.db, now: now() }), 200);
  });
