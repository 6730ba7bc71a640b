// @vitest-environment jsdom

import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { OFFLINE_INDICATOR_TEXT, OfflineIndicator } from './offline-indicator';

/** What the browser does when the network goes or comes back: navigator.onLine changes, then the event fires. */
function setOnline(isOnline: boolean) {
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the offline indicator', () => {
  it('is an empty polite live region while online', async () => {
    const { container } = renderWithProviders(<OfflineIndicator />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeInTheDocument();
    expect(region).toBeEmptyDOMElement();
    expect(screen.queryByText(OFFLINE_INDICATOR_TEXT)).not.toBeInTheDocument();
  });

  it('says so in the live region when the connection drops, and goes when it is back', async () => {
    const { container } = renderWithProviders(<OfflineIndicator />);
    const region = container.querySelector('[aria-live="polite"]');
    setOnline(false);
    expect(screen.getByText(OFFLINE_INDICATOR_TEXT)).toBeInTheDocument();
    expect(region).toHaveTextContent(OFFLINE_INDICATOR_TEXT);
    setOnline(true);
    expect(screen.queryByText(OFFLINE_INDICATOR_TEXT)).not.toBeInTheDocument();
    expect(region).toBeEmptyDOMElement();
  });

  it('is there from the start when the app opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<OfflineIndicator />);
    expect(screen.getByText(OFFLINE_INDICATOR_TEXT)).toBeInTheDocument();
  });
});
