// @vitest-environment jsdom

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearClientState } from '@/lib/session/clear-client-state';
import { renderWithProviders } from '@/testing/test-utils';
import { showUpdatePrompt, UPDATE_PROMPT_TEXTS } from './update-prompt';

/** A new version installed and waiting, offered as register-service-worker.ts does. */
function offerUpdate() {
  const apply = vi.fn(async () => undefined);
  act(() => showUpdatePrompt(apply));
  return apply;
}

/** Answers 'Más tarde' to a prompt left on screen: the prompt is module state, shared by the worker's files. */
afterEach(async () => {
  const later = screen.queryByRole('button', { name: UPDATE_PROMPT_TEXTS.later });
  if (later) await userEvent.click(later);
});

const notifications = () => screen.getByRole('region', { name: /Notificaciones/ });

describe('the offer of a new version', () => {
  it('shows a toast that stays until answered, and never applies the version by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<p>Panel</p>);
    const apply = offerUpdate();
    expect(await within(notifications()).findByText(UPDATE_PROMPT_TEXTS.title)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UPDATE_PROMPT_TEXTS.update })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UPDATE_PROMPT_TEXTS.later })).toBeInTheDocument();
    // Neither a close button nor the usual 5 s: it waits for an answer.
    expect(screen.queryByRole('button', { name: 'Cerrar notificación' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(screen.getByText(UPDATE_PROMPT_TEXTS.title)).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it("'Actualizar' applies the waiting version (which reloads the page)", async () => {
    const user = userEvent.setup();
    renderWithProviders(<p>Panel</p>);
    const apply = offerUpdate();
    await user.click(await screen.findByRole('button', { name: UPDATE_PROMPT_TEXTS.update }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it("'Más tarde' hides it without applying anything; a version found later is offered again", async () => {
    const user = userEvent.setup();
    renderWithProviders(<p>Panel</p>);
    const apply = offerUpdate();
    await user.click(await screen.findByRole('button', { name: UPDATE_PROMPT_TEXTS.later }));
    await waitFor(() => expect(screen.queryByText(UPDATE_PROMPT_TEXTS.title)).not.toBeInTheDocument());
    expect(apply).not.toHaveBeenCalled();
    offerUpdate();
    expect(await screen.findByText(UPDATE_PROMPT_TEXTS.title)).toBeInTheDocument();
  });

  it('shows one prompt however many times a new version is announced before an answer', async () => {
    renderWithProviders(<p>Panel</p>);
    offerUpdate();
    offerUpdate();
    expect(await screen.findByText(UPDATE_PROMPT_TEXTS.title)).toBeInTheDocument();
    expect(screen.getAllByText(UPDATE_PROMPT_TEXTS.title)).toHaveLength(1);
  });

  it('comes back when something else dismisses every toast (signing out does)', async () => {
    const { queryClient } = renderWithProviders(<p>Panel</p>);
    const apply = offerUpdate();
    const first = (await screen.findByText(UPDATE_PROMPT_TEXTS.title)).closest('[data-sonner-toast]');
    act(() => clearClientState(queryClient, { storage: false }));
    await waitFor(() => expect(first).not.toBeInTheDocument());
    expect(await screen.findByText(UPDATE_PROMPT_TEXTS.title)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UPDATE_PROMPT_TEXTS.update })).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });
});
