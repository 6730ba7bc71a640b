import type { CampaignImportSummary } from '@shared/campaign-import/types';
import { formatDateEs } from '@shared/dates';
import { CalendarDaysIcon, CheckCircle2Icon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Archivo JSON Válido': client, title, day / story / start-date badges and the grid of days. */
export function ImportPreview({
  summary,
  clientLabel,
}: {
  summary: CampaignImportSummary;
  clientLabel: string;
}) {
  return (
    <section
      aria-labelledby="import-preview-title"
      className="grid gap-4 rounded-xl border border-success/40 bg-success/5 p-4"
    >
      <div className="flex items-start gap-3">
        <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        <div className="grid gap-0.5">
          <h3 id="import-preview-title" className="font-semibold">
            Archivo JSON Válido
          </h3>
          <p className="text-muted-foreground text-sm">Listo para importar</p>
        </div>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Cliente</dt>
          <dd className="font-medium">{clientLabel}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Campaña</dt>
          <dd className="wrap-anywhere font-medium">{summary.title}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Badge variant="secondary">{count(summary.totalDays, 'día', 'días')}</Badge>
        <Badge variant="secondary">{count(summary.totalStories, 'historia', 'historias')}</Badge>
        <Badge variant="outline">
          <CalendarDaysIcon aria-hidden="true" />
          Inicio: {formatDateEs(summary.startDate)}
        </Badge>
      </div>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label="Días de la campaña">
        {summary.days.map((day, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the days of one file, never reordered; the position is the day.
          <li key={index} className="grid gap-1 rounded-lg border bg-card p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">Día {index + 1}</span>
              <span className="text-muted-foreground text-xs">{formatDateEs(day.date)}</span>
            </div>
            <p className="line-clamp-2 wrap-anywhere">{day.theme}</p>
            <p className="text-muted-foreground text-xs">{count(day.storyCount, 'historia', 'historias')}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
