// @vitest-environment jsdom

import { AUTO_PUBLISH_TEXTS } from '@shared/instagram/auto-publish-texts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AutoPublishBadge, AutoPublishFallback, autoPublishFallbackText } from './auto-publish-status';

describe('the card’s «Publicar automáticamente» status', () => {
  it.each([
    ['scheduled', 'Se publicará automáticamente'],
    ['waiting', 'Publicando en Instagram…'],
    ['publishing', 'Publicando en Instagram…'],
    ['published', 'Publicada automáticamente'],
  ] as const)('labels %s «%s»', (state, label) => {
    render(<AutoPublishBadge status={{ state, reason: null }} isDone={state === 'published'} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('shows nothing without a request, nor a pending one on a story published by hand or skipped', () => {
    const { container, rerender } = render(<AutoPublishBadge status={null} isDone={false} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<AutoPublishBadge status={{ state: 'scheduled', reason: null }} isDone />);
    expect(container).toBeEmptyDOMElement();
    rerender(<AutoPublishBadge status={{ state: 'fallback', reason: 'x' }} isDone={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('words a fallback with its reason (one full stop) and asks to publish it from the phone', () => {
    expect(autoPublishFallbackText(AUTO_PUBLISH_TEXTS.fallback.quota)).toBe(
      'No se pudo publicar automáticamente: Instagram no admite más publicaciones de esta cuenta en las últimas 24 horas. Publícala desde el móvil.',
    );
    expect(autoPublishFallbackText(AUTO_PUBLISH_TEXTS.fallback.mediaError)).toBe(
      'No se pudo publicar automáticamente: Instagram no aceptó el archivo. Publícala desde el móvil.',
    );
    expect(autoPublishFallbackText(null)).toBe(
      'No se pudo publicar automáticamente. Publícala desde el móvil.',
    );
  });

  it('shows a fallback as a status line until the story is published or skipped', () => {
    const status = { state: 'fallback', reason: AUTO_PUBLISH_TEXTS.fallback.connection } as const;
    const { container, rerender } = render(<AutoPublishFallback status={status} isDone={false} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'No se pudo publicar automáticamente: La conexión con Instagram no está activa. Publícala desde el móvil.',
    );
    rerender(<AutoPublishFallback status={status} isDone />);
    expect(container).toBeEmptyDOMElement();
  });
});
