// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { SettingsSecurityPage } from './settings-security-page';

const ENTRY = {
  id: 7,
  event: 'team.member_deactivated',
  userId: 'u-1',
  userName: 'Ana Admin',
  email: 'ana@agencia.test',
  ip: '10.0.0.1',
  details: { targetEmail: 'bruno@agencia.test', revokedSessions: 2 },
  createdAt: '2026-11-22T09:14:00.000Z',
};

describe('Configuración › Seguridad', () => {
  it('lists the audit log with Spanish event names and what each event is about', async () => {
    mockFetch({
      'GET /api/admin/audit-log': () =>
        json({ entries: [ENTRY], total: 1, isTotalCapped: false, page: 1, pageSize: 25 }),
    });
    renderWithProviders(<SettingsSecurityPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Eventos de seguridad' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('Miembro desactivado')).toBeInTheDocument();
    expect(within(item).getByText(/Ana Admin · ana@agencia.test/)).toBeInTheDocument();
    expect(within(item).getByText('bruno@agencia.test · 2 sesiones cerradas')).toBeInTheDocument();
    expect(within(item).getByText(/^22\/11\/2026 a las \d{2}:14$/)).toBeInTheDocument();
  });

  it('filters by search, date and page on the server, the state in the URL', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/audit-log': () =>
        json({ entries: [ENTRY], total: 60, isTotalCapped: false, page: 1, pageSize: 25 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SettingsSecurityPage />);
    expect(await screen.findByText(/60 eventos · Página 1 de 3/)).toBeInTheDocument();
    const lastUrl = () => String(fetchMock.mock.calls.at(-1)?.[0]);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await vi.waitFor(() => expect(lastUrl()).toContain('page=2'));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por email o nombre' }), 'bruno');
    await vi.waitFor(() => expect(lastUrl()).toMatch(/q=bruno/));
    expect(lastUrl()).toContain('page=1');
    await user.type(screen.getByLabelText('Desde'), '2026-11-01');
    await vi.waitFor(() => expect(lastUrl()).toContain('from=2026-11-01'));
  });

  it('says when nothing matches, and when the total is capped', async () => {
    mockFetch({
      'GET /api/admin/audit-log': () =>
        json({ entries: [], total: 0, isTotalCapped: false, page: 1, pageSize: 25 }),
    });
    renderWithProviders(<SettingsSecurityPage />);
    expect(await screen.findByText('Ningún evento coincide con los filtros.')).toBeInTheDocument();
  });
});
