import type { CampaignImportSummary } from '@shared/campaign-import/types';
import { CAMPAIGN_ZIP_TEXTS } from '@shared/campaign-import/zip-texts';
import { formatDateEs } from '@shared/dates';
import { CalendarDaysIcon, CheckCircle2Icon, ImagesIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { ZipMediaSummary } from '../utils/zip-media-summary';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The stories' files of a .zip, and the archive's files no story names. */
export interface ZipPreview {
  media: ZipMediaSummary;
  ignoredFiles: string[];
}

/**
 * 'Archivo JSON Válido' (or '.zip' for a .zip): client, title, day / story / start-date badges and the grid of
 * days; for a .zip also the files: a count per day, and the files of each story that names some.
 */
export function ImportPreview({
  summary,
  clientLabel,
  zip,
}: {
  summary: CampaignImportSummary;
  clientLabel: string;
  zip?: ZipPreview | undefined;
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
            {zip ? 'Archivo .zip Válido' : 'Archivo JSON Válido'}
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
        {zip && (
          <Badge variant="secondary">
            <ImagesIcon aria-hidden="true" />
            {count(zip.media.totalFiles, 'archivo', 'archivos')}
          </Badge>
        )}
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
            <p className="text-muted-foreground text-xs">
              {count(day.storyCount, 'historia', 'historias')}
              {zip && ` · ${count(zip.media.filesPerDay[index] ?? 0, 'archivo', 'archivos')}`}
            </p>
          </li>
        ))}
      </ul>
      {zip && zip.media.stories.length > 0 && (
        <div className="grid gap-2">
          <h4 id="import-preview-files" className="font-medium text-sm">
            Archivos por historia
          </h4>
          <ul aria-labelledby="import-preview-files" className="grid gap-1.5 text-sm">
            {zip.media.stories.map((story) => (
              <li key={story.key} className="grid gap-0.5 rounded-lg border bg-card px-3 py-2">
                <span className="font-medium">
                  {story.label}: {count(story.names.length, 'archivo', 'archivos')}
                </span>
                <span className="wrap-anywhere text-muted-foreground text-xs">{story.names.join(', ')}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {zip && zip.ignoredFiles.length > 0 && (
        <p className="wrap-anywhere text-muted-foreground text-sm">
          {CAMPAIGN_ZIP_TEXTS.ignoredFiles(zip.ignoredFiles.length)} (
          {zip.ignoredFiles.slice(0, 10).join(', ')}
          {zip.ignoredFiles.length > 10 ? ', …' : ''})
        </p>
      )}
    </section>
  );
}
