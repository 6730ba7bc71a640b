// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { SettingsTeamPage } from './settings-team-page';

const member = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  email: `${id}@agencia.test`,
  isActive: true,
  since: '2026-10-01T08:00:00.000Z',
  lastSignInAt: '2026-11-20T09:30:00.000Z',
  isSelf: false,
  ...extra,
});

const TEAM = {
  active: [
    member('ana', 'Ana Admin', { isSelf: true }),
    member('bruno', 'Bruno Admin', { lastSignInAt: null }),
  ],
  invitations: [
    {
      id: 'inv-1',
      name: 'Marta Colega',
      email: 'marta@agencia.test',
      invitedBy: 'Ana Admin',
      sentAt: '2026-11-24T10:00:00.000Z',
      expiresAt: '2026-12-01T10:00:00.000Z',
      isExpired: false,
    },
  ],
  deactivated: [member('carla', 'Carla Antigua', { isActive: false })],
};

describe('Configuración › Equipo', () => {
  it('shows the sections, the active members, the pending invitations and the deactivated members', async () => {
    mockFetch({ 'GET /api/admin/team': () => json(TEAM) });
    renderWithProviders(<SettingsTeamPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Secciones de configuración' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['General', 'Equipo', 'Seguridad', 'Webhooks']);
    const active = await screen.findByRole('list', { name: 'Administradores activos' });
    expect(within(active).getByText('Ana Admin')).toBeInTheDocument();
    expect(within(active).getByText('Tú')).toBeInTheDocument();
    expect(within(active).getByText(/Sin accesos todavía/)).toBeInTheDocument();
    const invitations = screen.getByRole('list', { name: 'Invitaciones pendientes' });
    expect(within(invitations).getByText('marta@agencia.test')).toBeInTheDocument();
    expect(within(invitations).getByText(/por Ana Admin/)).toBeInTheDocument();
    const deactivated = screen.getByRole('list', { name: 'Desactivados' });
    expect(within(deactivated).getByRole('button', { name: /Reactivar/ })).toBeInTheDocument();
  });

  it('invites by e-mail and shows the server’s 409 under the e-mail', async () => {
    let calls = 0;
    const fetchMock = mockFetch({
      'GET /api/admin/team': () => json(TEAM),
      'POST /api/admin/team/invitations': () => {
        calls += 1;
        return calls === 1
          ? json({ error: { code: 'CONFLICT', message: 'Ya existe un usuario con este email.' } }, 409)
          : json({ invitation: TEAM.invitations[0] }, 201);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SettingsTeamPage />);
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Marta Colega');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'marta@agencia.test');
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('Ya existe un usuario con este email.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    await vi.waitFor(() => expect(calls).toBe(2));
    const body = JSON.parse(String(fetchMock.mock.calls.at(-2)?.[1]?.body ?? '{}'));
    expect(body).toEqual({ name: 'Marta Colega', email: 'marta@agencia.test' });
  });

  it('deactivates a member after confirming, and resends and revokes invitations', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/team': () => json(TEAM),
      'POST /api/admin/team/members/bruno/deactivate': () =>
        json({ member: { ...TEAM.active[1], isActive: false } }),
      'POST /api/admin/team/invitations/inv-1/resend': () => json({ invitation: TEAM.invitations[0] }),
      'DELETE /api/admin/team/invitations/inv-1': () => json({ invitation: TEAM.invitations[0] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SettingsTeamPage />);
    const active = await screen.findByRole('list', { name: 'Administradores activos' });
    await user.click(within(active).getByRole('button', { name: 'Desactivar: Bruno Admin' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Desactivar a Bruno Admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    const urls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    await vi.waitFor(() =>
      expect(urls()).toContainEqual(expect.stringContaining('/members/bruno/deactivate')),
    );
    await user.click(screen.getByRole('button', { name: 'Reenviar: marta@agencia.test' }));
    await vi.waitFor(() =>
      expect(urls()).toContainEqual(expect.stringContaining('/invitations/inv-1/resend')),
    );
    await user.click(screen.getByRole('button', { name: 'Revocar: marta@agencia.test' }));
    await vi.waitFor(() =>
      expect(urls()).toContainEqual(expect.stringMatching(/^DELETE .*\/invitations\/inv-1$/)),
    );
  });

  it('does not offer to deactivate the last active admin', async () => {
    mockFetch({
      'GET /api/admin/team': () => json({ active: [TEAM.active[0]], invitations: [], deactivated: [] }),
    });
    renderWithProviders(<SettingsTeamPage />);
    const active = await screen.findByRole('list', { name: 'Administradores activos' });
    expect(within(active).getByRole('button', { name: /Desactivar/ })).toBeDisabled();
    expect(screen.getByText('No hay invitaciones pendientes.')).toBeInTheDocument();
  });
});
