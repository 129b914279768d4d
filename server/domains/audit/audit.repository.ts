import type { Database } from '../../db/database.ts';
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
  await db
    .insertInto('audit_log')
    .values({
      company_id: entry.companyId,
      actor_user_id: entry.actorUserId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId ?? null,
      data: entry.data ? JSON.stringify(entry.data) : null,
      ip: meta?.ip ?? null,
      request_id: meta?.requestId ?? null,
    })
    .execute();
}
