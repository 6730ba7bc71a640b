// @vitest-environment jsdom

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderRoutes } from '@/testing/test-utils';
import { ClientLayoutRoute } from './client-layout';

const SESSION = {
  session: { id: 's', userId: 'u', expiresAt: '' },
  user: { id: 'u', email: 'marta@cafe.es', name: 'Marta', role: 'client' },
};
const ME = {
  profile: {
    id: 'u',
    email: 'marta@cafe.es',
    fullName: 'Marta Ruiz',
    role: 'client',
    createdAt: '',
    updatedAt: '',
  },
  mustChangePassword: false,
  tempPasswordExpiresAt: null,
};
const CLIENT = {
  id: 'c',
  name: 'Marta Ruiz',
  brandName: 'Café Aurora',
  email: 'marta@cafe.es',
  phone: null,
  industry: null,
  description: null,
  status: 'active',
  invitationStatus: 'accepted',
  createdAt: '',
  updatedAt: '',
};

function renderLayout() {
  return renderRoutes(
    [
      {
        path: '/dashboard',
        element: <ClientLayoutRoute />,
        children: [{ index: true, element: <h1>Progreso</h1> }],
      },
    ],
    { initialPath: '/dashboard' },
  );
}

describe('client layout', () => {
  it('has «Comentarios» in the menu with the unread count, read as «N sin leer», and a dot on the menu button', async () => {
    mockFetch({
      'GET /api/auth/get-session': () => json(SESSION),
      'GET /api/me': () => json(ME),
      'GET /api/client/me': () => json({ client: CLIENT }),
      'GET /api/comments/unread': () => json({ unread: 3, threads: 2 }),
    });
    renderLayout();
    const [link] = await screen.findAllByRole('link', { name: 'Comentarios, 3 sin leer' });
    expect(link).toHaveAttribute('href', '/dashboard/comments');
    expect(screen.getByRole('button', { name: 'Abrir menú (3 sin leer)' })).toBeInTheDocument();
  });

  it('opens the menu drawer (loaded on demand) and gives the focus back to its button when it closes', async () => {
    mockFetch({
      'GET /api/auth/get-session': () => json(SESSION),
      'GET /api/me': () => json(ME),
      'GET /api/client/me': () => json({ client: CLIENT }),
    });
    const user = userEvent.setup();
    renderLayout();
    const menuButton = await screen.findByRole('button', { name: 'Abrir menú' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menú de navegación' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Cerrar menú' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();

    // Open again: Escape closes it, and the focus comes back again.
    await user.click(menuButton);
    expect(await screen.findByRole('dialog', { name: 'Menú de navegación' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();
  });

  it('shows the brand of the client record', async () => {
    mockFetch({
      'GET /api/auth/get-session': () => json(SESSION),
      'GET /api/me': () => json(ME),
      'GET /api/client/me': () => json({ client: CLIENT }),
    });
    renderLayout();
    expect(await screen.findByText('Dashboard - Café Aurora')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Progreso' })[0]).toHaveAttribute('aria-current', 'page');
  });

  it('retries after 1, 2 and 4 s, then goes offline with a retry button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let clientCalls = 0;
    let isServerBack = false;
    mockFetch({
      'GET /api/auth/get-session': () => json(SESSION),
      'GET /api/me': () => json(ME),
      'GET /api/client/me': () => {
        clientCalls += 1;
        return isServerBack
          ? json({ client: CLIENT })
          : json({ error: { code: 'INTERNAL', message: 'x' } }, 500);
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderLayout();
    await screen.findByRole('heading', { name: 'Progreso' });
    await vi.waitFor(() => expect(clientCalls).toBe(1));

    for (const [delay, calls] of [
      [1_000, 2],
      [2_000, 3],
      [4_000, 4],
    ] as const) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(delay - 400);
      });
      expect(clientCalls).toBe(calls - 1);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(400);
      });
      await vi.waitFor(() => expect(clientCalls).toBe(calls));
    }

    expect(await screen.findByText('Modo offline')).toBeInTheDocument();
    expect(screen.getByText('Cliente (Sin conexión)')).toBeInTheDocument();
    expect(screen.getByText('Error al cargar los datos del cliente')).toBeInTheDocument();
    // Fallback names: the profile's full name.
    expect(screen.getByText('Dashboard - Marta Ruiz')).toBeInTheDocument();

    isServerBack = true;
    await user.click(screen.getByRole('button', { name: 'Reintentar conexión' }));
    expect(await screen.findByText('Dashboard - Café Aurora')).toBeInTheDocument();
    expect(screen.queryByText('Modo offline')).not.toBeInTheDocument();
  });

  it('reads the client record again when the page becomes visible, only if it is missing or errored', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let clientCalls = 0;
    let answer: 'missing' | 'error' | 'ok' = 'missing';
    mockFetch({
      'GET /api/auth/get-session': () => json(SESSION),
      'GET /api/me': () => json(ME),
      'GET /api/client/me': () => {
        clientCalls += 1;
        if (answer === 'missing') {
          return json({ error: { code: 'NOT_FOUND', message: 'No se encontraron datos del cliente' } }, 404);
        }
        if (answer === 'error') return json({ error: { code: 'INTERNAL', message: 'x' } }, 500);
        return json({ client: CLIENT });
      },
    });
    renderLayout();
    const becomeVisible = () =>
      act(async () => {
        // As in a browser: fired at the document, bubbling to the window (where TanStack Query listens).
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
        await vi.advanceTimersByTimeAsync(0);
      });

    // Missing record (404: not retried): the profile name stands in; a return to the page asks again.
    expect(await screen.findByText('Dashboard - Marta Ruiz')).toBeInTheDocument();
    expect(clientCalls).toBe(1);
    answer = 'error';
    await becomeVisible();
    await vi.waitFor(() => expect(clientCalls).toBe(2));
    // Errored: after the 3 retries (1 + 2 + 4 s) it is offline; a return to the page asks again.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(7_000);
    });
    expect(await screen.findByText('Modo offline')).toBeInTheDocument();
    expect(clientCalls).toBe(5);
    answer = 'ok';
    await becomeVisible();
    expect(await screen.findByText('Dashboard - Café Aurora')).toBeInTheDocument();
    expect(screen.queryByText('Modo offline')).not.toBeInTheDocument();
    expect(clientCalls).toBe(6);

    // Loaded: returning to the page does not ask again.
    await becomeVisible();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(clientCalls).toBe(6);
  });
});
