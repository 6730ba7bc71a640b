import { EyeIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

type Props = {
  /** What the row is about, read by screen readers after each action ('Ver Café Aurora'). */
  label: string;
  /** 'Ver' goes to a screen (href) or opens something on this one (onClick). */
  view: { href: string } | { onClick(): void };
  editHref: string;
  onDelete(): void;
};

/** Ver / Editar / Eliminar of a list row. */
export function RowActions({ label, view, editHref, onDelete }: Props) {
  const viewContent = (
    <>
      <EyeIcon aria-hidden="true" />
      Ver<span className="sr-only"> {label}</span>
    </>
  );
  return (
    <div className="flex shrink-0 flex-wrap gap-2">
      {'href' in view ? (
        <Button asChild variant="outline" size="sm">
          <Link to={view.href}>{viewContent}</Link>
        </Button>
      ) : (
        <Button variant="outline" size="sm" onClick={view.onClick}>
          {viewContent}
        </Button>
      )}
      <Button asChild variant="outline" size="sm">
        <Link to={editHref}>
          <PencilIcon aria-hidden="true" />
          Editar<span className="sr-only"> {label}</span>
        </Link>
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={onDelete}
      >
        <Trash2Icon aria-hidden="true" />
        Eliminar<span className="sr-only"> {label}</span>
      </Button>
    </div>
  );
}
