import { formatDateTimeEs } from '@shared/dates';
import type { OutboxMessage } from '@shared/mail/outbox';
import {
  MAIL_KIND_LABELS,
  MAIL_KINDS,
  MAIL_TRANSPORT_LABELS,
  type MailKind,
  OUTBOX_SECRET_HIDDEN_NOTE,
} from '@shared/mail/outbox-labels';
import { MailIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { SearchInput } from '@/components/forms/search-input';
import { PageNav } from '@/components/layout/page-nav';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useUrlListState } from '@/lib/use-url-list-state';
import { useSentMail } from '../api/get-sent-mail';

const ALL_KINDS = 'all';

function isMailKind(value: string | null): value is MailKind {
  return (MAIL_KINDS as readonly string[]).includes(value ?? '');
}

/**
 * 'Correos enviados': the outbox (date, recipient, subject, kind, transport), 20 a page, searched by recipient or
 * subject and filtered by kind on the server, with the text of each. The search, kind and page live in the URL.
 * Without SMTP configured the e-mails are only stored, so this is where the agency reads the credentials. The link
 * or password of an e-mail to another admin comes hidden from the server (only its addressee sees it), with a note.
 */
export function SentMailCard() {
  const list = useUrlListState<'tipo'>();
  const { q, page } = list;
  const kindParam = list.filter('tipo');
  const kind = isMailKind(kindParam) ? kindParam : null;
  const query = useSentMail({ q, kind, page });
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const messages = query.data?.messages ?? [];
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / (query.data?.pageSize ?? 20)));

  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle className="text-lg">
            <h2 className="flex items-center gap-2">
              <MailIcon className="size-5 text-primary" aria-hidden="true" />
              Correos enviados
            </h2>
          </CardTitle>
          <CardDescription>
            Todos los correos del panel (credenciales, campañas creadas, avisos de la IA), del más reciente al
            más antiguo. Si el servidor no tiene SMTP configurado, los correos no salen: se guardan aquí
            («Registro local») y en el registro del servidor.
          </CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => query.refetch()} disabled={query.isFetching}>
          <RefreshCwIcon className={query.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          Actualizar
        </Button>
      </CardHeader>
      <div className="flex flex-col gap-3 px-6 sm:flex-row">
        <SearchInput
          className="sm:max-w-sm sm:flex-1"
          label="Buscar correos"
          value={list.searchText}
          onValueChange={list.setSearch}
          placeholder="Buscar por destinatario o asunto..."
        />
        <Select
          value={kind ?? ALL_KINDS}
          onValueChange={(value) => list.setFilter('tipo', isMailKind(value) ? value : null)}
        >
          <SelectTrigger aria-label="Tipo de correo" className="sm:w-64">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_KINDS}>Todos los tipos</SelectItem>
            {MAIL_KINDS.map((value) => (
              <SelectItem key={value} value={value}>
                {MAIL_KIND_LABELS[value]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <CardContent aria-busy={query.isFetching} className="grid grid-cols-1 gap-4">
        {query.isError ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>No se pudieron cargar los correos enviados.</AlertDescription>
          </Alert>
        ) : query.isPending ? (
          <p className="py-6 text-center text-muted-foreground" role="status">
            Cargando correos...
          </p>
        ) : messages.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground" role="status">
            {q || kind
              ? 'Ningún correo coincide con la búsqueda.'
              : 'Todavía no se ha enviado ningún correo.'}
          </p>
        ) : (
          <ul className="divide-y" aria-label="Correos enviados">
            {messages.map((message) => (
              <li
                key={message.id}
                className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0 space-y-0.5">
                  <p className="line-clamp-2 wrap-anywhere font-medium text-sm">{message.subject}</p>
                  <p className="truncate text-muted-foreground text-sm">
                    <span className="sr-only">Para: </span>
                    {message.to}
                  </p>
                  <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
                    <time dateTime={message.sentAt ?? message.createdAt} className="tabular-nums">
                      {formatDateTimeEs(message.sentAt ?? message.createdAt)}
                    </time>
                    <Badge variant={message.transport === 'smtp' ? 'success' : 'secondary'}>
                      {MAIL_TRANSPORT_LABELS[message.transport]}
                    </Badge>
                    {message.kind && <Badge variant="outline">{MAIL_KIND_LABELS[message.kind]}</Badge>}
                  </p>
                </div>
                <Button variant="outline" size="sm" className="shrink-0" onClick={() => setOpen(message)}>
                  Ver mensaje<span className="sr-only">: {message.subject}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        {total > 0 && (
          <PageNav
            label="Paginación de correos"
            page={page}
            pageCount={pageCount}
            onPageChange={list.setPage}
            summary={total === 1 ? '1 correo' : `${total} correos`}
          />
        )}
      </CardContent>
      <SentMailDialog message={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

/** One e-mail's text, with the note when its link or password is hidden from this admin. */
function SentMailDialog({ message, onClose }: { message: OutboxMessage | null; onClose: () => void }) {
  return (
    <Dialog open={message !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle className="pr-6">{message?.subject}</DialogTitle>
          <DialogDescription>
            Para {message?.to}
            {message ? ` · ${formatDateTimeEs(message.sentAt ?? message.createdAt)}` : ''}
          </DialogDescription>
        </DialogHeader>
        {message?.isSecretHidden && (
          <Alert>
            <AlertDescription>{OUTBOX_SECRET_HIDDEN_NOTE}</AlertDescription>
          </Alert>
        )}
        <pre className="max-h-[60dvh] overflow-auto whitespace-pre-wrap wrap-anywhere rounded-md border bg-muted/40 p-4 font-sans text-sm">
          {message?.text}
        </pre>
        <DialogFooter>
          <Button variant="outline" onClick={() => onClose()}>
            Cerrar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
