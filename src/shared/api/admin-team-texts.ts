/** 'Configuración › Equipo': its limits and Spanish texts, without zod (the web's pages import them light). */

/** How long an invitation link works. */
export const INVITATION_VALIDITY_DAYS = 7;
/** Longest token accepted (ours are 43 characters); anything longer is refused before any lookup. */
export const INVITATION_TOKEN_MAX_LENGTH = 256;
export const TEAM_NAME_MAX_LENGTH = 100;
export const TEAM_EMAIL_MAX_LENGTH = 254;

export const TEAM_TEXTS = {
  title: 'Equipo',
  description:
    'Los administradores de la agencia. Invita a un compañero por email: recibirá un enlace de un solo uso ' +
    `(caduca en ${INVITATION_VALIDITY_DAYS} días) para elegir su contraseña.`,
  nameRequired: 'Escribe el nombre.',
  nameTooLong: `El nombre no puede tener más de ${TEAM_NAME_MAX_LENGTH} caracteres.`,
  emailInvalid: 'Formato de email inválido.',
  emailTaken: 'Ya existe un usuario con este email.',
  alreadyInvited: 'Ya hay una invitación pendiente para este email. Puedes reenviarla desde la lista.',
  invitationNotFound: 'La invitación no existe o ya no está pendiente.',
  memberNotFound: 'El miembro del equipo no existe.',
  lastAdmin: 'No se puede desactivar al último administrador activo.',
  alreadyInactive: 'Este miembro ya está desactivado.',
  alreadyActive: 'Este miembro ya está activo.',
  invalidLink: 'La invitación no es válida, ya se ha usado o ha caducado. Pide a la agencia una nueva.',
  invitationTitle: 'Únete al equipo',
  invitationDescription: 'Elige tu contraseña para entrar en el Panel de Stories como administrador.',
  invitationSubmit: 'Crear mi cuenta',
  invitationPending: 'Creando...',
  invalidLinkTitle: 'La invitación no es válida',
  acceptedTitle: '¡Cuenta creada!',
  acceptedDescription: 'Ya puedes iniciar sesión con tu email y tu contraseña.',
} as const;
