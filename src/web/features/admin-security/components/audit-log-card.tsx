import type { AuditLogEntry } from '@shared/api/audit-log';
import {
  AUDIT_EVENT_GROUP_IDS,
  AUDIT_EVENT_GROUPS,
  AUDIT_EVENT_LABELS,
  type AuditEventGroup,
} from '@shared/api/audit-log-labels';
import { formatDateTimeEs } from '@shared/dates';
import { RefreshCwIcon, ShieldCheckIcon } from 'lucide-react';
import { SearchInput } from '@/components/forms/search-input';
import { PageNav } from '@/components/layout/page-nav';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useUrlListState } from '@/lib/use-url-list-state';
import { useAuditLog } from '../api/get-audit-log';

const ALL_GROUPS = 'all';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day from the URL (YYYY-MM-DD), or '' for anything else. */
function dayOf(value: string | null): string {
  return value && DAY.test(value) ? value : '';
}

function isGroup(value: string | null): value is AuditEventGroup {
  return (AUDIT_EVENT_GROUP_IDS as readonly string[]).includes(value ?? '');
}

const isWarning = (event: string) =>
  /(failure|locked|rate_limited|failed|inactive|deactivated|revoked|deleted|expired|refused|sso_required)/.test(
    event,
  );

/** What an entry is about, in one line: the member or client the details name, and a few counts. */
function detailLine(entry: AuditLogEntry): string | null {
  const details = entry.details ?? {};
  const parts: string[] = [];
  for (const key of ['targetEmail', 'clientEmail', 'brandName', 'title', 'reason', 'by'] as const) {
    const value = details[key];
    if (typeof value === 'string' && value) parts.push(value);
  }
  if (typeof details.revokedSessions === 'number') parts.push(`${details.revokedSessions} sesiones cerradas`);
  return parts.length ? parts.join(' · ') : null;
}

/**
 * 'Configuración › Seguridad': the audit log (sign-ins, lockouts, passwords, team and role changes, deletions),
 * newest first, 25 a page, filtered on the server by event type, e-mail or name and a range of days; the
 * filters and the page live in the URL.
 */
export function AuditLogCard() {
  const list = useUrlListState<'tipo' | 'desde' | 'hasta'>();
  const { q, page } = list;
  const groupParam = list.filter('tipo');
  const group = isGroup(groupParam) ? groupParam : null;
  const from = dayOf(list.filter('desde'));
  const to = dayOf(list.filter('hasta'));
  const query = useAuditLog({ group, q, from, to, page });
  const entries = query.data?.entries ?? [];
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / (query.data?.pageSize ?? 25)));

  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle className="text-lg">
            <h2 className="flex items-center gap-2">
              <ShieldCheckIcon className="size-5 text-primary" aria-hidden="true" />
              Registro de auditoría
            </h2>
          </CardTitle>
          <CardDescription>
            Inicios de sesión, bloqueos, contraseñas, cambios en el equipo y eliminaciones, del más reciente
            al más antiguo. Solo lo ven los administradores.
          </CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => query.refetch()} disabled={query.isFetching}>
          <RefreshCwIcon className={query.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          Actualizar
        </Button>
      </CardHeader>
      <div className="grid grid-cols-1 gap-3 px-6 sm:grid-cols-2 lg:grid-cols-4">
        <SearchInput
          label="Buscar por email o nombre"
          value={list.searchText}
          onValueChange={list.setSearch}
          placeholder="Buscar por email o nombre..."
        />
        <Select
          value={group ?? ALL_GROUPS}
          onValueChange={(value) => list.setFilter('tipo', isGroup(value) ? value : null)}
        >
          <SelectTrigger aria-label="Tipo de evento">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_GROUPS}>Todos los eventos</SelectItem>
            {AUDIT_EVENT_GROUP_IDS.map((id) => (
              <SelectItem key={id} value={id}>
                {AUDIT_EVENT_GROUPS[id].label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <div className="flex items-center gap-2">
          <Label htmlFor="audit-from" className="w-12 shrink-0">
            Desde
          </Label>
          <Input
            id="audit-from"
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => list.setFilter('desde', event.target.value)}
          />
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="audit-to" className="w-12 shrink-0">
            Hasta
          </Label>
          <Input
            id="audit-to"
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => list.setFilter('hasta', event.target.value)}
          />
        </div>
      </div>
      <CardContent aria-busy={query.isFetching} className="grid grid-cols-1 gap-4">
        {query.isError ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>No se pudo cargar el registro de auditoría.</AlertDescription>
          </Alert>
        ) : query.isPending ? (
          <p className="py-6 text-center text-muted-foreground" role="status">
            Cargando eventos...
          </p>
        ) : entries.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground" role="status">
            Ningún evento coincide con los filtros.
          </p>
        ) : (
          <AuditLogEntries entries={entries} />
        )}
        {total > 0 && (
          <PageNav
            label="Paginación de eventos"
            page={page}
            pageCount={pageCount}
            onPageChange={list.setPage}
            summary={
              query.data?.isTotalCapped
                ? `Más de ${total} eventos`
                : total === 1
                  ? '1 evento'
                  : `${total} eventos`
            }
          />
        )}
      </CardContent>
    </Card>
  );
}

function AuditLogEntries({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <ul className="divide-y" aria-label="Eventos de seguridad">
      {entries.map((entry) => {
        const detail = detailLine(entry);
        return (
          <li key={entry.id} className="grid gap-1 py-3 first:pt-0 last:pb-0">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <Badge variant={isWarning(entry.event) ? 'destructive' : 'secondary'}>
                {AUDIT_EVENT_LABELS[entry.event] ?? entry.event}
              </Badge>
              <time dateTime={entry.createdAt} className="text-muted-foreground text-xs tabular-nums">
                {formatDateTimeEs(entry.createdAt)}
              </time>
            </p>
            <p className="wrap-anywhere text-sm">
              {entry.userName ? `${entry.userName} · ` : ''}
              {entry.email ?? 'Sin email'}
              {entry.ip ? <span className="text-muted-foreground"> · IP {entry.ip}</span> : null}
            </p>
            {detail && <p className="wrap-anywhere text-muted-foreground text-xs">{detail}</p>}
          </li>
        );
      })}
    </ul>
  );
}
