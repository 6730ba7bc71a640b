// @vitest-environment jsdom

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
