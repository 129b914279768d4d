import { type QueryCreator, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { RequestMeta } from '../../deps.ts';

export interface AuditEntry {
  companyId: string | null;
  actorUserId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  data?: Record<string, unknown>;
}

/** Appends one row to the audit log (who, when, what). Never store secrets or full CPFs in `data`. */
export async function recordAudit(db: Database, entry: AuditEntry, meta?: RequestMeta): Promise<void> {
  await auditInsert(db, entry, meta).execute();
}

/** The same row as an insert to run within another statement (a CTE), for a change whose audit row goes with it. */
export function auditInsert(db: QueryCreator<DB>, entry: AuditEntry, meta?: RequestMeta) {
  return db.insertInto('audit_log').values({
    company_id: entry.companyId,
    actor_user_id: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId ?? null,
    data: entry.data ? JSON.stringify(entry.data) : null,
    ip: meta?.ip ?? null,
    request_id: meta?.requestId ?? null,
  });
}

/** Who looked at these deals of the company (views, tracking-link views, downloads), newest first, at most 200. */
export function dealAccesses(db: Database, companyId: string, dealIds: string[]) {
  if (!dealIds.length) return Promise.resolve([]);
  return db
    .selectFrom('audit_log as l')
    .leftJoin('users as u', 'u.id', 'l.actor_user_id')
    .select(['l.action', 'l.created_at', 'u.name as actor_name', 'l.entity_id'])
    .where('l.company_id', '=', companyId)
    .where('l.entity_id', 'in', dealIds)
    .where('l.action', 'in', ['deal.view', 'deal.tracking_view', 'deal.document_download'])
    .orderBy('l.created_at', 'desc')
    .limit(200)
    .execute();
}

/** Accesses to a deal's personal data and its documents' files (uploads included), newest first, at most 100. */
export function dealAccessLog(db: Database, companyId: string, dealId: string) {
  return db
    .selectFrom('audit_log as l')
    .leftJoin('users as u', 'u.id', 'l.actor_user_id')
    .select(['l.id', 'l.action', 'l.created_at', 'l.ip', 'u.name as actor_name'])
    .where('l.company_id', '=', companyId)
    .where((eb) => eb.or([eb('l.entity_id', '=', dealId), eb('l.entity_id', 'in', eb.selectFrom('deal_documents').select(sql<string>`id::text`.as('id')).where('deal_id', '=', dealId))]))
    .where('l.action', 'in', ['deal.view', 'deal.tracking_view', 'deal.document_download', 'deal.document_upload'])
    .orderBy('l.created_at', 'desc')
    .limit(100)
    .execute();
}

/** The user's latest sign-ins (at most 50), newest first. */
export function recentLogins(db: Database, userId: string) {
  return db.selectFrom('audit_log').select(['created_at', 'ip']).where('actor_user_id', '=', userId).where('action', '=', 'auth.login').orderBy('created_at', 'desc').limit(50).execute();
}
