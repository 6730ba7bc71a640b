import { describe, expect, it } from 'vitest';
import { hasBearerToken } from './metrics-token';
import { methodLabel, routeLabel } from './route-label';

describe('routeLabel', () => {
  it('writes Hono templates in the OpenAPI document’s style, dropping param patterns', () => {
    expect(routeLabel('/api/campaigns/:id')).toBe('/api/campaigns/{id}');
    expect(routeLabel('/api/campaigns/:id/chat-automation/follow-up/:index')).toBe(
      '/api/campaigns/{id}/chat-automation/follow-up/{index}',
    );
    expect(routeLabel('/api/calendar/:file{[^/]+\\.ics}')).toBe('/api/calendar/{file}');
    expect(routeLabel('/api/x/:n{\\d{2,4}}/y')).toBe('/api/x/{n}/y');
    expect(routeLabel('/api/uploads/*')).toBe('/api/uploads/*');
    expect(routeLabel('/healthz')).toBe('/healthz');
  });

  it('groups the SPA’s wildcard routes as static and no route as unmatched', () => {
    expect(routeLabel('*')).toBe('static');
    expect(routeLabel('/assets/*')).toBe('static');
    expect(routeLabel(null)).toBe('unmatched');
  });
});

describe('methodLabel', () => {
  it('keeps the HTTP methods and folds any other token into OTHER', () => {
    expect(methodLabel('GET')).toBe('GET');
    expect(methodLabel('PATCH')).toBe('PATCH');
    expect(methodLabel('PROPFIND')).toBe('OTHER');
    expect(methodLabel('get-a-new-series-each-time-1234')).toBe('OTHER');
  });
});

describe('hasBearerToken', () => {
  const token = 'metrics-token-0123456789';
  it('accepts exactly Bearer <token>', () => {
    expect(hasBearerToken(`Bearer ${token}`, token)).toBe(true);
    expect(hasBearerToken(`bearer ${token}`, token)).toBe(true);
  });
  it('refuses a missing, different, prefixed or extended token', () => {
    expect(hasBearerToken(undefined, token)).toBe(false);
    expect(hasBearerToken('', token)).toBe(false);
    expect(hasBearerToken(token, token)).toBe(false);
    expect(hasBearerToken(`Basic ${token}`, token)).toBe(false);
    expect(hasBearerToken(`Bearer ${token}x`, token)).toBe(false);
    expect(hasBearerToken(`Bearer ${token.slice(0, -1)}`, token)).toBe(false);
    expect(hasBearerToken(`Bearer ${token} extra`, token)).toBe(false);
    expect(hasBearerToken('Bearer ', token)).toBe(false);
  });
});
