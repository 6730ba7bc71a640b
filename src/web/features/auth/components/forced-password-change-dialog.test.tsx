// @vitest-environment jsdom

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderRoutes } from '@/testing/test-utils';
import { ForcedPasswordChangeDialog } from './forced-password-change-dialog';

function SignInPage() {
  const location = useLocation();
  return <h1>Inicio de sesión {location.search}</h1>;
}

describe('the forced change of a temporary password', () => {
  it('signs out, then the sign-in page brings the user back to the page it was on', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    mockFetch({
      'GET /api/auth/get-session': () =>
        json({
          session: { id: 's', userId: 'u', expiresAt: '' },
          user: { id: 'u', email: 'marca@cafe.es', name: 'M', role: 'client' },
        }),
      'GET /api/me': () =>
        json({
          profile: {
            id: 'u',
            email: 'marca@cafe.es',
            fullName: 'M',
            role: 'client',
            createdAt: '',
            updatedAt: '',
          },
          mustChangePassword: true,
          tempPasswordExpiresAt: null,
        }),
      'POST /api/account/temporary-password': () => json({ ok: true }),
      'POST /api/auth/sign-out': () => json({ success: true }),
    });
    const user = userEvent.setup();
    renderRoutes(
      [
        { path: '/login', element: <SignInPage /> },
        { path: '/dashboard/today', element: <ForcedPasswordChangeDialog /> },
      ],
      { initialPath: '/dashboard/today?story=s-1' },
    );
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'Nueva-Clave-2026');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva-Clave-2026');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    // After the 2 s notice, signed out and on the sign-in page with the way back.
    expect(
      await screen.findByRole('heading', {
        name: 'Inicio de sesión ?next=%2Fdashboard%2Ftoday%3Fstory%3Ds-1',
      }),
    ).toBeInTheDocument();
  });
});
