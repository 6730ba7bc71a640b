// @vitest-environment jsdom

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, type MockHandler, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { templateContent, templateSummary } from '../testing/template-fixtures';
import { UploadTemplateDialog } from './upload-template-dialog';

const KEY = 'POST /api/admin/templates';
const jsonFile = (content: unknown, name = 'plantilla.json') =>
  new File([JSON.stringify(content)], name, { type: 'application/json' });

function setup(...answers: MockHandler[]) {
  const onOpenChange = vi.fn();
  let call = 0;
  const fetchMock = mockFetch({ [KEY]: (init) => answers[Math.min(call++, answers.length - 1)]!(init) });
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<UploadTemplateDialog open onOpenChange={onOpenChange} />);
  const dialog = screen.getByRole('dialog', { name: 'Subir plantilla (JSON)' });
  const fileInput = within(dialog).getByLabelText('Archivo de la plantilla (JSON)');
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Subir plantilla' }));
  const bodies = () => callsTo(fetchMock, KEY).map(([, init]) => JSON.parse(String(init?.body)));
  return { onOpenChange, user, dialog, fileInput, submit, bodies };
}

describe('UploadTemplateDialog', () => {
  it('refuses a file that is not JSON, in Spanish, and sends nothing', async () => {
    const { user, dialog, fileInput, submit, bodies } = setup(() => json(templateSummary(), 201));
    await user.upload(
      fileInput,
      new File(['campaign_title;start_date'], 'plantilla.csv', { type: 'text/csv' }),
    );
    await waitFor(() => expect(fileInput).toHaveAccessibleDescription(/El archivo no es un JSON válido/));
    expect(fileInput).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText('Nombre'), 'Algo');
    await submit();
    expect(bodies()).toHaveLength(0);
  });

  it("reads the file, shows its variables, proposes its title as the name and sends it; lists the server's problems", async () => {
    const problem = 'Día 1, bloque 1, historia 2: el campo "visual" es obligatorio';
    const { user, dialog, fileInput, submit, bodies, onOpenChange } = setup(
      () =>
        json(
          {
            error: {
              code: 'INVALID_REQUEST',
              message: 'La plantilla tiene errores',
              issues: [{ path: 'days.0.blocks.0.stories.1.visual', message: problem }],
            },
          },
          400,
        ),
      () => json(templateSummary({ name: 'Lanzamiento {producto} de {marca}' }), 201),
    );
    await user.upload(fileInput, jsonFile(templateContent()));

    const name = within(dialog).getByLabelText('Nombre');
    await waitFor(() => expect(name).toHaveValue('Lanzamiento {producto} de {marca}'));
    const chips = within(dialog).getByRole('list', { name: 'Variables' });
    expect(chips).toHaveTextContent('{marca}{producto}{fecha_inicio}{fecha_fin}{enlace}');
    await user.type(within(dialog).getByLabelText('Descripción (opcional)'), 'Para productos nuevos');
    await submit();

    const alert = await within(dialog).findByText('La plantilla tiene errores');
    expect(alert.closest('[data-slot="alert"]')).toHaveTextContent(
      `days.0.blocks.0.stories.1.visual${problem}`,
    );

    await submit();
    expect(await screen.findByText('Plantilla creada')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const [first, second] = bodies();
    expect(first).toEqual({
      name: 'Lanzamiento {producto} de {marca}',
      description: 'Para productos nuevos',
      content: templateContent(),
    });
    expect(second).toEqual(first);
  });

  it('asks for the file before sending', async () => {
    const { user, dialog, fileInput, submit, bodies } = setup(() => json(templateSummary(), 201));
    await user.type(within(dialog).getByLabelText('Nombre'), 'Sin archivo');
    await submit();
    await waitFor(() =>
      expect(fileInput).toHaveAccessibleDescription('Elige primero el archivo de la plantilla.'),
    );
    expect(bodies()).toHaveLength(0);
  });
});
