import { api, DEMO, signIn } from './app-process';

export interface LighthousePage {
  label: string;
  path: string;
  /** The session cookie a signed-in page is asked for with (Lighthouse's extraHeaders). */
  cookie?: string;
}

/**
 * The five pages issue 17 scores, on an app with the demo data: sign-in, the client's dashboard, campaign screen
 * and «Publicar hoy», the agency's client list (the demo client's first campaign).
 */
export async function lighthousePages(baseUrl: string): Promise<LighthousePage[]> {
  const admin = await signIn(baseUrl, DEMO.admin);
  const client = await signIn(baseUrl, DEMO.client);
  const { campaigns } = await api<{ campaigns: Array<{ id: string }> }>(
    baseUrl,
    client,
    '/api/client/campaigns',
  );
  const campaignId = campaigns[0]?.id;
  if (!campaignId) throw new Error('the demo client has no campaign');
  return [
    { label: 'sign-in /login', path: '/login' },
    { label: 'client dashboard /dashboard', path: '/dashboard', cookie: client },
    {
      label: 'campaign detail /dashboard/campaigns/:id',
      path: `/dashboard/campaigns/${campaignId}`,
      cookie: client,
    },
    { label: "'Publicar hoy' /dashboard/today", path: '/dashboard/today', cookie: client },
    { label: 'admin clients /admin/clients', path: '/admin/clients', cookie: admin },
  ];
}
