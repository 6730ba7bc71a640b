// @vitest-environment jsdom

import { LOGIN_TEXTS } from '@shared/auth/login-errors';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '@/lib/api-client';
import { json, mockFetch, renderRoutes } from '@/testing/test-utils';
import { LoginPage } from './login-page';
import { RootLayout } from './root-layout';

/** A screen that calls the API when asked to, as any screen of an open tab does. */
function Screen() {
  return (
    <button type="button" onClick={() => void apiFetch('/api/me').catch(() => undefined)}>
      Cargar
    </button>
  );
}

function render() {
  return renderRoutes(
    [
      {
        path: '/',
        element: <RootLayout />,
        children: [
          { path: 'admin', element: <Screen /> },
          { path: 'login', element: <LoginPage /> },
        ],
      },
    ],
    { initialPath: '/admin' },
  );
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('an open tab signed out by the server', () => {
  it('says on the sign-in page that the account was deactivated', async () => {
    mockFetch({
      'GET /api/me': () =>
        json({ error: { code: 'UNAUTHORIZED', message: LOGIN_TEXTS.accountInactive } }, 401),
      'GET /api/auth/get-session': () => json(null),
    });
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Cargar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOGIN_TEXTS.sessionEndedTitle);
    expect(alert).toHaveTextContent(LOGIN_TEXTS.accountInactive);
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('adds nothing when the session merely lapsed', async () => {
    mockFetch({
      'GET /api/me': () =>
        json({ error: { code: 'UNAUTHORIZED', message: 'Debes iniciar sesión para continuar.' } }, 401),
      'GET /api/auth/get-session': () => json(null),
    });
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Cargar' }));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByText(LOGIN_TEXTS.sessionEndedTitle)).toBeNull();
  });
});
