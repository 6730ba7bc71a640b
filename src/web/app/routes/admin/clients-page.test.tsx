// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch, renderRoutes } from '@/testing/test-utils';
import { DeleteClientDialog } from '../../lazy-dialogs';
import { ClientsPage } from './clients-page';

const client = (id: string, brandName: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Contacto ${brandName}`,
  brandName,
  email: `${id}@example.test`,
  phone: null,
  industry: null,
  description: null,
  status: 'active',
  invitationStatus: 'sent',
  hasLoginUser: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

function urlsOf(fetchMock: ReturnType<typeof mockFetch>) {
  return callsTo(fetchMock, 'GET /api/admin/clients').map(([input]) => String(input));
}

describe('ClientsPage', () => {
  // The page loads its dialogs lazily (on pointer-over/focus in the browser): have them ready, as a user would.
  beforeAll(async () => {
    await Promise.all([DeleteClientDialog.preload()]);
  });

  it('lists the clients with status, contact, e-mail, es-ES date and the row actions', async () => {
    mockFetch({
      'GET /api/admin/clients': () =>
        json({
          clients: [client('a', 'Café Aurora'), client('b', 'Moda Vértice', { status: 'inactive' })],
          total: 2,
        }),
    });
    renderRoutes([{ path: '/admin/clients', element: <ClientsPage /> }], { initialPath: '/admin/clients' });
    expect(screen.getByText('Cargando clientes...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Clientes (2)' })).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Clientes' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('Inactivo')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Contacto Café Aurora')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('a@example.test')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Creado el 20/11/2026')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: /^Ver\s*Café Aurora$/ })).toHaveAttribute(
      'href',
      '/admin/clients/a',
    );
    expect(within(rows[0]!).getByRole('link', { name: /^Editar\s*Café Aurora$/ })).toHaveAttribute(
      'href',
      '/admin/clients/a/edit',
    );
  });

  it('searches on the server once typing pauses, and shows the empty state', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/clients': (init) => {
        void init;
        const last = urlsOf(fetchMock).at(-1) ?? '';
        return json(
          last.includes('q=')
            ? { clients: [], total: 0 }
            : { clients: [client('a', 'Café Aurora')], total: 1 },
        );
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/clients', element: <ClientsPage /> }], { initialPath: '/admin/clients' });
    await screen.findByRole('heading', { name: 'Clientes (1)' });
    await user.type(screen.getByPlaceholderText('Buscar por nombre, marca o email...'), 'zzz 50%');
    await screen.findByText('No se encontraron clientes.');
    const searched = urlsOf(fetchMock).filter((u) => u.includes('q='));
    // one request for the whole word, not one per keystroke
    expect(searched).toHaveLength(1);
    expect(new URL(searched[0]!, 'http://x').searchParams.get('q')).toBe('zzz 50%');
    // "Crear Primer Cliente" is for an empty agency, not for a search without results
    expect(screen.queryByRole('link', { name: 'Crear Primer Cliente' })).not.toBeInTheDocument();
  });

  it('offers to create the first client when there is none', async () => {
    mockFetch({ 'GET /api/admin/clients': () => json({ clients: [], total: 0 }) });
    renderRoutes([{ path: '/admin/clients', element: <ClientsPage /> }], { initialPath: '/admin/clients' });
    expect(await screen.findByRole('link', { name: 'Crear Primer Cliente' })).toHaveAttribute(
      'href',
      '/admin/clients/new',
    );
  });

  it('toasts a load failure', async () => {
    mockFetch({ 'GET /api/admin/clients': () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500) });
    renderRoutes([{ path: '/admin/clients', element: <ClientsPage /> }], { initialPath: '/admin/clients' });
    expect(await screen.findByText('No se pudieron cargar los clientes.')).toBeInTheDocument();
  });
});
