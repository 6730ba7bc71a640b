// @vitest-environment jsdom

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, type MockHandler, mockFetch, renderRoutes } from '@/testing/test-utils';
import { ResetPasswordPage } from './reset-password-page';

const INVALID = {
  code: 'INVALID_TOKEN',
  message:
    'El enlace para restablecer la contraseña no es válido, ya se ha usado o ha caducado. Pide uno nuevo.',
};

function setup(
  post: MockHandler = () => json({ status: true }),
  initialPath = '/reset-password?token=tok-123',
  check: MockHandler = () => json({ valid: true }),
) {
  const fetchMock = mockFetch({
    'POST /api/auth/reset-password': post,
    'POST /api/auth/reset-password/check': check,
  });
  const user = userEvent.setup();
  renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <p>Página de inicio de sesión</p> },
      { path: '/forgot-password', element: <p>Pedir otro enlace</p> },
    ],
    { initialPath },
  );
  return { fetchMock, user };
}

async function fill(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(screen.getByLabelText('Nueva contraseña'), password);
  await user.type(screen.getByLabelText('Confirmar contraseña'), password);
}

describe('/reset-password', () => {
  it('shows the rules checklist and enables saving only for a strong, confirmed password', async () => {
    const { user } = setup();
    expect(screen.getByRole('heading', { name: 'Elige una contraseña nueva' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Guardar contraseña' });
    expect(submit).toBeDisabled();
    expect(screen.getByRole('list', { name: 'Requisitos de la contraseña' })).toHaveTextContent(
      'Al menos 8 caracteres',
    );
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva-Clave-2027');
    expect(screen.getByText('Fuerte')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva-Clave-2027');
    expect(submit).toBeEnabled();
  });

  it('sends the token and the password, then goes to /login with a toast', async () => {
    const { fetchMock, user } = setup();
    await fill(user, 'Nueva-Clave-2027');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Página de inicio de sesión')).toBeInTheDocument();
    expect(await screen.findByText('¡Contraseña actualizada!')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'POST /api/auth/reset-password')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'tok-123', newPassword: 'Nueva-Clave-2027' });
  });

  it('turns into the invalid-link state when the server refuses the link, with a way to ask again', async () => {
    const { user } = setup(() => json(INVALID, 400));
    await fill(user, 'Nueva-Clave-2027');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(
      await screen.findByRole('heading', { name: 'El enlace no es válido o ha caducado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID.message);
    await user.click(screen.getByRole('link', { name: 'Pedir un enlace nuevo' }));
    expect(await screen.findByText('Pedir otro enlace')).toBeInTheDocument();
  });

  it('says at once that a dead link is dead, before any password is typed', async () => {
    const { fetchMock } = setup(undefined, '/reset-password?token=usado', () => json({ valid: false }));
    expect(
      await screen.findByRole('heading', { name: 'El enlace no es válido o ha caducado' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'POST /api/auth/reset-password/check')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'usado' });
  });

  it('keeps the form when the check cannot answer (the submit still finds out)', async () => {
    const { fetchMock } = setup(undefined, undefined, () => json({ code: 'INTERNAL', message: 'x' }, 500));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST /api/auth/reset-password/check')).toHaveLength(1));
    expect(screen.getByLabelText('Nueva contraseña')).toBeInTheDocument();
  });

  it('shows the invalid-link state at once for a link without a token', () => {
    const { fetchMock } = setup(undefined, '/reset-password');
    expect(screen.getByRole('heading', { name: 'El enlace no es válido o ha caducado' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s rule message under the password', async () => {
    const { user } = setup(() =>
      json({ code: 'INVALID_NEW_PASSWORD', message: 'La contraseña debe tener al menos un número' }, 400),
    );
    await fill(user, 'Nueva-Clave-2027');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('La contraseña debe tener al menos un número')).toBeInTheDocument();
    expect(screen.getByLabelText('Nueva contraseña')).toBeInTheDocument();
  });
});
