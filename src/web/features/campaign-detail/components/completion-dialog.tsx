import { PartyPopperIcon, RocketIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

export type Completion = { kind: 'day'; dayOrder: number } | { kind: 'launch'; dayOrder: number };

/**
 * 'Día Completado' when a story became posted and its whole day is posted ('Continuar'), or 'Lanzamiento
 * Finalizado' instead when that day is the campaign's last one ('Entendido').
 */
export function CompletionDialog({
  completion,
  onClose,
}: {
  completion: Completion | null;
  onClose: () => void;
}) {
  const isLaunch = completion?.kind === 'launch';
  const Icon = isLaunch ? RocketIcon : PartyPopperIcon;
  return (
    <Dialog open={completion !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent showCloseButton={false} className="max-w-sm text-center">
        <div
          aria-hidden="true"
          className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-gradient text-white shadow-lg"
        >
          <Icon className="size-8" />
        </div>
        <DialogHeader className="text-center">
          <DialogTitle className="text-center text-xl">
            {isLaunch ? 'Lanzamiento Finalizado' : 'Día Completado'}
          </DialogTitle>
          <DialogDescription className="text-center">
            {isLaunch
              ? `¡Enhorabuena! Has publicado todas las historias del último día (Día ${completion?.dayOrder}). Tu lanzamiento ha terminado.`
              : `¡Felicidades! Has publicado todas las historias del Día ${completion?.dayOrder}. ¡Sigue así!`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          <DialogClose asChild>
            <Button className="w-full sm:w-auto sm:min-w-32">{isLaunch ? 'Entendido' : 'Continuar'}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
