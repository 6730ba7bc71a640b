/**
 * Whether this browser can receive the panel's Web Push reminders, and if not, why, in Spanish. Chrome, Edge,
 * Firefox and Safari on the desktop and Android have the three APIs it needs (a service worker, PushManager and
 * Notification); on iPhone and iPad they exist only in the app installed to the home screen (iOS 16.4+).
 */

export const PUSH_SUPPORT_TEXTS = {
  devServer:
    'Los avisos no están disponibles en el modo de desarrollo (npm run dev): no hay service worker. Pruébalos con npm start.',
  insecure: 'Los avisos necesitan una conexión segura (https).',
  iosNotInstalled:
    'En iPhone y iPad los avisos funcionan con el panel instalado: en Safari, toca Compartir › «Añadir a pantalla de inicio» y abre el panel desde su icono.',
  browser:
    'Este navegador no admite avisos. Usa una versión reciente de Chrome, Edge, Firefox o Safari, o el panel instalado en tu móvil.',
} as const;

export type PushUnsupportedReason = keyof typeof PUSH_SUPPORT_TEXTS;

export type PushSupport =
  | { isSupported: true }
  | { isSupported: false; reason: PushUnsupportedReason; message: string };

/** What the check reads from the page (the real globals by default; tests pass their own). */
export interface PushEnvironment {
  /** `vite` dev server: no service worker is registered there (vite-plugin-pwa's dev mode is off). */
  isDevServer: boolean;
  isSecureContext: boolean;
  navigator: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> & {
    serviceWorker?: unknown;
    platform?: string;
    /** Safari's own flag: true in an app opened from the home screen. */
    standalone?: boolean;
  };
  hasPushManager: boolean;
  hasNotification: boolean;
  /** The installed app's display mode (manifest display: standalone). */
  isDisplayStandalone: boolean;
}

function browserEnvironment(): PushEnvironment {
  return {
    isDevServer: import.meta.env.MODE === 'development',
    isSecureContext: globalThis.isSecureContext ?? false,
    navigator: globalThis.navigator,
    hasPushManager: 'PushManager' in globalThis,
    hasNotification: 'Notification' in globalThis,
    isDisplayStandalone: globalThis.matchMedia?.('(display-mode: standalone)').matches ?? false,
  };
}

/** iPhone, iPad (which says it is a Mac with a touch screen) or iPod. */
export function isAppleMobile(nav: PushEnvironment['navigator']): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
}

export function pushSupport(env: PushEnvironment = browserEnvironment()): PushSupport {
  const unsupported = (reason: PushUnsupportedReason): PushSupport => ({
    isSupported: false,
    reason,
    message: PUSH_SUPPORT_TEXTS[reason],
  });
  if (env.isDevServer) return unsupported('devServer');
  if (!env.isSecureContext) return unsupported('insecure');
  const isInstalled = env.navigator.standalone === true || env.isDisplayStandalone;
  if (isAppleMobile(env.navigator) && !isInstalled) return unsupported('iosNotInstalled');
  if (!('serviceWorker' in env.navigator) || !env.hasPushManager || !env.hasNotification) {
    return unsupported('browser');
  }
  return { isSupported: true };
}

/** The notifications permission of this site: 'default' (not asked yet), 'granted' or 'denied'. */
export function notificationPermission(): NotificationPermission {
  return 'Notification' in globalThis ? Notification.permission : 'default';
}
