// @vitest-environment jsdom

import { LOGIN_MAX_ATTEMPTS, LOGIN_TEXTS } from '@shared/auth/login-errors';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAttempts } from '@/features/auth/stores/login-attempts';
import { callsTo, json, mockFetch, renderRoutes } from '@/testing/test-utils';
import { LoginPage } from './login-page';

const SIGN_IN = 'POST /api/auth/sign-in/email';
const GET_SESSION = 'GET /api/auth/get-session';

function renderLogin() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/admin', element: <h1>Área admin</h1> },
      { path: '/dashboard', element: <h1>Área cliente</h1> },
    ],
    { initialPath: '/login' },
  );
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  const emailInput = screen.getByLabelText('Email');
  const passwordInput = screen.getByLabelText('Contraseña', { selector: 'input' });
  await user.clear(emailInput);
  if (email) await user.type(emailInput, email);
  await user.clear(passwordInput);
  if (password) await user.type(passwordInput, password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

beforeEach(() => {
  loginAttempts.reset();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('login form', () => {
  it('asks for both fields without calling the server', async () => {
    const fetchMock = mockFetch({ [GET_SESSION]: () => json(null) });
    const user = userEvent.setup();
    renderLogin();
    await screen.findByRole('heading', { name: 'Iniciar sesión' });

    await fillAndSubmit(user, 'marta@cafe.es', '');

    expect(await screen.findByText(LOGIN_TEXTS.requiredFieldsTitle)).toBeInTheDocument();
    expect(screen.getByText(LOGIN_TEXTS.requiredFieldsDescription)).toBeInTheDocument();
    expect(callsTo(fetchMock, SIGN_IN)).toHaveLength(0);
  });

  it('sends the e-mail trimmed and lowercased and welcomes the user', async () => {
    let signedIn = false;
    const fetchMock = mockFetch({
      [GET_SESSION]: () =>
        json(
          signedIn
            ? {
                session: { id: 's', userId: 'u', expiresAt: '' },
                user: { id: 'u', email: 'a@b.c', name: 'A', role: 'admin' },
              }
            : null,
        ),
      [SIGN_IN]: () => {
        signedIn = true;
        return json({ user: { id: 'u', email: 'a@b.c', name: 'A', role: 'admin' } });
      },
    });
    const user = userEvent.setup();
    renderLogin();
    await screen.findByRole('heading', { name: 'Iniciar sesión' });

    await fillAndSubmit(user, '  Agencia@Demo.LOCAL ', 'secreto');

    expect(await screen.findByText(LOGIN_TEXTS.successTitle)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Área admin' })).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, SIGN_IN)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'agencia@demo.local', password: 'secreto' });
  });

  it('disables the form after five failed attempts, until reload', async () => {
    const fetchMock = mockFetch({
      [GET_SESSION]: () => json(null),
      [SIGN_IN]: () => json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401),
    });
    const user = userEvent.setup();
    renderLogin();
    await screen.findByRole('heading', { name: 'Iniciar sesión' });

    for (let attempt = 1; attempt <= 4; attempt++) {
      await fillAndSubmit(user, 'marta@cafe.es', `mala-${attempt}`);
      await vi.waitFor(() => expect(callsTo(fetchMock, SIGN_IN)).toHaveLength(attempt));
    }
    expect((await screen.findAllByText(LOGIN_TEXTS.invalidCredentials)).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();

    await fillAndSubmit(user, 'marta@cafe.es', 'mala-5');

    const notice = await screen.findByText(LOGIN_TEXTS.lockedNotice);
    expect(notice).toBeVisible();
    expect(screen.getByText(LOGIN_TEXTS.lockedDescription)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Contraseña', { selector: 'input' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled();
    expect(callsTo(fetchMock, SIGN_IN)).toHaveLength(5);
  });

  it('does not count an inactive-account refusal (or a rate limit) toward the five attempts', async () => {
    let answer: 'inactive' | 'rate-limited' | 'wrong' = 'inactive';
    const fetchMock = mockFetch({
      [GET_SESSION]: () => json(null),
      [SIGN_IN]: () => {
        if (answer === 'inactive')
          return json({ code: 'ACCOUNT_INACTIVE', message: LOGIN_TEXTS.accountInactive }, 403);
        if (answer === 'rate-limited')
          return json({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests' }, 429);
        return json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401);
      },
    });
    const user = userEvent.setup();
    renderLogin();
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    // The fields keep their values after a refusal: type once, then submit again and again.
    await fillAndSubmit(user, 'inactiva@cafe.es', 'su-clave');
    const submit = screen.getByRole('button', { name: 'Iniciar sesión' });
    for (let attempt = 2; attempt <= LOGIN_MAX_ATTEMPTS + 1; attempt++) {
      await vi.waitFor(() => expect(submit).toBeEnabled());
      await user.click(submit);
      await vi.waitFor(() => expect(callsTo(fetchMock, SIGN_IN)).toHaveLength(attempt));
    }
    expect((await screen.findAllByText(LOGIN_TEXTS.accountInactive)).length).toBeGreaterThan(0);
    answer = 'rate-limited';
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect((await screen.findAllByText(LOGIN_TEXTS.tooManyRequests)).length).toBeGreaterThan(0);
    expect(screen.queryByText(LOGIN_TEXTS.lockedNotice)).not.toBeInTheDocument();
    expect(screen.queryByText(/Te quedan? \d+ intentos?\./)).not.toBeInTheDocument();

    // A wrong password still counts, from zero.
    answer = 'wrong';
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText(`Te quedan ${LOGIN_MAX_ATTEMPTS - 1} intentos.`)).toBeInTheDocument();
    expect(callsTo(fetchMock, SIGN_IN)).toHaveLength(LOGIN_MAX_ATTEMPTS + 3);
  });

  it('locks at once when the server answers ACCOUNT_LOCKED', async () => {
    mockFetch({
      [GET_SESSION]: () => json(null),
      [SIGN_IN]: () => json({ code: 'ACCOUNT_LOCKED', message: 'Too many requests: account locked' }, 429),
    });
    const user = userEvent.setup();
    renderLogin();
    await screen.findByRole('heading', { name: 'Iniciar sesión' });

    await fillAndSubmit(user, 'marta@cafe.es', 'cualquiera');

    const alert = await screen.findByText(LOGIN_TEXTS.lockedNotice);
    expect(alert).toBeVisible();
    const toast = await screen.findByText(LOGIN_TEXTS.lockedDescription);
    expect(
      within(toast.closest('li') ?? document.body).getByText(LOGIN_TEXTS.lockedTitle),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled();
  });

  it('sends a signed-in user to the home of their role, replacing history', async () => {
    mockFetch({
      [GET_SESSION]: () =>
        json({
          session: { id: 's', userId: 'u', expiresAt: '' },
          user: { id: 'u', email: 'cliente@demo.local', name: 'Marta', role: 'client' },
        }),
    });
    const { router } = renderLogin();
    expect(await screen.findByRole('heading', { name: 'Área cliente' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
