// @vitest-environment jsdom

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { queryKeys } from '@/lib/query-keys';
import {
  callsTo,
  createTestQueryClient,
  json,
  type MockHandler,
  mockFetch,
  renderWithProviders,
} from '@/testing/test-utils';
import { templateSummary } from '../testing/template-fixtures';
import { SaveAsTemplateDialog } from './save-as-template-dialog';

const campaign = { id: '6f1d2c3b-4a59-4e8f-9a0b-1c2d3e4f5a6b', title: 'Lanzamiento Otoño' };
const KEY = `POST /api/admin/campaigns/${campaign.id}/template`;
const NAME_TAKEN = 'Ya existe una plantilla con ese nombre';

/** The dialog, closing as the page's state would, so that the page (and the toast) can be used after it. */
function Harness({ onOpenChange }: { onOpenChange(open: boolean): void }) {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <SaveAsTemplateDialog
      campaign={campaign}
      open={isOpen}
      onOpenChange={(open) => {
        onOpenChange(open);
        setIsOpen(open);
      }}
    />
  );
}

function setup(...answers: MockHandler[]) {
  const onOpenChange = vi.fn();
  let call = 0;
  const fetchMock = mockFetch({ [KEY]: (init) => answers[Math.min(call++, answers.length - 1)]!(init) });
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  const { router } = renderWithProviders(<Harness onOpenChange={onOpenChange} />, { queryClient });
  const dialog = screen.getByRole('dialog', { name: 'Guardar como plantilla' });
  const field = (name: string) => within(dialog).getByLabelText(name);
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Guardar plantilla' }));
  const bodies = () => callsTo(fetchMock, KEY).map(([, init]) => JSON.parse(String(init?.body)));
  return { onOpenChange, queryClient, user, router, dialog, field, submit, bodies };
}

describe('SaveAsTemplateDialog', () => {
  it('proposes the title and variables; saves name, description and the choice, and offers «Ver plantillas»', async () => {
    const { user, field, submit, bodies, onOpenChange, queryClient, router } = setup(() =>
      json(templateSummary({ name: 'Otoño para todos' }), 201),
    );
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    expect(field('Nombre')).toHaveValue('Lanzamiento Otoño');
    const useVariables = screen.getByRole('checkbox', { name: 'Usar variables' });
    expect(useVariables).toBeChecked();
    expect(useVariables).toHaveAccessibleDescription(
      'La marca del cliente pasa a ser {marca} y la página de la automatización, {enlace}.',
    );
    await user.clear(field('Nombre'));
    await user.type(field('Nombre'), ' Otoño para todos ');
    await user.type(field('Descripción (opcional)'), 'Tres días de lanzamiento');
    await submit();

    expect(await screen.findByText('Plantilla guardada')).toBeInTheDocument();
    expect(bodies()).toEqual([
      { name: 'Otoño para todos', description: 'Tres días de lanzamiento', useVariables: true },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(invalidated.mock.calls.map(([filters]) => filters?.queryKey)).toContainEqual(
      queryKeys.admin.templates.all,
    );
    await user.click(screen.getByRole('button', { name: 'Ver plantillas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.templates.getHref()));
  });

  it('shows a name in use (409) under «Nombre», then saves without variables and without a description', async () => {
    const { user, dialog, field, submit, bodies } = setup(
      () =>
        json(
          {
            error: { code: 'CONFLICT', message: NAME_TAKEN, issues: [{ path: 'name', message: NAME_TAKEN }] },
          },
          409,
        ),
      () => json(templateSummary({ name: 'Lanzamiento Otoño 2' }), 201),
    );
    await submit();

    await waitFor(() => expect(field('Nombre')).toHaveAccessibleDescription(NAME_TAKEN));
    expect(field('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nombre')).toHaveFocus();
    expect(dialog.querySelector('[data-slot="alert"]')).toBeNull();

    await user.type(field('Nombre'), ' 2');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Usar variables' }));
    await submit();

    expect(await screen.findByText('Plantilla guardada')).toBeInTheDocument();
    expect(bodies()).toEqual([
      { name: 'Lanzamiento Otoño', useVariables: true },
      { name: 'Lanzamiento Otoño 2', useVariables: false },
    ]);
  });

  it("refuses an empty name in the browser, with the API's message", async () => {
    const { user, field, submit, bodies } = setup(() => json(templateSummary(), 201));
    await user.clear(field('Nombre'));
    await submit();
    await waitFor(() => expect(field('Nombre')).toHaveAccessibleDescription('El nombre es obligatorio'));
    expect(bodies()).toHaveLength(0);
  });
});
