import { describe, expect, it } from 'vitest';
import { adminUrl, campaignsUrl, campaignUrl, loginUrl } from './links';

const env = { PUBLIC_URL: 'https://panel.example.test' };

describe('e-mail links', () => {
  it('builds absolute links on PUBLIC_URL', () => {
    expect(loginUrl(env)).toBe('https://panel.example.test/login');
    expect(adminUrl(env)).toBe('https://panel.example.test/admin');
    expect(campaignsUrl(env)).toBe('https://panel.example.test/dashboard/campaigns');
    expect(campaignUrl(env, '6f1c2b8e-1d2a-4c3b-8e4f-5a6b7c8d9e0f')).toBe(
      'https://panel.example.test/dashboard/campaigns/6f1c2b8e-1d2a-4c3b-8e4f-5a6b7c8d9e0f',
    );
  });

  it('encodes the campaign id: it stays one path segment', () => {
    expect(campaignUrl(env, 'a/b?c#d é')).toBe(
      'https://panel.example.test/dashboard/campaigns/a%2Fb%3Fc%23d%20%C3%A9',
    );
  });

  it('keeps the port and scheme of a local PUBLIC_URL', () => {
    expect(loginUrl({ PUBLIC_URL: 'http://localhost:3000' })).toBe('http://localhost:3000/login');
  });
});
