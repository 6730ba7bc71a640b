// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import {
  callsTo,
  createTestQueryClient,
  json,
  type MockHandler,
  mockFetch,
  renderWithProviders,
} from '@/testing/test-utils';
import { MoveCampaignDialog } from './move-campaign-dialog';

const campaign = {
  id: '6f1d2c3b-4a59-4e8f-9a0b-1c2d3e4f5a6b',
  title: 'Lanzamiento Otoño',
  startDate: '2026-12-14',
  endDate: '2026-12-16',
};
const KEY = `POST /api/admin/campaigns/${campaign.id}/move`;

function setup(handler: MockHandler) {
  const onOpenChange = vi.fn();
  const fetchMock = mockFetch({ [KEY]: handler });
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  renderWithProviders(<MoveCampaignDialog campaign={campaign} open onOpenChange={onOpenChange} />, {
    queryClient,
  });
  const dialog = screen.getByRole('dialog', { name: 'Mover fechas' });
  const calendar = within(dialog).getByRole('group', { name: 'Nuevo primer día' });
  const day = (name: RegExp) => within(calendar).getByRole('button', { name });
  const confirm = within(dialog).getByRole('button', { name: 'Mover campaña' });
  return { onOpenChange, fetchMock, queryClient, user, dialog, calendar, day, confirm };
}

const moved = (startDate: string, endDate: string, shiftedDays: number) =>
  json({ campaign: { id: campaign.id, startDate, endDate, shiftedDays } });

describe('MoveCampaignDialog', () => {
  it('shows the current and the resulting dates, moves, refreshes the lists and the detail, and closes', async () => {
    const { user, dialog, day, confirm, fetchMock, queryClient, onOpenChange } = setup(() =>
      moved('2026-12-20', '2026-12-22', 6),
    );
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    expect(dialog).toHaveTextContent('Campaña Lanzamiento Otoño.');
    expect(within(dialog).getByText('Del 14 al 16 de dic')).toBeInTheDocument();
    expect(day(/^lunes, 14 de diciembre de 2026, fechas actuales$/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('las horas no cambian y los recordatorios siguen las nuevas fechas');

    await user.click(day(/^domingo, 20 de diciembre de 2026/));
    expect(within(dialog).getByText('Del 14 al 16 de dic').parentElement).toHaveTextContent(
      'Del 14 al 16 de dic→ del 20 al 22 de dic',
    );
    expect(day(/^martes, 22 de diciembre de 2026, nuevas fechas$/)).toBeInTheDocument();
    await user.click(confirm);

    expect(await screen.findByText('Campaña movida')).toBeInTheDocument();
    expect(screen.getByText('Lanzamiento Otoño: del 20 al 22 de dic')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const [, init] = callsTo(fetchMock, KEY)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ startDate: '2026-12-20' });
    const keys = invalidated.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([queryKeys.admin.all, queryKeys.campaigns.detail(campaign.id)]),
    );
  });

  it('refuses the same first day without calling the server', async () => {
    const { user, dialog, calendar, confirm, fetchMock } = setup(() => moved('2026-12-14', '2026-12-16', 0));
    await user.click(confirm);
    expect(await within(dialog).findByText('La campaña ya empieza ese día')).toBeInTheDocument();
    expect(calendar).toHaveAccessibleDescription('La campaña ya empieza ese día');
    expect(callsTo(fetchMock, KEY)).toHaveLength(0);
  });

  it("shows the server's 400 on the date field and stays open", async () => {
    const { user, dialog, calendar, day, confirm, onOpenChange } = setup(() =>
      json(
        {
          error: {
            code: 'INVALID_REQUEST',
            message: 'La campaña ya empieza ese día',
            issues: [{ path: 'startDate', message: 'La campaña ya empieza ese día' }],
          },
        },
        400,
      ),
    );
    await user.click(within(calendar).getByRole('button', { name: 'Ir al mes siguiente' }));
    await user.click(day(/^lunes, 4 de enero de 2027/));
    expect(dialog).toHaveTextContent('→ del 4 al 6 de ene');
    await user.click(confirm);

    expect(await screen.findByText('No se pudo mover la campaña')).toBeInTheDocument();
    expect(calendar).toHaveAccessibleDescription('La campaña ya empieza ese día');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Mover campaña' })).toBeEnabled();
  });
});
