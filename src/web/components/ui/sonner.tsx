import type * as React from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** The app's toaster: rich colours, close button, Spanish label for the notifications region. */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      richColors
      closeButton
      position="top-center"
      containerAriaLabel="Notificaciones"
      toastOptions={{ duration: 5000, closeButtonAriaLabel: 'Cerrar notificación' }}
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}
