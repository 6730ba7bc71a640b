import { describe, expect, it } from 'vitest';
import { appPaths } from '../../src/shared/paths';
import { paths } from '../../src/web/config/paths';

// The server cannot import the web's route table (lint boundary): its e-mail links use src/shared/paths.ts.
// This test keeps the two in step, so an e-mail never links to a page the router does not have.
describe('the pages e-mails link to are routes of the web app', () => {
  it('uses the web route table paths', () => {
    const id = 'a/b c';
    expect(appPaths.login()).toBe(paths.login.getHref());
    expect(appPaths.adminHome()).toBe(paths.admin.root.getHref());
    expect(appPaths.clientCampaigns()).toBe(paths.dashboard.campaigns.getHref());
    expect(appPaths.clientCampaign(id)).toBe(paths.dashboard.campaign.getHref(id));
  });
});
