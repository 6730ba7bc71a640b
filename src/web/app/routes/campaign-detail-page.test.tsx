// @vitest-environment jsdom

import type { CampaignDetailResponse } from '@shared/api/client-area/campaigns';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignResponse } from '@/features/campaign-detail/testing/campaign-response';
import { callsTo, json, mockFetch, renderRoutes } from '@/testing/test-utils';
import { CampaignDetailPage } from './campaign-detail-page';

const GET = 'GET /api/campaigns/c1';
const posted = (storyId: string) => `PATCH /api/stories/${storyId}/posted`;
const copy = (storyId: string) => `PATCH /api/stories/${storyId}/copy`;

function renderPage(path = '/dashboard/campaigns/c1') {
  return renderRoutes(
    [
      // StrictMode as in main.tsx: effects run, are cleaned up and run again in development builds.
      {
        path: '/dashboard/campaigns/:campaignId',
        element: (
          <StrictMode>
            <CampaignDetailPage />
          </StrictMode>
        ),
      },
      { path: '/admin/campaigns/:id', element: <CampaignDetailPage /> },
      { path: '/dashboard/campaigns', element: <h1>Mis Campañas</h1> },
      { path: '/admin/campaigns', element: <h1>Campañas admin</h1> },
    ],
    { initialPath: path },
  );
}

function storyCard(storyId: string) {
  const card = document.getElementById(`historia-${storyId}`);
  if (!card) throw new Error(`story ${storyId} is not rendered`);
  return card;
}

function bodyOf(init: RequestInit | undefined) {
  return JSON.parse(String(init?.body)) as unknown;
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('campaign detail: states', () => {
  it('shows the loading text, then the campaign with its open day', async () => {
    mockFetch({ [GET]: () => json(campaignResponse({ days: [[true, false]] })) });
    renderPage();
    expect(screen.getByText('Cargando detalles de campaña...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de prueba' }),
    ).toBeInTheDocument();
    expect(screen.getByText('En Progreso')).toBeInTheDocument();
    expect(screen.getByText('1 de 2 historias publicadas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Día 1 - viernes, 20 de noviembre de 2026/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Volver a campañas' })).toHaveAttribute(
      'href',
      '/dashboard/campaigns',
    );
    expect(screen.queryByText(/^Cliente:/)).not.toBeInTheDocument();
  });

  it('answers a missing campaign with "Campaña no encontrada" and a way back', async () => {
    mockFetch({ [GET]: () => json({ error: { code: 'NOT_FOUND', message: 'Campaña no encontrada' } }, 404) });
    renderPage('/admin/campaigns/c1');
    expect(await screen.findByRole('heading', { name: 'Campaña no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a campañas' })).toHaveAttribute(
      'href',
      '/admin/campaigns',
    );
  });

  it('is the same screen for an admin, with the client named and the way back to the admin list', async () => {
    mockFetch({ [GET]: () => json(campaignResponse()) });
    renderPage('/admin/campaigns/c1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de prueba' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cliente: Café Aurora')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a campañas' })).toHaveAttribute(
      'href',
      '/admin/campaigns',
    );
  });

  it('tells an empty campaign apart', async () => {
    mockFetch({ [GET]: () => json(campaignResponse({ days: [[]] })) });
    renderPage();
    expect(await screen.findByText('No hay historias en esta campaña')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Todas publicadas' })).toBeDisabled();
  });

  it('hides the chat automation when fewer than two of its fields are set', async () => {
    mockFetch({ [GET]: () => json(campaignResponse({ chat: false })) });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Ver automatización de chat' })).not.toBeInTheDocument();
    expect(screen.queryByText('Automatización de chat')).not.toBeInTheDocument();
  });
});

describe('campaign detail: posted toggle', () => {
  it('shows the change at once and rolls it back when the server refuses it (logged, no toast)', async () => {
    let release: () => void = () => undefined;
    const fetchMock = mockFetch({
      [GET]: () => json(campaignResponse({ days: [[true, false]] })),
      [posted('d1-s2')]: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(json({ error: { code: 'INTERNAL', message: 'Error interno' } }, 500));
        }),
    });
    const user = userEvent.setup();
    renderPage();
    const toggle = await within(await waitFor(() => storyCard('d1-s2'))).findByRole('button', {
      name: 'Pendiente',
    });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(within(storyCard('d1-s2')).getByRole('button', { name: 'Publicado' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('2 de 2 historias publicadas')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, posted('d1-s2'))[0]?.[1])).toEqual({ isPosted: true });

    await act(async () => release());
    await waitFor(() =>
      expect(within(storyCard('d1-s2')).getByRole('button', { name: 'Pendiente' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    expect(screen.getByText('1 de 2 historias publicadas')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: /Notificaciones/ })?.textContent ?? '').not.toMatch(/Error/);
    // What is stored is read again.
    await waitFor(() => expect(callsTo(fetchMock, GET).length).toBe(2));
  });

  it('unmarks a published story', async () => {
    const fetchMock = mockFetch({
      [GET]: () => json(campaignResponse({ days: [[true, false]] })),
      [posted('d1-s1')]: () =>
        json({
          story: { id: 'd1-s1', isPosted: false, postedAt: null },
          day: { id: 'd1', dayOrder: 1, isLastDay: true, postedStories: 0, totalStories: 2 },
          campaign: { id: 'c1', postedStories: 0, totalStories: 2, progress: 0 },
        }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await within(await waitFor(() => storyCard('d1-s1'))).findByRole('button', { name: 'Publicado' }),
    );
    expect(bodyOf(callsTo(fetchMock, posted('d1-s1'))[0]?.[1])).toEqual({ isPosted: false });
    expect(await screen.findByText('0 de 2 historias publicadas')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'Día Completado' when the day's last pending story is posted", async () => {
    mockFetch({
      [GET]: () => json(campaignResponse({ days: [[true, false], [false]] })),
      [posted('d1-s2')]: () =>
        json({
          story: { id: 'd1-s2', isPosted: true, postedAt: '2026-11-20T09:00:00.000Z' },
          day: { id: 'd1', dayOrder: 1, isLastDay: false, postedStories: 2, totalStories: 2 },
          campaign: { id: 'c1', postedStories: 2, totalStories: 3, progress: 67 },
        }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await within(await waitFor(() => storyCard('d1-s2'))).findByRole('button', { name: 'Pendiente' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Día Completado' });
    expect(within(dialog).getByText(/Día 1/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'Lanzamiento Finalizado' instead when that day is the last one", async () => {
    mockFetch({
      [GET]: () => json(campaignResponse({ days: [[true], [true, false]], today: '2026-11-21' })),
      [posted('d2-s2')]: () =>
        json({
          story: { id: 'd2-s2', isPosted: true, postedAt: '2026-11-21T09:00:00.000Z' },
          day: { id: 'd2', dayOrder: 2, isLastDay: true, postedStories: 2, totalStories: 2 },
          campaign: { id: 'c1', postedStories: 3, totalStories: 3, progress: 100 },
        }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await within(await waitFor(() => storyCard('d2-s2'))).findByRole('button', { name: 'Pendiente' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Lanzamiento Finalizado' });
    expect(within(dialog).getByRole('button', { name: 'Entendido' })).toBeInTheDocument();
    expect(screen.queryByText('Día Completado')).not.toBeInTheDocument();
  });
});

describe('campaign detail: copy edit', () => {
  async function openEditor(user: ReturnType<typeof userEvent.setup>) {
    const card = await waitFor(() => storyCard('d1-s1'));
    await user.click(within(card).getByRole('button', { name: 'Cambiar copy' }));
    return { card, textarea: within(card).getByRole('textbox', { name: 'Nuevo copy de la historia' }) };
  }

  it('disables saving a blank copy and restores the original on cancel', async () => {
    const fetchMock = mockFetch({ [GET]: () => json(campaignResponse()) });
    const user = userEvent.setup();
    renderPage();
    const { card, textarea } = await openEditor(user);
    await user.clear(textarea);
    await user.type(textarea, '   ');
    expect(within(card).getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: 'Cancelar' }));
    expect(within(card).getByText('Copy de d1-s1')).toBeInTheDocument();
    expect(callsTo(fetchMock, copy('d1-s1'))).toHaveLength(0);
  });

  it('closes without a call when the trimmed text is unchanged', async () => {
    const fetchMock = mockFetch({ [GET]: () => json(campaignResponse()) });
    const user = userEvent.setup();
    renderPage();
    const { card, textarea } = await openEditor(user);
    await user.type(textarea, '   ');
    await user.click(within(card).getByRole('button', { name: 'Guardar' }));
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, copy('d1-s1'))).toHaveLength(0);
  });

  it('saves the trimmed copy, shows it at once and keeps it when stored', async () => {
    const fetchMock = mockFetch({
      [GET]: () => json(campaignResponse()),
      [copy('d1-s1')]: (init) => {
        const { copyText } = bodyOf(init) as { copyText: string };
        return json({ story: { id: 'd1-s1', copyText, updatedAt: '2026-11-20T10:00:00.000Z' } });
      },
    });
    const user = userEvent.setup();
    renderPage();
    const { card, textarea } = await openEditor(user);
    await user.clear(textarea);
    await user.type(textarea, '  Nuevo copy  ');
    await user.click(within(card).getByRole('button', { name: 'Guardar' }));
    expect(within(card).getByText('Nuevo copy')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, copy('d1-s1'))).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, copy('d1-s1'))[0]?.[1])).toEqual({ copyText: 'Nuevo copy' });
    expect(within(card).getByText('Nuevo copy')).toBeInTheDocument();
  });

  it('rolls the copy back when the server refuses it', async () => {
    mockFetch({
      [GET]: () => json(campaignResponse()),
      [copy('d1-s1')]: () => json({ error: { code: 'INTERNAL', message: 'Error interno' } }, 500),
    });
    const user = userEvent.setup();
    renderPage();
    const { card, textarea } = await openEditor(user);
    await user.clear(textarea);
    await user.type(textarea, 'Otro copy');
    await user.click(within(card).getByRole('button', { name: 'Guardar' }));
    expect(await within(card).findByText('Copy de d1-s1')).toBeInTheDocument();
    expect(within(card).queryByText('Otro copy')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });
});

describe('campaign detail: storyId and source', () => {
  const twoDays = () =>
    campaignResponse({
      days: [
        [true, true],
        [false, false],
      ],
      today: '2026-11-20',
    });

  it("opens the linked story's day, then highlights the story for 3 s (external link)", async () => {
    mockFetch({ [GET]: () => json(twoDays()) });
    renderPage('/dashboard/campaigns/c1?storyId=d2-s2&source=external');
    await waitFor(() => storyCard('d2-s2'));
    // Day 2 is open even though today is day 1.
    expect(screen.getByRole('button', { name: /^Día 2/ })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(storyCard('d2-s2')).toHaveAttribute('data-highlighted', 'true'), {
      timeout: 1_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(storyCard('d2-s2')).toHaveAttribute('data-highlighted', 'true');
    await waitFor(() => expect(storyCard('d2-s2')).not.toHaveAttribute('data-highlighted'), {
      timeout: 2_000,
    });
  }, 10_000);

  it('highlights without a source too, but only opens the day for an internal link', async () => {
    mockFetch({ [GET]: () => json(twoDays()) });
    const first = renderPage('/dashboard/campaigns/c1?storyId=d2-s1');
    await waitFor(() => expect(storyCard('d2-s1')).toHaveAttribute('data-highlighted', 'true'), {
      timeout: 1_000,
    });
    first.unmount();

    renderPage('/dashboard/campaigns/c1?storyId=d2-s1&source=internal');
    await waitFor(() => storyCard('d2-s1'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(storyCard('d2-s1')).not.toHaveAttribute('data-highlighted');
  });

  it("'Ir a historia actual' opens the first pending story's day and highlights it", async () => {
    mockFetch({ [GET]: () => json(twoDays()) });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ir a historia actual' }));
    await waitFor(() => expect(storyCard('d2-s1')).toHaveAttribute('data-highlighted', 'true'), {
      timeout: 1_000,
    });
  });
});

describe('campaign detail: chat automation', () => {
  async function openChat(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Ver automatización de chat' }));
    return screen.findByText('Mensaje automático inicial');
  }

  it('refuses an empty message with a toast and saves a real one', async () => {
    const fetchMock = mockFetch({
      [GET]: () => json(campaignResponse()),
      'PATCH /api/campaigns/c1/chat-automation/follow-up/1': (init) => {
        const { message } = bodyOf(init) as { message: string };
        return json({
          followUpSequence: [
            { delayHours: 2, message: 'Primer seguimiento', attachment: null },
            { delayHours: 50, message, attachment: null },
          ],
        });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await openChat(user);
    expect(screen.getByText(/tras 2 días y 2 horas/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar seguimiento 2' }));
    const textarea = screen.getByRole('textbox', { name: 'Editar seguimiento 2' });
    await user.clear(textarea);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El mensaje no puede estar vacío')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH /api/campaigns/c1/chat-automation/follow-up/1')).toHaveLength(0);

    await user.type(textarea, ' Quedan pocas horas ');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Mensaje actualizado')).toBeInTheDocument();
    expect(screen.getByText('Quedan pocas horas')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'PATCH /api/campaigns/c1/chat-automation/follow-up/1')[0]?.[1])).toEqual(
      { message: 'Quedan pocas horas' },
    );
  });

  it("keeps the editor open and says 'Error al guardar' when the server refuses", async () => {
    mockFetch({
      [GET]: () => json(campaignResponse()),
      'PATCH /api/campaigns/c1/chat-automation/auto-response': () =>
        json({ error: { code: 'INTERNAL', message: 'Error interno' } }, 500),
    });
    const user = userEvent.setup();
    renderPage();
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'Editar mensaje automático inicial' }));
    const textarea = screen.getByRole('textbox', { name: 'Editar mensaje automático inicial' });
    await user.type(textarea, '!');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al guardar')).toBeInTheDocument();
    expect(screen.getByText('No se pudo actualizar el mensaje')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Editar mensaje automático inicial' })).toHaveValue(
      'Hola, gracias por escribir!',
    );
  });

  it("copies everything with the default keyword 'QUIERO' when none is set", async () => {
    const data: CampaignDetailResponse = campaignResponse();
    data.campaign.chatAutomation.keyword = null;
    mockFetch({ [GET]: () => json(data) });
    // user-event puts its own clipboard in navigator.
    const user = userEvent.setup();
    renderPage();
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'Copiar todo' }));
    expect(await screen.findByText('Copiado al portapapeles')).toBeInTheDocument();
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('Palabra clave: QUIERO');
    expect(copied).toContain('2. Tras 2 días y 2 horas: Último aviso');
  });
});

describe('campaign detail under 768 px', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });

  it("shows 'Historias' / 'Calendario' tabs; a calendar day takes the user back to its stories", async () => {
    mockFetch({ [GET]: () => json(campaignResponse({ days: [[true], [false, false]] })) });
    const user = userEvent.setup();
    renderPage();
    const storiesTab = await screen.findByRole('tab', { name: 'Historias' });
    expect(storiesTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Calendario' }));
    expect(screen.getByText('Día completado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Día 2: Pendiente/ }));

    expect(screen.getByRole('tab', { name: 'Historias' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: /^Día 2 - / })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /^Día 1 - / })).toHaveAttribute('aria-expanded', 'false');
  });
});
