// @vitest-environment jsdom

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAttempts } from '@/features/auth/stores/login-attempts';
import { json, mockFetch, renderRoutes } from '@/testing/test-utils';
import { LoginPage } from './login-page';

/** Issue 29 §2: the sign-in page returns to the link it was given (a path of this app only), else the landing. */

function Where({ name }: { name: string }) {
  const location = useLocation();
  return (
    <h1>
      {name} {location.pathname}
      {location.search}
    </h1>
  );
}

function renderLogin(initialPath: string) {
  return renderRoutes(
    [
      // As the app's router has it: the installed app's start_url ('/') goes to the sign-in page, which decides.
      { path: '/', element: <Navigate to="/login" replace /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/admin', element: <Where name="Área admin" /> },
      { path: '/dashboard', element: <Where name="Área cliente" /> },
      { path: '/dashboard/today', element: <Where name="Publicar hoy" /> },
    ],
    { initialPath },
  );
}

function signInAs(role: 'admin' | 'client', dueToday = 0) {
  let signedIn = false;
  const user = { id: 'u', email: 'a@b.c', name: 'A', role };
  return mockFetch({
    'GET /api/auth/get-session': () =>
      json(signedIn ? { session: { id: 's', userId: 'u', expiresAt: '' }, user } : null),
    'POST /api/auth/sign-in/email': () => {
      signedIn = true;
      return json({ user });
    },
    'GET /api/client/overview': () =>
      json({ dueToday: Array.from({ length: dueToday }, (_, i) => ({ id: `s-${i}` })) }),
  });
}

async function submit() {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Iniciar sesión' });
  await user.type(screen.getByLabelText('Email'), 'marta@cafe.es');
  await user.type(screen.getByLabelText('Contraseña', { selector: 'input' }), 'secreto');
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

beforeEach(() => {
  loginAttempts.reset();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

describe('sign-in returns to the link it was given', () => {
  it("opens the reminder's story after signing in", async () => {
    signInAs('client');
    renderLogin(`/login?next=${encodeURIComponent('/dashboard/today?story=s-1')}`);
    await submit();
    expect(
      await screen.findByRole('heading', { name: 'Publicar hoy /dashboard/today?story=s-1' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['https://evil.example/dashboard/today'],
    ['//evil.example/dashboard/today'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
  ])('never follows %s: the landing page instead', async (next) => {
    signInAs('client');
    renderLogin(`/login?next=${encodeURIComponent(next)}`);
    await submit();
    expect(await screen.findByRole('heading', { name: 'Área cliente /dashboard' })).toBeInTheDocument();
  });

  it('without a link, a client with stories today lands on «Publicar hoy», one without on the dashboard', async () => {
    signInAs('client', 2);
    const first = renderLogin('/login');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Publicar hoy /dashboard/today' })).toBeInTheDocument();
    first.unmount();

    signInAs('client', 0);
    renderLogin('/login');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Área cliente /dashboard' })).toBeInTheDocument();
  });

  it('an admin goes home, and follows a link of the app it is given', async () => {
    signInAs('admin');
    const first = renderLogin('/login?next=%2F%2Fevil.example');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Área admin /admin' })).toBeInTheDocument();
    first.unmount();

    signInAs('admin');
    renderLogin('/login?next=%2Fadmin%3Fx%3D1');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Área admin /admin?x=1' })).toBeInTheDocument();
  });

  it("the installed app's start ('/') opens «Publicar hoy» for a signed-in client with stories today", async () => {
    const user = { id: 'u', email: 'a@b.c', name: 'A', role: 'client' };
    mockFetch({
      'GET /api/auth/get-session': () => json({ session: { id: 's', userId: 'u', expiresAt: '' }, user }),
      'GET /api/client/overview': () => json({ dueToday: [{ id: 's-1' }] }),
    });
    renderLogin('/');
    expect(await screen.findByRole('heading', { name: 'Publicar hoy /dashboard/today' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Área cliente/ })).not.toBeInTheDocument();
  });
});
