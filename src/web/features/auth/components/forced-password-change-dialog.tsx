import { FORCED_PASSWORD_REDIRECT_MS } from '@shared/constants';
import { KeyRoundIcon, Loader2Icon, LogOutIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useAuth } from '@/lib/session/use-auth';
import { useSignOut } from '../hooks/use-sign-out';
import { ForcedPasswordChangeForm } from './forced-password-change-form';

/**
 * The forced change of a temporary password (spec sections 2 and 4): a modal that cannot be dismissed,
 * shown when /api/me says so or when any call answered PASSWORD_CHANGE_REQUIRED. After success the user is
 * signed out and sent to /login after 2 s, to sign in again with the new password, and from there back to the page
 * it was on (a reminder's story, for instance).
 */
export function ForcedPasswordChangeDialog() {
  const { mustChangePassword, profile, user } = useAuth();
  const { signOut, isSigningOut } = useSignOut();
  const [isDone, setIsDone] = useState(false);
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(() => void signOut({ returnTo }), FORCED_PASSWORD_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [isDone, signOut, returnTo]);

  const isOpen = mustChangePassword || isDone;
  if (!isOpen) return null;

  return (
    <Dialog open onOpenChange={() => undefined}>
      <DialogContent
        showCloseButton={false}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        className="sm:max-w-md"
      >
        <DialogHeader className="items-center text-center sm:items-start sm:text-left">
          <div className="flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <KeyRoundIcon className="size-5" aria-hidden="true" />
          </div>
          <DialogTitle>Cambia tu contraseña</DialogTitle>
          <DialogDescription>
            Estás usando una contraseña temporal. Por seguridad, crea una contraseña nueva para continuar.
          </DialogDescription>
        </DialogHeader>
        {isDone ? (
          <p
            role="status"
            className="flex items-center justify-center gap-2 py-4 text-muted-foreground text-sm"
          >
            <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
            Redirigiendo al inicio de sesión...
          </p>
        ) : (
          <ForcedPasswordChangeForm onSuccess={() => setIsDone(true)} email={profile?.email ?? user?.email} />
        )}
        {!isDone && (
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-center text-muted-foreground"
            onClick={() => void signOut()}
            disabled={isSigningOut}
          >
            <LogOutIcon aria-hidden="true" />
            {isSigningOut ? 'Desconectando...' : 'Salir sin cambiarla'}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
