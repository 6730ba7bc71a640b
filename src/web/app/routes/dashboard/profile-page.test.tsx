// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, type MockHandler, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { ProfilePage } from './profile-page';

const SESSION = {
  session: { id: 's', userId: 'u', expiresAt: '' },
  user: { id: 'u', email: 'marta@cafe.es', name: 'Marta', role: 'client' },
};
const ME = {
  profile: {
    id: 'u',
    email: 'marta@cafe.es',
    fullName: 'Marta Ruiz',
    role: 'client',
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
  },
  mustChangePassword: false,
  tempPasswordExpiresAt: null,
};
const CLIENT = {
  id: 'c',
  name: 'Marta Ruiz',
  brandName: 'Café Aurora',
  email: 'marta@cafe.es',
  phone: '600 000 000',
  industry: 'Alimentación',
  description: 'Tostadores de barrio',
  status: 'active',
  invitationStatus: 'accepted',
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
};
const AI_INFO = {
  whoYouAre: 'Una tostadería',
  targetAudience: null,
  yourStory: null,
  updatedAt: '2026-03-05T10:00:00.000Z',
};

function setup(handlers: Record<string, MockHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/get-session': () => json(SESSION),
    'GET /api/me': () => json(ME),
    'GET /api/client/me': () => json({ client: CLIENT }),
    'GET /api/client/ai-info': () => json({ aiInfo: AI_INFO }),
    'GET /api/client/calendar': () => json({ feed: null }),
    'GET /api/push': () => json({ publicKey: 'k', devices: [] }),
    'GET /api/client/notifications': () =>
      json({
        settings: {
          reminderMinutes: 15,
          pushReminders: true,
          emailReminders: true,
          digestEnabled: true,
          digestTime: '08:00',
        },
        timeZone: 'Europe/Madrid',
      }),
    ...handlers,
  });
  const user = userEvent.setup();
  renderWithProviders(<ProfilePage />);
  return { fetchMock, user };
}

function bodyOf(fetchMock: ReturnType<typeof mockFetch>, key: string, index = 0): unknown {
  const init = callsTo(fetchMock, key)[index]?.[1];
  return JSON.parse(String(init?.body));
}

/** The toast holding `description`, checked to carry `title` too. */
async function expectToast(title: string, description?: string) {
  const anchor = await screen.findByText(description ?? title, { selector: '[data-sonner-toast] *' });
  const toast = anchor.closest('[data-sonner-toast]') as HTMLElement;
  expect(within(toast).getByText(title)).toBeInTheDocument();
}

describe('profile page: personal info', () => {
  it('shows the client record and the account card', async () => {
    setup();
    expect(await screen.findByLabelText('Nombre de la marca')).toHaveValue('Café Aurora');
    expect(screen.getByLabelText('Nombre de contacto')).toHaveValue('Marta Ruiz');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('600 000 000');
    expect(screen.getByLabelText('Descripción')).toHaveValue('Tostadores de barrio');
    expect(screen.getByRole('combobox', { name: 'Industria' })).toHaveTextContent('Alimentación');
    const account = screen
      .getByRole('heading', { name: 'Información de la cuenta' })
      .closest('[data-slot=card]');
    expect(await within(account as HTMLElement).findByText('marta@cafe.es')).toBeInTheDocument();
    expect(within(account as HTMLElement).getByText('Cliente')).toBeInTheDocument();
    expect(within(account as HTMLElement).getByText('05/03/2026')).toBeInTheDocument();
  });

  it('saves the changes and says so', async () => {
    const { user, fetchMock } = setup({
      'PATCH /api/client/me': () => json({ client: { ...CLIENT, brandName: 'Aurora Café', phone: null } }),
    });
    const brand = await screen.findByLabelText('Nombre de la marca');
    await user.clear(brand);
    await user.type(brand, 'Aurora Café');
    await user.clear(screen.getByLabelText('Teléfono'));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await expectToast('¡Perfil actualizado!');
    expect(bodyOf(fetchMock, 'PATCH /api/client/me')).toEqual({
      name: 'Marta Ruiz',
      brandName: 'Aurora Café',
      phone: null,
      industry: 'Alimentación',
      description: 'Tostadores de barrio',
    });
    expect(screen.getByLabelText('Nombre de la marca')).toHaveValue('Aurora Café');
  });

  it('does not send an empty brand name', async () => {
    const { user, fetchMock } = setup();
    await user.clear(await screen.findByLabelText('Nombre de la marca'));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El nombre de la marca es obligatorio')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH /api/client/me')).toHaveLength(0);
  });

  it('reports a missing client record on save', async () => {
    const { user, fetchMock } = setup({
      'GET /api/client/me': () =>
        json({ error: { code: 'NOT_FOUND', message: 'No se encontraron datos del cliente' } }, 404),
    });
    const name = await screen.findByLabelText('Nombre de contacto');
    await user.type(name, 'Marta');
    await user.type(screen.getByLabelText('Nombre de la marca'), 'Aurora');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await expectToast('Error', 'No se encontraron datos del cliente');
    expect(callsTo(fetchMock, 'PATCH /api/client/me')).toHaveLength(0);
  });

  it('reports a failed update', async () => {
    const { user } = setup({
      'PATCH /api/client/me': () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500),
    });
    await screen.findByDisplayValue('Café Aurora');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await expectToast('Error', 'No se pudo actualizar el perfil');
  });
});

describe('profile page: AI info', () => {
  it('saves the block', async () => {
    const { user, fetchMock } = setup({
      'PUT /api/client/ai-info': () => json({ aiInfo: { ...AI_INFO, targetAudience: 'Amantes del café' } }),
    });
    expect(await screen.findByLabelText('¿Quién eres?')).toHaveValue('Una tostadería');
    await user.type(screen.getByLabelText('Público objetivo'), 'Amantes del café');
    await user.click(screen.getByRole('button', { name: 'Guardar información' }));
    await expectToast('¡Información guardada!');
    expect(bodyOf(fetchMock, 'PUT /api/client/ai-info')).toEqual({
      whoYouAre: 'Una tostadería',
      targetAudience: 'Amantes del café',
      yourStory: null,
    });
  });

  it('locks the fields when the block cannot be read, and reports it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, fetchMock } = setup({
      'GET /api/client/ai-info': () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500),
    });
    await expectToast('Error', 'No se pudo cargar la información de IA');
    expect(screen.getByLabelText('¿Quién eres?')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guardar información' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(callsTo(fetchMock, 'GET /api/client/ai-info').length).toBeGreaterThanOrEqual(2);
  });

  it('reports a failed save', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup({
      'PUT /api/client/ai-info': () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500),
    });
    await screen.findByDisplayValue('Una tostadería');
    await user.click(screen.getByRole('button', { name: 'Guardar información' }));
    await expectToast('Error', 'No se pudo guardar la información de IA');
  });
});

describe('profile page: password change', () => {
  async function fill(
    user: ReturnType<typeof userEvent.setup>,
    values: { current?: string; next?: string; confirmation?: string },
  ) {
    if (values.current) await user.type(screen.getByLabelText('Contraseña actual'), values.current);
    if (values.next) await user.type(screen.getByLabelText('Nueva contraseña'), values.next);
    if (values.confirmation) {
      await user.type(screen.getByLabelText('Confirmar nueva contraseña'), values.confirmation);
    }
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));
  }

  it('requires all three fields', async () => {
    const { user, fetchMock } = setup();
    await fill(user, { next: 'Nueva-Clave-2026' });
    await expectToast('Campos requeridos', 'Por favor completa todos los campos');
    expect(screen.getByLabelText('Contraseña actual')).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /api/account/password')).toHaveLength(0);
  });

  it('requires the confirmation to match', async () => {
    const { user, fetchMock } = setup();
    await fill(user, {
      current: 'Vieja-Clave-1',
      next: 'Nueva-Clave-2026',
      confirmation: 'Nueva-Clave-2025',
    });
    await expectToast(
      'Las contraseñas no coinciden',
      'Por favor verifica que ambas contraseñas sean iguales',
    );
    expect(callsTo(fetchMock, 'POST /api/account/password')).toHaveLength(0);
  });

  it('names the first broken rule under "Contraseña inválida"', async () => {
    const { user, fetchMock } = setup();
    await fill(user, {
      current: 'Vieja-Clave-1',
      next: 'nueva-clave-2026',
      confirmation: 'nueva-clave-2026',
    });
    await expectToast('Contraseña inválida', 'La contraseña debe tener al menos una letra mayúscula');
    expect(callsTo(fetchMock, 'POST /api/account/password')).toHaveLength(0);
  });

  it('reports a wrong current password', async () => {
    const { user } = setup({
      'POST /api/account/password': () =>
        json(
          { error: { code: 'INVALID_CURRENT_PASSWORD', message: 'La contraseña actual no es válida' } },
          400,
        ),
    });
    await fill(user, { current: 'Equivocada-1', next: 'Nueva-Clave-2026', confirmation: 'Nueva-Clave-2026' });
    await expectToast('Contraseña actual incorrecta', 'La contraseña actual no es válida');
    expect(screen.getByLabelText('Contraseña actual')).toHaveValue('Equivocada-1');
  });

  it('shows the server message of another failure', async () => {
    const { user } = setup({
      'POST /api/account/password': () =>
        json({ error: { code: 'LIMIT_EXCEEDED', message: 'Demasiados intentos.' } }, 429),
    });
    await fill(user, {
      current: 'Vieja-Clave-1',
      next: 'Nueva-Clave-2026',
      confirmation: 'Nueva-Clave-2026',
    });
    await expectToast('Error', 'Demasiados intentos.');
  });

  it('changes the password and clears the fields', async () => {
    const { user, fetchMock } = setup({ 'POST /api/account/password': () => json({ ok: true }) });
    await fill(user, {
      current: 'Vieja-Clave-1',
      next: 'Nueva-Clave-2026',
      confirmation: 'Nueva-Clave-2026',
    });
    await expectToast('¡Contraseña actualizada!');
    expect(bodyOf(fetchMock, 'POST /api/account/password')).toEqual({
      currentPassword: 'Vieja-Clave-1',
      newPassword: 'Nueva-Clave-2026',
    });
    expect(screen.getByLabelText('Contraseña actual')).toHaveValue('');
    expect(screen.getByLabelText('Nueva contraseña')).toHaveValue('');
    expect(screen.getByLabelText('Confirmar nueva contraseña')).toHaveValue('');
  });
});
