// @vitest-environment jsdom

import { validImportFile } from '@shared/campaign-import/testing/valid-file';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Zippable, zipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { FakeXhr, installFakeXhr } from '@/testing/fake-xhr';
import { mockFetch, renderWithProviders } from '@/testing/test-utils';
import { ImportCampaignPanel } from './import-campaign-panel';

const CLIENT = { id: '11111111-1111-4111-8111-111111111111', brandName: 'Café Aurora' };
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const MP4 = new Uint8Array([
  0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70,
  0x34, 0x32,
]);

/** The valid file with `media` on stories by their index among all stories (day 1: 0–2, day 2: 3). */
function campaignJson(media: Record<number, string[]>) {
  const file = validImportFile();
  const stories = file.days.flatMap((day) => day.blocks.flatMap((block) => block.stories));
  for (const [index, names] of Object.entries(media)) {
    (stories[Number(index)] as Record<string, unknown>).media = names;
  }
  return JSON.stringify(file);
}

function zipFile(files: Record<string, Uint8Array | string>, name = 'campaña.zip') {
  const entries: Zippable = {};
  for (const [entry, content] of Object.entries(files)) {
    entries[entry] = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  }
  return new File([zipSync(entries)], name, { type: 'application/zip' });
}

function fileInput() {
  return screen.getByLabelText('Archivo de la campaña (JSON o .zip)') as HTMLInputElement;
}

const validZip = () =>
  zipFile({
    'campaign.json': campaignJson({ 0: ['portada.jpg', 'media/detalle.png'], 3: ['media/video.mp4'] }),
    'portada.jpg': JPEG,
    'media/detalle.png': PNG,
    'media/video.mp4': MP4,
    'notas.txt': 'sin historia',
  });

describe('ImportCampaignPanel with a .zip', () => {
  it('previews the campaign with the files of each story and those no story names', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderWithProviders(<ImportCampaignPanel preselectedClient={CLIENT} />);
    await user.upload(fileInput(), validZip());

    const preview = await screen.findByRole('region', { name: 'Archivo .zip Válido' });
    expect(within(preview).getByText('4 historias')).toBeInTheDocument();
    expect(within(preview).getByText('3 archivos')).toBeInTheDocument();
    const days = within(within(preview).getByRole('list', { name: 'Días de la campaña' })).getAllByRole(
      'listitem',
    );
    expect(days.map((d) => d.textContent)).toEqual([
      'Día 102/03/2026Presentación3 historias · 2 archivos',
      'Día 204/03/2026Cierre1 historia · 1 archivo',
    ]);
    const files = within(within(preview).getByRole('list', { name: 'Archivos por historia' })).getAllByRole(
      'listitem',
    );
    expect(files.map((f) => f.textContent)).toEqual([
      'Día 1 · Mañana · Historia 1: 2 archivosportada.jpg, media/detalle.png',
      'Día 2 · Noche · Historia 1: 1 archivomedia/video.mp4',
    ]);
    expect(
      within(preview).getByText(
        /1 archivo del \.zip no lo nombra ninguna historia y no se importa\. \(notas\.txt\)/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar Campaña' })).toBeEnabled();
  });

  it('lists a file missing from the .zip and one that is not an image or video, naming the stories', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderWithProviders(<ImportCampaignPanel preselectedClient={CLIENT} />);
    await user.upload(
      fileInput(),
      zipFile({
        'campaign.json': campaignJson({ 0: ['portada.jpg', 'falta.png'], 3: ['notas.jpg'] }),
        'portada.jpg': JPEG,
        'notas.jpg': 'texto, no una imagen',
      }),
    );
    expect(await screen.findByText('El .zip contiene errores de validación')).toBeInTheDocument();
    expect(
      screen.getByText('Día 1, bloque 1, historia 1: falta el archivo «falta.png» en el .zip'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Día 2, bloque 1, historia 1: el archivo «notas.jpg» no es una imagen ni un vídeo admitido (JPEG, PNG, WebP, HEIC, MP4 o MOV)',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar Campaña' })).not.toBeInTheDocument();
  });

  it('shows the JSON’s own problems, and refuses an archive the server would refuse', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderWithProviders(<ImportCampaignPanel preselectedClient={CLIENT} />);
    const file = validImportFile();
    delete file.days[1]!.blocks[0]!.stories[0]!.copy;
    await user.upload(fileInput(), zipFile({ 'campaign.json': JSON.stringify(file) }));
    expect(await screen.findByText('El archivo JSON contiene errores de validación')).toBeInTheDocument();
    expect(
      screen.getByText('Día 2, bloque 1, historia 1: el campo "copy" es obligatorio'),
    ).toBeInTheDocument();

    await user.upload(fileInput(), zipFile({ 'campaign.json': '{}', '../fuera.jpg': JPEG }));
    expect(
      await screen.findByText(/^El \.zip contiene un nombre de archivo no permitido \(«\.\.\/fuera\.jpg»\)/),
    ).toBeInTheDocument();
  });

  it('uploads the .zip with progress, then confirms the campaign and its files', async () => {
    mockFetch({});
    installFakeXhr();
    const onImported = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ImportCampaignPanel preselectedClient={CLIENT} onImported={onImported} />);
    const zip = validZip();
    await user.upload(fileInput(), zip);
    await user.click(await screen.findByRole('button', { name: 'Importar Campaña' }));

    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`/api/admin/campaigns/import-zip?clientId=${CLIENT.id}`);
    expect(xhr.headers['content-type']).toBe('application/zip');
    expect(xhr.body).toBe(zip);
    expect(screen.getByRole('button', { name: /Importando/ })).toBeDisabled();

    xhr.progress(512, 1024);
    expect(await screen.findByText('Subiendo el .zip… 50 %')).toBeInTheDocument();
    xhr.progress(1024, 1024);
    expect(await screen.findByText('Comprobando y guardando los archivos…')).toBeInTheDocument();

    const answer = {
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
      totalMedia: 3,
      ignoredFiles: ['notas.txt'],
      ignoredFileCount: 1,
      notification: { to: 'marta@aurora.test', delivered: true },
    };
    xhr.respond(201, answer);
    expect(
      await screen.findByText(
        'La campaña «Lanzamiento Blend Nº 7» se ha creado con 2 días, 4 historias y 3 archivos.',
      ),
    ).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledWith(answer);
    expect(screen.getByRole('link', { name: 'Ver la campaña' })).toBeInTheDocument();
    expect(screen.queryByText(/Subiendo el \.zip/)).not.toBeInTheDocument();
  });

  it('shows the server’s issues in the validation list', async () => {
    mockFetch({});
    installFakeXhr();
    const user = userEvent.setup();
    renderWithProviders(<ImportCampaignPanel preselectedClient={CLIENT} />);
    await user.upload(fileInput(), validZip());
    await user.click(await screen.findByRole('button', { name: 'Importar Campaña' }));
    FakeXhr.last!.respond(400, {
      error: {
        code: 'INVALID_REQUEST',
        message: 'El .zip contiene errores de validación',
        issues: [
          {
            path: 'days.1.blocks.0.stories.0.media.0',
            message:
              'Día 2, bloque 1, historia 1: el archivo «media/video.mp4» no es una imagen ni un vídeo admitido (JPEG, PNG, WebP, HEIC, MP4 o MOV)',
          },
        ],
      },
    });
    expect(await screen.findByText('Errores de Validación:')).toBeInTheDocument();
    expect(
      screen.getByText(/^Día 2, bloque 1, historia 1: el archivo «media\/video\.mp4» no es una imagen/),
    ).toBeInTheDocument();
    expect(screen.getByText('Error al crear campaña')).toBeInTheDocument();
  });
});
