import type { CalendarFeed } from '@shared/api/client-area/calendar';
import { formatDateEs } from '@shared/dates';
import {
  CalendarDaysIcon,
  CalendarPlusIcon,
  CheckIcon,
  CopyIcon,
  Loader2Icon,
  RefreshCwIcon,
  Trash2Icon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRenewCalendarFeed } from '../api/renew-calendar-feed';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';
import { ProfileSection } from './profile-section';

export const CALENDAR_CARD_TEXTS = {
  title: 'Calendario',
  description:
    'Sigue tus historias en Google Calendar, el Calendario de Apple u Outlook con un enlace privado que se actualiza solo.',
  noAlerts:
    'Las apps de calendario no avisan de los eventos de un calendario suscrito: los avisos te llegan con los recordatorios del panel.',
  empty:
    'Aún no tienes enlace. Créalo y añádelo a tu app de calendario: verás cada historia a su hora prevista.',
  keepPrivate: 'Quien tenga este enlace puede ver tus historias: no lo compartas.',
  create: 'Crear enlace del calendario',
  creating: 'Creando...',
  urlLabel: 'Enlace privado del calendario',
  copy: 'Copiar',
  copied: 'Enlace copiado',
  copyFailed: 'No se pudo copiar el enlace',
  copyFailedHint: 'Selecciónalo y cópialo a mano.',
  subscribe: 'Añadir a mi calendario',
  renew: 'Renovar enlace',
  revoke: 'Revocar enlace',
  cancel: 'Cancelar',
  renewTitle: '¿Renovar el enlace del calendario?',
  renewDescription:
    'Se creará un enlace nuevo y el actual dejará de funcionar en el acto: tendrás que añadir el nuevo a tu app de calendario.',
  renewConfirm: 'Renovar enlace',
  renewing: 'Renovando...',
  renewed: 'Enlace renovado',
  renewedHint: 'El enlace anterior ya no funciona.',
  revokeTitle: '¿Revocar el enlace del calendario?',
  revokeDescription:
    'El enlace actual dejará de funcionar en el acto y tu app de calendario dejará de mostrar las historias. Podrás crear otro cuando quieras.',
  revokeConfirm: 'Revocar enlace',
  revoking: 'Revocando...',
  created: 'Enlace del calendario creado',
  revoked: 'Enlace revocado',
  loadFailed: 'No se pudo cargar el enlace del calendario',
  retry: 'Reintentar',
  saveFailed: 'No se pudo cambiar el enlace del calendario',
  errorTitle: 'Error',
} as const;
const TEXTS = CALENDAR_CARD_TEXTS;

type Confirming = 'renew' | 'revoke' | null;

function failureMessage(error: unknown): string {
  console.error(error);
  return errorMessage(error, TEXTS.saveFailed);
}

/**
 * The 'Calendario' block of 'Mi Perfil': the client's private iCalendar link (every story at its due time), to
 * create, copy, open in the device's calendar app (webcal://), renew or revoke. Renewing and revoking ask first,
 * because the old link stops working at once.
 */
export function CalendarFeedCard() {
  const query = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const isBusy = renew.isPending || revoke.isPending;

  function create() {
    renew.mutate(undefined, {
      onSuccess: () => toast.success(TEXTS.created),
      onError: (error) => toast.error(TEXTS.errorTitle, { description: failureMessage(error) }),
    });
  }

  function confirm() {
    const close = () => setConfirming(null);
    const onError = (error: unknown) => {
      close();
      toast.error(TEXTS.errorTitle, { description: failureMessage(error) });
    };
    if (confirming === 'renew') {
      renew.mutate(undefined, {
        onSuccess: () => {
          close();
          toast.success(TEXTS.renewed, { description: TEXTS.renewedHint });
        },
        onError,
      });
    } else if (confirming === 'revoke') {
      revoke.mutate(undefined, {
        onSuccess: () => {
          close();
          toast.success(TEXTS.revoked);
        },
        onError,
      });
    }
  }

  return (
    <ProfileSection icon={CalendarDaysIcon} title={TEXTS.title} description={TEXTS.description}>
      <div className="grid gap-4" aria-busy={query.isPending}>
        {query.isPending ? (
          <div className="grid gap-3">
            <span className="sr-only" role="status">
              Cargando calendario...
            </span>
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : query.isError ? (
          <Alert variant="destructive">
            <AlertTitle>{TEXTS.loadFailed}</AlertTitle>
            <AlertDescription>
              <Button
                variant="outline"
                size="sm"
                onClick={() => void query.refetch()}
                disabled={query.isFetching}
              >
                {query.isFetching ? (
                  <Loader2Icon className="animate-spin" aria-hidden="true" />
                ) : (
                  <RefreshCwIcon aria-hidden="true" />
                )}
                {TEXTS.retry}
              </Button>
            </AlertDescription>
          </Alert>
        ) : query.data ? (
          <FeedLink
            feed={query.data}
            isBusy={isBusy}
            onRenew={() => setConfirming('renew')}
            onRevoke={() => setConfirming('revoke')}
          />
        ) : (
          <div className="grid gap-3">
            <p className="text-sm">{TEXTS.empty}</p>
            <div>
              <Button
                onClick={create}
                disabled={isBusy}
                aria-busy={renew.isPending}
                className="w-full sm:w-auto"
              >
                {renew.isPending ? (
                  <Loader2Icon className="animate-spin" aria-hidden="true" />
                ) : (
                  <CalendarPlusIcon aria-hidden="true" />
                )}
                {renew.isPending ? TEXTS.creating : TEXTS.create}
              </Button>
            </div>
          </div>
        )}
        <p className="text-muted-foreground text-sm">{TEXTS.noAlerts}</p>
      </div>
      <ConfirmDialog
        confirming={confirming}
        isPending={isBusy}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </ProfileSection>
  );
}

/** The link: a read-only field with 'Copiar', 'Añadir a mi calendario', and the renew and revoke buttons. */
function FeedLink({
  feed,
  isBusy,
  onRenew,
  onRevoke,
}: {
  feed: CalendarFeed;
  isBusy: boolean;
  onRenew: () => void;
  onRevoke: () => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const { copy, isCopied } = useCopyLink();
  const createdOn = feed.createdAt ? formatDateEs(feed.createdAt) : '';

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{TEXTS.urlLabel}</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={feed.url}
            readOnly
            spellCheck={false}
            aria-describedby={hintId}
            onFocus={(event) => event.currentTarget.select()}
            className="flex-1 font-mono text-xs md:text-xs"
          />
          <Button variant="outline" onClick={() => void copy(feed.url)} className="shrink-0">
            {isCopied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
            {TEXTS.copy}
          </Button>
        </div>
        <p id={hintId} className="text-muted-foreground text-xs">
          {TEXTS.keepPrivate}
          {createdOn && ` Creado el ${createdOn}.`}
        </p>
        {/* The toast says it too; this says it where the focus is, for screen readers. */}
        <p className="sr-only" role="status" aria-live="polite">
          {isCopied ? TEXTS.copied : ''}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button asChild className="w-full sm:w-auto">
          <a href={feed.webcalUrl}>
            <CalendarPlusIcon aria-hidden="true" />
            {TEXTS.subscribe}
          </a>
        </Button>
        <Button variant="outline" onClick={onRenew} disabled={isBusy} className="w-full sm:w-auto">
          <RefreshCwIcon aria-hidden="true" />
          {TEXTS.renew}
        </Button>
        <Button
          variant="outline"
          onClick={onRevoke}
          disabled={isBusy}
          className="w-full text-destructive hover:text-destructive sm:w-auto"
        >
          <Trash2Icon aria-hidden="true" />
          {TEXTS.revoke}
        </Button>
      </div>
    </div>
  );
}

function ConfirmDialog({
  confirming,
  isPending,
  onCancel,
  onConfirm,
}: {
  confirming: Confirming;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  // Kept while the dialog closes, so its text does not change under the closing animation.
  const last = useRef<Exclude<Confirming, null>>('renew');
  if (confirming) last.current = confirming;
  const isRenew = last.current === 'renew';
  return (
    <Dialog open={confirming !== null} onOpenChange={(open) => !open && !isPending && onCancel()}>
      <DialogContent showCloseButton={!isPending}>
        <DialogHeader>
          <DialogTitle>{isRenew ? TEXTS.renewTitle : TEXTS.revokeTitle}</DialogTitle>
          <DialogDescription>{isRenew ? TEXTS.renewDescription : TEXTS.revokeDescription}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={isPending} onClick={onCancel}>
            {TEXTS.cancel}
          </Button>
          <Button variant={isRenew ? 'default' : 'destructive'} disabled={isPending} onClick={onConfirm}>
            {isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {isPending
              ? isRenew
                ? TEXTS.renewing
                : TEXTS.revoking
              : isRenew
                ? TEXTS.renewConfirm
                : TEXTS.revokeConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const COPIED_MS = 2_000;

/** Copies the link with a toast; `isCopied` stays true for 2 s (the check mark and the status message). */
function useCopyLink() {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  async function copy(text: string) {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Clipboard write failed', error);
      toast.error(TEXTS.copyFailed, { description: TEXTS.copyFailedHint });
      return;
    }
    toast.success(TEXTS.copied);
    setIsCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsCopied(false), COPIED_MS);
  }
  return { copy, isCopied };
}
