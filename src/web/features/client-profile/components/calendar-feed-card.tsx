import { CalendarDaysIcon, CalendarPlusIcon, Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/layout/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRenewCalendarFeed } from '../api/renew-calendar-feed';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';
import {
  type CalendarConfirming,
  calendarFailureMessage,
  CALENDAR_TEXTS as TEXTS,
} from '../utils/calendar-texts';
import { CalendarConfirmDialog } from './calendar-confirm-dialog';
import { CalendarFeedLink } from './calendar-feed-link';
import { ProfileSection } from './profile-section';

/**
 * The 'Calendario' block of 'Mi Perfil': the client's private iCalendar link (every story at its due time), to
 * create, copy, open in the device's calendar app (webcal://), renew or revoke. Renewing and revoking ask first,
 * because the old link stops working at once.
 */
export function CalendarFeedCard() {
  const query = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirming, setConfirming] = useState<CalendarConfirming>(null);
  const isBusy = renew.isPending || revoke.isPending;

  function create() {
    renew.mutate(undefined, {
      onSuccess: () => toast.success(TEXTS.created),
      onError: (error) => toast.error(TEXTS.errorTitle, { description: calendarFailureMessage(error) }),
    });
  }

  function confirm() {
    const close = () => setConfirming(null);
    const onError = (error: unknown) => {
      close();
      toast.error(TEXTS.errorTitle, { description: calendarFailureMessage(error) });
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
          <LoadError
            title={TEXTS.loadFailed}
            description={null}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : query.data ? (
          <CalendarFeedLink
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
      <CalendarConfirmDialog
        confirming={confirming}
        isPending={isBusy}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </ProfileSection>
  );
}
