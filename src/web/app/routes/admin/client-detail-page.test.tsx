// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { callsTo, json, type MockHandler, mockFetch, renderRoutes } from '@/testing/test-utils';
import { DeleteCampaignDialog, DeleteClientDialog, ImportCampaignDialog } from '../../lazy-dialogs';
import { ClientDetailPage } from './client-detail-page';

const CLIENT = {
  id: 'c1',
  name: 'Marta Ruiz',
  brandName: 'Café Aurora',
  email: 'marta@aurora.test',
  phone: null,
  industry: 'Alimentación',
  description: null,
  timeZone: null,
  proofRequired: false,
  status: 'active',
  invitationStatus: 'sent',
  hasLoginUser: true,
  createdAt: '2026-08-24T10:00:00.000Z',
  updatedAt: '2026-08-24T10:00:00.000Z',
};
const CAMPAIGN = {
  id: 'k1',
  title: 'Semana del Café',
  description: null,
  status: 'active',
  startDate: '2026-10-23',
  endDate: '2026-10-29',
  totalDays: 7,
  completedDays: 4,
  totalStories: 30,
  postedStories: 18,
  createdAt: '2026-10-01T10:00:00.000Z',
};

/** The paging fields of a detail answer whose campaigns all fit on the first page. */
function pageOf(detail: Record<string, unknown>) {
  const campaigns = Array.isArray(detail.campaigns) ? detail.campaigns : [];
  return { campaignsTotal: campaigns.length, campaignsPage: 1, campaignsPageSize: 10 };
}

function setup(detail: Record<string, unknown> | MockHandler, handlers: Record<string, MockHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/admin/clients/c1':
      typeof detail === 'function' ? detail : () => json({ ...pageOf(detail), ...detail }),
    // The Instagram card (its states: features/instagram-connection/components/instagram-card.test.tsx).
    'GET /api/admin/clients/c1/instagram': () => json({ available: false, connection: null }),
    ...handlers,
  });
  const user = userEvent.setup();
  renderRoutes(
    [
      { path: '/admin/clients/:id', element: <ClientDetailPage /> },
      { path: '/admin/clients', element: <p>Lista de clientes</p> },
    ],
    { initialPath: '/admin/clients/c1' },
  );
  return { fetchMock, user };
}

describe('ClientDetailPage', () => {
  it('pages the campaigns 10 at a time, the page in the URL', async () => {
    const { fetchMock, user } = setup({
      client: CLIENT,
      campaigns: [CAMPAIGN],
      campaignsTotal: 25,
      campaignsPage: 1,
      campaignsPageSize: 10,
    });
    expect(await screen.findByRole('heading', { name: 'Campañas (25)' })).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await vi.waitFor(() =>
      expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('/api/admin/clients/c1?campaignsPage=2'),
    );
  });

  // The page loads its dialogs lazily (on pointer-over/focus in the browser): have them ready, as a user would.
  beforeAll(async () => {
    await Promise.all([
      DeleteCampaignDialog.preload(),
      DeleteClientDialog.preload(),
      ImportCampaignDialog.preload(),
    ]);
  });

  it('shows the header, the info card (only present fields) and the campaigns with their days progress', async () => {
    setup({ client: CLIENT, campaigns: [CAMPAIGN] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Café Aurora' })).toBeInTheDocument();
    expect(screen.getByText('Activo')).toBeInTheDocument();
    expect(screen.getByText('Marta Ruiz')).toBeInTheDocument();
    expect(screen.getByText('Alimentación')).toBeInTheDocument();
    expect(screen.queryByText('Teléfono')).not.toBeInTheDocument();
    expect(screen.getByText('24/08/2026')).toBeInTheDocument();
    expect(screen.getByText('Predeterminada de la agencia')).toBeInTheDocument();
    expect(screen.getByText('Opcional')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Campañas (1)' })).toBeInTheDocument();
    const row = within(screen.getByRole('list', { name: 'Campañas del cliente' })).getByRole('listitem');
    expect(within(row).getByText('Sin descripción')).toBeInTheDocument();
    expect(within(row).getByText('Inicio: 23/10/2026 · Fin: 29/10/2026')).toBeInTheDocument();
    expect(
      within(row).getByRole('progressbar', { name: '4 de 7 días completados (57%)' }),
    ).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /^Editar/ })).toHaveAttribute(
      'href',
      '/admin/campaigns/k1/edit',
    );
  });

  it("has the client's Instagram card, read alongside the client", async () => {
    const { fetchMock } = setup({ client: CLIENT, campaigns: [] });
    expect(await screen.findByRole('region', { name: 'Instagram' })).toBeInTheDocument();
    expect(
      await screen.findByText(/La conexión con Instagram no está configurada/, { exact: false }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/admin/clients/c1/instagram')).toHaveLength(1);
  });

  it('says whether the client must attach a proof of posting to each story', async () => {
    setup({ client: { ...CLIENT, proofRequired: true }, campaigns: [] });
    const label = await screen.findByText('Prueba de publicación');
    expect(label.closest('div')).toHaveTextContent('Prueba de publicaciónObligatoria');
  });

  it("shows the client's own time zone by its Spanish name", async () => {
    setup({ client: { ...CLIENT, timeZone: 'America/Bogota' }, campaigns: [] });
    expect(await screen.findByText('Colombia (Bogotá)')).toBeInTheDocument();
  });

  it.each([
    ['pending', false, 'Crear Usuario'],
    ['sent', true, 'Reenviar Credenciales'],
    ['failed', true, 'Reintentar Creación'],
  ])('labels the credentials button for %s', async (invitationStatus, hasLoginUser, label) => {
    setup({ client: { ...CLIENT, invitationStatus, hasLoginUser }, campaigns: [] });
    expect(await screen.findByRole('button', { name: label })).toBeEnabled();
  });

  it('disables the button once the user is active', async () => {
    setup({ client: { ...CLIENT, invitationStatus: 'accepted' }, campaigns: [] });
    expect(await screen.findByRole('button', { name: 'Usuario Activo' })).toBeDisabled();
    expect(screen.getByText('Este cliente no tiene campañas aún.')).toBeInTheDocument();
  });

  it('creates the user at once when the client has none', async () => {
    const sent = { client: { ...CLIENT, invitationStatus: 'sent' }, credentials: { delivered: true } };
    const { fetchMock, user } = setup(
      { client: { ...CLIENT, invitationStatus: 'pending', hasLoginUser: false }, campaigns: [] },
      { 'POST /api/admin/clients/c1/credentials': () => json(sent) },
    );
    await user.click(await screen.findByRole('button', { name: 'Crear Usuario' }));
    expect(await screen.findByText('Usuario creado exitosamente')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/clients/c1/credentials')).toHaveLength(1);
  });

  it('asks before resending, and reports a failed e-mail with the spec title', async () => {
    const { fetchMock, user } = setup(
      { client: CLIENT, campaigns: [] },
      {
        'POST /api/admin/clients/c1/credentials': () =>
          json({
            client: { ...CLIENT, invitationStatus: 'failed' },
            credentials: { delivered: false, error: 'x' },
          }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Reenviar Credenciales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reenviar Credenciales' });
    expect(within(dialog).getByText(/La contraseña anterior dejará de funcionar/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/clients/c1/credentials')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar nuevas credenciales' }));
    expect(await screen.findByText('Error al crear usuario')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/clients/c1/credentials')).toHaveLength(1);
  });

  it('deletes only after the exact brand name is typed, then goes to the list', async () => {
    const { fetchMock, user } = setup(
      { client: CLIENT, campaigns: [] },
      {
        'DELETE /api/admin/clients/c1': () =>
          json({
            ok: true,
            client: { id: 'c1', brandName: 'Café Aurora' },
            deleted: { campaigns: 0, days: 0, stories: 0, loginUser: true },
          }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Eliminar Cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar Cliente' });
    const confirm = within(dialog).getByRole('button', { name: 'Eliminar Cliente' });
    await user.type(within(dialog).getByRole('textbox'), 'café aurora');
    expect(within(dialog).getByText('El nombre del cliente no coincide.')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByRole('textbox'));
    await user.type(within(dialog).getByRole('textbox'), 'Café Aurora');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('Lista de clientes')).toBeInTheDocument();
    expect(screen.getByText('Cliente eliminado')).toBeInTheDocument();
    const body = JSON.parse(String(callsTo(fetchMock, 'DELETE /api/admin/clients/c1')[0]?.[1]?.body));
    expect(body).toEqual({ confirmationName: 'Café Aurora' });
  });

  it('shows the not-found state for an unknown client', async () => {
    setup(() => json({ error: { code: 'NOT_FOUND', message: 'Cliente no encontrado' } }, 404));
    expect(await screen.findByRole('heading', { name: 'Cliente no encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Clientes' })).toHaveAttribute('href', '/admin/clients');
  });

  it('shows the load error with a retry for other failures', async () => {
    setup(() => json({ error: { code: 'INTERNAL', message: 'x' } }, 500));
    expect(
      (await screen.findAllByText('No se pudieron cargar los datos del cliente.')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
