import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

/** A refused team change, in a toast: what failed, and why by the one error rule. */
export function teamErrorToast(title: string, error: unknown) {
  toast.error(title, { description: errorMessage(error, 'Inténtalo de nuevo.') });
}
