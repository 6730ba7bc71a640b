// @vitest-environment jsdom

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, type MockHandler, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { DeleteCampaignDialog } from './delete-campaign-dialog';

const campaign = { id: '6f1d2c3b-4a59-4e8f-9a0b-1c2d3e4f5a6b', title: 'Lanzamiento Otoño' };
const KEY = `DELETE /api/admin/campaigns/${campaign.id}`;

function setup(handler: MockHandler) {
  const onOpenChange = vi.fn();
  const onDeleted = vi.fn();
  const fetchMock = mockFetch({ [KEY]: handler });
  const user = userEvent.setup();
  renderWithProviders(
    <DeleteCampaignDialog campaign={campaign} open onOpenChange={onOpenChange} onDeleted={onDeleted} />,
  );
  const input = screen.getByLabelText('Escribe Lanzamiento Otoño para confirmar');
  const confirm = screen.getByRole('button', { name: 'Eliminar Campaña' });
  return { onOpenChange, onDeleted, fetchMock, user, input, confirm };
}

describe('DeleteCampaignDialog', () => {
  it('enables the confirm button only for the exact title', async () => {
    const { user, input, confirm } = setup(() => json({ ok: true, campaign }));
    expect(confirm).toBeDisabled();
    await user.type(input, 'lanzamiento otoño');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'Lanzamiento Otoño ');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'Lanzamiento Otoño');
    expect(confirm).toBeEnabled();
  });

  it('deletes, confirms with a toast and closes', async () => {
    const { user, input, confirm, fetchMock, onOpenChange, onDeleted } = setup(() =>
      json({ ok: true, campaign }),
    );
    await user.type(input, campaign.title);
    await user.click(confirm);
    expect(await screen.findByText('Campaña eliminada')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onDeleted).toHaveBeenCalledOnce();
    const [, init] = callsTo(fetchMock, KEY)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ confirmationTitle: 'Lanzamiento Otoño' });
  });

  it('cannot be closed while deleting', async () => {
    let finish: (response: Response) => void = () => {};
    const { user, input, confirm, onOpenChange } = setup(
      () => new Promise<Response>((resolve) => (finish = resolve)),
    );
    await user.type(input, campaign.title);
    await user.click(confirm);
    expect(await screen.findByRole('button', { name: 'Eliminando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    finish(json({ ok: true, campaign }));
    expect(await screen.findByText('Campaña eliminada')).toBeInTheDocument();
  });

  it("says 'No hay sesión activa' inline when the session is gone", async () => {
    const { user, input, confirm, onOpenChange } = setup(() =>
      json({ error: { code: 'UNAUTHORIZED', message: 'Debes iniciar sesión para continuar.' } }, 401),
    );
    await user.type(input, campaign.title);
    await user.click(confirm);
    expect(await screen.findByText('No hay sesión activa')).toBeInTheDocument();
    expect(screen.getByLabelText('Escribe Lanzamiento Otoño para confirmar')).toHaveAccessibleDescription(
      'No hay sesión activa',
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("reports a failure as 'Error al eliminar la campaña' and stays open", async () => {
    const { user, input, confirm, onDeleted } = setup(() =>
      json({ error: { code: 'INVALID_REQUEST', message: 'El título de la campaña no coincide.' } }, 400),
    );
    await user.type(input, campaign.title);
    await user.click(confirm);
    expect(await screen.findByText('Error al eliminar la campaña')).toBeInTheDocument();
    expect(screen.getByLabelText('Escribe Lanzamiento Otoño para confirmar')).toHaveAccessibleDescription(
      'El título de la campaña no coincide.',
    );
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Eliminar Campaña' })).toBeEnabled();
  });
});
