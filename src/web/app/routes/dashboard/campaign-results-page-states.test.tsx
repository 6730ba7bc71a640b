// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/testing/test-utils';
import {
  GET,
  renderCampaignResults,
  resultsResponse,
  unpublishedResponse,
} from './campaign-results-page.testing';

describe('campaign results page: states and the admin area', () => {
  it('says so when nothing is published yet, with no funnel, tables or notice', async () => {
    mockFetch({ [GET]: () => json(unpublishedResponse()) });
    renderCampaignResults();
    expect(
      await screen.findByRole('heading', { name: 'Todavía no hay historias publicadas en esta campaña.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resumen' })).not.toBeInTheDocument();
    // The report can still be downloaded (its header, dates and empty tables).
    expect(screen.getByRole('link', { name: 'Descargar PDF' })).toBeInTheDocument();
  });

  it('says the campaign was not found (404), with the way back to the campaigns', async () => {
    mockFetch({
      [GET]: () => json({ error: { code: 'NOT_FOUND', message: 'Campaña no encontrada' } }, 404),
    });
    renderCampaignResults();
    expect(await screen.findByText('Campaña no encontrada')).toBeInTheDocument();
    expect(screen.getByText('La campaña no existe o no tienes acceso a ella.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a campañas' })).toHaveAttribute(
      'href',
      '/dashboard/campaigns',
    );
    expect(screen.queryByRole('link', { name: 'Descargar PDF' })).not.toBeInTheDocument();
  });

  it('shows a loading state until the figures arrive', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch({ [GET]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderCampaignResults();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando resultados...');
    answer(json(resultsResponse()));
    expect(await screen.findByText('Lanzamiento de otoño')).toBeInTheDocument();
    expect(screen.queryByText('Cargando resultados...')).not.toBeInTheDocument();
  });

  it("links to the admin area's campaign, story and results form from /admin", async () => {
    mockFetch({ [GET]: () => json(resultsResponse()) });
    const user = userEvent.setup();
    renderCampaignResults('/admin/campaigns/c1/results');
    await screen.findByText('Lanzamiento de otoño');

    const notice = screen.getByRole('region', { name: 'Faltan los números de 1 historia publicada' });
    expect(within(notice).getByRole('link', { name: 'Día 2 · Historia 3: Oferta' })).toHaveAttribute(
      'href',
      '/admin/results/s3',
    );
    expect(
      screen.getByRole('link', { name: 'Apuntar los números de Historia 3: Oferta (día 2)' }),
    ).toHaveAttribute('href', '/admin/results/s3');
    const best = screen.getByRole('region', { name: 'Las que mejor funcionaron' });
    expect(within(best).getByRole('link', { name: 'Historia 1: Teaser' })).toHaveAttribute(
      'href',
      '/admin/campaigns/c1?storyId=s1&source=external',
    );
    expect(screen.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute(
      'href',
      '/api/campaigns/c1/results/csv',
    );
    await user.click(screen.getByRole('link', { name: 'Volver a la campaña' }));
    expect(await screen.findByRole('heading', { name: 'Campaña de la agencia' })).toBeInTheDocument();
  });
});
