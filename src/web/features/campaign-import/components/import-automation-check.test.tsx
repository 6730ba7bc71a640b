// @vitest-environment jsdom

import { validImportFile } from '@shared/campaign-import/testing/valid-file';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/testing/test-utils';
import { ImportCampaignPanel } from './import-campaign-panel';

const CLIENT = { id: '11111111-1111-4111-8111-111111111111', brandName: 'Café Aurora' };

function withAutomation() {
  const file = validImportFile();
  file.chat_automation = {
    keyword: 'BLEND7',
    auto_response: '¡Hola! Te guardamos tu descuento.',
    follow_up_sequence: [{ delay_hours: 2, message: '¿Lo viste?' }],
  };
  // Day 1 shows the keyword; day 2's story asks for another one.
  file.days[0]!.blocks[0]!.stories[0]!.copy = 'Responde BLEND7 y te mandamos el descuento ☕';
  file.days[1]!.blocks[0]!.stories[0]!.copy = 'Ya a la venta. Escríbenos PRECIOS y te pasamos la lista.';
  return file;
}

async function upload(file: unknown) {
  mockFetch({});
  renderWithProviders(<ImportCampaignPanel preselectedClient={CLIENT} />);
  await userEvent
    .setup()
    .upload(
      screen.getByLabelText('Archivo de la campaña (JSON o .zip)'),
      new File([JSON.stringify(file)], 'campaña.json', { type: 'application/json' }),
    );
  return screen.findByRole('region', { name: 'Archivo JSON Válido' });
}

describe('ImportCampaignPanel: «Revisión de la automatización»', () => {
  it("shows the automation's findings of a valid file, without blocking the import", async () => {
    await upload(withAutomation());
    const review = await screen.findByRole('region', { name: 'Revisión de la automatización' });
    const findings = within(review).getAllByRole('listitem');
    expect(findings).toHaveLength(1);
    expect(findings[0]).toHaveTextContent('Problema: Día 2 · Historia 1');
    expect(findings[0]).toHaveTextContent(
      'La historia pide escribir PRECIOS, pero la automatización responde a BLEND7: esos mensajes no recibirán respuesta.',
    );
    expect(screen.getByRole('button', { name: 'Importar Campaña' })).toBeEnabled();
  });

  it('shows nothing for a file whose automation is fine', async () => {
    const file = withAutomation();
    file.days[1]!.blocks[0]!.stories[0]!.copy = 'Ya a la venta.';
    await upload(file);
    expect(screen.getByRole('button', { name: 'Importar Campaña' })).toBeEnabled();
    // The rules load after the preview: let them arrive and the panel draw again, then check that nothing was added.
    await act(async () => {
      await import('@shared/automation-check/check-automation');
    });
    expect(screen.queryByRole('region', { name: 'Revisión de la automatización' })).not.toBeInTheDocument();
  });
});
