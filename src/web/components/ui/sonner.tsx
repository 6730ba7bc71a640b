import type * as React from 'react';
import type { ToasterProps } from 'sonner';
import { useLoadedSonner } from '@/lib/toast';

/**
 * The app's toaster: rich colours, close button, Spanish label for the notifications region. The rich colours'
 * texts are the theme's own, darker than sonner's, which read below 4.5:1 on their pale backgrounds (WCAG AA).
 * On a phone the toasts start below the app's 4rem header (TOASTER_MOBILE_TOP), so none ('¡Bienvenido!' after
 * signing in) covers its menu button.
 *
 * sonner itself is fetched by the first toast (src/web/lib/toast.ts), not with the page: fetched when the page
 * settled, its evaluation fell inside the campaign screen's first seconds on a phone and added ~50 ms of blocking
 * time in Lighthouse. The toaster renders from its arrival on (the app's files are precached for offline use).
 */
/** The app shell's header is h-16 (64 px) on phones: toasts start 8 px under it. */
export const TOASTER_MOBILE_TOP = 72;

/** How long a toast stays (ms) unless it sets its own duration. */
export const TOAST_DURATION_MS = 5000;

export function Toaster({ duration = TOAST_DURATION_MS, ...props }: ToasterProps) {
  const sonner = useLoadedSonner();
  if (!sonner) return null;
  const Sonner = sonner.Toaster;
  return (
    <Sonner
      richColors
      closeButton
      position="top-center"
      mobileOffset={{ top: TOASTER_MOBILE_TOP, left: 16, right: 16 }}
      containerAriaLabel="Notificaciones"
      toastOptions={{ duration, closeButtonAriaLabel: 'Cerrar notificación' }}
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--success-text': 'var(--success)',
          '--error-text': 'oklch(0.48 0.2 27)',
          '--info-text': 'oklch(0.47 0.16 255)',
          '--warning-text': 'oklch(0.45 0.12 65)',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}
