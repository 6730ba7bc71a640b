// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { SettingsPage } from './settings-page';

const MESSAGE = {
  id: 'm1',
  to: 'lucia@norte.test',
  subject: 'Tus credenciales de acceso al Panel de Stories — Café Norte',
  text: 'Hola, Lucía\n\nContraseña temporal: Abcd-Efgh-2345',
  transport: 'log',
  sentAt: '2026-11-22T09:14:00.000Z',
  createdAt: '2026-11-22T09:14:00.000Z',
};

describe('SettingsPage', () => {
  it('keeps the placeholder title and lists the sent e-mails, whose text opens in a dialog', async () => {
    mockFetch({ 'GET /api/admin/mail': () => json({ messages: [MESSAGE] }) });
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Configuración (Próximamente)' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Correos enviados' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('lucia@norte.test')).toBeInTheDocument();
    expect(within(item).getByText('Registro local')).toBeInTheDocument();
    expect(within(item).getByText(/^22\/11\/2026 a las \d{2}:14$/)).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: /Ver mensaje/ }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGE.subject });
    expect(within(dialog).getByText(/Contraseña temporal: Abcd-Efgh-2345/)).toBeInTheDocument();
  });

  it('says when nothing has been sent yet', async () => {
    mockFetch({ 'GET /api/admin/mail': () => json({ messages: [] }) });
    renderWithProviders(<SettingsPage />);
    expect(await screen.findByText('Todavía no se ha enviado ningún correo.')).toBeInTheDocument();
  });
});
