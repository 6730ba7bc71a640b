// @vitest-environment jsdom

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, type MockHandler, mockFetch, renderRoutes } from '@/testing/test-utils';
import { ForgotPasswordPage } from './forgot-password-page';

const SENT = { status: true, message: 'Te hemos enviado un enlace si la dirección está registrada.' };

function setup(post: MockHandler = () => json(SENT)) {
  const fetchMock = mockFetch({ 'POST /api/auth/request-password-reset': post });
  const user = userEvent.setup();
  renderRoutes(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/login', element: <p>Página de inicio de sesión</p> },
    ],
    { initialPath: '/forgot-password' },
  );
  return { fetchMock, user };
}

describe('/forgot-password', () => {
  it('sends the normalised e-mail and shows the same confirmation for any address', async () => {
    const { fetchMock, user } = setup();
    expect(screen.getByRole('heading', { name: '¿Olvidaste tu contraseña?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '  Ana@Marca.test ');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Te hemos enviado un enlace si la dirección está registrada.');
    expect(notice).toHaveTextContent('ana@marca.test');
    expect(notice).toHaveTextContent('El enlace caduca en 1 hora');
    expect(notice).toHaveFocus();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'POST /api/auth/request-password-reset')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@marca.test' });
  });

  it('refuses an empty or malformed e-mail without asking the server', async () => {
    const { fetchMock, user } = setup();
    const submit = screen.getByRole('button', { name: 'Enviar enlace' });
    await user.click(submit);
    expect(screen.getByText('Escribe tu email.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'no-es-un-email');
    await user.click(submit);
    expect(screen.getByText('Formato de email inválido.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST /api/auth/request-password-reset')).toHaveLength(0);
  });

  it('says so when too many links were asked for, and keeps the form', async () => {
    const { user } = setup(() =>
      json({ code: 'TOO_MANY_REQUESTS', message: 'Has pedido demasiados enlaces.' }, 429),
    );
    await user.type(screen.getByLabelText('Email'), 'ana@marca.test');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(
      await screen.findByText(
        'Has pedido demasiados enlaces. Espera unos minutos antes de intentarlo de nuevo.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('links back to the sign-in', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('link', { name: 'Volver a iniciar sesión' }));
    expect(await screen.findByText('Página de inicio de sesión')).toBeInTheDocument();
  });
});
