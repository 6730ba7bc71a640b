import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appPaths } from '../../src/shared/paths';
import { APP_ROUTES } from '../../src/web/app/route-table';
import { paths } from '../../src/web/config/paths';

// The server cannot import the web's route table (lint boundary): its e-mail and board links use src/shared/paths.ts,
// which the web's paths build on. This test checks that every such link opens a screen of the route table, with
// React Router's own matcher (as the browser's router and the server's SPA matching do), so an e-mail never
// links to the "page not found".
describe('the pages e-mails link to are routes of the web app', () => {
  const cases = [
    [appPaths.login(), 'LoginPage'],
    [appPaths.login(appPaths.clientTodayStory('s-1')), 'LoginPage'],
    [appPaths.clientToday(), 'PublishTodayPage'],
    [appPaths.clientTodayStory('a/b c'), 'PublishTodayPage'],
    [appPaths.forgotPassword(), 'ForgotPasswordPage'],
    [appPaths.resetPassword('AbC123xyz'), 'ResetPasswordPage'],
    [appPaths.invitation('AbC123xyz'), 'InvitationPage'],
    [appPaths.adminTeam(), 'SettingsTeamPage'],
    [appPaths.adminHome(), 'AdminDashboardPage'],
    [appPaths.clientCampaigns(), 'ClientCampaignsPage'],
    [appPaths.clientCampaign('a/b c'), 'CampaignDetailPage'],
    [appPaths.clientStory('a/b c', 'd&e'), 'CampaignDetailPage'],
    [appPaths.adminToday(), 'AdminTodayPage'],
    [appPaths.adminCampaign('a/b c', 'story-1'), 'CampaignDetailPage'],
    [appPaths.adminComments(), 'AdminCommentsPage'],
    [appPaths.clientComments(), 'ClientCommentsPage'],
    [appPaths.storyComments('admin', 'a/b c', 'd&e'), 'CampaignDetailPage'],
    [appPaths.storyComments('client', 'a/b c', 'd&e'), 'CampaignDetailPage'],
  ] as const;

  const routes = APP_ROUTES.map(({ path, component }) => ({ path, id: component }));

  it.each(cases)('%s opens %s', (href, component) => {
    const matches = matchRoutes(routes, href);
    expect(matches?.map(({ route }) => route.id)).toEqual([component]);
  });

  it('puts the reset token in the query, encoded', () => {
    expect(appPaths.resetPassword('a/b&c')).toBe('/reset-password?token=a%2Fb%26c');
  });

  it('encodes ids, so an id cannot reach another route', () => {
    expect(appPaths.clientCampaign('a/b c')).toBe('/dashboard/campaigns/a%2Fb%20c');
    expect(appPaths.clientStory('a/b c', 'd&e')).toBe('/dashboard/campaigns/a%2Fb%20c?storyId=d%26e');
  });

  it("a story's comments link (mention e-mails and notifications) is the one the web's inbox builds", () => {
    expect(appPaths.storyComments('client', 'c-1', 's-1')).toBe(
      paths.dashboard.campaign.getHref('c-1', { storyId: 's-1', comments: true }),
    );
    expect(appPaths.storyComments('admin', 'c-1', 's-1')).toBe(
      paths.admin.campaign.getHref('c-1', { storyId: 's-1', comments: true }),
    );
  });

  it("a story's link (the calendar feed's) is the one the web's campaign page reads as its deep link", () => {
    expect(appPaths.clientStory('c-1', 's-1')).toBe(
      paths.dashboard.campaign.getHref('c-1', { storyId: 's-1' }),
    );
  });
});
