import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
  type WorkerInfo,
} from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../../src/server/seed/demo-credentials';
import type { CampaignImportResponse } from '../../../src/shared/campaign-import/response';
import type { ClientCreateResponse } from '../../../src/shared/clients/admin-client';
import type { ClientCreateInput } from '../../../src/shared/clients/client-form';
import type { OutboxResponse } from '../../../src/shared/mail/outbox';
import { type CampaignFile, campaignFile } from './campaign-file';

export { DEMO_CREDENTIALS, expect };

type Credentials = { email: string; password: string };
type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/** The password every client made by `createClient` chooses in place of its temporary one. */
export const TEST_CLIENT_PASSWORD = 'Cliente-Propio-2027!';

/** Time limit of a fixture that makes data through the API (three password hashes for an activated client). */
const SETUP_TIMEOUT = 60_000;

/** A client made for one test through the API, with its login user; deleted when the test ends. */
export interface TestClient {
  id: string;
  name: string;
  brandName: string;
  email: string;
  /** The temporary password of the credentials e-mail, or TEST_CLIENT_PASSWORD once activated. */
  password: string;
  isTemporaryPassword: boolean;
  /** The cookies of its API sign-in (activated clients only): a context made with them is signed in. */
  storageState: StorageState | null;
}

export interface CreateClientOptions extends Partial<ClientCreateInput> {
  /** Sign in with the temporary password and replace it (default), as a client does at first sign-in. */
  activate?: boolean;
}

export type ImportedCampaign = CampaignImportResponse['campaign'];

type WorkerFixtures = {
  adminStorageState: string;
  demoClientStorageState: string;
  /** The demo admin's API session (with the Origin header that writes need), shared by the worker's tests. */
  adminApi: APIRequestContext;
};

type TestFixtures = {
  /** A new page with the test's options (viewport, locale, time zone…) and a storage state; closed at the end. */
  pageWith: (storageState: string | StorageState) => Promise<Page>;
  /** A page signed in as the demo admin (the agency). */
  adminPage: Page;
  /** A page signed in as the demo client Café Aurora: for tests that only read the demo data. */
  demoClientPage: Page;
  /** Makes a client with its login user through the API (POST /api/admin/clients); deleted after the test. */
  createClient: (options?: CreateClientOptions) => Promise<TestClient>;
  /** Imports a campaign file for a client (POST /api/admin/campaigns/import). */
  importCampaign: (client: Pick<TestClient, 'id'>, file: CampaignFile) => Promise<ImportedCampaign>;
  /** A new page (with the test's viewport, locale…) signed in as an activated client. */
  pageAs: (client: TestClient) => Promise<Page>;
  /** This test's own active client, its password already changed from the temporary one. */
  newClient: TestClient;
  /** A page signed in as `newClient`. */
  newClientPage: Page;
  /** A campaign of `newClient` like the demo one in progress (campaignFile(): 8 days, day 1 three days ago). */
  newCampaign: ImportedCampaign;
};

/** The origin of the server under test (writes need it in the Origin header). */
function originOf(info: WorkerInfo): string {
  return new URL(String(info.project.use.baseURL)).origin;
}

/** Signs in through the API (Better Auth) in a fresh context and keeps its cookies as a storage state file. */
async function signedInState(browser: Browser, baseURL: string, credentials: Credentials, file: string) {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email: credentials.email, password: credentials.password },
    headers: { Origin: baseURL },
  });
  expect(response.ok(), `sign-in of ${credentials.email} answered ${response.status()}`).toBeTruthy();
  await context.storageState({ path: file });
  await context.close();
  return file;
}

/** A worker fixture: the storage state of a demo user, signed in once per worker through the API. */
function storageStateFor(
  credentials: Credentials,
  name: string,
): [
  (args: { browser: Browser }, use: (file: string) => Promise<void>, workerInfo: WorkerInfo) => Promise<void>,
  { scope: 'worker' },
] {
  return [
    async ({ browser }, use, workerInfo) => {
      const file = path.join(workerInfo.project.outputDir, `.auth/${name}-${workerInfo.workerIndex}.json`);
      await use(await signedInState(browser, originOf(workerInfo), credentials, file));
    },
    { scope: 'worker' },
  ];
}

/** New pages with the test's context options (viewport, locale, time zone…) and a signed-in storage state. */
function signedInPages(browser: Browser, options: BrowserContextOptions) {
  const contexts: BrowserContext[] = [];
  return {
    open: async (storageState: string | StorageState) => {
      const context = await browser.newContext({ ...options, storageState });
      contexts.push(context);
      return context.newPage();
    },
    closeAll: async () => {
      for (const context of contexts) await context.close();
    },
  };
}

/** Checks an API answer and returns its JSON body. */
async function jsonOf<T>(response: APIResponse, status: number, what: string) {
  expect(response.status(), `${what}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/** The temporary password in the client's credentials e-mail ('Correos enviados': no SMTP in the e2e server). */
async function temporaryPasswordOf(adminApi: APIRequestContext, email: string): Promise<string> {
  let password: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await adminApi.get('/api/admin/mail', {
          params: { q: email, kind: 'credentials', limit: 1 },
        });
        const { messages } = await jsonOf<OutboxResponse>(response, 200, 'GET /api/admin/mail');
        password = /Contraseña temporal: (\S+)/.exec(messages[0]?.text ?? '')?.[1];
        return password;
      },
      { message: `the credentials e-mail to ${email}` },
    )
    .toBeTruthy();
  return password!;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  adminStorageState: storageStateFor(DEMO_CREDENTIALS.admin, 'admin'),
  demoClientStorageState: storageStateFor(DEMO_CREDENTIALS.client, 'demo-client'),
  adminApi: [
    async ({ playwright, adminStorageState }, use, workerInfo) => {
      const origin = originOf(workerInfo);
      const api = await playwright.request.newContext({
        baseURL: origin,
        storageState: adminStorageState,
        extraHTTPHeaders: { Origin: origin },
      });
      await use(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],

  pageWith: async ({ browser, contextOptions, viewport, baseURL, locale, timezoneId }, use) => {
    const pages = signedInPages(browser, { ...contextOptions, viewport, baseURL, locale, timezoneId });
    await use(pages.open);
    await pages.closeAll();
  },
  adminPage: async ({ pageWith, adminStorageState }, use) => use(await pageWith(adminStorageState)),
  demoClientPage: async ({ pageWith, demoClientStorageState }, use) =>
    use(await pageWith(demoClientStorageState)),

  createClient: [
    async ({ adminApi, playwright }, use, testInfo) => {
      const origin = new URL(String(testInfo.project.use.baseURL)).origin;
      const created: TestClient[] = [];
      await use(async ({ activate = true, ...fields } = {}) => {
        const tag = `${testInfo.workerIndex}-${randomUUID().slice(0, 8)}`;
        const input = {
          name: 'Cliente de Prueba',
          brandName: `Marca E2E ${tag}`,
          email: `e2e-${tag}@example.test`,
          ...fields,
        };
        const { client } = await jsonOf<ClientCreateResponse>(
          await adminApi.post('/api/admin/clients', { data: input }),
          201,
          'POST /api/admin/clients',
        );
        const temporaryPassword = await temporaryPasswordOf(adminApi, client.email);
        const testClient: TestClient = {
          id: client.id,
          name: client.name,
          brandName: client.brandName,
          email: client.email,
          password: temporaryPassword,
          isTemporaryPassword: true,
          storageState: null,
        };
        created.push(testClient);
        if (!activate) return testClient;

        // First sign-in: the temporary password is replaced, and the session that replaced it stays signed in.
        const session = await playwright.request.newContext({
          baseURL: origin,
          extraHTTPHeaders: { Origin: origin },
        });
        try {
          await jsonOf(
            await session.post('/api/auth/sign-in/email', {
              data: { email: client.email, password: temporaryPassword },
            }),
            200,
            `sign-in of ${client.email}`,
          );
          await jsonOf(
            await session.post('/api/account/temporary-password', {
              data: { newPassword: TEST_CLIENT_PASSWORD },
            }),
            200,
            'POST /api/account/temporary-password',
          );
          Object.assign(testClient, {
            password: TEST_CLIENT_PASSWORD,
            isTemporaryPassword: false,
            storageState: await session.storageState(),
          });
        } finally {
          await session.dispose();
        }
        return testClient;
      });
      // Everything the test made goes with its clients (campaigns, stories, AI requests, login users).
      for (const client of created) {
        const response = await adminApi.delete(`/api/admin/clients/${client.id}`, {
          data: { confirmationName: client.brandName },
        });
        // 404: the test deleted it itself.
        expect([200, 404], `DELETE client ${client.brandName}`).toContain(response.status());
      }
    },
    { timeout: SETUP_TIMEOUT },
  ],

  importCampaign: async ({ adminApi }, use) => {
    await use(async (client, file) => {
      const { campaign } = await jsonOf<CampaignImportResponse>(
        await adminApi.post('/api/admin/campaigns/import', { data: { clientId: client.id, campaign: file } }),
        201,
        'POST /api/admin/campaigns/import',
      );
      return campaign;
    });
  },

  // Its own contexts, closed before createClient deletes the clients (this fixture depends on that one).
  pageAs: async (
    { browser, contextOptions, viewport, baseURL, locale, timezoneId, createClient: _ },
    use,
  ) => {
    const pages = signedInPages(browser, { ...contextOptions, viewport, baseURL, locale, timezoneId });
    await use(async (client) => {
      expect(
        client.storageState,
        `${client.email} is activated (createClient({ activate: true }))`,
      ).toBeTruthy();
      return pages.open(client.storageState!);
    });
    await pages.closeAll();
  },

  // Data set-up has its own time limit: a slow machine must not eat the test's own 30 s.
  newClient: [async ({ createClient }, use) => use(await createClient()), { timeout: SETUP_TIMEOUT }],
  newClientPage: async ({ pageAs, newClient }, use) => use(await pageAs(newClient)),
  newCampaign: [
    async ({ importCampaign, newClient }, use) =>
      use(await importCampaign(newClient, campaignFile(`Campaña E2E ${randomUUID().slice(0, 8)}`))),
    { timeout: SETUP_TIMEOUT },
  ],
});

/** Fills the sign-in form and submits it. */
export async function signInThroughForm(page: Page, credentials: Credentials) {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** The sonner toast holding a text (toasts live in the 'Notificaciones' region). */
export function toast(page: Page, text: string | RegExp, options: { exact?: boolean } = {}) {
  return page.getByRole('region', { name: /Notificaciones/ }).getByText(text, options);
}
