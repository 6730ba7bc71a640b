import { z } from '@hono/zod-openapi';
import {
  InvitationResponse,
  InviteAdminBody,
  TeamMemberResponse,
  TeamResponse,
} from '../../shared/api/admin-team';
import { TEAM_TEXTS } from '../../shared/api/admin-team-texts';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { inviteAdmin } from '../services/team/invite-admin';
import { listTeam } from '../services/team/list-team';
import { resendInvitation, revokeInvitation } from '../services/team/manage-invitation';
import { deactivateMember, reactivateMember } from '../services/team/set-member-active';
import { askerOf } from './asker';

const InvitationIdParams = z.object({
  id: z.uuid({ error: TEAM_TEXTS.invitationNotFound }).openapi({ param: { name: 'id', in: 'path' } }),
});
const MemberIdParams = z.object({
  id: z.uuid({ error: TEAM_TEXTS.memberNotFound }).openapi({ param: { name: 'id', in: 'path' } }),
});

const api = jsonRoutes({ access: 'admin', tags: ['Administración: equipo'] });

const listTeamRoute = api.get('/api/admin/team', 'listTeam', {
  summary: 'Equipo: administradores activos, invitaciones pendientes y miembros desactivados',
  ok: ['Equipo de la agencia', TeamResponse, 'TeamResponse'],
  errors: [401, 403],
});

const inviteAdminRoute = api.post('/api/admin/team/invitations', 'inviteAdmin', {
  summary: 'Invitar a un administrador por email (enlace de un solo uso, caduca en 7 días)',
  description:
    'Una transacción: la invitación (con el hash del token), el correo con el enlace en la cola y ' +
    '`team.invited` en el registro de auditoría. 409 si el email ya tiene usuario o una invitación pendiente.',
  body: [InviteAdminBody, 'InviteAdminBody'],
  ok: ['Invitación enviada', InvitationResponse],
  status: 201,
  errors: [400, 401, 403, 409],
});

const resendInvitationRoute = api.post('/api/admin/team/invitations/{id}/resend', 'resendInvitation', {
  summary: 'Reenviar una invitación pendiente con un enlace nuevo (el anterior deja de funcionar)',
  params: InvitationIdParams,
  ok: ['Invitación reenviada', InvitationResponse],
  errors: [400, 401, 403, 404, 409],
});

const revokeInvitationRoute = api.delete('/api/admin/team/invitations/{id}', 'revokeInvitation', {
  summary: 'Revocar una invitación pendiente (su enlace deja de funcionar)',
  params: InvitationIdParams,
  ok: ['Invitación revocada', InvitationResponse],
  errors: [400, 401, 403, 404],
});

const deactivateMemberRoute = api.post('/api/admin/team/members/{id}/deactivate', 'deactivateTeamMember', {
  summary: 'Desactivar a un administrador: sus sesiones terminan al momento y no puede iniciar sesión',
  description: '409 si es el último administrador activo (también con peticiones simultáneas).',
  params: MemberIdParams,
  ok: ['Miembro desactivado', TeamMemberResponse],
  errors: [400, 401, 403, 404, 409],
});

const reactivateMemberRoute = api.post('/api/admin/team/members/{id}/reactivate', 'reactivateTeamMember', {
  summary: 'Reactivar a un administrador desactivado',
  params: MemberIdParams,
  ok: ['Miembro reactivado', TeamMemberResponse],
  errors: [400, 401, 403, 404, 409],
});

export const adminTeamRoutes = createRouter()
  .openapi(listTeamRoute, async (c) =>
    c.json(
      await listTeam({ db: c.get('deps').database.db, selfId: askerOf(c).userId, now: c.get('deps').now() }),
      200,
    ),
  )
  .openapi(inviteAdminRoute, async (c) => {
    const { database, env, now } = c.get('deps');
    const invitation = await inviteAdmin({
      deps: { db: database.db, env, now },
      input: c.req.valid('json'),
      actor: askerOf(c),
    });
    return c.json({ invitation }, 201);
  })
  .openapi(resendInvitationRoute, async (c) => {
    const { database, env, now } = c.get('deps');
    const id = c.req.valid('param').id;
    return c.json(
      {
        invitation: await resendInvitation({
          deps: { db: database.db, env, now },
          invitationId: id,
          actor: askerOf(c),
        }),
      },
      200,
    );
  })
  .openapi(revokeInvitationRoute, async (c) => {
    const { database, env, now } = c.get('deps');
    const id = c.req.valid('param').id;
    return c.json(
      {
        invitation: await revokeInvitation({
          deps: { db: database.db, env, now },
          invitationId: id,
          actor: askerOf(c),
        }),
      },
      200,
    );
  })
  .openapi(deactivateMemberRoute, async (c) => {
    const id = c.req.valid('param').id;
    return c.json(
      { member: await deactivateMember({ db: c.get('deps').database.db, memberId: id, actor: askerOf(c) }) },
      200,
    );
  })
  .openapi(reactivateMemberRoute, async (c) => {
    const id = c.req.valid('param').id;
    return c.json(
      { member: await reactivateMember({ db: c.get('deps').database.db, memberId: id, actor: askerOf(c) }) },
      200,
    );
  });
