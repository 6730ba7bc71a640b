// @vitest-environment jsdom

import type { CampaignDetailResponse } from '@shared/api/client-area/campaigns';
import type { UpdateStoryTimeResponse } from '@shared/api/story-schedule';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { campaignResponse } from '@/features/campaign-detail/testing/campaign-response';
import { callsTo, json, type MockHandler, mockFetch } from '@/testing/test-utils';
import { bodyOf, GET, renderPage, spyOnConsoleError, storyCard } from './campaign-detail-page.testing';

spyOnConsoleError();

const TIME = 'PATCH /api/stories/d1-s2/time';
const DELIVERIES = 'GET /api/admin/campaigns/c1/deliveries';

/** The page over a stored campaign that a successful PATCH changes, as the server would. */
function setup(answer?: MockHandler, path?: string) {
  let stored: CampaignDetailResponse = campaignResponse({ days: [[true, false]] });
  const fetchMock = mockFetch({
    [GET]: () => json(stored),
    [DELIVERIES]: () => json({ timeZone: 'America/Mexico_City', deliveries: [] }),
    [TIME]:
      answer ??
      ((init) => {
        const { scheduledTime } = bodyOf(init) as { scheduledTime: string | null };
        stored = campaignResponse({ days: [[true, false]], overrides: { 'd1-s2': { scheduledTime } } });
        const result: UpdateStoryTimeResponse = {
          story: {
            id: 'd1-s2',
            scheduledDate: '2026-11-20',
            scheduledTime,
            timeBlock: 'Mañana',
            dueAt: '2026-11-20T09:00:00.000Z',
          },
        };
        return json(result);
      }),
  });
  const user = userEvent.setup();
  renderPage(path);
  return { fetchMock, user };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  const card = await waitFor(() => storyCard('d1-s2'));
  expect(within(card).getByText('20/11/2026 · 09:30')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Cambiar hora' }));
  return screen.findByRole('dialog', { name: 'Cambiar hora' });
}

describe('campaign detail: «Cambiar hora»', () => {
  it('stores a new time: the card shows it, with a toast', async () => {
    const { fetchMock, user } = setup();
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent('Historia 2: Historia 2, el 20/11/2026');
    const input = within(dialog).getByRole('textbox', { name: 'Hora (24 h)' });
    expect(input).toHaveValue('09:30');
    expect(
      within(dialog).getByText('Hora de la zona del cliente: España peninsular (Madrid).'),
    ).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '9:45');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar hora' }));

    expect(await screen.findByText('Hora actualizada')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, TIME)[0]?.[1])).toEqual({ scheduledTime: '09:45' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(storyCard('d1-s2')).getByText('20/11/2026 · 09:45')).toBeInTheDocument();
  });

  it("sends null for «Usar la hora de la franja»: the card shows the block's time", async () => {
    const { fetchMock, user } = setup();
    const dialog = await openDialog(user);
    const blockOption = within(dialog).getByRole('checkbox', {
      name: 'Usar la hora de la franja (Mañana · 09:00)',
    });
    const input = within(dialog).getByRole('textbox', { name: 'Hora (24 h)' });
    expect(blockOption).not.toBeChecked();
    await user.click(blockOption);
    expect(input).toHaveValue('09:00');
    // Typing a time unticks the option; ticking it again wins.
    await user.type(input, '{Backspace}5');
    expect(blockOption).not.toBeChecked();
    await user.click(blockOption);
    expect(blockOption).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar hora' }));

    expect(await screen.findByText('Hora actualizada')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, TIME)[0]?.[1])).toEqual({ scheduledTime: null });
    await waitFor(() =>
      expect(within(storyCard('d1-s2')).getByText('20/11/2026 · 09:00')).toBeInTheDocument(),
    );
  });

  it('refuses a time that is not HH:MM without calling the server', async () => {
    const { fetchMock, user } = setup();
    const dialog = await openDialog(user);
    const input = within(dialog).getByRole('textbox', { name: 'Hora (24 h)' });
    await user.clear(input);
    await user.type(input, '25:00');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar hora' }));
    expect(await within(dialog).findByText('Indica una hora con el formato HH:MM')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, TIME)).toHaveLength(0);
  });

  it("shows the server's 400 on the field and stays open", async () => {
    const { user } = setup(() =>
      json(
        {
          error: {
            code: 'INVALID_REQUEST',
            message: 'Indica una hora con el formato HH:MM',
            issues: [{ path: 'scheduledTime', message: 'Indica una hora con el formato HH:MM' }],
          },
        },
        400,
      ),
    );
    const dialog = await openDialog(user);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Hora (24 h)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Hora (24 h)' }), '10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar hora' }));

    expect(await screen.findByText('No se pudo cambiar la hora')).toBeInTheDocument();
    const input = within(dialog).getByRole('textbox', { name: 'Hora (24 h)' });
    expect(input).toHaveAccessibleDescription(/Indica una hora con el formato HH:MM/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Cambiar hora' })).toBeInTheDocument();
    expect(within(storyCard('d1-s2')).getByText('20/11/2026 · 09:30')).toBeInTheDocument();
  });

  it("names the client's zone in the admin area too, from the campaign detail", async () => {
    const { user } = setup(undefined, '/admin/campaigns/c1');
    await screen.findAllByText(/Avisos/);
    const dialog = await openDialog(user);
    expect(
      await within(dialog).findByText('Hora de la zona del cliente: España peninsular (Madrid).'),
    ).toBeInTheDocument();
  });
});
