import { describe, expect, it } from 'vitest';
import { isKeyUnder, queryKeys } from './query-keys';

describe('queryKeys', () => {
  it('nests every key under its parent, so invalidating a prefix reaches it', () => {
    const clientPage = queryKeys.admin.clients.detailPage('c1', 2);
    expect(isKeyUnder(clientPage, queryKeys.admin.clients.detail('c1'))).toBe(true);
    expect(isKeyUnder(queryKeys.admin.clients.detail('c1'), queryKeys.admin.clients.all)).toBe(true);
    expect(isKeyUnder(queryKeys.admin.clients.list({ q: '' }), queryKeys.admin.clients.all)).toBe(true);
    expect(isKeyUnder(queryKeys.admin.clients.all, queryKeys.admin.all)).toBe(true);
    expect(isKeyUnder(queryKeys.admin.dashboard, queryKeys.admin.all)).toBe(true);
    expect(isKeyUnder(queryKeys.admin.mail.list({ q: '', kind: null, page: 1 }), queryKeys.admin.all)).toBe(
      true,
    );
    expect(isKeyUnder(queryKeys.admin.campaigns.overview('k1'), queryKeys.admin.campaigns.all)).toBe(true);
    expect(isKeyUnder(queryKeys.campaigns.detail('k1'), queryKeys.campaigns.all)).toBe(true);
    expect(isKeyUnder(queryKeys.campaigns.automationCheck('k1'), queryKeys.campaigns.all)).toBe(true);
    expect(isKeyUnder(queryKeys.client.aiRequests.detail('r1'), queryKeys.client.aiRequests.all)).toBe(true);
    for (const key of [
      queryKeys.client.me,
      queryKeys.client.overview,
      queryKeys.client.campaigns,
      queryKeys.client.publishing,
      queryKeys.client.notifications,
    ]) {
      expect(isKeyUnder(key, queryKeys.client.all)).toBe(true);
    }
    expect(isKeyUnder(queryKeys.auth.me, queryKeys.auth.all)).toBe(true);
    expect(isKeyUnder(queryKeys.push.status, queryKeys.push.all)).toBe(true);
    expect(isKeyUnder(queryKeys.push.subscription, queryKeys.push.all)).toBe(true);
    for (const key of [
      queryKeys.comments.unread,
      queryKeys.comments.inbox,
      queryKeys.comments.thread('s1'),
      queryKeys.comments.campaign('k1'),
    ]) {
      expect(isKeyUnder(key, queryKeys.comments.all)).toBe(true);
    }
    expect(isKeyUnder(queryKeys.results.story('s1'), queryKeys.results.all)).toBe(true);
    expect(isKeyUnder(queryKeys.results.campaign('k1'), queryKeys.results.campaigns)).toBe(true);
    expect(isKeyUnder(queryKeys.results.campaigns, queryKeys.results.all)).toBe(true);
    expect(isKeyUnder(queryKeys.admin.results.overview, queryKeys.admin.results.all)).toBe(true);
    expect(isKeyUnder(queryKeys.admin.results.missing, queryKeys.admin.all)).toBe(true);
    expect(isKeyUnder(queryKeys.admin.templates.detail('t1'), queryKeys.admin.templates.all)).toBe(true);
    expect(isKeyUnder(queryKeys.admin.templates.list, queryKeys.admin.templates.all)).toBe(true);
    expect(isKeyUnder(queryKeys.admin.templates.all, queryKeys.admin.all)).toBe(true);
    const failedDeliveries = queryKeys.admin.webhooks.deliveryList('w1', 'failed');
    expect(isKeyUnder(failedDeliveries, queryKeys.admin.webhooks.deliveries('w1'))).toBe(true);
    expect(isKeyUnder(queryKeys.admin.webhooks.deliveries('w1'), queryKeys.admin.webhooks.detail('w1'))).toBe(
      true,
    );
    expect(isKeyUnder(queryKeys.admin.webhooks.list, queryKeys.admin.webhooks.all)).toBe(true);
    expect(isKeyUnder(queryKeys.admin.webhooks.all, queryKeys.admin.all)).toBe(true);
    expect(isKeyUnder(failedDeliveries, queryKeys.admin.webhooks.deliveries('w2'))).toBe(false);
  });

  it('keeps siblings and other ids apart', () => {
    expect(isKeyUnder(queryKeys.campaigns.detail('k1'), queryKeys.campaigns.detail('k2'))).toBe(false);
    expect(
      isKeyUnder(queryKeys.admin.clients.detailPage('c1', 1), queryKeys.admin.clients.detail('c2')),
    ).toBe(false);
    expect(isKeyUnder(queryKeys.client.overview, queryKeys.admin.all)).toBe(false);
    expect(isKeyUnder(queryKeys.campaigns.detail('k1'), queryKeys.client.all)).toBe(false);
    expect(isKeyUnder(queryKeys.admin.all, queryKeys.admin.dashboard)).toBe(false);
  });
});
