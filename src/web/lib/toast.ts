import type { ExternalToast, ToastT } from 'sonner';
import { lazyModule } from './lazy-module';

/**
 * The app's toasts, with sonner loaded after the first view (issue 30: 10 KB of JavaScript gzip that no page needs
 * to be drawn, since a toast only ever answers something the user did). `toast` takes sonner's calls at once and
 * returns the toast's id at once; until sonner has arrived (the first toast asks for it: see `Toaster`) the calls
 * wait, in order, and then run as sonner's own. The toaster and the housekeeping mount
 * once it is here (`useLoadedSonner`).
 */
export type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']['success']>[0];
type ToastId = string | number;

const sonnerModule = lazyModule<Sonner>(() => import('sonner'));
let lastId = 0;

/** Loads sonner once (again after a failed attempt, say offline before the app was cached). */
export const loadToasts = sonnerModule.load;

function withSonner(call: (module: Sonner) => void): void {
  const sonner = sonnerModule.current();
  if (sonner) {
    call(sonner);
    return;
  }
  loadToasts().then(call, (error: unknown) =>
    console.error('No se pudieron cargar las notificaciones', error),
  );
}

/** An id given now, so that the caller can dismiss or replace a toast that sonner has not shown yet. */
function shown(show: (module: Sonner, id: ToastId) => void, data?: ExternalToast): ToastId {
  lastId += 1;
  const id = data?.id ?? `toast-${lastId}`;
  withSonner((module) => show(module, id));
  return id;
}

type Kind = 'success' | 'error' | 'info' | 'warning';
const kind =
  (name: Kind) =>
  (message: Message, data?: ExternalToast): ToastId =>
    shown((module, id) => module.toast[name](message, { ...data, id }), data);

/** sonner's `toast`, as far as the app uses it. */
export const toast = Object.assign(
  (message: Message, data?: ExternalToast): ToastId =>
    shown((module, id) => module.toast(message, { ...data, id }), data),
  {
    success: kind('success'),
    error: kind('error'),
    info: kind('info'),
    warning: kind('warning'),
    /** One toast, or all of them; also those still waiting for sonner. */
    dismiss(id?: ToastId): void {
      // Nothing was ever shown: no need to load sonner to dismiss it.
      if (!sonnerModule.isRequested()) return;
      withSonner((module) => module.toast.dismiss(id));
    },
    /** The toasts showing (none before sonner has arrived). */
    getToasts(): (ToastT | { id: ToastId; dismiss: boolean })[] {
      return sonnerModule.current()?.toast.getToasts() ?? [];
    },
  },
);

/** sonner once it has loaded, else null; a component that uses it renders again when it arrives. */
export const useLoadedSonner = sonnerModule.useModule;
