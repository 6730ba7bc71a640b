import { formatDateTimeEs } from '@shared/dates';
import { MAIL_TRANSPORT_LABELS, type OutboxMessage } from '@shared/mail/outbox';
import { MailIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
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
import { useSentMail } from '../api/get-sent-mail';

const LIMIT = 20;

/**
 * 'Correos enviados': the latest e-mails of the outbox (date, recipient, subject, transport) and the text of
 * each. Without SMTP configured the e-mails are only stored, so this is where the agency reads the credentials.
 */
export function SentMailCard() {
  const query = useSentMail(LIMIT);
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const messages = query.data?.messages ?? [];

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
            Los últimos {LIMIT} correos del panel (credenciales, campañas creadas). Si el servidor no tiene
            SMTP configurado, los correos no salen: se guardan aquí («Registro local») y en el registro del
            servidor.
          </CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => query.refetch()} disabled={query.isFetching}>
          <RefreshCwIcon className={query.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          Actualizar
        </Button>
      </CardHeader>
      <CardContent aria-busy={query.isFetching}>
        {query.isError ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>No se pudieron cargar los correos enviados.</AlertDescription>
          </Alert>
        ) : query.isPending ? (
          <p className="py-6 text-center text-muted-foreground" role="status">
            Cargando correos...
          </p>
        ) : messages.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">Todavía no se ha enviado ningún correo.</p>
        ) : (
          <ul className="divide-y" aria-label="Correos enviados">
            {messages.map((message) => (
              <li
                key={message.id}
                className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0 space-y-0.5">
                  <p className="line-clamp-2 break-words font-medium text-sm">{message.subject}</p>
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
                  </p>
                </div>
                <Button variant="outline" size="sm" className="shrink-0" onClick={() => setOpen(message)}>
                  Ver mensaje<span className="sr-only">: {message.subject}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <Dialog open={open !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle className="pr-6">{open?.subject}</DialogTitle>
            <DialogDescription>
              Para {open?.to}
              {open ? ` · ${formatDateTimeEs(open.sentAt ?? open.createdAt)}` : ''}
            </DialogDescription>
          </DialogHeader>
          <pre className="max-h-[60dvh] overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-4 font-sans text-sm">
            {open?.text}
          </pre>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(null)}>
              Cerrar
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
