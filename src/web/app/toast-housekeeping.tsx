import { type Sonner, useLoadedSonner } from '@/lib/toast';
import { useToastHousekeeping } from './use-toast-housekeeping';

/** The toasts' housekeeping (use-toast-housekeeping.ts), from the moment sonner has loaded (src/web/lib/toast.ts). */
export function ToastHousekeeping({ pathname }: { pathname: string }) {
  const sonner = useLoadedSonner();
  return sonner ? <LoadedHousekeeping pathname={pathname} sonner={sonner} /> : null;
}

function LoadedHousekeeping({ pathname, sonner }: { pathname: string; sonner: Sonner }) {
  useToastHousekeeping(pathname, sonner);
  return null;
}
