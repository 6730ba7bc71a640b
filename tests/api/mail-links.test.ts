import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appPaths } from '../../src/shared/paths';
import { APP_ROUTES } from '../../src/web/app/route-table';

// The server cannot import the web's route table (lint boundary): its e-mail and board links use src/shared/paths.ts,
// which the web's paths build on. This test checks that every such link opens a screen of the route table, with
// React Router's own matcher (as the browser's router and the server's SPA matching do), so an e-mail never
// links to the "page not found".
describe('the pages e-mails link to are routes of the web app', () => {
  const cases = [
    [appPaths.login(), 'LoginPage'],
    [appPaths.adminHome(), 'AdminDashboardPage'],
    [appPaths.clientCampaigns(), 'ClientCampaignsPage'],
    [appPaths.clientCampaign('a/b c'), 'CampaignDetailPage'],
    [appPaths.adminToday(), 'AdminTodayPage'],
    [appPaths.adminCampaign('a/b c', 'story-1'), 'CampaignDetailPage'],
  ] as const;

  const routes = APP_ROUTES.map(({ path, component }) => ({ path, id: component }));

  it.each(cases)('%s opens %s', (href, component) => {
    const matches = matchRoutes(routes, href);
    expect(matches?.map(({ route }) => route.id)).toEqual([component]);
  });

  it('encodes ids, so an id cannot reach another route', () => {
    expect(appPaths.clientCampaign('a/b c')).toBe('/dashboard/campaigns/a%2Fb%20c');
  });
});
