import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Appends one event to a deal's timeline (who, what; `actorUserId` null: the customer or the system). */
export async function insertEvent(db: Database, e: { dealId: string; companyId: string; actorUserId: string | null; kind: string; data?: Record<string, unknown> }): Promise<void> {
  await db
    .insertInto('deal_events')
    .values({ deal_id: e.dealId, company_id: e.companyId, actor_user_id: e.actorUserId, kind: e.kind, data: JSON.stringify(e.data ?? {}) })
    .execute();
}

/** A deal's timeline, newest first, with each actor's name. */
export function dealEvents(db: Database, dealId: string) {
  return db
    .selectFrom('deal_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_user_id')
    .select(['e.id', 'e.kind', 'e.data', 'e.created_at', 'u.name as actor_name'])
    .where('e.deal_id', '=', dealId)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id')
    .execute();
}

/** Average days deals of the company spent in each stage of a pipeline (optionally of one bank), from the timeline. */
export async function averageStageDays(db: Database, companyId: string, pipelineKey: string, bankPartnerId?: string | null): Promise<Map<string, number>> {
  let q = db
    .selectFrom('deal_events as e')
    .innerJoin('deals as d', 'd.id', 'e.deal_id')
    .select([sql<string>`e.data->>'from'`.as('stage'), sql<number>`avg((e.data->>'daysInPreviousStage')::float8)`.as('days')])
    .where('e.company_id', '=', companyId)
    .where('d.pipeline_key', '=', pipelineKey)
    .where('e.kind', 'in', ['stage_changed', 'denied'])
    .groupBy(sql`e.data->>'from'`);
  if (bankPartnerId) q = q.where('d.bank_partner_id', '=', bankPartnerId);
  const rows = await q.execute();
  return new Map(rows.map((r) => [r.stage, Number(r.days)]));
}

/** What the customer wrote through their public link (the proposal's "Algo mais…" note), oldest first, for their data file. */
export function customerComments(db: Database, dealId: string) {
  return db
    .selectFrom('deal_events')
    .select([sql<string>`data->>'comment'`.as('comment'), 'created_at'])
    .where('deal_id', '=', dealId)
    .where('kind', '=', 'comment')
    .where(sql<string>`data->>'actor'`, '=', 'customer')
    .orderBy('created_at')
    .execute();
}
