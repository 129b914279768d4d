import { sql } from 'kysely';
import { ZStoredPublicSubmission } from '../../../shared/schemas/public-deals.ts';
import type { Database } from '../../db/database.ts';

export async function insertTrackingToken(db: Database, t: { dealId: string; companyId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insertInto('deal_tracking_tokens').values({ deal_id: t.dealId, company_id: t.companyId, token_hash: t.tokenHash, expires_at: t.expiresAt }).execute();
}

/** The deal behind a live (not revoked, not expired) token, with what the visitor sent through the public link. */
export async function findDealOfToken(db: Database, tokenHash: string) {
  const row = await db
    .selectFrom('deal_tracking_tokens as t')
    .innerJoin('deals as d', 'd.id', 't.deal_id')
    .select([
      't.id as token_id',
      'd.id',
      'd.number',
      'd.company_id',
      'd.owner_id',
      'd.pipeline_key',
      'd.stage',
      'd.operation_type',
      'd.operation_value',
      'd.created_at',
      'd.status_reason',
      'd.public_submission',
    ])
    .where('t.token_hash', '=', tokenHash)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row && { ...row, public_submission: row.public_submission === null ? null : ZStoredPublicSubmission.parse(row.public_submission) };
}

export async function touchTrackingToken(db: Database, id: string): Promise<void> {
  await db.updateTable('deal_tracking_tokens').set({ last_seen_at: sql`now()` }).where('id', '=', id).execute();
}

/** Ends the deals' tracking links; how many were still working (not revoked nor expired). */
export async function revokeTrackingTokens(db: Database, dealIds: string[]): Promise<number> {
  if (!dealIds.length) return 0;
  const revoked = await db
    .updateTable('deal_tracking_tokens')
    .set({ revoked_at: sql`now()` })
    .where('deal_id', 'in', dealIds)
    .where('revoked_at', 'is', null)
    .returning(sql<boolean>`expires_at > now()`.as('working'))
    .execute();
  return revoked.filter((r) => r.working).length;
}

/** Whether the deal has a tracking link that still works: its customer has a way to send a document again. */
export async function hasLiveTrackingLink(db: Database, dealId: string): Promise<boolean> {
  const row = await db
    .selectFrom('deal_tracking_tokens')
    .select('id')
    .where('deal_id', '=', dealId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A checklist item of the deal, as the tracking link may receive a file for it. */
export function findTrackedDocument(db: Database, dealId: string, documentId: string) {
  return db.selectFrom('deal_documents').select(['id', 'label', 'file_key', 'status', 'associate_id', 'uploaded_by']).where('id', '=', documentId).where('deal_id', '=', dealId).executeTakeFirst();
}

/**
 * The stages the deal has been in, from its timeline's stage changes (each one left and each one entered): what the
 * tracking page may show as passed. Only stage keys are read, nothing of who moved it nor why.
 */
export async function stagesEntered(db: Database, dealId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('deal_events')
    .select([sql<string | null>`data->>'from'`.as('from'), sql<string | null>`data->>'to'`.as('to')])
    .where('deal_id', '=', dealId)
    .where('kind', 'in', ['stage_changed', 'denied'])
    .execute();
  return new Set(rows.flatMap((r) => [r.from, r.to]).filter((k): k is string => !!k));
}
