import { randomUUID } from 'node:crypto';
import type { OutboxResponse } from '../../../src/shared/mail/outbox';
import { expect, signInThroughForm, test, toast } from '../support/fixtures';

const PASSWORD = 'Equipo-Colega-2028!';

test.use({ viewport: { width: 1280, height: 900 } });

test('an admin invites a colleague, who sets a password and signs in; once deactivated, their open page is signed out', async ({
  adminPage: admin,
  adminApi,
  page: colleague,
}) => {
  test.setTimeout(90_000);
  const email = `colega-${randomUUID().slice(0, 8)}@agencia.test`;

  await admin.goto('/admin/settings');
  await admin
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Equipo' })
    .click();
  await expect(admin).toHaveURL(/\/admin\/settings\/team$/);
  await admin.getByRole('textbox', { name: 'Nombre' }).fill('Marta Colega');
  await admin.getByRole('textbox', { name: 'Email' }).fill(email);
  await admin.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(toast(admin, 'Invitación enviada')).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Invitaciones pendientes' })).toContainText(email);

  // No SMTP in the e2e server: the invitation is read in the outbox ('Correos enviados').
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await adminApi.get('/api/admin/mail', {
          params: { q: email, kind: 'team-invitation', limit: 1 },
        });
        const { messages } = (await response.json()) as OutboxResponse;
        link = /(https?:\/\/\S+\/invitation\?token=\S+)/.exec(messages[0]?.text ?? '')?.[1];
        return link;
      },
      { message: `the invitation e-mail to ${email}` },
    )
    .toBeTruthy();

  await colleague.goto(link!);
  await expect(colleague.getByRole('heading', { level: 1, name: 'Únete al equipo' })).toBeVisible();
  await expect(colleague.getByText(email)).toBeVisible();
  await colleague.getByLabel('Nueva contraseña').fill(PASSWORD);
  await colleague.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await colleague.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(colleague).toHaveURL(/\/login$/);
  await expect(toast(colleague, '¡Cuenta creada!')).toBeVisible();
  await signInThroughForm(colleague, { email, password: PASSWORD });
  await expect(colleague).toHaveURL(/\/admin/);
  await colleague.goto('/admin/settings/team');
  await expect(colleague.getByRole('list', { name: 'Administradores activos' })).toContainText(email);

  // The link works once.
  const again = await colleague.context().browser()!.newPage();
  await again.goto(link!);
  await expect(again.getByRole('heading', { name: 'La invitación no es válida' })).toBeVisible();
  await again.close();

  await admin.reload();
  const active = admin.getByRole('list', { name: 'Administradores activos' });
  await active
    .getByRole('listitem')
    .filter({ hasText: email })
    .getByRole('button', { name: /Desactivar/ })
    .click();
  const dialog = admin.getByRole('dialog', { name: '¿Desactivar a Marta Colega?' });
  await dialog.getByRole('button', { name: 'Desactivar' }).click();
  await expect(toast(admin, 'Miembro desactivado')).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Desactivados' })).toContainText(email);

  // The colleague's open page is signed out at its next request, and the sign-in is refused.
  await colleague
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Clientes' })
    .click();
  await expect(colleague).toHaveURL(/\/login/);
  await signInThroughForm(colleague, { email, password: PASSWORD });
  await expect(toast(colleague, /Tu cuenta está desactivada/)).toBeVisible();
  await expect(colleague).toHaveURL(/\/login/);

  const log = await adminApi.get('/api/admin/audit-log', { params: { q: email, group: 'team' } });
  const { entries } = (await log.json()) as { entries: { event: string }[] };
  expect(entries.map((entry) => entry.event)).toEqual([
    'team.member_deactivated',
    'team.invitation_accepted',
    'team.invited',
  ]);
});
