// @vitest-environment jsdom

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { ForcedPasswordChangeForm } from './forced-password-change-form';

function setup() {
  const onSuccess = vi.fn();
  const fetchMock = mockFetch({ 'POST /api/account/temporary-password': () => json({ ok: true }) });
  const user = userEvent.setup();
  renderWithProviders(<ForcedPasswordChangeForm onSuccess={onSuccess} />);
  const newPassword = screen.getByLabelText('Nueva contraseña');
  const confirmation = screen.getByLabelText('Confirmar contraseña');
  const submit = screen.getByRole('button', { name: 'Cambiar contraseña' });
  return { onSuccess, fetchMock, user, newPassword, confirmation, submit };
}

describe('forced password change form', () => {
  it('keeps submit disabled until both fields match and the password is strong enough', async () => {
    const { user, newPassword, confirmation, submit } = setup();
    expect(submit).toBeDisabled();

    await user.type(newPassword, 'abc');
    expect(await screen.findByText('Débil')).toBeInTheDocument();
    await user.type(confirmation, 'abc');
    expect(submit).toBeDisabled();

    await user.clear(newPassword);
    await user.type(newPassword, 'abcdefgH');
    expect(screen.getByText('Medio')).toBeInTheDocument();

    await user.clear(newPassword);
    await user.type(newPassword, 'Nueva-Clave-2026');
    expect(screen.getByText('Fuerte')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.clear(confirmation);
    await user.type(confirmation, 'Nueva-Clave-2026');
    expect(screen.queryByText('Las contraseñas no coinciden')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('shows the first failing rule when a strong-looking password breaks one', async () => {
    const { user, newPassword, confirmation, submit, fetchMock } = setup();
    // Lowercase, uppercase, digit and a special character score 4, but 7 characters break the first rule.
    await user.type(newPassword, 'Ab1!xyz');
    await user.type(confirmation, 'Ab1!xyz');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/account/temporary-password')).toHaveLength(0);
  });

  it('sends the new password and reports success', async () => {
    const { user, newPassword, confirmation, submit, fetchMock, onSuccess } = setup();
    await user.type(newPassword, 'Nueva-Clave-2026');
    await user.type(confirmation, 'Nueva-Clave-2026');
    await user.click(submit);
    expect(await screen.findByText('¡Contraseña actualizada!')).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledOnce();
    const [, init] = callsTo(fetchMock, 'POST /api/account/temporary-password')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ newPassword: 'Nueva-Clave-2026' });
  });
});
