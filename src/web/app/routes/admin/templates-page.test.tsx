// @vitest-environment jsdom

import type { TemplateSummary } from '@shared/api/campaign-templates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { templateDetail, templateSummary } from '@/features/campaign-templates/testing/template-fixtures';
import { callsTo, json, mockFetch, renderRoutes } from '@/testing/test-utils';
import {
  DeleteTemplateDialog,
  RenameTemplateDialog,
  StartFromTemplateDialog,
  TemplatePreviewDialog,
  UploadTemplateDialog,
} from '../../lazy-dialogs';
import { AdminTemplatesPage } from './templates-page';

const LAUNCH = templateSummary();
const SALE = templateSummary({
  id: '7a000000-0000-4000-8000-000000000002',
  name: 'Rebajas de enero',
  description: null,
  dayCount: 1,
  storyCount: 1,
  variables: ['descuento'],
  updatedAt: '2026-12-01T08:00:00.000Z',
});

function render(templates: TemplateSummary[], initialPath: string = paths.admin.templates.getHref()) {
  let list = templates;
  const fetchMock = mockFetch({
    'GET /api/admin/templates': () => json({ templates: list }),
    [`GET /api/admin/templates/${LAUNCH.id}`]: () => json(templateDetail()),
    'GET /api/admin/clients': () => json({ clients: [], total: 0 }),
    [`DELETE /api/admin/templates/${LAUNCH.id}`]: () => {
      list = list.filter((template) => template.id !== LAUNCH.id);
      return json({ ok: true, template: { id: LAUNCH.id, name: LAUNCH.name } });
    },
  });
  const utils = renderRoutes([{ path: paths.admin.templates.path, element: <AdminTemplatesPage /> }], {
    initialPath,
  });
  return { ...utils, fetchMock, user: userEvent.setup() };
}

describe('AdminTemplatesPage', () => {
  // The page loads its dialogs lazily (on pointer-over/focus in the browser): have them ready, as a user would.
  beforeAll(async () => {
    await Promise.all(
      [
        StartFromTemplateDialog,
        TemplatePreviewDialog,
        RenameTemplateDialog,
        DeleteTemplateDialog,
        UploadTemplateDialog,
      ].map((dialog) => dialog.preload()),
    );
  });

  it('lists the templates with their size, variables and last change, on a table and on cards', async () => {
    render([LAUNCH, SALE]);
    expect(screen.getByRole('heading', { level: 1, name: 'Plantillas' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const launch = rows[1]!;
    expect(launch).toHaveTextContent('Lanzamiento de producto');
    expect(launch).toHaveTextContent('Tres días para presentar un producto');
    expect(launch).toHaveTextContent('2 días · 4 historias');
    expect(launch).toHaveTextContent('20/11/2026');
    const chips = within(within(launch).getByRole('list', { name: 'Variables' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      '{marca}',
      '{producto}',
      '{fecha_inicio}',
      '{fecha_fin}',
      '{enlace}',
    ]);
    expect(rows[2]).toHaveTextContent('1 día · 1 historia');
    const actions = within(launch)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(actions).toEqual([
      'Usar plantilla Lanzamiento de producto',
      'Vista previa de la plantilla Lanzamiento de producto',
      'Renombrar la plantilla Lanzamiento de producto',
      'Eliminar la plantilla Lanzamiento de producto',
    ]);
    const cards = screen.getByRole('list', { name: 'Plantillas' });
    expect(cards.querySelectorAll(':scope > li')).toHaveLength(2);
    expect(cards).toHaveTextContent('Actualizada el 01/12/2026');
  });

  it('deletes a template after a confirmation that names it', async () => {
    const { user, fetchMock } = render([LAUNCH, SALE]);
    await screen.findByRole('table');
    await user.click(
      screen.getAllByRole('button', { name: 'Eliminar la plantilla Lanzamiento de producto' })[0]!,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar plantilla' });
    expect(dialog).toHaveTextContent('¿Eliminar la plantilla Lanzamiento de producto?');
    expect(dialog).toHaveTextContent('Las campañas creadas con ella no cambian.');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar plantilla' }));

    expect(await screen.findByText('Plantilla eliminada')).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE /api/admin/templates/${LAUNCH.id}`)).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('table')).not.toHaveTextContent('Lanzamiento de producto');
  });

  it('explains how to make the first template when there is none', async () => {
    render([]);
    expect(await screen.findByRole('heading', { name: 'Todavía no hay plantillas' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Guarda una campaña como plantilla desde Gestión de Campañas, o sube un archivo JSON con variables.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Gestión de Campañas' })).toHaveAttribute(
      'href',
      paths.admin.campaigns.getHref(),
    );
    expect(screen.getAllByRole('button', { name: 'Subir plantilla (JSON)' })).toHaveLength(2);
  });

  it('previews a template with its variables highlighted, and uses it from there', async () => {
    const { user } = render([LAUNCH]);
    await screen.findByRole('table');
    await user.click(
      screen.getAllByRole('button', { name: 'Vista previa de la plantilla Lanzamiento de producto' })[0]!,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Vista previa: Lanzamiento de producto' });
    const day1 = await within(dialog).findByRole('region', { name: 'Día 1 · Presentamos {producto}' });
    expect(within(day1).getByText('Historia 2 · Mañana · 12:30')).toBeInTheDocument();
    const marks = Array.from(day1.querySelectorAll('mark'), (mark) => mark.textContent);
    expect(marks).toEqual(['{producto}', '{marca}', '{fecha_inicio}', '{enlace}']);
    expect(within(dialog).getByRole('region', { name: 'Día 2 · Último día' })).toHaveTextContent(
      'Hasta el {fecha_fin}',
    );
    const chat = within(dialog).getByRole('region', { name: 'Automatización del chat' });
    expect(chat).toHaveTextContent('Palabra claveINFO');
    expect(chat).toHaveTextContent('Respuesta automáticaGracias por escribir a {marca}');

    await user.click(within(dialog).getByRole('button', { name: 'Usar plantilla' }));
    expect(await screen.findByRole('dialog', { name: 'Nueva campaña desde plantilla' })).toBeInTheDocument();
  });

  it('opens «Nueva campaña desde plantilla» from ?plantilla=<id>, and leaves the address plain', async () => {
    const { router } = render([LAUNCH], paths.admin.templates.getHref({ templateId: LAUNCH.id }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva campaña desde plantilla' });
    expect(await within(dialog).findByLabelText('Marca')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Plantilla Lanzamiento de producto.');
    expect(router.state.location.search).toBe('');
  });
});
