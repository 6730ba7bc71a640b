// @vitest-environment jsdom

import { OUTBOX_SECRET_HIDDEN, OUTBOX_SECRET_HIDDEN_NOTE } from '@shared/mail/outbox-labels';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { SettingsPage } from './settings-page';

const MESSAGE = {
  id: 'm1',
  to: 'lucia@norte.test',
  subject: 'Tus credenciales de acceso al Panel de Stories — Café Norte',
  text: 'Hola, Lucía\n\nContraseña temporal: Abcd-Efgh-2345',
  transport: 'log',
  kind: 'credentials',
  isSecretHidden: false,
  sentAt: '2026-11-22T09:14:00.000Z',
  createdAt: '2026-11-22T09:14:00.000Z',
};

describe('SettingsPage', () => {
  it('shows Configuración › General and lists the sent e-mails, whose text opens in a dialog', async () => {
    mockFetch({
      'GET /api/admin/mail': () => json({ messages: [MESSAGE], total: 1, page: 1, pageSize: 20 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Correos enviados' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('lucia@norte.test')).toBeInTheDocument();
    expect(within(item).getByText('Registro local')).toBeInTheDocument();
    expect(within(item).getByText(/^22\/11\/2026 a las \d{2}:14$/)).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: /Ver mensaje/ }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGE.subject });
    expect(within(dialog).getByText(/Contraseña temporal: Abcd-Efgh-2345/)).toBeInTheDocument();
    expect(within(dialog).queryByText(OUTBOX_SECRET_HIDDEN_NOTE)).not.toBeInTheDocument();
  });

  it('says so when the link of another admin’s e-mail comes hidden', async () => {
    const hidden = {
      ...MESSAGE,
      to: 'marta@agencia.test',
      subject: 'Restablece tu contraseña del Panel de Stories',
      text: `Abre este enlace: ${OUTBOX_SECRET_HIDDEN}`,
      kind: 'password-reset',
      isSecretHidden: true,
    };
    mockFetch({ 'GET /api/admin/mail': () => json({ messages: [hidden], total: 1, page: 1, pageSize: 20 }) });
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage />);
    const list = await screen.findByRole('list', { name: 'Correos enviados' });
    await user.click(within(list).getByRole('button', { name: /Ver mensaje/ }));
    const dialog = await screen.findByRole('dialog', { name: hidden.subject });
    expect(within(dialog).getByText(OUTBOX_SECRET_HIDDEN_NOTE)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Abre este enlace: \[oculto: solo lo ve su destinatario\]/),
    ).toBeInTheDocument();
  });

  it('pages and searches on the server, the list state in the URL', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/mail': () => json({ messages: [MESSAGE], total: 45, page: 1, pageSize: 20 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage />);
    expect(await screen.findByText(/45 correos · Página 1 de 3/)).toBeInTheDocument();
    expect(
      within(await screen.findByRole('list', { name: 'Correos enviados' })).getByText('Credenciales'),
    ).toBeInTheDocument();
    const lastUrl = () => String(fetchMock.mock.calls.at(-1)?.[0]);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await vi.waitFor(() => expect(lastUrl()).toContain('page=2'));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar correos' }), 'lucia');
    await vi.waitFor(() => expect(lastUrl()).toMatch(/q=lucia/));
    // A new search starts again at page 1.
    expect(lastUrl()).toContain('page=1');
  });

  it('says when nothing has been sent yet', async () => {
    mockFetch({ 'GET /api/admin/mail': () => json({ messages: [], total: 0, page: 1, pageSize: 20 }) });
    renderWithProviders(<SettingsPage />);
    expect(await screen.findByText('Todavía no se ha enviado ningún correo.')).toBeInTheDocument();
  });

  it('offers «Trasladar la agencia»: the export as a download, the import into an empty panel', async () => {
    mockFetch({ 'GET /api/admin/mail': () => json({ messages: [], total: 0, page: 1, pageSize: 20 }) });
    renderWithProviders(<SettingsPage />);
    const section = screen
      .getByRole('heading', { level: 2, name: 'Trasladar la agencia' })
      .closest('[data-slot="card"]');
    expect(section).not.toBeNull();
    const card = within(section as HTMLElement);
    const link = card.getByRole('link', { name: 'Exportar toda la agencia (.zip)' });
    expect(link).toHaveAttribute('href', '/api/admin/agency/export');
    expect(link).toHaveAttribute('download');
    expect(card.getByText(/Solo funciona en un panel sin clientes ni campañas/)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Importar agencia' })).toBeDisabled();
    expect(await screen.findByText('Todavía no se ha enviado ningún correo.')).toBeInTheDocument();
  });
});
