// @vitest-environment jsdom

import { validImportFile } from '@shared/campaign-import/testing/valid-file';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { ImportCampaignPanel } from './import-campaign-panel';

const CLIENT = { id: '11111111-1111-4111-8111-111111111111', brandName: 'Café Aurora' };

function jsonFile(content: unknown, name = 'campaña.json', type = 'application/json') {
  return new File([typeof content === 'string' ? content : JSON.stringify(content)], name, { type });
}

function fileInput() {
  return screen.getByLabelText('Archivo de la campaña (JSON o .zip)') as HTMLInputElement;
}

const imported = {
  campaign: {
    id: '22222222-2222-4222-8222-222222222222',
    title: 'Lanzamiento Blend Nº 7',
    clientId: CLIENT.id,
    startDate: '2026-03-02',
    endDate: '2026-03-04',
    status: 'active',
  },
  totalDays: 2,
  totalStories: 4,
  notification: { to: 'marta@aurora.test', delivered: true },
};

describe('ImportCampaignPanel', () => {
  it('keeps the drop zone disabled until a client is chosen, and says when there are no active clients', async () => {
    mockFetch({ 'GET /api/admin/clients': () => json({ clients: [], total: 0 }) });
    renderWithProviders(<ImportCampaignPanel />);
    expect(await screen.findByText('No hay clientes activos. Crea un cliente primero.')).toBeInTheDocument();
    expect(screen.getByText('Primero selecciona un cliente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Seleccionar Archivo/ })).toBeDisabled();
  });

  it('lists the active clients by brand and contact', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/clients': () =>
        json({
          clients: [
            {
              id: CLIENT.id,
              name: 'Marta Ruiz',
              brandName: 'Café Aurora',
              email: 'm@a.test',
              status: 'active',
            },
          ],
          total: 1,
        }),
    });
    renderWithProviders(<ImportCampaignPanel />);
    expect(await screen.findByRole('combobox', { name: 'Seleccionar Cliente' })).toHaveTextContent(
      'Elige el cliente para esta campaña',
    );
    const [url] = callsTo(fetchMock, 'GET /api/admin/clients')[0]!;
    expect(String(url)).toContain('status=active&sort=brand');
  });

  it('shows the validation list with positions for an invalid file, and resets with Cancelar', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderWithProviders(<ImportCampaignPanel preselectedClient={CLIENT} />);
    expect(screen.getByText(/Esta campaña se importará para/)).toHaveTextContent('Café Aurora');
    expect(screen.queryByText('Seleccionar Cliente')).not.toBeInTheDocument();

    const file = validImportFile();
    delete file.days[1]!.blocks[0]!.stories[0]!.copy;
    await user.upload(fileInput(), jsonFile(file));
    expect(await screen.findByText('Errores de Validación:')).toBeInTheDocument();
    expect(screen.getByText('El archivo JSON contiene errores de validación')).toBeInTheDocument();
    expect(
      screen.getByText('Día 2, bloque 1, historia 1: el campo "copy" es obligatorio'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar Campaña' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByText('Errores de Validación:')).not.toBeInTheDocument();
    expect(screen.getByText('Esta campaña se importará para', { exact: false })).toBeInTheDocument();
  });

  it('refuses a file that is not JSON, and unreadable JSON, with the general error card', async () => {
    mockFetch({});
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<ImportCampaignPanel preselectedClient={CLIENT} />);
    await user.upload(fileInput(), jsonFile('hola', 'notas.txt', 'text/plain'));
    expect(await screen.findByText('Por favor selecciona un archivo JSON válido')).toBeInTheDocument();
    await user.upload(fileInput(), jsonFile('{ "campaign_title": ', 'rota.json'));
    expect(
      await screen.findByText('Error al leer el archivo JSON. Verifica que el formato sea válido.'),
    ).toBeInTheDocument();
  });

  it('previews a valid dropped file and imports it', async () => {
    const fetchMock = mockFetch({ 'POST /api/admin/campaigns/import': () => json(imported, 201) });
    const onImported = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ImportCampaignPanel preselectedClient={CLIENT} onImported={onImported} />);
    // It says it takes a JSON or a .zip with the stories' files, not only JSON (issue 29).
    expect(screen.getByText('Arrastra aquí el archivo de la campaña: JSON o .zip')).toBeInTheDocument();
    expect(screen.getByLabelText('Archivo de la campaña (JSON o .zip)')).toHaveAttribute(
      'accept',
      expect.stringContaining('.zip'),
    );

    fireEvent.drop(screen.getByTestId('import-drop-zone'), {
      dataTransfer: { files: [jsonFile(validImportFile())] },
    });
    const preview = await screen.findByRole('region', { name: 'Archivo JSON Válido' });
    expect(within(preview).getByText('Listo para importar')).toBeInTheDocument();
    expect(within(preview).getByText('Lanzamiento Blend Nº 7')).toBeInTheDocument();
    expect(within(preview).getByText('2 días')).toBeInTheDocument();
    expect(within(preview).getByText('4 historias')).toBeInTheDocument();
    expect(within(preview).getByText(/Inicio: 02\/03\/2026/)).toBeInTheDocument();
    const days = within(within(preview).getByRole('list', { name: 'Días de la campaña' })).getAllByRole(
      'listitem',
    );
    expect(days.map((d) => d.textContent)).toEqual([
      'Día 102/03/2026Presentación3 historias',
      'Día 204/03/2026Cierre1 historia',
    ]);

    await user.click(screen.getByRole('button', { name: 'Importar Campaña' }));
    expect(await screen.findByText('¡Campaña creada exitosamente!')).toBeInTheDocument();
    expect(await screen.findByText('Email enviado')).toBeInTheDocument();
    expect(screen.getByText('Se ha notificado a marta@aurora.test.')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'POST /api/admin/campaigns/import')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ clientId: CLIENT.id, campaign: validImportFile() });
    expect(onImported).toHaveBeenCalledWith(imported);
    // The panel is reset and links to the new campaign.
    expect(screen.queryByRole('region', { name: 'Archivo JSON Válido' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Ver la campaña' });
    expect(link).toHaveAttribute('href', `/admin/campaigns/${imported.campaign.id}`);
    expect(link).toHaveFocus();
  });

  it('warns when the notification e-mail could not be sent', async () => {
    mockFetch({
      'POST /api/admin/campaigns/import': () =>
        json(
          { ...imported, notification: { to: 'marta@aurora.test', delivered: false, error: 'SMTP' } },
          201,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ImportCampaignPanel preselectedClient={CLIENT} />);
    await user.upload(fileInput(), jsonFile(validImportFile()));
    await user.click(await screen.findByRole('button', { name: 'Importar Campaña' }));
    expect(
      await screen.findByText(
        'La campaña se creó correctamente, pero no se pudo enviar el email de notificación.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the server error in a toast and in the panel', async () => {
    mockFetch({
      'POST /api/admin/campaigns/import': () =>
        json(
          { error: { code: 'CONFLICT', message: 'Solo se pueden importar campañas para clientes activos.' } },
          409,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ImportCampaignPanel preselectedClient={CLIENT} />);
    await user.upload(fileInput(), jsonFile(validImportFile()));
    await user.click(await screen.findByRole('button', { name: 'Importar Campaña' }));
    expect(await screen.findByText('Error al crear campaña')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByText('Solo se pueden importar campañas para clientes activos.')).toHaveLength(2),
    );
  });
});
