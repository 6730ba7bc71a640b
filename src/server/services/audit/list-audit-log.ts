import { and, desc, eq, gte, ilike, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AuditLogQuery, AuditLogResponse } from '../../../shared/api/audit-log';
import { AUDIT_EVENT_GROUPS, AUDIT_LOG_COUNT_CAP } from '../../../shared/api/audit-log-labels';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { user } from '../../db/schema/auth';
import { containsPattern } from '../campaigns/like-pattern';

/** The first instant of a day (YYYY-MM-DD) in the agency's time zone. */
const startOfDay = (day: string, timeZone: string) =>
  sql`((${day})::date::timestamp at time zone ${timeZone})`;
const startOfNextDay = (day: string, timeZone: string) =>
  sql`(((${day})::date + 1)::timestamp at time zone ${timeZone})`;

function groupFilter(group: NonNullable<AuditLogQuery['group']>): SQL | undefined {
  const spec: { prefixes?: readonly string[]; events?: readonly string[] } = AUDIT_EVENT_GROUPS[group];
  const parts: SQL[] = [];
  for (const prefix of spec.prefixes ?? []) {
    parts.push(prefix.endsWith('.') ? like(auditLog.event, `${prefix}%`) : eq(auditLog.event, prefix));
  }
  if (spec.events?.length) parts.push(inArray(auditLog.event, [...spec.events]));
  return or(...parts);
}

/**
 * 'Configuración › Seguridad': one page of the audit log, newest first, filtered by event group, by the e-mail
 * (the actor's, or the member's or client's an event is about) or the user's name, and by a range of days in the
 * agency's time zone. The page follows the (created_at) index, and the total is counted up to
 * AUDIT_LOG_COUNT_CAP rows, so neither query reads the whole log however long it grows.
 */
export async function listAuditLog({
  db,
  query,
  timeZone,
}: {
  db: Executor;
  query: AuditLogQuery;
  timeZone: string;
}): Promise<AuditLogResponse> {
  const filters: SQL[] = [];
  if (query.group) filters.push(groupFilter(query.group)!);
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(auditLog.email, pattern),
        ilike(sql`${auditLog.details} ->> 'targetEmail'`, pattern),
        ilike(user.name, pattern),
      )!,
    );
  }
  if (query.from) filters.push(gte(auditLog.createdAt, startOfDay(query.from, timeZone)));
  if (query.to) filters.push(lt(auditLog.createdAt, startOfNextDay(query.to, timeZone)));
  const where = filters.length ? and(...filters) : undefined;

  const capped = db
    .select({ one: sql`1` })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.userId))
    .where(where)
    .limit(AUDIT_LOG_COUNT_CAP + 1)
    .as('capped');
  const [counted] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(capped);
  const rows = await db
    .select({
      id: auditLog.id,
      event: auditLog.event,
      userId: auditLog.userId,
      userName: user.name,
      email: auditLog.email,
      ip: auditLog.ip,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.userId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = counted?.total ?? 0;
  return {
    entries: rows.map((row) => ({
      ...row,
      details: row.details ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: Math.min(total, AUDIT_LOG_COUNT_CAP),
    isTotalCapped: total > AUDIT_LOG_COUNT_CAP,
    page: query.page,
    pageSize: query.limit,
  };
}
