// @vitest-environment jsdom

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch, renderRoutes } from '@/testing/test-utils';
import { EditClientPage } from './edit-client-page';

const CLIENT = {
  id: 'c1',
  name: 'Marta Ruiz',
  brandName: 'Café Aurora',
  email: 'marta@aurora.test',
  phone: null,
  industry: null,
  description: null,
  timeZone: null,
  proofRequired: true,
  status: 'active',
  invitationStatus: 'accepted',
  hasLoginUser: true,
  createdAt: '2026-08-24T10:00:00.000Z',
  updatedAt: '2026-08-24T10:00:00.000Z',
};

describe('EditClientPage: «Prueba de publicación obligatoria» (issue 31 §1)', () => {
  it('shows the client’s setting and sends it changed as proofRequired', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/clients/c1': () =>
        json({ client: CLIENT, campaigns: [], campaignsTotal: 0, campaignsPage: 1, campaignsPageSize: 10 }),
      'PATCH /api/admin/clients/c1': () => json({ client: { ...CLIENT, proofRequired: false } }),
    });
    const user = userEvent.setup();
    renderRoutes(
      [
        { path: '/admin/clients/:id/edit', element: <EditClientPage /> },
        { path: '/admin/clients/:id', element: <p>Detalle del cliente</p> },
      ],
      { initialPath: '/admin/clients/c1/edit' },
    );
    const proofCheckbox = await screen.findByRole('checkbox', { name: 'Prueba de publicación obligatoria' });
    expect(proofCheckbox).toBeChecked();
    await user.click(proofCheckbox);
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Detalle del cliente')).toBeInTheDocument();
    const body = JSON.parse(String(callsTo(fetchMock, 'PATCH /api/admin/clients/c1')[0]?.[1]?.body));
    expect(body).toMatchObject({ proofRequired: false, brandName: 'Café Aurora' });
  });
});
