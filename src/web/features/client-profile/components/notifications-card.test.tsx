// @vitest-environment jsdom

import type { NotificationSettingsResponse, PushStatusResponse } from '@shared/api/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUSH_TEXTS } from '@/lib/push/web-push';
import { fakeSubscription, installFakePush, PUBLIC_KEY } from '@/testing/fake-push';
import { callsTo, json, type MockHandler, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { NotificationsCard } from './notifications-card';

const PUSH = '/api/push';
const SUBSCRIPTIONS = '/api/push/subscriptions';
const SETTINGS = '/api/client/notifications';
const device = (id: string) => ({
  id,
  userAgent: 'Mozilla/5.0',
  createdAt: '2026-03-05T10:00:00.000Z',
  lastSuccessAt: null,
});
const status = (count: number): PushStatusResponse => ({
  publicKey: PUBLIC_KEY,
  devices: Array.from({ length: count }, (_, i) => device(`00000000-0000-4000-8000-00000000000${i}`)),
});
const SAVED: NotificationSettingsResponse = {
  settings: {
    reminderMinutes: 15,
    pushReminders: true,
    emailReminders: true,
    digestEnabled: true,
    digestTime: '08:00',
  },
  timeZone: 'Europe/Madrid',
};

beforeAll(() => {
  // jsdom has no scrollIntoView; Radix Select calls it on the selected option when it opens.
  Element.prototype.scrollIntoView ??= () => {};
});

let fake: ReturnType<typeof installFakePush> | null = null;
afterEach(() => {
  fake?.uninstall();
  fake = null;
});

function setup(handlers: Record<string, MockHandler>) {
  const fetchMock = mockFetch({
    [`GET ${SETTINGS}`]: () => json(SAVED),
    ...handlers,
  });
  const user = userEvent.setup();
  renderWithProviders(<NotificationsCard />);
  return { fetchMock, user };
}

const deviceSwitch = () => screen.getByRole('switch', { name: 'Avisos en este dispositivo' });
const toastWith = (text: string) => screen.findByText(text, { selector: '[data-sonner-toast] *' });
const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, key: string) =>
  JSON.parse(String(callsTo(fetchMock, key)[0]?.[1]?.body));

describe("'Notificaciones' in Mi Perfil: this device", () => {
  it('turns push on: permission, subscription, saved; then offers a test and counts the devices', async () => {
    fake = installFakePush();
    let devices = 1;
    const { fetchMock, user } = setup({
      [`GET ${PUSH}`]: () => json(status(devices)),
      [`POST ${SUBSCRIPTIONS}`]: () => {
        devices = 2;
        return json({ ok: true }, 201);
      },
      [`POST ${PUSH}/test`]: () => json({ delivered: 2, failed: 0 }),
    });
    expect(await screen.findByText('Avisos activados en 1 dispositivo.')).toBeInTheDocument();
    await waitFor(() => expect(deviceSwitch()).toBeEnabled());
    expect(deviceSwitch()).not.toBeChecked();
    expect(deviceSwitch()).toHaveAccessibleDescription(/Recibe los recordatorios como notificaciones/);
    expect(screen.queryByRole('button', { name: 'Enviar una prueba' })).not.toBeInTheDocument();

    await user.click(deviceSwitch());
    expect(await toastWith('Avisos activados en este dispositivo')).toBeInTheDocument();
    expect(deviceSwitch()).toBeChecked();
    expect(deviceSwitch()).toHaveAccessibleDescription(
      'Activados: este dispositivo recibe los recordatorios.',
    );
    expect(fake.notification.requestPermission).toHaveBeenCalled();
    expect(bodyOf(fetchMock, `POST ${SUBSCRIPTIONS}`)).toEqual({
      endpoint: 'https://push.example/send/new',
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    });
    expect(await screen.findByText('Avisos activados en 2 dispositivos.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar una prueba' }));
    expect(await toastWith('Ha llegado a 2 dispositivos.')).toBeInTheDocument();
  });

  it('turns push off: the server forgets the device, the browser unsubscribes', async () => {
    const subscription = fakeSubscription();
    fake = installFakePush({ permission: 'granted', subscription });
    let devices = 1;
    const { fetchMock, user } = setup({
      [`GET ${PUSH}`]: () => json(status(devices)),
      [`DELETE ${SUBSCRIPTIONS}`]: () => {
        devices = 0;
        return json({ ok: true });
      },
    });
    await waitFor(() => expect(deviceSwitch()).toBeChecked());
    await waitFor(() => expect(deviceSwitch()).toBeEnabled());
    await user.click(deviceSwitch());
    expect(await toastWith('Avisos desactivados en este dispositivo')).toBeInTheDocument();
    expect(deviceSwitch()).not.toBeChecked();
    expect(bodyOf(fetchMock, `DELETE ${SUBSCRIPTIONS}`)).toEqual({ endpoint: subscription.endpoint });
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(await screen.findByText('Ningún dispositivo tiene los avisos activados.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar una prueba' })).not.toBeInTheDocument();
  });

  it('when notifications are blocked, explains how to allow them and keeps the switch off', async () => {
    fake = installFakePush({ permission: 'denied' });
    setup({ [`GET ${PUSH}`]: () => json(status(0)) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Avisos bloqueados en este navegador')).toBeInTheDocument();
    expect(alert).toHaveTextContent(PUSH_TEXTS.denied);
    expect(deviceSwitch()).toBeDisabled();
    expect(deviceSwitch()).not.toBeChecked();
  });

  it('when the permission is refused at the question, says so and stays off', async () => {
    fake = installFakePush({ answer: 'denied' });
    const { fetchMock, user } = setup({ [`GET ${PUSH}`]: () => json(status(0)) });
    await waitFor(() => expect(deviceSwitch()).toBeEnabled());
    await user.click(deviceSwitch());
    expect(await toastWith('No se activaron los avisos')).toBeInTheDocument();
    expect(deviceSwitch()).not.toBeChecked();
    expect(await screen.findByText('Avisos bloqueados en este navegador')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${SUBSCRIPTIONS}`)).toHaveLength(0);
  });

  it('in a browser without Web Push (jsdom has none of its APIs), says so and disables the switch', async () => {
    vi.stubGlobal('isSecureContext', true);
    setup({ [`GET ${PUSH}`]: () => json(status(1)) });
    expect(await screen.findByText('Avisos activados en 1 dispositivo.')).toBeInTheDocument();
    expect(deviceSwitch()).toBeDisabled();
    expect(deviceSwitch()).toHaveAccessibleDescription(/Este navegador no admite avisos/);
  });
});

describe("'Notificaciones' in Mi Perfil: the reminder settings", () => {
  it('shows the saved settings in the client zone and saves the changes', async () => {
    let saved = SAVED;
    const { fetchMock, user } = setup({
      [`GET ${PUSH}`]: () => json(status(0)),
      [`PUT ${SETTINGS}`]: (init) => {
        saved = { ...SAVED, settings: JSON.parse(String(init?.body)) };
        return json(saved);
      },
    });
    const lead = await screen.findByRole('combobox', { name: 'Recordarme antes de cada historia' });
    await waitFor(() => expect(lead).toBeEnabled());
    expect(lead).toHaveTextContent('15 minutos antes');
    const time = screen.getByLabelText('Hora del resumen');
    expect(time).toHaveValue('08:00');
    expect(time).toHaveAccessibleDescription('Hora de tu zona: España peninsular (Madrid) (Europe/Madrid).');

    await user.click(lead);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'A la hora',
      '5 minutos antes',
      '10 minutos antes',
      '15 minutos antes',
      '30 minutos antes',
      '1 hora antes',
      '2 horas antes',
      '4 horas antes',
    ]);
    await user.click(screen.getByRole('option', { name: '1 hora antes' }));
    await user.click(
      screen.getByRole('switch', { name: 'Recordatorios por correo (si la notificación no llega)' }),
    );
    await user.clear(time);
    await user.type(time, '07:30');
    await user.click(screen.getByRole('button', { name: 'Guardar notificaciones' }));

    expect(await toastWith('¡Notificaciones guardadas!')).toBeInTheDocument();
    expect(bodyOf(fetchMock, `PUT ${SETTINGS}`)).toEqual({
      reminderMinutes: 60,
      pushReminders: true,
      emailReminders: false,
      digestEnabled: true,
      digestTime: '07:30',
    });
  });

  it('warns that no reminder will arrive with both channels off, and locks the time with the digest off', async () => {
    const { user } = setup({ [`GET ${PUSH}`]: () => json(status(0)) });
    const push = await screen.findByRole('switch', { name: 'Recordatorios por notificación' });
    await waitFor(() => expect(push).toBeEnabled());
    await user.click(push);
    await user.click(
      screen.getByRole('switch', { name: 'Recordatorios por correo (si la notificación no llega)' }),
    );
    expect(screen.getByText(/no recibirás recordatorios/)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Resumen del día por correo' }));
    expect(screen.getByLabelText('Hora del resumen')).toBeDisabled();
  });

  it('refuses a time that is not HH:MM with the shared message, announced and focused', async () => {
    const { fetchMock, user } = setup({ [`GET ${PUSH}`]: () => json(status(0)) });
    const time = await screen.findByLabelText('Hora del resumen');
    await waitFor(() => expect(time).toBeEnabled());
    await user.clear(time);
    await user.click(screen.getByRole('button', { name: 'Guardar notificaciones' }));
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Indica una hora con el formato HH:MM');
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(time).toHaveAccessibleDescription(/Indica una hora con el formato HH:MM/);
    expect(time).toHaveFocus();
    expect(callsTo(fetchMock, `PUT ${SETTINGS}`)).toHaveLength(0);
  });

  it("puts the server's field messages next to their fields", async () => {
    const { user } = setup({
      [`GET ${PUSH}`]: () => json(status(0)),
      [`PUT ${SETTINGS}`]: () =>
        json(
          {
            error: {
              code: 'INVALID_REQUEST',
              message: 'Elige entre 0 y 240 minutos',
              issues: [{ path: 'reminderMinutes', message: 'Elige entre 0 y 240 minutos' }],
            },
          },
          400,
        ),
    });
    const save = await screen.findByRole('button', { name: 'Guardar notificaciones' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await toastWith('Elige entre 0 y 240 minutos')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Recordarme antes de cada historia' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('offers to retry when the settings cannot be read', async () => {
    let fail = true;
    const { user } = setup({
      [`GET ${PUSH}`]: () => json(status(0)),
      [`GET ${SETTINGS}`]: () =>
        fail ? json({ error: { code: 'INTERNAL', message: 'Error interno' } }, 500) : json(SAVED),
    });
    expect(await screen.findByText('No se pudieron cargar tus notificaciones')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByLabelText('Hora del resumen')).toHaveValue('08:00');
  });
});
