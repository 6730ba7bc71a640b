/** Toasts of the profile page (client spec section 8, "Profile area toasts"), verbatim. */
export const PROFILE_TEXTS = {
  errorTitle: 'Error',
  clientNotFound: 'No se encontraron datos del cliente',
  profileUpdateFailed: 'No se pudo actualizar el perfil',
  profileUpdated: '¡Perfil actualizado!',
  unexpectedTitle: 'Error inesperado',
  unexpectedDescription: 'Ha ocurrido un error. Inténtalo de nuevo.',
  aiInfoLoadFailed: 'No se pudo cargar la información de IA',
  aiInfoUserNotFound: 'No se encontró el usuario',
  aiInfoSaveFailed: 'No se pudo guardar la información de IA',
  aiInfoSaved: '¡Información guardada!',
} as const;
