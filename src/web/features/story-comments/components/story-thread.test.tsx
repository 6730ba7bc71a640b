// @vitest-environment jsdom

import type { StoryThreadResponse } from '@shared/api/comments';
import { COMMENT_MAX_LENGTH } from '@shared/comments/comment-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { StoryThread } from './story-thread';

const STORY = '11111111-1111-4111-8111-111111111111';
const BASE = `/api/stories/${STORY}/comments`;

function threadOf(overrides: Partial<StoryThreadResponse> = {}): StoryThreadResponse {
  return {
    story: {
      id: STORY,
      title: 'Teaser del lanzamiento',
      storyNumber: 2,
      dayOrder: 1,
      dayDate: '2026-11-25',
      campaignId: 'camp-1',
      campaignTitle: 'Rebajas',
      clientId: 'client-1',
      brandName: 'Café Aurora',
      timeZone: 'Europe/Madrid',
    },
    viewerSide: 'client',
    comments: [],
    olderCount: 0,
    lastReadAt: null,
    ...overrides,
  };
}

const comment = (id: string, side: 'agency' | 'client', body: string, createdAt: string, isOwn = false) => ({
  id,
  storyId: STORY,
  body,
  authorSide: side,
  authorName: side === 'agency' ? 'Laura Agencia' : 'Lucía Pérez',
  createdAt,
  isOwn,
});

const readAnswer = () =>
  json({ storyId: STORY, readAt: new Date().toISOString(), unread: { unread: 0, threads: 0 } });

describe('StoryThread', () => {
  it('shows the thread as a log: who wrote, their side, when, and the reader’s own comments; opening marks it read', async () => {
    const fetchMock = mockFetch({
      [`GET ${BASE}`]: () =>
        json(
          threadOf({
            comments: [
              comment('c1', 'client', '¿Cambiamos la foto?', '2026-11-20T09:00:00.000Z', true),
              comment('c2', 'agency', 'Sí, mañana.\nOs aviso.', '2026-11-20T10:30:00.000Z'),
            ],
            lastReadAt: '2026-11-20T09:30:00.000Z',
          }),
        ),
      [`POST ${BASE}/read`]: readAnswer,
    });
    renderWithProviders(<StoryThread storyId={STORY} campaignId="camp-1" />);

    const log = await screen.findByRole('log', { name: 'Comentarios' });
    const items = within(log).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Lucía Pérez (tú)');
    expect(items[0]).toHaveTextContent('Cliente');
    expect(items[0]).toHaveTextContent('20/11/2026 a las 10:00');
    expect(items[1]).toHaveTextContent('Laura Agencia');
    expect(items[1]).toHaveTextContent('Agencia');
    // The agency's comment came after the read mark: the «Nuevos» line is before it.
    expect(items[1]).toHaveTextContent(/^Nuevos/);
    expect(within(items[1]!).getByText(/Sí, mañana/)).toHaveClass('whitespace-pre-wrap');
    await waitFor(() => expect(callsTo(fetchMock, `POST ${BASE}/read`)).toHaveLength(1));
  });

  it('says the thread is empty, and sends with Ctrl+Enter: the comment appears and the field empties', async () => {
    const user = userEvent.setup();
    let stored = threadOf();
    const fetchMock = mockFetch({
      [`GET ${BASE}`]: () => json(stored),
      [`POST ${BASE}`]: (init) => {
        const { body } = JSON.parse(String(init?.body)) as { body: string };
        const added = comment('c9', 'client', body, '2026-11-25T08:00:00.000Z', true);
        stored = { ...stored, comments: [added] };
        return json({ comment: added }, 201);
      },
      [`POST ${BASE}/read`]: readAnswer,
    });
    renderWithProviders(<StoryThread storyId={STORY} campaignId="camp-1" />);

    expect(await screen.findByText('Todavía no hay comentarios')).toBeInTheDocument();
    expect(screen.getByText('Escribe el primero: la agencia lo verá al momento.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Escribir un comentario' });
    const field = within(form).getByRole('textbox', { name: 'Tu comentario' });
    expect(within(form).getByRole('button', { name: 'Enviar' })).toBeDisabled();

    await user.type(field, '  Hola @agencia  ');
    expect(screen.getByText(`13/${COMMENT_MAX_LENGTH}`)).toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');

    const log = screen.getByRole('log', { name: 'Comentarios' });
    expect(await within(log).findByText('Hola @agencia')).toBeInTheDocument();
    expect(field).toHaveValue('');
    const posts = callsTo(fetchMock, `POST ${BASE}`);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]![1]?.body))).toEqual({ body: 'Hola @agencia' });
    // No comment of the other side: nothing to mark read.
    expect(callsTo(fetchMock, `POST ${BASE}/read`)).toHaveLength(0);
  });

  it('refuses more than the limit before sending, and keeps the text when the server refuses it', async () => {
    const user = userEvent.setup();
    mockFetch({
      [`GET ${BASE}`]: () => json(threadOf({ viewerSide: 'agency' })),
      [`POST ${BASE}`]: () => json({ error: { code: 'NOT_FOUND', message: 'Historia no encontrada' } }, 404),
    });
    renderWithProviders(<StoryThread storyId={STORY} campaignId="camp-1" />);
    const field = await screen.findByRole('textbox', { name: 'Tu comentario' });
    expect(screen.getByText(/Escribe @cliente para avisar al cliente/)).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Enviar' });

    await user.click(field);
    await user.paste('x'.repeat(COMMENT_MAX_LENGTH + 1));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(`· El comentario no puede tener más de ${COMMENT_MAX_LENGTH} caracteres`),
    ).toBeInTheDocument();
    expect(send).toBeDisabled();

    await user.clear(field);
    await user.type(field, 'Se borró la historia');
    await user.click(send);
    expect(await screen.findByText('No se pudo enviar el comentario')).toBeInTheDocument();
    expect(screen.getByText('Historia no encontrada')).toBeInTheDocument();
    expect(field).toHaveValue('Se borró la historia');
  });

  it('a 429 of the per-user limit says how long to wait, keeps the text, and sends once the wait is over', async () => {
    const user = userEvent.setup();
    const wait = 'Has enviado demasiados comentarios seguidos. Espera 42 segundos y vuelve a intentarlo.';
    let isLimited = true;
    const fetchMock = mockFetch({
      [`GET ${BASE}`]: () => json(threadOf({ viewerSide: 'agency' })),
      [`POST ${BASE}`]: () =>
        isLimited
          ? json({ error: { code: 'LIMIT_EXCEEDED', message: wait } }, 429)
          : json({ comment: comment('c9', 'agency', 'Ahora sí', '2026-11-20T11:00:00.000Z', true) }, 201),
    });
    renderWithProviders(<StoryThread storyId={STORY} campaignId="camp-1" />);
    const field = await screen.findByRole('textbox', { name: 'Tu comentario' });

    await user.type(field, 'Ahora sí');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('No se pudo enviar el comentario')).toBeInTheDocument();
    expect(screen.getByText(wait)).toBeInTheDocument();
    expect(field).toHaveValue('Ahora sí');
    // Refused once, not retried behind the user's back.
    expect(callsTo(fetchMock, `POST ${BASE}`)).toHaveLength(1);

    isLimited = false;
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(callsTo(fetchMock, `POST ${BASE}`)).toHaveLength(2);
  });
});
