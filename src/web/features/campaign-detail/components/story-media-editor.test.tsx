// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { storyMedia } from '../testing/story-media';
import { StoryMediaEditor } from './story-media-editor';

describe('StoryMediaEditor, not editable', () => {
  it('shows the files and their warnings, with no way to change them', () => {
    const media = [
      storyMedia('a', 1, { flags: [{ code: 'TOO_LONG', message: 'El vídeo dura más de 60 s.' }] }),
      storyMedia('b', 2),
    ];
    renderWithProviders(
      <StoryMediaEditor
        campaignId="c1"
        storyId="d1-s1"
        storyLabel="Historia 1"
        media={media}
        isEditable={false}
      />,
    );
    const list = screen.getByRole('list', { name: 'Archivos de Historia 1, en orden' });
    expect(within(list).getAllByRole('button', { name: /^Ver / })).toHaveLength(2);
    expect(within(list).getByText('El vídeo dura más de 60 s.')).toBeInTheDocument();
    for (const name of [/^Quitar/, /^Sustituir/, /^Subir/, /^Bajar/, 'Añadir archivos']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('renders nothing for a story without files', () => {
    renderWithProviders(
      <div data-testid="card">
        <StoryMediaEditor
          campaignId="c1"
          storyId="d1-s1"
          storyLabel="Historia 1"
          media={[]}
          isEditable={false}
        />
      </div>,
    );
    expect(screen.getByTestId('card')).toBeEmptyDOMElement();
  });
});
