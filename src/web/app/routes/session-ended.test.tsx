// @vitest-environment jsdom

import { LOGIN_TEXTS } from '@shared/auth/login-errors';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { apiFetch } from '@/lib/api-client';
import { json, mockFetch, renderRoutes, renderWithProviders } from '@/testing/test-utils';
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

/** A screen with the sign-out button of the layouts. */
function SignOutScreen() {
  const { signOut } = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Desconectar
    </button>
  );
}

function render(initialPath = '/admin') {
  return renderRoutes(
    [
      {
        path: '/',
        element: <RootLayout />,
        children: [
          { path: 'admin', element: <Screen /> },
          { path: 'dashboard/today', element: <Screen /> },
          { path: 'salir', element: <SignOutScreen /> },
          { path: 'login', element: <LoginPage /> },
        ],
      },
    ],
    { initialPath },
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

describe('a request that answers 401', () => {
  it('sends to the sign-in page with the open page (its query included) as the place to come back to', async () => {
    mockFetch({
      'GET /api/me': () =>
        json({ error: { code: 'UNAUTHORIZED', message: 'Debes iniciar sesión para continuar.' } }, 401),
      'GET /api/auth/get-session': () => json(null),
    });
    const user = userEvent.setup();
    const { router } = render('/dashboard/today?story=0b0e7c52-6a43-4a57-9d5e-3d2a4e1f7a10');
    await user.click(screen.getByRole('button', { name: 'Cargar' }));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/dashboard/today?story=0b0e7c52-6a43-4a57-9d5e-3d2a4e1f7a10',
    );
  });

  it('leaves a sign-out on purpose on a bare /login, whatever its in-flight requests answer', async () => {
    const signOutCall: { finish?: (response: Response) => void } = {};
    mockFetch({
      'POST /api/auth/sign-out': () =>
        new Promise<Response>((resolve) => {
          signOutCall.finish = resolve;
        }),
      'GET /api/me': () =>
        json({ error: { code: 'UNAUTHORIZED', message: 'Debes iniciar sesión para continuar.' } }, 401),
      'GET /api/auth/get-session': () => json(null),
    });
    const user = userEvent.setup();
    const { router } = render('/salir');
    await user.click(screen.getByRole('button', { name: 'Desconectar' }));
    // The session is already over on the server: a request of the page still open answers 401 meanwhile.
    await waitFor(() => expect(signOutCall.finish).toBeDefined());
    await apiFetch('/api/me').catch(() => undefined);
    signOutCall.finish?.(json({ success: true }));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    // Back on the sign-in page, a later lost session sends to /login with its page again.
    await router.navigate('/admin');
    await user.click(await screen.findByRole('button', { name: 'Cargar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?next=%2Fadmin'));
  });

  it('forgets a finished sign-out, wherever it ran: a later 401 is a session lost again', async () => {
    mockFetch({
      'POST /api/auth/sign-out': () => json({ success: true }),
      'GET /api/me': () =>
        json({ error: { code: 'UNAUTHORIZED', message: 'Debes iniciar sesión para continuar.' } }, 401),
      'GET /api/auth/get-session': () => json(null),
    });
    const user = userEvent.setup();
    // A sign-out under a router without the root layout (nothing there watches for the sign-in page).
    const signedOut = renderWithProviders(<SignOutScreen />);
    await user.click(screen.getByRole('button', { name: 'Desconectar' }));
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/login'));
    signedOut.unmount();

    const { router } = render('/admin');
    await user.click(screen.getByRole('button', { name: 'Cargar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?next=%2Fadmin'));
  });
});
