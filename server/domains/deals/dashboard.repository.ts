import { sql } from 'kysely';
import { PIPELINES } from '../../../shared/pipelines.ts';
import type { Database } from '../../db/database.ts';
import { type DealScope, scopedDeals } from './deals.repository.ts';

/** Stage moves carry `from`/`to`; the creation event carries the first `stage`. */
const STAGE_EVENT_KINDS = ['stage_changed', 'denied'];

// SLA days per pipeline and stage, as one jsonb parameter, so the database counts late deals without shipping
// every open deal to the app (a company may have tens of thousands).
const SLA_DAYS = JSON.stringify(Object.fromEntries(PIPELINES.map((p) => [p.key, Object.fromEntries(p.stages.filter((s) => !s.final && s.slaDays > 0).map((s) => [s.key, s.slaDays]))])));

/**
 * The timeline of the deals in scope since `from`. Events carry their deal's company, so the company's recent events
 * are read by date (an index range) and only then matched to the deals the user may see.
 */
function scopedEvents(db: Database, scope: DealScope, from: Date) {
  let q = db
    .selectFrom('deal_events as e')
    .innerJoin('deals as d', 'd.id', 'e.deal_id')
    .where('e.company_id', '=', scope.companyId)
    .where('d.company_id', '=', scope.companyId)
    .where('e.created_at', '>=', from)
    .where('e.kind', 'in', STAGE_EVENT_KINDS);
  if (scope.subsidiaryId) q = q.where('d.subsidiary_id', '=', scope.subsidiaryId);
  if (scope.ownerId) q = q.where('d.owner_id', '=', scope.ownerId);
  return q;
}

/** How many deals were created in [from, to), and their total credit value. */
export function createdDeals(db: Database, scope: DealScope, from: Date, to: Date) {
  return scopedDeals(db, scope)
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<string>('d.operation_value'), sql<string>`0`).as('volume')])
    .where('d.created_at', '>=', from)
    .where('d.created_at', '<', to)
    .executeTakeFirstOrThrow();
}

/** Deals that entered approved / completed / denied in [from, to), per stage. */
export function reachedClosingStages(db: Database, scope: DealScope, from: Date, to: Date) {
  const toStage = sql<string>`e.data->>'to'`;
  const select = [toStage.as('stage'), sql<number>`count(distinct e.deal_id)`.as('n')] as const;
  // The whole company: the events alone answer (they carry the company); narrower scopes need the deals' owner.
  const q =
    scope.subsidiaryId || scope.ownerId
      ? scopedEvents(db, scope, from).select(select)
      : db.selectFrom('deal_events as e').select(select).where('e.company_id', '=', scope.companyId).where('e.created_at', '>=', from).where('e.kind', 'in', STAGE_EVENT_KINDS);
  return q.where(toStage, 'in', ['approved', 'completed', 'denied']).where('e.created_at', '<', to).groupBy(toStage).execute();
}

/** Deals denied since `from`, counted per detailed reason, the most frequent first. */
export function denialsByReason(db: Database, scope: DealScope, from: Date) {
  return scopedDeals(db, scope)
    .select(['d.detailed_denial_reason as reason', (eb) => eb.fn.countAll<number>().as('n')])
    .where('d.stage', '=', 'denied')
    .where('d.closed_at', '>=', from)
    .groupBy('d.detailed_denial_reason')
    .orderBy('n', 'desc')
    .execute();
}

/** Open deals per pipeline and how many are outside their stage's SLA (RED semaphore: more days than the SLA). */
export function openByPipeline(db: Database, scope: DealScope, now: Date) {
  return scopedDeals(db, scope)
    .select([
      'd.pipeline_key',
      (eb) => eb.fn.countAll<number>().as('open'),
      sql<number>`count(*) filter (where d.stage_entered_at < ${now}::timestamptz - make_interval(secs => (${SLA_DAYS}::jsonb -> d.pipeline_key ->> d.stage)::float8 * 86400))`.as('late'),
    ])
    .where('d.closed_at', 'is', null)
    .groupBy('d.pipeline_key')
    .execute();
}

/**
 * Conversion per stage: for the deals created in [from, to), how many reached each stage of their pipeline — a
 * deal reached a stage when it is there now or its timeline shows it entering or leaving it.
 */
export function reachedStages(db: Database, scope: DealScope, from: Date, to: Date) {
  const cohort = scopedDeals(db, scope).select(['d.id', 'd.pipeline_key', 'd.stage']).where('d.created_at', '>=', from).where('d.created_at', '<', to);
  return db
    .with('c', () => cohort)
    .with('visits', (qc) =>
      qc
        .selectFrom('c')
        .select(['c.id', 'c.pipeline_key', 'c.stage'])
        .union(
          qc
            .selectFrom('c')
            .innerJoin('deal_events as e', 'e.deal_id', 'c.id')
            .select(['c.id', 'c.pipeline_key', sql<string>`unnest(array[e.data->>'from', e.data->>'to', e.data->>'stage'])`.as('stage')])
            .where('e.kind', 'in', ['created', ...STAGE_EVENT_KINDS]),
        ),
    )
    .selectFrom('visits')
    .select(['visits.pipeline_key', 'visits.stage', (eb) => eb.fn.countAll<number>().as('n')])
    .where('visits.stage', 'is not', null)
    .groupBy(['visits.pipeline_key', 'visits.stage'])
    .execute();
}

/** Average days spent in each stage left since `from`, per pipeline, with how many moves it averages. */
export function averageDaysPerStage(db: Database, scope: DealScope, from: Date) {
  return scopedEvents(db, scope, from)
    .select(['d.pipeline_key', sql<string>`e.data->>'from'`.as('stage'), sql<number>`avg((e.data->>'daysInPreviousStage')::float8)`.as('days'), (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['d.pipeline_key', sql`e.data->>'from'`])
    .execute();
}
