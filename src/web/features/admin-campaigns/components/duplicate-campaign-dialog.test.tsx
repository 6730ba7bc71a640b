// @vitest-environment jsdom

import type { DuplicatedCampaigns } from '@shared/campaigns/duplicate-campaign';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
import { DuplicateCampaignDialog } from './duplicate-campaign-dialog';

const OWN_CLIENT = { id: '11111111-0000-4000-8000-000000000001', brandName: 'Café Aurora' };
const OTHER_CLIENT = { id: '11111111-0000-4000-8000-000000000002', brandName: 'Librería Norte' };
// Ends far ahead: the first day proposed is the day after, whatever today is.
const campaign = {
  id: '6f1d2c3b-4a59-4e8f-9a0b-1c2d3e4f5a6b',
  title: 'Lanzamiento Otoño',
  startDate: '2099-12-14',
  endDate: '2099-12-16',
  client: OWN_CLIENT,
};
const KEY = `POST /api/admin/campaigns/${campaign.id}/duplicate`;
const CLIENTS_KEY = 'GET /api/admin/clients';

const activeClient = (client: { id: string; brandName: string }) => ({
  ...client,
  name: `Contacto de ${client.brandName}`,
  email: 'contacto@example.com',
});

function copies(...startDates: string[]): DuplicatedCampaigns {
  return {
    client: OTHER_CLIENT,
    campaigns: startDates.map((startDate, index) => ({
      id: `22222222-0000-4000-8000-00000000000${index}`,
      title: 'Otoño otra vez',
      startDate,
      endDate: startDate.replace(
        /-(\d\d)$/,
        (_, day: string) => `-${String(Number(day) + 2).padStart(2, '0')}`,
      ),
      totalDays: 3,
      totalStories: 6,
      totalMedia: 4,
    })),
    replayed: false,
  };
}

const invalid = (path: string, message: string) =>
  json({ error: { code: 'INVALID_REQUEST', message, issues: [{ path, message }] } }, 400);

function setup(...answers: MockHandler[]) {
  const onOpenChange = vi.fn();
  let call = 0;
  const fetchMock = mockFetch({
    [CLIENTS_KEY]: () => json({ clients: [OWN_CLIENT, OTHER_CLIENT].map(activeClient), total: 2 }),
    [KEY]: (init) => answers[Math.min(call++, answers.length - 1)]!(init),
  });
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  const { router } = renderWithProviders(
    <DuplicateCampaignDialog campaign={campaign} open onOpenChange={onOpenChange} />,
    { queryClient },
  );
  const dialog = screen.getByRole('dialog', { name: 'Duplicar campaña' });
  const field = (name: string) => within(dialog).getByLabelText(name);
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Duplicar' }));
  /** Each request's body, with its Idempotency-Key header as `requestKey`. */
  const bodies = () =>
    callsTo(fetchMock, KEY).map(([, init]) => ({
      ...JSON.parse(String(init?.body)),
      requestKey: new Headers(init?.headers).get('Idempotency-Key'),
    }));
  return { onOpenChange, fetchMock, queryClient, user, router, dialog, field, submit, bodies };
}

// jsdom has no scrollIntoView; Radix Select calls it on the selected option when it opens.
Element.prototype.scrollIntoView ??= () => {};

async function choose(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('DuplicateCampaignDialog', () => {
  it('proposes the same client, the day after the end, the title and one copy; duplicates and opens the copy', async () => {
    const { dialog, field, submit, bodies, queryClient, onOpenChange, router } = setup(() =>
      json(copies('2099-12-17')),
    );
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    const client = within(dialog).getByRole('combobox', { name: 'Cliente' });
    await waitFor(() => expect(client).toHaveTextContent('Café Aurora'));
    expect(field('Fecha de inicio')).toHaveValue('2099-12-17');
    expect(field('Título')).toHaveValue('Lanzamiento Otoño');
    const shift = within(dialog).getByRole('combobox', { name: 'Cambiar la hora de las historias' });
    expect(shift).toHaveTextContent('Mismas horas');
    expect(shift).toHaveAccessibleDescription(
      'Cada historia conserva su día y su hora local en la zona horaria del cliente de destino.',
    );
    const repeat = within(dialog).getByRole('group', { name: 'Repetir' });
    expect(within(repeat).getByRole('radio', { name: 'Una sola copia' })).toBeChecked();
    expect(within(dialog).queryByLabelText('Número de copias')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Avisar al cliente por e-mail' })).toBeChecked();
    expect(dialog).toHaveTextContent('No se copian las publicaciones marcadas');

    await submit();

    expect(await screen.findByText('Campaña duplicada')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        paths.admin.campaign.getHref('22222222-0000-4000-8000-000000000000'),
      ),
    );
    const [body] = bodies();
    expect(body).toEqual({
      clientId: OWN_CLIENT.id,
      startDate: '2099-12-17',
      title: 'Lanzamiento Otoño',
      timeShiftMinutes: 0,
      notifyClient: true,
      requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(invalidated.mock.calls.map(([filters]) => filters?.queryKey)).toContainEqual(queryKeys.admin.all);
  });

  it('sends the chosen client, date, shift and weekly copies; after a refusal on «Número de copias» retries with the same key', async () => {
    const { user, dialog, field, submit, bodies, onOpenChange, router } = setup(
      () =>
        invalid(
          'repeat.count',
          'La campaña dura 3 días: si se repite cada semana, cada copia se solaparía con la siguiente',
        ),
      () => json(copies('2100-01-04', '2100-01-11')),
    );
    await choose(user, within(dialog).getByRole('combobox', { name: 'Cliente' }), 'Librería Norte');
    await user.clear(field('Fecha de inicio'));
    await user.type(field('Fecha de inicio'), '2100-01-04');
    await user.clear(field('Título'));
    await user.type(field('Título'), ' Otoño otra vez ');
    await choose(
      user,
      within(dialog).getByRole('combobox', { name: 'Cambiar la hora de las historias' }),
      '1 h después',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Cada semana' }));
    const count = field('Número de copias');
    await user.clear(count);
    await user.type(count, '3');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Avisar al cliente por e-mail' }));
    await submit();

    expect(await screen.findByText('No se pudo duplicar la campaña')).toBeInTheDocument();
    await waitFor(() =>
      expect(count).toHaveAccessibleDescription(/cada copia se solaparía con la siguiente/),
    );
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.querySelector('[data-slot="alert"]')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.clear(count);
    await user.type(count, '2');
    await submit();

    expect(await screen.findByText('2 campañas creadas')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const [first, second] = bodies();
    expect(first).toEqual({
      clientId: OTHER_CLIENT.id,
      startDate: '2100-01-04',
      title: 'Otoño otra vez',
      timeShiftMinutes: 60,
      repeat: { every: 'week', count: 3 },
      notifyClient: false,
      requestKey: expect.any(String),
    });
    expect(second).toEqual({ ...first, repeat: { every: 'week', count: 2 } });
    expect(second.requestKey).toBe(first.requestKey);
    // Several copies: the agency stays on the list.
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a story that would pass midnight under «Cambiar la hora…», and a refusal of no field in an alert', async () => {
    const midnight = 'Con ese cambio de hora, la historia 3 del 15/12/2099 pasaría al día siguiente (00:30)';
    const { user, dialog, submit } = setup(
      () => invalid('timeShiftMinutes', midnight),
      () => json({ error: { code: 'CONFLICT', message: 'El cliente no está activo' } }, 409),
    );
    const shift = within(dialog).getByRole('combobox', { name: 'Cambiar la hora de las historias' });
    await choose(user, shift, '2 h después');
    await submit();
    await waitFor(() => expect(shift).toHaveAccessibleDescription(expect.stringContaining(midnight)));
    expect(shift).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.querySelector('[data-slot="alert"]')).toBeNull();

    await submit();
    const message = await within(dialog).findByText('El cliente no está activo');
    expect(message.closest('[data-slot="alert"]')).toHaveAttribute('role', 'alert');
    expect(shift).not.toHaveAccessibleDescription(expect.stringContaining(midnight));
  });
});
