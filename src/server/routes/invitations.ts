import {
  AcceptInvitationBody,
  AcceptInvitationResponse,
  InvitationLookupBody,
  InvitationLookupResponse,
} from '../../shared/api/admin-team';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { acceptInvitation, lookupInvitation } from '../services/team/accept-invitation';

// Public: the link's token is the credential (256 random bits, stored hashed, single-use, 7 days).
const api = jsonRoutes({ access: 'public', tags: ['Invitaciones al equipo'] });

const lookupInvitationRoute = api.post('/api/invitations/lookup', 'lookupInvitation', {
  summary: 'A quién invita un enlace de invitación vigente (nombre y email)',
  description:
    'El token va en el cuerpo, nunca en la URL. 404 si el enlace se ha usado, revocado o caducado.',
  body: [InvitationLookupBody],
  ok: ['Invitación vigente', InvitationLookupResponse],
  errors: [400, 404],
});

const acceptInvitationRoute = api.post('/api/invitations/accept', 'acceptInvitation', {
  summary:
    'Aceptar una invitación: crea el administrador con la contraseña elegida (las reglas de contraseña)',
  description:
    'El enlace se consume en una sola sentencia: dos usos simultáneos no pueden pasar los dos. 404 si no está ' +
    'vigente, 409 si el email ya tiene usuario. Después, el nuevo administrador inicia sesión.',
  body: [AcceptInvitationBody],
  ok: ['Cuenta creada', AcceptInvitationResponse],
  status: 201,
  errors: [400, 404, 409],
});

export const invitationRoutes = createRouter()
  .openapi(lookupInvitationRoute, async (c) => {
    const { token } = c.req.valid('json');
    const found = await lookupInvitation({
      db: c.get('deps').database.db,
      token,
      ip: c.get('clientIp'),
      userAgent: null,
      now: c.get('deps').now(),
    });
    return c.json(found, 200);
  })
  .openapi(acceptInvitationRoute, async (c) => {
    const { token, newPassword } = c.req.valid('json');
    const accepted = await acceptInvitation({
      db: c.get('deps').database.db,
      token,
      newPassword,
      ip: c.get('clientIp'),
      userAgent: c.req.header('user-agent') ?? null,
      now: c.get('deps').now(),
    });
    return c.json(accepted, 201);
  });
