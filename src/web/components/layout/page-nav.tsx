import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * 'Página N de M' with Anterior / Siguiente, for a list paged on the server whose page the screen keeps (in the URL).
 * `summary` goes before the page number (e.g. '45 correos').
 */
export function PageNav({
  label,
  page,
  pageCount,
  onPageChange,
  summary,
  className,
}: {
  /** The navigation landmark's name, e.g. 'Paginación de correos'. */
  label: string;
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
  summary?: React.ReactNode;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-between gap-2', className)}>
      <p className="text-muted-foreground text-sm" role="status">
        {summary ? <>{summary} · </> : null}Página {page} de {pageCount}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeftIcon aria-hidden="true" />
          Anterior
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          Siguiente
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
