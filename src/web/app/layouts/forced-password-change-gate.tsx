import { lazy, Suspense, useState } from 'react';
import { useAuth } from '@/lib/session/use-auth';

// The dialog brings the password form (react-hook-form, zod): only a user with a temporary password needs it.
const ForcedPasswordChangeDialog = lazy(async () => ({
  default: (await import('@/features/auth/components/forced-password-change-dialog'))
    .ForcedPasswordChangeDialog,
}));

/**
 * Mounts the forced password change dialog (lazily loaded) once the session says the password must be changed,
 * and keeps it mounted from then on: after the change the dialog itself shows the redirect and signs out, even
 * though the flag is cleared meanwhile.
 */
export function ForcedPasswordChangeGate() {
  const { mustChangePassword } = useAuth();
  const [isNeeded, setIsNeeded] = useState(false);
  if (mustChangePassword && !isNeeded) setIsNeeded(true);
  if (!isNeeded && !mustChangePassword) return null;
  return (
    <Suspense fallback={null}>
      <ForcedPasswordChangeDialog />
    </Suspense>
  );
}
