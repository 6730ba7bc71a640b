import type * as React from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';

/**
 * The sidebar as a slide-in drawer under 768 px, on Radix Dialog (focus trap; Escape and the overlay close it).
 * Its own chunk: the shell loads it when the hamburger is pointed at, focused or pressed, so no first view pays for
 * Radix Dialog. The hamburger is not a Radix Trigger (it renders before this loads), so the focus is handed back to
 * it here when the drawer closes.
 */
export function MobileDrawer({
  open,
  onOpenChange,
  returnFocusTo,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: React.RefObject<HTMLElement | null>;
  children: React.ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        closeLabel="Cerrar menú"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle className="sr-only">Menú de navegación</SheetTitle>
        <SheetDescription className="sr-only">Secciones del panel y datos de tu cuenta</SheetDescription>
        {children}
      </SheetContent>
    </Sheet>
  );
}
