// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, type MockHandler, mockFetch, renderRoutes } from '@/testing/test-utils';
import { NewClientPage } from './new-client-page';

const CREATED = {
  id: 'n',
  name: 'Lucía Pérez',
  brandName: 'Café Norte',
  email: 'lucia@norte.test',
  phone: null,
  industry: null,
  description: null,
  status: 'active',
  invitationStatus: 'sent',
  hasLoginUser: true,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

function setup(post: MockHandler) {
  const fetchMock = mockFetch({ 'POST /api/admin/clients': post });
  const user = userEvent.setup();
  renderRoutes(
    [
      { path: '/admin/clients/new', element: <NewClientPage /> },
      { path: '/admin/clients', element: <p>Lista de clientes</p> },
    ],
    { initialPath: '/admin/clients/new' },
  );
  return { fetchMock, user };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nombre del contacto *'), 'Lucía Pérez');
  await user.type(screen.getByLabelText('Nombre de la marca *'), 'Café Norte');
  await user.type(screen.getByLabelText('Email *'), 'Lucia@Norte.test');
}

describe('NewClientPage', () => {
  it('shows the spec messages and sends nothing while the form is invalid', async () => {
    const { fetchMock, user } = setup(() => json({}));
    await user.type(screen.getByLabelText('Nombre del contacto *'), 'L');
    await user.type(screen.getByLabelText('Email *'), 'no-es-email');
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByText('El nombre debe tener al menos 2 caracteres')).toBeInTheDocument();
    expect(screen.getByText('El nombre de marca debe tener al menos 2 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByLabelText('Email *')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST /api/admin/clients')).toHaveLength(0);
  });

  it('sends empty optional values as null and goes to the list with the success toast', async () => {
    const { fetchMock, user } = setup(() => json({ client: CREATED, credentials: { delivered: true } }, 201));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByText('Lista de clientes')).toBeInTheDocument();
    expect(screen.getByText('Cliente y usuario creados exitosamente')).toBeInTheDocument();
    const body = JSON.parse(String(callsTo(fetchMock, 'POST /api/admin/clients')[0]?.[1]?.body));
    expect(body).toEqual({
      name: 'Lucía Pérez',
      brandName: 'Café Norte',
      email: 'lucia@norte.test',
      phone: null,
      industry: null,
      description: null,
      timeZone: null,
      proofRequired: false,
    });
  });

  it('sends «Prueba de publicación obligatoria» as proofRequired, off unless switched on', async () => {
    const { fetchMock, user } = setup(() => json({ client: CREATED, credentials: { delivered: true } }, 201));
    await fillRequired(user);
    const proofCheckbox = screen.getByRole('checkbox', { name: 'Prueba de publicación obligatoria' });
    expect(proofCheckbox).toHaveAccessibleDescription(
      'El cliente debe adjuntar la captura o el enlace de cada historia al marcarla publicada.',
    );
    expect(proofCheckbox).not.toBeChecked();
    await user.click(proofCheckbox);
    expect(proofCheckbox).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByText('Lista de clientes')).toBeInTheDocument();
    const body = JSON.parse(String(callsTo(fetchMock, 'POST /api/admin/clients')[0]?.[1]?.body));
    expect(body.proofRequired).toBe(true);
  });

  it('sends the «Zona horaria» found by typing (the agency default when left empty)', async () => {
    const { fetchMock, user } = setup(() => json({ client: CREATED, credentials: { delivered: true } }, 201));
    await fillRequired(user);
    const zone = screen.getByRole('combobox', { name: 'Zona horaria' });
    expect(zone).toHaveValue('Predeterminada de la agencia');
    // 420 zones: typed, not scrolled. Accents and case do not matter.
    await user.click(zone);
    await user.keyboard('mexico ciudad');
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await user.click(
      within(listbox).getByRole('option', { name: /^México \(Ciudad de México\) \(UTC-06:00\)$/ }),
    );
    expect((zone as HTMLInputElement).value).toMatch(/^México \(Ciudad de México\)/);
    expect(zone).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByText('Lista de clientes')).toBeInTheDocument();
    const body = JSON.parse(String(callsTo(fetchMock, 'POST /api/admin/clients')[0]?.[1]?.body));
    expect(body.timeZone).toBe('America/Mexico_City');
  });

  it('chooses a zone with the keyboard alone: type, ↓, Enter; Escape puts the chosen one back', async () => {
    const { fetchMock, user } = setup(() => json({ client: CREATED, credentials: { delivered: true } }, 201));
    await fillRequired(user);
    const zone = screen.getByRole('combobox', { name: 'Zona horaria' });
    zone.focus();
    await user.keyboard('tokyo');
    expect(zone).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect((zone as HTMLInputElement).value).toMatch(/^Asia\/Tokyo \(UTC\+09:00\)$/);
    await user.clear(zone);
    await user.keyboard('utc+1');
    await user.keyboard('{ArrowDown}');
    expect(zone.getAttribute('aria-activedescendant')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect((zone as HTMLInputElement).value).toMatch(/^Asia\/Tokyo/);
    await user.type(zone, 'zzzz');
    expect(screen.getByText('Ninguna zona horaria coincide.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByText('Lista de clientes')).toBeInTheDocument();
    const body = JSON.parse(String(callsTo(fetchMock, 'POST /api/admin/clients')[0]?.[1]?.body));
    expect(body.timeZone).toBe('Asia/Tokyo');
  });

  it('warns when the credentials could not be sent, and still goes to the list', async () => {
    const { user } = setup(() =>
      json(
        { client: { ...CREATED, invitationStatus: 'failed' }, credentials: { delivered: false, error: 'x' } },
        201,
      ),
    );
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByText('Lista de clientes')).toBeInTheDocument();
    expect(screen.getByText('Cliente creado con advertencia')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No se pudieron enviar las credenciales. Puedes reenviarlas desde los detalles del cliente.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a duplicate e-mail as an Error toast and next to the field, and stays on the form', async () => {
    const message = 'Ya existe un cliente con este email.';
    const { user } = setup(() =>
      json({ error: { code: 'CONFLICT', message, issues: [{ path: 'email', message }] } }, 409),
    );
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(screen.getByLabelText('Email *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: 'Nuevo Cliente' })).toBeInTheDocument();
  });
});
