// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeXhr, installFakeXhr } from '@/testing/fake-xhr';
import { mockFetch, renderWithProviders } from '@/testing/test-utils';
import { AgencyTransferCard } from './agency-transfer-card';

const zip = () =>
  new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'agencia-2026-11-22.zip', { type: 'application/zip' });

async function chooseAndImport() {
  const user = userEvent.setup();
  renderWithProviders(<AgencyTransferCard />);
  const file = zip();
  await user.upload(screen.getByLabelText('Archivo .zip de la agencia'), file);
  await user.click(screen.getByRole('button', { name: 'Importar agencia' }));
  return { file, xhr: FakeXhr.last! };
}

describe('AgencyTransferCard', () => {
  it('links to the agency export as a download', () => {
    mockFetch({});
    renderWithProviders(<AgencyTransferCard />);
    const link = screen.getByRole('link', { name: 'Exportar toda la agencia (.zip)' });
    expect(link).toHaveAttribute('href', '/api/admin/agency/export');
    expect(link).toHaveAttribute('download');
  });

  it('uploads the .zip as application/zip, shows its progress, then the counts and the skipped templates', async () => {
    mockFetch({});
    installFakeXhr();
    const { file, xhr } = await chooseAndImport();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/agency/import');
    expect(xhr.headers['content-type']).toBe('application/zip');
    expect(xhr.body).toBe(file);
    expect(screen.getByRole('button', { name: 'Importando agencia…' })).toBeDisabled();

    xhr.progress(50, 100);
    expect(await screen.findByText('Subiendo el .zip… 50 %')).toBeInTheDocument();

    xhr.respond(201, {
      clients: 3,
      campaigns: 12,
      templates: 5,
      skippedTemplates: ['Lanzamiento', 'Rebajas'],
    });
    const notice = await screen.findByRole('status');
    expect(
      within(notice).getByText('3 clientes, 12 campañas y 5 plantillas importados.'),
    ).toBeInTheDocument();
    const skipped = within(notice).getByRole('list', { name: 'Plantillas omitidas' });
    expect(
      within(skipped)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lanzamiento', 'Rebajas']);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says in the singular what one of each was', async () => {
    mockFetch({});
    installFakeXhr();
    const { xhr } = await chooseAndImport();
    xhr.respond(201, { clients: 1, campaigns: 1, templates: 0, skippedTemplates: [] });
    expect(await screen.findByText('1 cliente, 1 campaña y 0 plantillas importados.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Plantillas omitidas' })).not.toBeInTheDocument();
  });

  it('shows the server’s message when the panel is not empty (409)', async () => {
    mockFetch({});
    installFakeXhr();
    const { xhr } = await chooseAndImport();
    const message = 'El panel ya tiene clientes o campañas: la agencia solo se importa en un panel vacío.';
    xhr.respond(409, { error: { code: 'CONFLICT', message } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se pudo importar la agencia')).toBeInTheDocument();
    expect(within(alert).getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar agencia' })).toBeEnabled();
  });

  it('lists the issues of a refused .zip (400)', async () => {
    mockFetch({});
    installFakeXhr();
    const { xhr } = await chooseAndImport();
    xhr.respond(400, {
      error: {
        code: 'INVALID_REQUEST',
        message: 'agencia.json no es válido.',
        issues: [{ path: 'clients.0.brandName', message: 'El nombre de la marca es obligatorio' }],
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('agencia.json no es válido.')).toBeInTheDocument();
    expect(
      within(within(alert).getByRole('list', { name: 'Problemas del .zip' })).getByText(
        'clients.0.brandName: El nombre de la marca es obligatorio',
      ),
    ).toBeInTheDocument();
  });
});
