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
  const input = screen.getByLabelText('Escribe ELIMINAR para confirmar');
  const confirm = screen.getByRole('button', { name: 'Eliminar Campaña' });
  return { onOpenChange, onDeleted, fetchMock, user, input, confirm };
}

describe('DeleteCampaignDialog', () => {
  it('asks for the short word ELIMINAR, not the title, however long the title is', async () => {
    const { user, input, confirm } = setup(() => json({ ok: true, campaign }));
    expect(confirm).toBeDisabled();
    await user.type(input, 'ELIMINA');
    expect(confirm).toBeDisabled();
    await user.type(input, 'R');
    expect(confirm).toBeEnabled();
    // A phone's automatic capital and a trailing space are forgiven; another word is not.
    await user.clear(input);
    await user.type(input, 'Eliminar ');
    expect(confirm).toBeEnabled();
    await user.clear(input);
    await user.type(input, 'BORRAR');
    expect(confirm).toBeDisabled();
  });

  it('deletes, confirms with a toast and closes', async () => {
    const { user, input, confirm, fetchMock, onOpenChange, onDeleted } = setup(() =>
      json({ ok: true, campaign }),
    );
    await user.type(input, 'ELIMINAR');
    await user.click(confirm);
    expect(await screen.findByText('Campaña eliminada')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onDeleted).toHaveBeenCalledOnce();
    const [, init] = callsTo(fetchMock, KEY)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ confirmationTitle: 'ELIMINAR' });
  });

  it('cannot be closed while deleting', async () => {
    let finish: (response: Response) => void = () => {};
    const { user, input, confirm, onOpenChange } = setup(
      () => new Promise<Response>((resolve) => (finish = resolve)),
    );
    await user.type(input, 'ELIMINAR');
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
    await user.type(input, 'ELIMINAR');
    await user.click(confirm);
    expect(await screen.findByText('No hay sesión activa')).toBeInTheDocument();
    expect(screen.getByLabelText('Escribe ELIMINAR para confirmar')).toHaveAccessibleDescription(
      'No hay sesión activa',
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("reports a failure as 'Error al eliminar la campaña' and stays open", async () => {
    const { user, input, confirm, onDeleted } = setup(() =>
      json(
        { error: { code: 'INVALID_REQUEST', message: 'Escribe ELIMINAR para confirmar la eliminación.' } },
        400,
      ),
    );
    await user.type(input, 'ELIMINAR');
    await user.click(confirm);
    expect(await screen.findByText('Error al eliminar la campaña')).toBeInTheDocument();
    expect(screen.getByLabelText('Escribe ELIMINAR para confirmar')).toHaveAccessibleDescription(
      'Escribe ELIMINAR para confirmar la eliminación.',
    );
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Eliminar Campaña' })).toBeEnabled();
  });
});
