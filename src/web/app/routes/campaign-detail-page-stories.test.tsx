// @vitest-environment jsdom

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { campaignResponse } from '@/features/campaign-detail/testing/campaign-response';
import { callsTo, json, mockFetch } from '@/testing/test-utils';
import {
  bodyOf,
  copy,
  GET,
  posted,
  renderPage,
  spyOnConsoleError,
  storyCard,
} from './campaign-detail-page.testing';

const consoleError = spyOnConsoleError();

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
    expect(consoleError.current).toHaveBeenCalled();
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
    // The editor loads on the first tap (its own chunk).
    return {
      card,
      textarea: await within(card).findByRole('textbox', { name: 'Nuevo copy de la historia' }),
    };
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
    expect(consoleError.current).toHaveBeenCalled();
  });
});
