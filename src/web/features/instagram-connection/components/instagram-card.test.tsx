// @vitest-environment jsdom

import type { InstagramConnection } from '@shared/instagram/instagram-connection';
import { INSTAGRAM_TEXTS } from '@shared/instagram/instagram-connection';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { callsTo, json, type MockHandler, mockFetch, renderRoutes } from '@/testing/test-utils';
import { InstagramCard } from './instagram-card';

const GET = 'GET /api/admin/clients/c1/instagram';
const CONNECT = 'POST /api/admin/clients/c1/instagram/connect';
const DELETE = 'DELETE /api/admin/clients/c1/instagram';
const AUTHORIZE_URL = 'https://www.instagram.com/oauth/authorize?client_id=1&state=firmado';

/** An active business account, connected on 20/11/2026 by Laura, its permission valid until 19/01/2027. */
function connection(overrides: Partial<InstagramConnection> = {}): InstagramConnection {
  return {
    igUserId: '17841400000000001',
    username: 'cafe.aurora',
    profilePictureUrl: 'https://scontent.cdninstagram.com/v/aurora.jpg',
    accountType: 'BUSINESS',
    status: 'active',
    statusReason: null,
    // Midday UTC: the same calendar day in any zone the tests may run in.
    tokenExpiresAt: '2027-01-19T12:00:00.000Z',
    tokenRefreshedAt: '2026-11-20T12:00:00.000Z',
    connectedAt: '2026-11-20T12:00:00.000Z',
    connectedByName: 'Laura Martín',
    ...overrides,
  };
}

function setup(handlers: Record<string, MockHandler>, initialPath = '/admin/clients/c1') {
  const fetchMock = mockFetch(handlers);
  const user = userEvent.setup();
  const { router } = renderRoutes(
    [{ path: '/admin/clients/:id', element: <InstagramCard clientId="c1" /> }],
    {
      initialPath,
    },
  );
  return { fetchMock, user, router };
}

/** `window.location.assign` cannot be spied on in jsdom: the whole `location` is stubbed (undone after each test). */
function stubAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

const card = () => screen.getByRole('region', { name: 'Instagram' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the client page’s Instagram card', () => {
  it('without a Meta app configured, explains why and where the guide is, with no button', async () => {
    setup({ [GET]: () => json({ available: false, connection: null }) });
    expect(await screen.findByText(INSTAGRAM_TEXTS.notConfigured)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Instagram' })).toBeInTheDocument();
    expect(within(card()).getByText('docs/instagram.md')).toBeInTheDocument();
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('not connected: says what connecting gives; «Conectar con Instagram» asks for the page and goes there', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { fetchMock, user } = setup({
      [GET]: () => json({ available: true, connection: null }),
      [CONNECT]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    expect(
      await screen.findByText(
        'Lee las estadísticas de sus historias publicadas y publica automáticamente las que no llevan stickers.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(INSTAGRAM_TEXTS.notConnected)).toBeInTheDocument();
    const assign = stubAssign();

    await user.click(screen.getByRole('button', { name: 'Conectar con Instagram' }));
    const busy = await screen.findByRole('button', { name: 'Abriendo Instagram…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(assign).not.toHaveBeenCalled();

    answer(json({ authorizeUrl: AUTHORIZE_URL }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE_URL));
    expect(callsTo(fetchMock, CONNECT)).toHaveLength(1);
    // Still busy while the browser leaves for Instagram.
    expect(screen.getByRole('button', { name: 'Abriendo Instagram…' })).toBeDisabled();
  });

  it('a refused connect is a toast with the server’s words, and the button works again', async () => {
    const refusal = 'La conexión con Instagram no está configurada.';
    const { user } = setup({
      [GET]: () => json({ available: true, connection: null }),
      [CONNECT]: () => json({ error: { code: 'CONFLICT', message: refusal } }, 409),
    });
    const assign = stubAssign();
    await user.click(await screen.findByRole('button', { name: 'Conectar con Instagram' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByText('No se pudo empezar la conexión con Instagram')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Conectar con Instagram' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('connected: the account, its type, until when the permission lasts and who connected it', async () => {
    const { fetchMock, user } = setup({
      [GET]: () => json({ available: true, connection: connection() }),
      [CONNECT]: () => json({ authorizeUrl: AUTHORIZE_URL }),
    });
    expect(await screen.findByText('@cafe.aurora')).toBeInTheDocument();
    const picture = card().querySelector('img');
    expect(picture).toHaveAttribute('src', 'https://scontent.cdninstagram.com/v/aurora.jpg');
    expect(picture).toHaveAttribute('alt', '');
    expect(screen.getByText('Cuenta de empresa')).toBeInTheDocument();
    expect(screen.getByText('Permiso válido hasta el 19/01/2027')).toBeInTheDocument();
    expect(screen.getByText('Conectada por Laura Martín el 20/11/2026')).toBeInTheDocument();
    expect(within(card()).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desconectar' })).toBeEnabled();

    const assign = stubAssign();
    await user.click(screen.getByRole('button', { name: 'Reconectar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE_URL));
    expect(callsTo(fetchMock, CONNECT)).toHaveLength(1);
  });

  it('a creator account says that only business accounts publish; a picture that fails shows the initial', async () => {
    setup({
      [GET]: () => json({ available: true, connection: connection({ accountType: 'MEDIA_CREATOR' }) }),
    });
    expect(await screen.findByText('Cuenta de creador')).toBeInTheDocument();
    expect(
      screen.getByText(/Solo las cuentas de empresa publican historias automáticamente/),
    ).toBeInTheDocument();
    const picture = card().querySelector('img');
    picture?.dispatchEvent(new Event('error'));
    await waitFor(() => expect(card().querySelector('img')).toBeNull());
    expect(within(card()).getByText('C')).toHaveAttribute('aria-hidden', 'true');
  });

  it('needing reconnection: a warning with the reason and «Reconectar» first', async () => {
    const reason = INSTAGRAM_TEXTS.revoked;
    setup({
      [GET]: () =>
        json({ available: true, connection: connection({ status: 'reconnect', statusReason: reason }) }),
    });
    const alert = await within(await screen.findByRole('region', { name: 'Instagram' })).findByRole('alert');
    expect(within(alert).getByText('Hay que reconectar la cuenta')).toBeInTheDocument();
    expect(within(alert).getByText(reason)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Reconectar' })).toBeEnabled();
    // One «Reconectar» only, and no validity for a permission Instagram no longer accepts.
    expect(screen.getAllByRole('button', { name: 'Reconectar' })).toHaveLength(1);
    expect(screen.queryByText(/Permiso válido hasta/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desconectar' })).toBeInTheDocument();
  });

  it('«Desconectar» asks first; cancelling sends nothing, confirming disconnects and says so', async () => {
    let connected = true;
    const { fetchMock, user } = setup({
      [GET]: () => json({ available: true, connection: connected ? connection() : null }),
      [DELETE]: () => {
        connected = false;
        return json(null);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Desconectar' }));
    let dialog = await screen.findByRole('alertdialog', { name: '¿Desconectar @cafe.aurora?' });
    expect(within(dialog).getByText(/Los números ya leídos se conservan/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, DELETE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Desconectar' }));
    dialog = await screen.findByRole('alertdialog', { name: '¿Desconectar @cafe.aurora?' });
    await user.click(within(dialog).getByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByText(INSTAGRAM_TEXTS.disconnected)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Conectar con Instagram' })).toBeInTheDocument();
    expect(callsTo(fetchMock, DELETE)).toHaveLength(1);
  });

  it.each([
    ['connected', 'success', INSTAGRAM_TEXTS.connected],
    ['not_business', 'warning', INSTAGRAM_TEXTS.notBusiness],
    ['denied', 'error', INSTAGRAM_TEXTS.denied],
    ['failed', 'error', INSTAGRAM_TEXTS.failed],
    ['expired', 'error', INSTAGRAM_TEXTS.expired],
  ] as const)(
    'back from Instagram with ?instagram=%s: a %s toast, once, and the parameter gone',
    async (outcome, kind, message) => {
      const shown = vi.spyOn(toast, kind);
      const { router } = setup(
        { [GET]: () => json({ available: true, connection: connection() }) },
        `/admin/clients/c1?pagina=2&instagram=${outcome}`,
      );
      expect(await screen.findByText(message)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.search).toBe('?pagina=2'));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(shown).toHaveBeenCalledTimes(1);
      expect(shown).toHaveBeenCalledWith(message, expect.anything());
    },
  );

  it('drops an unknown ?instagram= value without a word', async () => {
    const shown = vi.spyOn(toast, 'error');
    const { router } = setup(
      { [GET]: () => json({ available: true, connection: null }) },
      '/admin/clients/c1?instagram=otra-cosa',
    );
    await screen.findByRole('button', { name: 'Conectar con Instagram' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(shown).not.toHaveBeenCalled();
  });

  it('a failed read offers to try again', async () => {
    let fails = true;
    const { user } = setup({
      [GET]: () =>
        fails
          ? json({ error: { code: 'INTERNAL', message: 'Ha ocurrido un error inesperado' } }, 500)
          : json({ available: false, connection: null }),
    });
    expect(await screen.findByText('No se pudo cargar la conexión con Instagram')).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(INSTAGRAM_TEXTS.notConfigured)).toBeInTheDocument();
  });
});
