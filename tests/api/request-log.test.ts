import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logger';
import type { CalendarFeedResponse } from '../../src/shared/api/client-area/calendar';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 28: the request log (one line per request) never carries a credential that travels in a URL. The calendar
 * feed's token is its path: the line names the route with `{token}` instead. The approval, invitation and reset links
 * carry theirs in the query string, which the line leaves out. The lines are read from the app's real logger.
 */
let t: TestApp;
let client: SignedInUser;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ({ client } = await signInUsers(t, { client: {} }, '10.96.0'));
  t.deps.logger = createLogger('info', {
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  });
}, 180_000);
afterAll(() => t.cleanup());

/** The request log line of the response (matched by its X-Request-Id). */
function requestLine(res: Response): Record<string, unknown> {
  const reqId = res.headers.get('x-request-id');
  const line = lines.find((l) => l.msg === 'request' && l.reqId === reqId);
  expect(line, `no request log line for ${reqId}`).toBeDefined();
  return line!;
}

describe('the request log', () => {
  it('names the calendar feed by its route, without the token, when it is read and when it is not found', async () => {
    const created = await t.request('/api/client/calendar', { method: 'POST', cookie: client.cookie });
    const { feed } = (await created.json()) as CalendarFeedResponse;
    const path = new URL(feed!.url).pathname;
    const token = path.slice('/api/calendar/'.length, -'.ics'.length);
    expect(token).toHaveLength(43);

    for (const url of [path, `/api/calendar/${token}x.ics`, `/api/calendar/${token}`]) {
      const res = await t.request(url);
      const line = requestLine(res);
      expect(JSON.stringify(line)).not.toContain(token);
      expect(line).toMatchObject({ method: 'GET', path: '/api/calendar/{token}.ics', status: res.status });
    }
  });

  it('leaves out the query string, where the approval, invitation and reset links carry their tokens', async () => {
    const secret = 'a-secret-token-of-the-link-0123456789';
    for (const url of [
      `/approve?token=${secret}`,
      `/reset-password?token=${secret}`,
      `/healthz?token=${secret}`,
    ]) {
      const line = requestLine(await t.request(url));
      expect(JSON.stringify(line)).not.toContain(secret);
      expect(line.path).toBe(new URL(url, 'http://x').pathname);
    }
  });

  it("does not log a token in Better Auth's reset link path either", async () => {
    const secret = 'a-secret-reset-token-0123456789';
    const line = requestLine(await t.request(`/api/auth/reset-password/${secret}`));
    expect(JSON.stringify(line)).not.toContain(secret);
    expect(line.path).toBe('/api/auth/reset-password/{token}');
  });
});
