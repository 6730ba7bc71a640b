// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildStoryListItem } from '@/testing/client-area-factories';
import { storyMedia } from '@/testing/story-media';
import { renderWithProviders } from '@/testing/test-utils';
import { PendingStoryCard } from './pending-story-card';

const renderCard = (story: ReturnType<typeof buildStoryListItem>) =>
  renderWithProviders(<PendingStoryCard story={story} />);

describe('PendingStoryCard media', () => {
  it("shows the first file's thumbnail, named, and how many files the story has", () => {
    renderCard(
      buildStoryListItem('s1', {
        media: [storyMedia('portada', 1), storyMedia('clip', 2, { kind: 'video' })],
      }),
    );
    const thumbnail = screen.getByRole('img', { name: 'Imagen portada.jpg' });
    expect(thumbnail.querySelector('img')?.getAttribute('src')).toBe('/api/media/portada/thumbnail');
    expect(screen.getByText('2 archivos')).toBeInTheDocument();
  });

  it('shows no thumbnail for a story without files', () => {
    renderCard(buildStoryListItem('s2'));
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('PendingStoryCard approval', () => {
  const renderMarkable = (story: ReturnType<typeof buildStoryListItem>) => {
    const onMarkPublished = vi.fn();
    renderWithProviders(<PendingStoryCard story={story} onMarkPublished={onMarkPublished} />);
    return onMarkPublished;
  };

  it('says changes were requested and asks before marking; «Cancelar» sends nothing', async () => {
    const user = userEvent.setup();
    const onMarkPublished = renderMarkable(buildStoryListItem('s3', { approval: 'changes_requested' }));
    expect(screen.getByText('Pediste cambios: espera la versión corregida.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Marcar Publicada/ }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Marcar como publicada?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onMarkPublished).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /^Marcar Publicada/ }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Marcar igualmente' }),
    );
    expect(onMarkPublished).toHaveBeenCalledTimes(1);
    expect(onMarkPublished.mock.calls[0]?.[0]).toMatchObject({ id: 's3' });
  });

  it('awaiting an approval its campaign needs: tells why and sends no mark', async () => {
    const user = userEvent.setup();
    const onMarkPublished = renderMarkable(
      buildStoryListItem('s4', { approval: 'pending', requiresApproval: true }),
    );
    const mark = screen.getByRole('button', { name: /^Marcar Publicada/ });
    expect(mark).toHaveAttribute('aria-disabled', 'true');
    await user.click(mark);
    expect(
      await screen.findByText(/^Pendiente de tu aprobación\. Esta campaña necesita/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onMarkPublished).not.toHaveBeenCalled();
  });

  it('an approved story (or one whose campaign needs none) is marked at once, without a notice', async () => {
    const user = userEvent.setup();
    const onMarkPublished = renderMarkable(
      buildStoryListItem('s5', { approval: 'approved', requiresApproval: true }),
    );
    expect(screen.queryByText(/Pendiente de tu aprobación|Pediste cambios/)).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Marcar Publicada/ }));
    expect(onMarkPublished).toHaveBeenCalledTimes(1);
  });
});
