import { FileArchiveIcon, FileJsonIcon, FileSpreadsheetIcon, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { type CampaignExportFormat, campaignExportHref } from '../api/campaign-export-files';

export type ExportCampaignDialogProps = {
  campaign: { id: string; title: string };
  open: boolean;
  onOpenChange(open: boolean): void;
};

const FILES: readonly {
  format: CampaignExportFormat;
  label: string;
  help: string;
  icon: LucideIcon;
}[] = [
  {
    format: 'json',
    label: 'Archivo JSON (se puede volver a importar)',
    help: 'Los días, las historias y la automatización del chat, en el formato de importación: para otro cliente o como copia.',
    icon: FileJsonIcon,
  },
  {
    format: 'zip',
    label: 'Archivo .zip con las imágenes y vídeos',
    help: 'El mismo archivo JSON con los archivos de cada historia; la importación de .zip lo lee tal cual.',
    icon: FileArchiveIcon,
  },
  {
    format: 'csv',
    label: 'CSV de las historias (hoja de cálculo)',
    help: 'Una fila por historia con su día, hora, textos, estado y enlace, para Excel o Google Sheets.',
    icon: FileSpreadsheetIcon,
  },
];

/**
 * «Exportar campaña»: the campaign's files as plain download links (same origin, the session cookie goes along; no
 * script reads them). Small on purpose: no form, no validation.
 */
export function ExportCampaignDialog({ campaign, open, onOpenChange }: ExportCampaignDialogProps) {
  const id = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Exportar campaña</DialogTitle>
          <DialogDescription className="wrap-anywhere">
            Campaña <strong className="text-foreground">{campaign.title}</strong>. Elige el archivo.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3">
          {FILES.map(({ format, label, help, icon: Icon }) => {
            const helpId = `${id}-${format}`;
            return (
              <li key={format} className="grid gap-1 rounded-lg border p-3">
                <a
                  href={campaignExportHref(campaign.id, format)}
                  download
                  aria-describedby={helpId}
                  className="flex items-center gap-2 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Icon className="size-5 shrink-0" aria-hidden="true" />
                  {label}
                </a>
                <p id={helpId} className="text-muted-foreground text-sm">
                  {help}
                </p>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
