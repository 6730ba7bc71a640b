import { AlertTriangleIcon, CloudUploadIcon, PartyPopperIcon, WifiOffIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { OUTBOX_TEXTS } from '@/lib/story-published/outbox-texts';
import { overdueLabel, todayCountLabel } from '../utils/format';
import { TODAY_TEXTS } from './today-texts';

/** The top of «Publicar hoy»: today's count and bar, the lateness warning, the offline note, the marks waiting. */
export function TodayStatus({
  todayPosted,
  todayTotal,
  overdueCount,
  isOffline,
  waitingCount,
}: {
  todayPosted: number;
  todayTotal: number;
  overdueCount: number;
  isOffline: boolean;
  waitingCount: number;
}) {
  return (
    <div className="grid gap-3">
      {todayTotal > 0 && (
        <div className="grid gap-1.5">
          <p className="font-medium text-sm">{todayCountLabel(todayPosted, todayTotal)}</p>
          <Progress value={(todayPosted / todayTotal) * 100} aria-label="Publicadas hoy" className="h-2" />
        </div>
      )}
      {overdueCount > 0 && (
        <Alert variant="destructive" role="status">
          <AlertTriangleIcon aria-hidden="true" />
          <AlertTitle>{overdueLabel(overdueCount)}</AlertTitle>
          <AlertDescription>{TODAY_TEXTS.overdueHint}</AlertDescription>
        </Alert>
      )}
      {isOffline && (
        <Alert variant="warning" role="status">
          <WifiOffIcon aria-hidden="true" />
          <AlertTitle>{TODAY_TEXTS.offline}</AlertTitle>
          <AlertDescription>{TODAY_TEXTS.offlineHint}</AlertDescription>
        </Alert>
      )}
      <p
        aria-live="polite"
        className={cn(
          'flex items-center gap-2 rounded-lg bg-info/10 px-3 py-2 font-medium text-info text-sm',
          waitingCount === 0 && 'sr-only',
        )}
      >
        {waitingCount > 0 && (
          <>
            <CloudUploadIcon className="size-4 shrink-0" aria-hidden="true" />
            {OUTBOX_TEXTS.waiting(waitingCount)}
          </>
        )}
      </p>
    </div>
  );
}

/** Nothing left to publish today: well done, and what tomorrow holds. */
export function AllDone({ tomorrowCount }: { tomorrowCount: number }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-success/30 bg-success/5 px-6 py-8 text-center">
      <PartyPopperIcon className="size-8 text-success" aria-hidden="true" />
      <h2 className="font-semibold text-lg">{TODAY_TEXTS.allDone}</h2>
      <p className="max-w-sm text-muted-foreground text-sm">{TODAY_TEXTS.allDoneHint(tomorrowCount)}</p>
    </div>
  );
}
