// @vitest-environment jsdom

import { STORY_SKIP_REASON_MAX_LENGTH } from '@shared/domain/story-skip';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { SkippedStoryNotice, SkipStoryButton } from './story-skip';

const answer = (isSkipped: boolean, reason: string | null = null) => ({
  story: {
    id: 's1',
    isSkipped,
    skip: isSkipped
      ? { skippedAt: '2026-11-25T10:00:00.000Z', skippedByName: 'Marta', skippedByAgency: false, reason }
      : null,
  },
  day: { id: 'd1', dayOrder: 1, postedStories: 0, skippedStories: isSkipped ? 1 : 0, totalStories: 4 },
  campaign: { id: 'c1', postedStories: 0, skippedStories: isSkipped ? 1 : 0, totalStories: 12, progress: 0 },
});

const bodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsTo(fetchMock, 'PATCH /api/stories/s1/skipped').map(([, init]) => JSON.parse(String(init?.body)));

describe('«No se publicará»', () => {
  it('asks for an optional reason in a dialog, sends it trimmed, and offers «Deshacer» in the toast', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'PATCH /api/stories/s1/skipped': (init) => {
        const body = JSON.parse(String(init?.body)) as { isSkipped: boolean; reason: string | null };
        return json(answer(body.isSkipped, body.reason));
      },
    });
    renderWithProviders(<SkipStoryButton storyId="s1" campaignId="c1" storyTitle="Historia 1 · Otoño" />);

    await user.click(screen.getByRole('button', { name: 'No se publicará' }));
    const dialog = await screen.findByRole('dialog', { name: 'Esta historia no se publicará' });
    expect(within(dialog).getByText('Historia 1 · Otoño')).toBeInTheDocument();
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' });
    expect(reason).toHaveAttribute('maxLength', String(STORY_SKIP_REASON_MAX_LENGTH));
    await user.type(reason, '  Producto agotado ');
    expect(
      within(dialog).getByText(`Quedan ${STORY_SKIP_REASON_MAX_LENGTH - 19} caracteres`),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByText('Historia marcada como «No se publicará»')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies(fetchMock)).toEqual([{ isSkipped: true, reason: 'Producto agotado' }]);

    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('La historia vuelve a estar pendiente')).toBeInTheDocument();
    expect(bodies(fetchMock)).toEqual([
      { isSkipped: true, reason: 'Producto agotado' },
      { isSkipped: false, reason: null },
    ]);
  });

  it('sends no reason when none is typed, and cancelling sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'PATCH /api/stories/s1/skipped': () => json(answer(true)) });
    renderWithProviders(<SkipStoryButton storyId="s1" campaignId="c1" storyTitle="Historia 1" />);

    await user.click(screen.getByRole('button', { name: 'No se publicará' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies(fetchMock)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'No se publicará' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await screen.findByText('Historia marcada como «No se publicará»');
    expect(bodies(fetchMock)).toEqual([{ isSkipped: true, reason: null }]);
  });

  it('shows the server’s refusal (a story published meanwhile) as it words it', async () => {
    const user = userEvent.setup();
    mockFetch({
      'PATCH /api/stories/s1/skipped': () =>
        json({ error: { code: 'CONFLICT', message: 'Esta historia ya está publicada.' } }, 409),
    });
    renderWithProviders(<SkipStoryButton storyId="s1" campaignId="c1" storyTitle="Historia 1" />);
    await user.click(screen.getByRole('button', { name: 'No se publicará' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Esta historia ya está publicada.')).toBeInTheDocument();
    // The dialog stays open, so the brand can cancel or try again.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows a skipped story’s reason, who and when, and undoes it', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'PATCH /api/stories/s1/skipped': () => json(answer(false)) });
    renderWithProviders(
      <SkippedStoryNotice
        storyId="s1"
        campaignId="c1"
        skip={{
          skippedAt: '2026-11-25T10:00:00.000Z',
          skippedByName: 'Ana',
          skippedByAgency: true,
          reason: 'El producto se ha agotado',
        }}
      />,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('No se publicará');
    expect(notice).toHaveTextContent('«El producto se ha agotado»');
    expect(notice).toHaveTextContent(/Marcada por la agencia \(Ana\) · 25\/11\/2026 a las/);
    await user.click(within(notice).getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('La historia vuelve a estar pendiente')).toBeInTheDocument();
    expect(bodies(fetchMock)).toEqual([{ isSkipped: false, reason: null }]);
  });
});
