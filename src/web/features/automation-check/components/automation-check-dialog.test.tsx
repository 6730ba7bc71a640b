// @vitest-environment jsdom

import { AUTOMATION_CHECK_TEXTS } from '@shared/automation-check/automation-check-texts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { checkResponse } from '../testing/check-response';
import { AutomationCheckDialog } from './automation-check-dialog';

const CHECK = 'GET /api/campaigns/c1/automation-check';

function renderDialog(area: 'admin' | 'client', onOpenChange = vi.fn()) {
  renderWithProviders(<AutomationCheckDialog campaignId="c1" area={area} open onOpenChange={onOpenChange} />);
  return screen.getByRole('dialog', { name: 'Revisar automatizaciones' });
}

describe('AutomationCheckDialog', () => {
  it('lists the findings, stories first, each with its severity in words and «Corregir» in the admin area', async () => {
    mockFetch({ [CHECK]: () => json(checkResponse()) });
    const onOpenChange = vi.fn();
    const dialog = renderDialog('admin', onOpenChange);
    expect(await within(dialog).findByText('1 problema y 1 aviso')).toBeInTheDocument();

    const items = within(within(dialog).getByRole('list', { name: '1 problema y 1 aviso' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Problema: Día 1 · Historia 2');
    expect(items[0]).toHaveTextContent('La historia pide escribir PRECIOS');
    expect(within(items[0]!).getByText('Día 1 · Historia 2').tagName).toBe('STRONG');
    expect(items[1]).toHaveTextContent('Aviso: Automatización del chat · mensaje automático inicial');

    // A story's finding opens the campaign on that story; the automation's, on its chat-automation section.
    expect(within(items[0]!).getByRole('link', { name: 'Corregir: Día 1 · Historia 2' })).toHaveAttribute(
      'href',
      '/admin/campaigns/c1?storyId=d1-s2',
    );
    const fixAutomation = within(items[1]!).getByRole('link', { name: /^Corregir/ });
    expect(fixAutomation).toHaveAttribute('href', '/admin/campaigns/c1?panel=automatizacion');
    expect(within(dialog).getByRole('link', { name: 'Hoja de configuración' })).toHaveAttribute(
      'href',
      '/admin/campaigns/c1/automatizacion',
    );

    // Following a link closes the dialog.
    await userEvent.setup().click(fixAutomation);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("links to the client's own campaign screen in the client area", async () => {
    mockFetch({ [CHECK]: () => json(checkResponse()) });
    const dialog = renderDialog('client');
    const fixStory = await within(dialog).findByRole('link', { name: 'Corregir: Día 1 · Historia 2' });
    expect(fixStory).toHaveAttribute('href', '/dashboard/campaigns/c1?storyId=d1-s2');
    expect(
      within(dialog).getByRole('link', {
        name: 'Corregir: Automatización del chat · mensaje automático inicial',
      }),
    ).toHaveAttribute('href', '/dashboard/campaigns/c1?panel=automatizacion');
    expect(within(dialog).getByRole('link', { name: 'Hoja de configuración' })).toHaveAttribute(
      'href',
      '/dashboard/campaigns/c1/automatizacion',
    );
  });

  it('says there is nothing to fix when clean, and reads again with «Volver a revisar»', async () => {
    let answer = checkResponse([]);
    const fetchMock = mockFetch({ [CHECK]: () => json(answer) });
    const dialog = renderDialog('admin');
    expect(await within(dialog).findByText(AUTOMATION_CHECK_TEXTS.none)).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /Corregir/ })).not.toBeInTheDocument();

    answer = checkResponse();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Volver a revisar' }));
    expect(await within(dialog).findByText('1 problema y 1 aviso')).toBeInTheDocument();
    expect(callsTo(fetchMock, CHECK)).toHaveLength(2);
  });

  it('says when the check could not be read, and tries again', async () => {
    let fail = true;
    mockFetch({
      [CHECK]: () =>
        fail ? json({ error: { code: 'INTERNAL', message: 'Error interno' } }, 500) : json(checkResponse([])),
    });
    const dialog = renderDialog('admin');
    expect(await within(dialog).findByText('No se pudo revisar la automatización')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findByText(AUTOMATION_CHECK_TEXTS.none)).toBeInTheDocument();
  });
});
