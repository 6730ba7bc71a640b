// @vitest-environment jsdom

import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUnreachable } from '@/lib/session/get-session';
import { json, mockFetch, renderRoutes } from '@/testing/test-utils';
import { decideProtectedRoute, type ProtectedRouteInput } from '../utils/protected-route-decision';
import { ProtectedRoute } from './protected-route';

const base: ProtectedRouteInput = {
  isSessionPending: false,
  isSessionError: false,
  hasUser: true,
  profileRole: null,
  isProfileError: false,
  hasTimedOut: false,
  requiredRole: 'admin',
};

describe('decideProtectedRoute', () => {
  it('sends a visitor without a session to /login', () => {
    expect(decideProtectedRoute({ ...base, hasUser: false })).toEqual({
      kind: 'redirect',
      to: '/login',
      reason: 'no-user',
    });
  });

  it('gives the sign-in page the page asked for, when it is a path of this app', () => {
    const to = (returnTo: string) =>
      decideProtectedRoute({ ...base, hasUser: false, requiredRole: 'client', returnTo });
    expect(to('/dashboard/today?story=s-1')).toMatchObject({
      to: '/login?next=%2Fdashboard%2Ftoday%3Fstory%3Ds-1',
    });
    expect(to('//evil.example')).toMatchObject({ to: '/login' });
  });

  it('sends each role to its own home when the route needs the other one', () => {
    expect(decideProtectedRoute({ ...base, profileRole: 'client', requiredRole: 'admin' })).toMatchObject({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(decideProtectedRoute({ ...base, profileRole: 'admin', requiredRole: 'client' })).toMatchObject({
      kind: 'redirect',
      to: '/admin',
    });
  });

  it('lets the right role in', () => {
    expect(decideProtectedRoute({ ...base, profileRole: 'admin', requiredRole: 'admin' })).toEqual({
      kind: 'allow',
    });
    expect(decideProtectedRoute({ ...base, profileRole: 'client', requiredRole: 'client' })).toEqual({
      kind: 'allow',
    });
  });

  it('tells loading the session apart from finishing the profile', () => {
    expect(decideProtectedRoute({ ...base, isSessionPending: true, hasUser: false })).toEqual({
      kind: 'loading',
      message: 'Cargando perfil...',
    });
    expect(decideProtectedRoute(base)).toEqual({
      kind: 'loading',
      message: 'Finalizando carga del perfil...',
    });
  });

  it('gives up with the critical error after the timeout or a failed profile read', () => {
    expect(decideProtectedRoute({ ...base, hasTimedOut: true })).toEqual({ kind: 'error' });
    expect(decideProtectedRoute({ ...base, isProfileError: true })).toEqual({ kind: 'error' });
  });
});

const SESSION = {
  session: { id: 's', userId: 'u', expiresAt: '' },
  user: { id: 'u', email: 'a@b.c', name: 'A' },
};
const me = (role: 'admin' | 'client') => ({
  profile: { id: 'u', email: 'a@b.c', fullName: 'A', role, createdAt: '', updatedAt: '' },
  mustChangePassword: false,
  tempPasswordExpiresAt: null,
});

function renderGuarded(initialPath: string) {
  return renderRoutes(
    [
      { path: '/login', element: <h1>Pantalla de login</h1> },
      {
        path: '/admin',
        element: (
          <ProtectedRoute requiredRole="admin">
            <h1>Zona admin</h1>
          </ProtectedRoute>
        ),
      },
      {
        path: '/dashboard',
        element: (
          <ProtectedRoute requiredRole="client">
            <h1>Zona cliente</h1>
          </ProtectedRoute>
        ),
      },
    ],
    { initialPath },
  );
}

describe('<ProtectedRoute>', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  // Module state, shared with the other test files of the worker.
  afterEach(() => sessionUnreachable.set(false));

  it('redirects a visitor without a session to /login', async () => {
    mockFetch({ 'GET /api/auth/get-session': () => json(null) });
    renderGuarded('/admin');
    expect(await screen.findByRole('heading', { name: 'Pantalla de login' })).toBeInTheDocument();
  });

  it('keeps the page asked for in the sign-in link', async () => {
    mockFetch({ 'GET /api/auth/get-session': () => json(null) });
    const { router } = renderGuarded('/dashboard?story=s-1');
    expect(await screen.findByRole('heading', { name: 'Pantalla de login' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fdashboard%3Fstory%3Ds-1');
  });

  it('sends a client who opens /admin to /dashboard', async () => {
    mockFetch({ 'GET /api/auth/get-session': () => json(SESSION), 'GET /api/me': () => json(me('client')) });
    const { router } = renderGuarded('/admin');
    expect(await screen.findByRole('heading', { name: 'Zona cliente' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the admin area to an admin', async () => {
    mockFetch({ 'GET /api/auth/get-session': () => json(SESSION), 'GET /api/me': () => json(me('admin')) });
    renderGuarded('/admin');
    expect(await screen.findByRole('heading', { name: 'Zona admin' })).toBeInTheDocument();
  });

  it('offline, shows the area from the profile the service worker kept, without flashing an error', async () => {
    let answerProfile: () => void = () => undefined;
    mockFetch({
      // No network: the session cannot be asked (the service worker never keeps /api/auth/*)...
      'GET /api/auth/get-session': () => Promise.reject(new TypeError('Failed to fetch')),
      // ...but it answers /api/me with its last copy.
      'GET /api/me': () =>
        new Promise<Response>((resolve) => {
          answerProfile = () => resolve(json(me('client')));
        }),
    });
    const { router } = renderGuarded('/dashboard');
    expect(await screen.findByText('Finalizando carga del perfil...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Error Crítico' })).not.toBeInTheDocument();
    act(() => answerProfile());
    expect(await screen.findByRole('heading', { name: 'Zona cliente' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('offline with no kept profile (signed out on this device), shows the critical error', async () => {
    mockFetch({
      'GET /api/auth/get-session': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /api/me': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderGuarded('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Error Crítico' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Zona cliente' })).not.toBeInTheDocument();
  });

  it('shows the critical error when the profile does not arrive within 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({
      'GET /api/auth/get-session': () => json(SESSION),
      'GET /api/me': () => new Promise<Response>(() => undefined),
    });
    renderGuarded('/admin');
    expect(await screen.findByText('Finalizando carga del perfil...')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    expect(await screen.findByRole('heading', { name: 'Error Crítico' })).toBeInTheDocument();
    expect(screen.getByText('No se pudo cargar el perfil de usuario')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar Página' })).toBeInTheDocument();
  });
});
