// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { ExportCampaignDialog } from './export-campaign-dialog';

const campaign = { id: '6f1d2c3b-4a59-4e8f-9a0b-1c2d3e4f5a6b', title: 'Lanzamiento Otoño' };

describe('ExportCampaignDialog', () => {
  it('offers the JSON file, the .zip with the files and the stories CSV as download links to the export routes, each explained', async () => {
    const onOpenChange = vi.fn();
    renderWithProviders(<ExportCampaignDialog campaign={campaign} open onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole('dialog', { name: 'Exportar campaña' });
    expect(dialog).toHaveTextContent('Campaña Lanzamiento Otoño.');

    const jsonLink = within(dialog).getByRole('link', { name: 'Archivo JSON (se puede volver a importar)' });
    expect(jsonLink).toHaveAttribute('href', `/api/admin/campaigns/${campaign.id}/export/json`);
    expect(jsonLink).toHaveAttribute('download');
    expect(jsonLink).toHaveAccessibleDescription(/formato de importación/);

    const csvLink = within(dialog).getByRole('link', { name: 'CSV de las historias (hoja de cálculo)' });
    expect(csvLink).toHaveAttribute('href', `/api/admin/campaigns/${campaign.id}/export/csv`);
    expect(csvLink).toHaveAttribute('download');
    expect(csvLink).toHaveAccessibleDescription(/Una fila por historia/);
    const zipLink = within(dialog).getByRole('link', { name: 'Archivo .zip con las imágenes y vídeos' });
    expect(zipLink).toHaveAttribute('href', `/api/admin/campaigns/${campaign.id}/export/zip`);
    expect(zipLink).toHaveAttribute('download');
    expect(zipLink).toHaveAccessibleDescription(/la importación de \.zip lo lee tal cual/);
    expect(within(dialog).getAllByRole('link')).toHaveLength(3);

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
