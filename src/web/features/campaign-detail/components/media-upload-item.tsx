import { formatBytes } from '@shared/media/format-bytes';
import { Button } from '@/components/ui/button';
import type { MediaUpload } from '../stores/media-uploads';
import { ProgressBar } from './progress-bar';

/** One file on its way: its name, a progress bar with the percentage and bytes in words, and 'Cancelar'. */
export function MediaUploadItem({
  upload,
  onCancel,
}: {
  upload: MediaUpload;
  onCancel: (key: string) => void;
}) {
  const percent =
    upload.bytesTotal > 0 ? Math.min(100, Math.floor((upload.bytesSent / upload.bytesTotal) * 100)) : 0;
  const name = upload.replaces ? `${upload.fileName} (sustituye a ${upload.replaces.name})` : upload.fileName;
  const status = upload.status === 'queued' ? 'En espera…' : `Subiendo… ${percent} %`;

  return (
    <li
      className="grid grid-cols-[minmax(0,1fr)] gap-1.5 rounded-lg border border-dashed bg-muted/30 p-2.5"
      data-upload={upload.key}
    >
      <div className="flex min-w-0 items-center gap-2">
        <p className="min-w-0 flex-1 truncate font-medium text-sm" title={name}>
          {name}
        </p>
        <Button
          variant="ghost"
          size="sm"
          className="-my-1 shrink-0"
          aria-label={`Cancelar la subida de ${upload.fileName}`}
          onClick={() => onCancel(upload.key)}
        >
          Cancelar
        </Button>
      </div>
      <ProgressBar
        value={upload.status === 'queued' ? null : percent}
        aria-label={`Subida de ${upload.fileName}`}
        getValueLabel={(value) => `${value} %`}
      />
      <p className="text-muted-foreground text-xs tabular-nums">
        {status}
        {upload.status === 'uploading' && (
          <>
            {' · '}
            {formatBytes(upload.bytesSent)} de {formatBytes(upload.bytesTotal)}
          </>
        )}
      </p>
    </li>
  );
}
