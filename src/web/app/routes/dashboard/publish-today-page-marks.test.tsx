// @vitest-environment jsdom

import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildPublishing, buildPublishingStory } from '@/features/publish-today/testing/publishing-response';
import { postedOutbox } from '@/lib/story-published/posted-outbox';
import { callsTo, json } from '@/testing/test-utils';
import {
  dayOfStories,
  nextCard,
  posted,
  ready,
  resetBetweenTests,
  setup,
} from './publish-today-page.testing';

describe('Publicar hoy', () => {
  resetBetweenTests();

  it("'Marcar publicada' sends the PATCH, folds the story into the published ones and opens the next", async () => {
    const bodies: unknown[] = [];
    let stored = dayOfStories();
    let answer: () => void = () => undefined;
    const { user, fetchMock } = setup(stored, {
      'GET /api/client/publishing': () => json(stored),
      'PATCH /api/stories/O1/posted': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return new Promise<Response>((resolve) => {
          answer = () => {
            stored = { ...stored, stories: stored.stories.slice(1) };
            resolve(posted('O1', true));
          };
        });
      },
    });
    await ready();
    await user.click(within(nextCard()).getByRole('button', { name: 'Marcar publicada' }));

    // At once, before the server answers: the overdue story is done and leaves the screen.
    expect(nextCard()).toHaveAccessibleName('Historia T2');
    expect(nextCard()).toHaveFocus();
    expect(screen.queryByRole('article', { name: 'Historia O1' })).toBeNull();
    expect(screen.queryByText('1 historia atrasada')).toBeNull();
    expect(await screen.findByText('Historia marcada como publicada')).toBeInTheDocument();
    await vi.waitFor(() => expect(bodies).toEqual([{ isPosted: true }]));
    expect(screen.queryByText(/pendiente de enviar/)).toBeNull(); // online: being sent, not waiting

    // Delivered: the list is read again, and shows what the server now says.
    answer();
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET /api/client/publishing')).toHaveLength(2));
    expect(nextCard()).toHaveAccessibleName('Historia T2');
    expect(screen.getByText('1 de 3 publicadas hoy')).toBeInTheDocument();
    expect(screen.queryByText('Cambios enviados')).toBeNull();
  });

  it("'Deshacer' in the toast sets the story back to pending", async () => {
    const bodies: unknown[] = [];
    const { user } = setup(dayOfStories(), {
      'PATCH /api/stories/O1/posted': (init) => {
        const body = JSON.parse(String(init?.body)) as { isPosted: boolean };
        bodies.push(body);
        return posted('O1', body.isPosted);
      },
    });
    await ready();
    await user.click(within(nextCard()).getByRole('button', { name: 'Marcar publicada' }));
    await user.click(await screen.findByRole('button', { name: 'Deshacer' }));
    await vi.waitFor(() => expect(bodies).toEqual([{ isPosted: true }, { isPosted: false }]));
  });

  it('queues the mark while offline, says so, and sends it when the connection is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let stored = dayOfStories();
    const { user, fetchMock } = setup(stored, {
      'GET /api/client/publishing': () => json(stored),
      'PATCH /api/stories/O1/posted': () => {
        stored = {
          ...stored,
          stories: stored.stories.filter((story) => story.id !== 'O1'),
        };
        return posted('O1', true);
      },
    });
    await ready();
    expect(screen.getByText('Tus marcas se guardan en este teléfono')).toBeInTheDocument();

    await user.click(within(nextCard()).getByRole('button', { name: 'Marcar publicada' }));
    const notice = screen.getByText('1 cambio pendiente de enviar');
    expect(notice.closest('[aria-live="polite"]')).not.toBeNull();
    expect(nextCard()).toHaveAccessibleName('Historia T2');
    expect(callsTo(fetchMock, 'PATCH /api/stories/O1/posted')).toHaveLength(0);

    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Cambios enviados')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH /api/stories/O1/posted')).toHaveLength(1);
    expect(screen.queryByText('1 cambio pendiente de enviar')).toBeNull();
    expect(screen.queryByText('Tus marcas se guardan en este teléfono')).toBeNull();
  });

  it('keeps the mark when the server cannot be reached, and drops it with a toast when the story is gone', async () => {
    const { user } = setup(dayOfStories(), {
      'PATCH /api/stories/O1/posted': () => Promise.reject(new TypeError('Failed to fetch')),
      'PATCH /api/stories/T2/posted': () =>
        json({ error: { code: 'NOT_FOUND', message: 'Historia no encontrada' } }, 404),
    });
    await ready();
    await user.click(within(nextCard()).getByRole('button', { name: 'Marcar publicada' }));
    expect(await screen.findByText('1 cambio pendiente de enviar')).toBeInTheDocument();
    expect(postedOutbox.marks()).toMatchObject([{ storyId: 'O1', isPosted: true, attempts: 1 }]);

    postedOutbox.reset();
    await user.click(within(nextCard()).getByRole('button', { name: 'Marcar publicada' })); // T2
    expect(await screen.findByText('No se pudo guardar un cambio')).toBeInTheDocument();
    // The toast names the story (the screen may have moved on by then).
    expect(
      screen.getByText('«Historia T2» (Lanzamiento Blend): Historia no encontrada. Se ha descartado.'),
    ).toBeInTheDocument();
    expect(postedOutbox.marks()).toEqual([]);
  });

  it("says why «Marcar publicada» was refused when the campaign requires the client's approval (409)", async () => {
    const message = 'Esta historia necesita la aprobación del cliente antes de marcarla como publicada.';
    const { user } = setup(dayOfStories(), {
      'PATCH /api/stories/O1/posted': () => json({ error: { code: 'CONFLICT', message } }, 409),
    });
    await ready();
    await user.click(within(nextCard()).getByRole('button', { name: 'Marcar publicada' }));
    expect(await screen.findByText('No se pudo marcar como publicada')).toBeInTheDocument();
    expect(screen.getByText(`«Historia O1» (Lanzamiento Blend): ${message}`)).toBeInTheDocument();
    expect(postedOutbox.marks()).toEqual([]);
  });

  it('says before any tap that a story waits for approval, links to approve it, and sends nothing', async () => {
    const data = buildPublishing([
      buildPublishingStory('T2', { requiresApproval: true, approval: 'pending' }),
      buildPublishingStory('T3', {
        requiresApproval: true,
        approval: 'approved',
        timeBlock: 'Noche',
        dueTime: '21:00',
      }),
    ]);
    const { fetchMock, user } = setup(data);
    await ready();
    const card = nextCard();
    expect(within(card).getByText('pendiente de aprobación')).toBeInTheDocument();
    expect(within(card).getByText('Pendiente de tu aprobación')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Revisar y aprobar' })).toHaveAttribute(
      'href',
      '/dashboard/campaigns/camp-1?storyId=T2&source=external',
    );
    const mark = within(card).getByRole('button', { name: 'Marcar publicada' });
    expect(mark).toHaveAttribute('aria-disabled', 'true');
    await user.click(mark);
    expect(
      await screen.findByText(/^Pendiente de tu aprobación\. Esta campaña necesita tu aprobación/),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH /api/stories/T2/posted')).toEqual([]);
    expect(postedOutbox.marks()).toEqual([]);
  });
});
