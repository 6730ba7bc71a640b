import { Loader2Icon, LogOutIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';

/** 'Desconectar' ('Desconectando...' while working). Signing out always ends on /login. */
export function SignOutButton() {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <Button variant="outline" className="w-full" onClick={() => void signOut()} disabled={isSigningOut}>
      {isSigningOut ? (
        <Loader2Icon className="animate-spin" aria-hidden="true" />
      ) : (
        <LogOutIcon aria-hidden="true" />
      )}
      {isSigningOut ? 'Desconectando...' : 'Desconectar'}
    </Button>
  );
}
