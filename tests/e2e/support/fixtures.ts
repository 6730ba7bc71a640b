import path from 'node:path';
import {
  type Browser,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
  type WorkerInfo,
} from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../../src/server/db/seed/demo-credentials';

export { DEMO_CREDENTIALS, expect };

type Credentials = { email: string; password: string };

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

type WorkerFixtures = { adminStorageState: string; clientStorageState: string };
type TestFixtures = { adminPage: Page; clientPage: Page };

/**
 * `adminPage` / `clientPage`: a page already signed in as the demo admin / active demo client. The sign-in
 * happens once per worker through the API, so tests about other things do not go through the form (and do
 * not spend the per-IP sign-in limit). Tests that sign out must sign in on their own.
 */
type DemoRole = 'admin' | 'client';

/** A worker fixture: the storage state of the demo user of this role, signed in once per worker. */
function storageStateFor(
  role: DemoRole,
): [
  (args: { browser: Browser }, use: (file: string) => Promise<void>, workerInfo: WorkerInfo) => Promise<void>,
  { scope: 'worker' },
] {
  return [
    async ({ browser }, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const file = path.join(workerInfo.project.outputDir, `.auth/${role}-${workerInfo.workerIndex}.json`);
      await use(await signedInState(browser, baseURL, DEMO_CREDENTIALS[role], file));
    },
    { scope: 'worker' },
  ];
}

/** A new context with the test's options (viewport, locale, time zone…) and a signed-in storage state. */
async function withSignedInPage(
  browser: Browser,
  options: BrowserContextOptions,
  storageState: string,
  use: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ ...options, storageState });
  await use(await context.newPage());
  await context.close();
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  adminStorageState: storageStateFor('admin'),
  clientStorageState: storageStateFor('client'),
  adminPage: async (
    { browser, adminStorageState, contextOptions, viewport, baseURL, locale, timezoneId },
    use,
  ) =>
    withSignedInPage(
      browser,
      { ...contextOptions, viewport, baseURL, locale, timezoneId },
      adminStorageState,
      use,
    ),
  clientPage: async (
    { browser, clientStorageState, contextOptions, viewport, baseURL, locale, timezoneId },
    use,
  ) =>
    withSignedInPage(
      browser,
      { ...contextOptions, viewport, baseURL, locale, timezoneId },
      clientStorageState,
      use,
    ),
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
