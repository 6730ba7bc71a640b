// @vitest-environment jsdom

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { callsTo, json, type MockHandler, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { templateDetail } from '../testing/template-fixtures';
import { StartFromTemplateDialog } from './start-from-template-dialog';

const TEMPLATE = templateDetail();
const CLIENT = { id: '11111111-0000-4000-8000-000000000001', brandName: 'Café Aurora' };
const KEY = `POST /api/admin/templates/${TEMPLATE.id}/campaigns`;
const CAMPAIGN_ID = '22222222-0000-4000-8000-000000000009';

function created() {
  return json(
    {
      campaign: {
        id: CAMPAIGN_ID,
        title: 'Lanzamiento Blend de otoño de Café Aurora',
        clientId: CLIENT.id,
        startDate: '2099-12-07',
        endDate: '2099-12-09',
        status: 'active',
      },
      totalDays: 2,
      totalStories: 4,
      notification: { to: 'ana@example.com', delivered: true },
    },
    201,
  );
}

// jsdom has no scrollIntoView; Radix Select calls it on the selected option when it opens.
Element.prototype.scrollIntoView ??= () => {};

function setup(...answers: MockHandler[]) {
  const onOpenChange = vi.fn();
  let call = 0;
  const fetchMock = mockFetch({
    [`GET /api/admin/templates/${TEMPLATE.id}`]: () => json(TEMPLATE),
    'GET /api/admin/clients': () =>
      json({ clients: [{ ...CLIENT, name: 'Ana', email: 'ana@example.com' }], total: 1 }),
    [KEY]: (init) => answers[Math.min(call++, answers.length - 1)]!(init),
  });
  const user = userEvent.setup();
  const { router } = renderWithProviders(
    <StartFromTemplateDialog
      template={{ id: TEMPLATE.id, name: TEMPLATE.name }}
      open
      onOpenChange={onOpenChange}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Nueva campaña desde plantilla' });
  const field = (name: string | RegExp) => within(dialog).getByLabelText(name);
  /** Each request's body, with its Idempotency-Key header as `requestKey`. */
  const bodies = () =>
    callsTo(fetchMock, KEY).map(([, init]) => ({
      ...JSON.parse(String(init?.body)),
      requestKey: new Headers(init?.headers).get('Idempotency-Key'),
    }));
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Crear campaña' }));
  async function fill() {
    await user.click(within(dialog).getByRole('combobox', { name: 'Cliente' }));
    await user.click(await screen.findByRole('option', { name: 'Café Aurora' }));
    await user.clear(field('Fecha de inicio'));
    await user.type(field('Fecha de inicio'), '2099-12-07');
    // {marca} follows the chosen client until the agency types its own.
    expect(field('Marca')).toHaveValue('Café Aurora');
    await user.type(field('Producto o servicio'), 'Blend de otoño');
    await user.type(field('Enlace (https://…)'), 'https://cafe.example/otono');
  }
  return { onOpenChange, fetchMock, user, router, dialog, field, bodies, submit, fill };
}

describe('StartFromTemplateDialog', () => {
  it('asks for the used variables only, previews the campaign filled, creates it and opens it', async () => {
    const { dialog, field, bodies, submit, fill, onOpenChange, router } = setup(created);
    expect(await within(dialog).findByLabelText('Marca')).toHaveAttribute('placeholder', 'Café Aroma');
    expect(field('Enlace (https://…)')).toHaveAttribute('type', 'url');
    expect(field('Marca')).toHaveAccessibleDescription('Sustituye a {marca} en los textos.');
    // Only what the template uses: no «Código de descuento», and the dates are not asked for.
    expect(within(dialog).queryByLabelText('Código de descuento')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Fecha de fin/)).not.toBeInTheDocument();
    const preview = within(dialog).getByRole('region', { name: 'Vista previa' });
    expect(within(preview).getByTestId('template-preview-title')).toHaveTextContent(
      'Lanzamiento {producto} de {marca}',
    );

    await fill();

    expect(dialog).toHaveTextContent('{fecha_inicio}: 7 de diciembre (automática)');
    expect(dialog).toHaveTextContent('{fecha_fin}: 9 de diciembre (automática)');
    await waitFor(() =>
      expect(within(preview).getByTestId('template-preview-title')).toHaveTextContent(
        'Lanzamiento Blend de otoño de Café Aurora',
      ),
    );
    expect(preview).toHaveTextContent('Del 07/12/2099 al 09/12/2099');
    expect(preview).toHaveTextContent('Hola, somos Café Aurora');
    expect(preview).toHaveTextContent('Desde el 7 de diciembre: https://cafe.example/otono');
    expect(preview).toHaveTextContent('Hasta el 9 de diciembre');
    expect(preview).toHaveTextContent('y 1 historia más.');
    expect(preview).toHaveTextContent('Así se creará la campaña.');

    await submit();

    expect(await screen.findByText('Campaña creada')).toBeInTheDocument();
    expect(bodies()).toEqual([
      {
        clientId: CLIENT.id,
        startDate: '2099-12-07',
        values: { marca: 'Café Aurora', producto: 'Blend de otoño', enlace: 'https://cafe.example/otono' },
        requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.admin.campaign.getHref(CAMPAIGN_ID)),
    );
  });

  it('shows a missing value once its field is left, and every problem on submit, without sending', async () => {
    const { user, dialog, field, submit, fetchMock } = setup(created);
    const marca = await within(dialog).findByLabelText('Marca');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(marca);
    await user.tab();
    await waitFor(() => expect(marca).toHaveAccessibleDescription(/Falta el valor de «Marca»/));
    expect(marca).toHaveAttribute('aria-invalid', 'true');
    // Not yet touched: no message under «Producto o servicio».
    expect(field('Producto o servicio')).not.toHaveAttribute('aria-invalid', 'true');

    await submit();

    await waitFor(() =>
      expect(field('Producto o servicio')).toHaveAccessibleDescription(
        /Falta el valor de «Producto o servicio»/,
      ),
    );
    expect(within(dialog).getByRole('combobox', { name: 'Cliente' })).toHaveAccessibleDescription(
      'Elige el cliente de la campaña',
    );
    expect(callsTo(fetchMock, KEY)).toHaveLength(0);
  });

  it("puts the server's `values.enlace` under «Enlace» and the template's problems in an alert", async () => {
    const enlace = '«Enlace (https://…)» debe ser una dirección que empiece por https:// o http://';
    const copy = 'Día 1, bloque 1, historia 2: el campo "copy" no puede tener más de 5000 caracteres';
    const { dialog, field, submit, fill } = setup(
      () =>
        json(
          {
            error: {
              code: 'INVALID_REQUEST',
              message: 'Faltan valores o hay variables que no existen',
              issues: [{ path: 'values.enlace', message: enlace }],
            },
          },
          400,
        ),
      () =>
        json(
          {
            error: {
              code: 'INVALID_REQUEST',
              message: 'Con esos valores, la campaña no sería válida',
              issues: [{ path: 'days.0.blocks.0.stories.1.copy', message: copy }],
            },
          },
          400,
        ),
    );
    await within(dialog).findByLabelText('Marca');
    await fill();
    await submit();

    await waitFor(() =>
      expect(field('Enlace (https://…)')).toHaveAccessibleDescription(expect.stringContaining(enlace)),
    );
    expect(field('Enlace (https://…)')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.querySelector('[data-slot="alert"]')).toBeNull();

    await submit();
    const alert = await within(dialog).findByText('Con esos valores, la campaña no sería válida');
    const box = alert.closest('[data-slot="alert"]') as HTMLElement;
    expect(box).toHaveAttribute('role', 'alert');
    expect(box).toHaveTextContent(`days.0.blocks.0.stories.1.copy${copy}`);
  });
});
