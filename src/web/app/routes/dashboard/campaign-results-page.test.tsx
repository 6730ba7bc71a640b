// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/testing/test-utils';
import { GET, renderCampaignResults, resultsResponse } from './campaign-results-page.testing';

async function openResults(path?: string) {
  mockFetch({ [GET]: () => json(resultsResponse()) });
  const user = userEvent.setup();
  renderCampaignResults(path);
  await screen.findByText('Lanzamiento de otoño');
  return user;
}

/** The cells of a table's row, as text, by its row header. */
function rowOf(table: HTMLElement, header: string) {
  const row = within(table).getByRole('rowheader', { name: header }).closest('tr');
  if (!row) throw new Error(`no row ${header}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('campaign results page', () => {
  it('shows the campaign, its brand and dates, when the figures were read, the downloads and the way back', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = await openResults();

    expect(screen.getByRole('heading', { level: 1, name: 'Resultados' })).toBeInTheDocument();
    expect(screen.getByText('Café Aurora')).toBeInTheDocument();
    expect(screen.getByText('Del 18/11/2026 al 20/11/2026')).toBeInTheDocument();
    // 09:14 UTC is 10:14 in Madrid, the client's zone.
    expect(screen.getByText('Datos a 21/11/2026 a las 10:14')).toBeInTheDocument();

    const pdf = screen.getByRole('link', { name: 'Descargar PDF' });
    expect(pdf).toHaveAttribute('href', '/api/campaigns/c1/results/pdf');
    expect(pdf).toHaveAttribute('download');
    const csv = screen.getByRole('link', { name: 'Descargar CSV' });
    expect(csv).toHaveAttribute('href', '/api/campaigns/c1/results/csv');
    expect(csv).toHaveAttribute('download');

    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Volver a la campaña' }));
    expect(await screen.findByRole('heading', { name: 'Campaña del cliente' })).toBeInTheDocument();
  });

  it('sums the funnel up in four cards, with the keyword, and how many published stories have numbers', async () => {
    await openResults();
    const summary = screen.getByRole('region', { name: 'Resumen' });
    const totals = within(summary)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(totals).toEqual([
      'Alcance: 1000',
      'Interacciones: 100',
      'Clics en el enlace: 25',
      'Mensajes con «CAFE»: 5',
    ]);
    expect(within(summary).getByText('2 de 3 publicadas con números')).toBeInTheDocument();
  });

  it('gives the funnel as a table with the rate from each step to the next, beside the named chart', async () => {
    await openResults();
    const table = screen.getByRole('table', { name: /Embudo de la campaña/ });
    expect(rowOf(table, 'Alcance')).toEqual(['1000', '—']);
    expect(rowOf(table, 'Interacciones')).toEqual(['100', '10 %']);
    expect(rowOf(table, 'Clics en el enlace')).toEqual(['25', '25 %']);
    expect(rowOf(table, 'Mensajes con «CAFE»')).toEqual(['5', '20 %']);
    expect(
      screen.getByRole('img', {
        name: /^Gráfico del embudo: Alcance 1000; Interacciones 100 \(10 % del anterior\);/,
      }),
    ).toBeInTheDocument();
  });

  it('gives each day its published stories and funnel in a table of its own', async () => {
    await openResults();
    const table = screen.getByRole('table', { name: 'Alcance, interacciones, clics y mensajes de cada día' });
    expect(rowOf(table, 'Día 1 Presentación · 18/11/2026')).toEqual(['2 de 2', '1000', '100', '25', '5']);
    expect(rowOf(table, 'Día 2 Cierre · 19/11/2026')).toEqual(['1 de 2', '0', '0', '0', '0']);
    // The table scrolls inside a named region a keyboard can reach (wider than a phone).
    const region = screen.getByRole('region', {
      name: 'Alcance, interacciones, clics y mensajes de cada día',
    });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('names the best and worst stories with their engagement rate, each a link to the story', async () => {
    await openResults();
    const best = screen.getByRole('region', { name: 'Las que mejor funcionaron' });
    expect(within(best).getByRole('link', { name: 'Historia 1: Teaser' })).toHaveAttribute(
      'href',
      '/dashboard/campaigns/c1?storyId=s1&source=external',
    );
    // (80 + 20) / 600
    expect(within(best).getByText('Día 1 · Tasa de interacción: 16,7 %')).toBeInTheDocument();
    const worst = screen.getByRole('region', { name: 'Las que peor funcionaron' });
    expect(within(worst).getByRole('link', { name: 'Historia 2: Producto' })).toBeInTheDocument();
    expect(within(worst).getByText('Día 1 · Tasa de interacción: 6,3 %')).toBeInTheDocument();
  });

  it('lists every published story with its numbers, and one without numbers with the way to enter them', async () => {
    await openResults();
    const table = screen.getByRole('table', { name: 'Números de cada historia publicada' });
    expect(rowOf(table, 'Historia 1: Teaser')).toEqual(['Día 1', '600', '80', '20', '4', '16,7 %']);
    expect(rowOf(table, 'Historia 2: Producto')).toEqual(['Día 1', '400', '20', '5', '1', '6,3 %']);
    const missingRow = within(table).getByRole('rowheader', { name: 'Historia 3: Oferta' }).closest('tr')!;
    expect(within(missingRow).getByText('Sin números')).toBeInTheDocument();
    expect(
      within(missingRow).getByRole('link', { name: 'Apuntar los números de Historia 3: Oferta (día 2)' }),
    ).toHaveAttribute('href', '/dashboard/results/s3');
    // Not published: not in the table.
    expect(within(table).queryByText('Historia 4: Despedida')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Números de cada historia publicada' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('says which published stories still lack numbers, each a link to its results form', async () => {
    const user = await openResults();
    const notice = screen.getByRole('region', { name: 'Faltan los números de 1 historia publicada' });
    const links = within(notice).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Día 2 · Historia 3: Oferta']);
    await user.click(links[0]!);
    expect(await screen.findByRole('heading', { name: 'Resultados de la historia' })).toBeInTheDocument();
  });
});
