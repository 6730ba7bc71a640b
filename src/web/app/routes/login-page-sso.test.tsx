// @vitest-environment jsdom

import { SSO_TEXTS } from '@shared/auth/sso-texts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import {
  callsTo,
  createTestQueryClient,
  json,
  type MockHandler,
  mockFetch,
  renderRoutes,
} from '@/testing/test-utils';
import { LoginPage } from './login-page';

const GET_SESSION = 'GET /api/auth/get-session';
const SSO_CONFIG = 'GET /api/auth/sso';
const SIGN_IN_SSO = 'POST /api/auth/sign-in/sso';
const AUTHORIZE_URL =
  'https://sso.agencia.es/realms/panel/protocol/openid-connect/auth?state=s&code_challenge=c';

const enabled = { isEnabled: true, providerName: 'SSO', isStaffSsoOnly: false };

function setup(handlers: Record<string, MockHandler>, initialPath = '/login') {
  const fetchMock = mockFetch({ [GET_SESSION]: () => json(null), ...handlers });
  const user = userEvent.setup();
  const queryClient = createTestQueryClient();
  renderRoutes([{ path: '/login', element: <LoginPage /> }], { initialPath, queryClient });
  return { fetchMock, user, queryClient };
}

/** `window.location.assign` cannot be spied on in jsdom: the whole `location` is stubbed (undone after each test). */
function stubAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('«Entrar con SSO» on the sign-in page', () => {
  it('is offered under the form when single sign-on is on, and goes to the provider', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { fetchMock, user } = setup({
      [SSO_CONFIG]: () => json(enabled),
      [SIGN_IN_SSO]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const button = await screen.findByRole('button', { name: 'Entrar con SSO' });
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    const assign = stubAssign();

    button.focus();
    await user.keyboard('{Enter}');
    const busy = await screen.findByRole('button', { name: SSO_TEXTS.redirecting });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');

    answer(json({ url: AUTHORIZE_URL, redirect: true }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE_URL));
    const [, init] = callsTo(fetchMock, SIGN_IN_SSO)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({});
  });

  it('is not offered when single sign-on is off', async () => {
    const { queryClient } = setup({
      [SSO_CONFIG]: () => json({ isEnabled: false, providerName: null, isStaffSsoOnly: false }),
    });
    await screen.findByRole('button', { name: 'Iniciar sesión' });
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.auth.ssoConfig)?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: /^Entrar con/ })).not.toBeInTheDocument();
    expect(screen.queryByText(SSO_TEXTS.divider)).not.toBeInTheDocument();
  });

  it('names the provider, and in SSO-only mode says who signs in with it', async () => {
    setup({ [SSO_CONFIG]: () => json({ isEnabled: true, providerName: 'Keycloak', isStaffSsoOnly: true }) });
    const button = await screen.findByRole('button', { name: 'Entrar con Keycloak' });
    expect(button).toHaveAccessibleDescription(SSO_TEXTS.staffOnlyHint('Keycloak'));
  });

  it('tells why the provider cannot be used when the server refuses to start', async () => {
    const { user } = setup({
      [SSO_CONFIG]: () => json(enabled),
      [SIGN_IN_SSO]: () => json({ code: 'SSO_UNAVAILABLE', message: 'x' }, 503),
    });
    const assign = stubAssign();
    await user.click(await screen.findByRole('button', { name: 'Entrar con SSO' }));
    expect(await screen.findByText(SSO_TEXTS.unavailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar con SSO' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the reason of a refused sign-in that came back with ?error=', async () => {
    setup({ [SSO_CONFIG]: () => json(enabled) }, '/login?error=sso_no_permission&error_description=x');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SSO_TEXTS.refusedTitle);
    expect(alert).toHaveTextContent(SSO_TEXTS.noPermission);
  });

  it('turns Better Auth’s own codes into Spanish, and anything else into a general message', async () => {
    setup({ [SSO_CONFIG]: () => json(enabled) }, '/login?error=state_mismatch');
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_TEXTS.expired);
  });
});
