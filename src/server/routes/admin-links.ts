import { LinkSlugParams, UpdatedLink, UpdateLinkBody } from '../../shared/links/tracked-link';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { setLinkDisabled } from '../services/links/set-link-disabled';
import { askerOf } from './asker';

const api = jsonRoutes({ access: 'admin', tags: ['Administración: enlaces con seguimiento'] });

const updateLinkRoute = api.patch('/api/admin/links/{slug}', 'updateTrackedLink', {
  summary:
    'Desactivar un enlace con seguimiento (responde 410 desde entonces; sus clics se conservan) o reactivarlo',
  params: LinkSlugParams,
  body: [UpdateLinkBody, 'UpdateLinkBody'],
  ok: ['Enlace actualizado', UpdatedLink, 'UpdatedLink'],
  errors: [400, 401, 403, 404],
});

export const adminLinkRoutes = createRouter().openapi(updateLinkRoute, async (c) => {
  const { database, links } = c.get('deps');
  const { slug } = c.req.valid('param');
  const link = await setLinkDisabled({
    db: database.db,
    actor: askerOf(c),
    slug,
    disabled: c.req.valid('json').disabled,
  });
  // This instance redirects by the new state at once; the others within LINK_CACHE_TTL_MS.
  links.directory.forget(slug);
  return c.json(link, 200);
});
