// @vitest-environment jsdom

import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOASTER_MOBILE_TOP } from '@/components/ui/sonner';
import { clearClientState } from '@/lib/session/clear-client-state';
import { renderRoutes } from '@/testing/test-utils';
import { RootLayout } from './routes/root-layout';
import { STALE_ERROR_TOAST_MS } from './use-toast-housekeeping';

function render() {
  return renderRoutes(
    [
      {
        path: '/',
        element: <RootLayout />,
        children: [
          { path: 'a', element: <p>Pantalla A</p> },
          { path: 'b', element: <p>Pantalla B</p> },
        ],
      },
    ],
    { initialPath: '/a' },
  );
}

afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

describe('toasts that no longer apply', () => {
  it('an error shown for a while is dismissed when the user moves to another screen', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const { router } = render();
    act(() => void toast.error('No se pudo guardar el copy'));
    expect(await screen.findByText('No se pudo guardar el copy')).toBeInTheDocument();
    vi.setSystemTime(Date.now() + STALE_ERROR_TOAST_MS + 10);
    await act(() => router.navigate('/b'));
    await waitFor(() => expect(screen.queryByText('No se pudo guardar el copy')).toBeNull());
  });

  it('an error raised right before a redirect stays on the new screen', async () => {
    const { router } = render();
    await act(async () => {
      toast.error('No se pudo cargar el cliente.');
      await router.navigate('/b');
    });
    expect(await screen.findByText('Pantalla B')).toBeInTheDocument();
    expect(screen.getByText('No se pudo cargar el cliente.')).toBeInTheDocument();
  });

  it('a success dismisses the earlier errors instead of stacking under them', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    render();
    act(() => void toast.error('Error al guardar'));
    expect(await screen.findByText('Error al guardar')).toBeInTheDocument();
    vi.setSystemTime(Date.now() + 50);
    act(() => void toast.success('Copy actualizado'));
    expect(await screen.findByText('Copy actualizado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Error al guardar')).toBeNull());
  });

  it('a new attempt’s error replaces the error of the earlier attempt; errors raised together both stay', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    render();
    act(() => void toast.error('Credenciales incorrectas (1)'));
    expect(await screen.findByText('Credenciales incorrectas (1)')).toBeInTheDocument();
    vi.setSystemTime(Date.now() + STALE_ERROR_TOAST_MS + 10);
    act(() => void toast.error('Credenciales incorrectas (2)'));
    expect(await screen.findByText('Credenciales incorrectas (2)')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Credenciales incorrectas (1)')).toBeNull());
    // Two errors of one failure, at the same moment: both are read.
    act(() => {
      toast.error('No se pudo guardar el perfil');
      toast.error('Comprueba tu conexión');
    });
    expect(await screen.findByText('No se pudo guardar el perfil')).toBeInTheDocument();
    expect(screen.getByText('Comprueba tu conexión')).toBeInTheDocument();
  });

  it('on a phone the toasts start below the 4rem header, clear of the menu button', async () => {
    render();
    act(() => void toast.success('¡Bienvenido!'));
    const toaster = (await screen.findByText('¡Bienvenido!')).closest('[data-sonner-toaster]');
    expect(toaster).toHaveStyle({ '--mobile-offset-top': `${TOASTER_MOBILE_TOP}px` });
    expect(TOASTER_MOBILE_TOP).toBeGreaterThanOrEqual(64);
  });

  it('sign-out (clearing the client state) dismisses every toast', async () => {
    const { queryClient } = render();
    act(() => void toast.success('¡Bienvenido!'));
    expect(await screen.findByText('¡Bienvenido!')).toBeInTheDocument();
    act(() => clearClientState(queryClient, { storage: false }));
    await waitFor(() => expect(screen.queryByText('¡Bienvenido!')).toBeNull());
  });
});
