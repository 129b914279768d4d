import { sql } from 'kysely';
import { PIPELINES, pipelineSlug } from '../../../shared/pipelines.ts';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import type { AuthUser } from '../auth/session.ts';
import { dealScope } from './deal-scope.ts';
import { scopedDeals, type DealScope } from './deals.repository.ts';
import { bankFunnel } from '../deal-submissions/deal-submissions.repository.ts';

const DAY_MS = 86_400_000;
/** Stage moves carry `from`/`to`; the creation event carries the first `stage`. */
const STAGE_EVENT_KINDS = ['stage_changed', 'denied'];

export interface PeriodFigures {
  newDeals: number;
  volume: number;
  approved: number;
  completed: number;
  denied: number;
}

/** One stage of a pipeline's funnel: how many deals of the period's cohort were ever in it. */
export interface FunnelStage {
  stage: string;
  label: string;
  color: string;
  final: boolean;
  reached: number;
}

/** A pipeline as the dashboard shows it: its funnel for the last 30 days and its open deals now. */
export interface PipelineSummary {
  key: string;
  name: string;
  slug: string;
  /** Deals of this pipeline created in the last 30 days (the funnel's cohort). */
  newDeals: number;
  stages: FunnelStage[];
  open: number;
  outsideSla: number;
}

// SLA days per pipeline and stage, as one jsonb parameter, so the database counts late deals without shipping
// every open deal to the app (a company may have tens of thousands).
const SLA_DAYS = JSON.stringify(
  Object.fromEntries(PIPELINES.map((p) => [p.key, Object.fromEntries(p.stages.filter((s) => !s.final && s.slaDays > 0).map((s) => [s.key, s.slaDays]))])),
);

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

/** Deals that entered approved / completed / denied in [from, to), per stage. */
function reachedClosingStages(db: Database, scope: DealScope, from: Date, to: Date) {
  const toStage = sql<string>`e.data->>'to'`;
  const select = [toStage.as('stage'), sql<number>`count(distinct e.deal_id)`.as('n')] as const;
  // The whole company: the events alone answer (they carry the company); narrower scopes need the deals' owner.
  const q =
    scope.subsidiaryId || scope.ownerId
      ? scopedEvents(db, scope, from).select(select)
      : db.selectFrom('deal_events as e').select(select).where('e.company_id', '=', scope.companyId).where('e.created_at', '>=', from).where('e.kind', 'in', STAGE_EVENT_KINDS);
  return q.where(toStage, 'in', ['approved', 'completed', 'denied']).where('e.created_at', '<', to).groupBy(toStage).execute();
}

/** Open deals per pipeline and how many are outside their stage's SLA (RED semaphore: more days than the SLA). */
function openByPipeline(db: Database, scope: DealScope, now: Date) {
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
function reachedStages(db: Database, scope: DealScope, from: Date, to: Date) {
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

/**
 * The dashboard (spec §1, §9): the last 30 days against the previous 30 — new deals and their volume, deals that
 * reached approved / completed / denied — plus denials by reason, conversion per stage of each pipeline, open deals
 * and those outside SLA now, and the stages where deals wait longest against their SLA (bottlenecks). Everything
 * within the user's deal visibility.
 */
export async function dashboard(deps: Deps, user: AuthUser, now = new Date()) {
  const scope = dealScope(user);
  const start = new Date(now.getTime() - 30 * DAY_MS);
  const previousStart = new Date(now.getTime() - 60 * DAY_MS);

  const created = async (from: Date, to: Date) =>
    scopedDeals(deps.db, scope)
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<string>('d.operation_value'), sql<string>`0`).as('volume')])
      .where('d.created_at', '>=', from)
      .where('d.created_at', '<', to)
      .executeTakeFirstOrThrow();
  const figures = async (from: Date, to: Date): Promise<PeriodFigures> => {
    const [c, r] = await Promise.all([created(from, to), reachedClosingStages(deps.db, scope, from, to)]);
    const n = (stage: string) => Number(r.find((x) => x.stage === stage)?.n ?? 0);
    return { newDeals: Number(c.n), volume: Number(c.volume), approved: n('approved'), completed: n('completed'), denied: n('denied') };
  };

  const [current, previous, deniedByReason, open, funnel, stageDays, banks] = await Promise.all([
    figures(start, now),
    figures(previousStart, start),
    scopedDeals(deps.db, scope)
      .select(['d.detailed_denial_reason as reason', (eb) => eb.fn.countAll<number>().as('n')])
      .where('d.stage', '=', 'denied')
      .where('d.closed_at', '>=', start)
      .groupBy('d.detailed_denial_reason')
      .orderBy('n', 'desc')
      .execute(),
    openByPipeline(deps.db, scope, now),
    reachedStages(deps.db, scope, start, now),
    scopedEvents(deps.db, scope, previousStart)
      .select(['d.pipeline_key', sql<string>`e.data->>'from'`.as('stage'), sql<number>`avg((e.data->>'daysInPreviousStage')::float8)`.as('days'), (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['d.pipeline_key', sql`e.data->>'from'`])
      .execute(),
    bankFunnel(deps.db, scope, start, now),
  ]);

  const pipelines: PipelineSummary[] = PIPELINES.map((p) => {
    const reachedOf = (stage: string) => Number(funnel.find((r) => r.pipeline_key === p.key && r.stage === stage)?.n ?? 0);
    const o = open.find((r) => r.pipeline_key === p.key);
    const stages = p.stages.map((s) => ({ stage: s.key, label: s.label, color: s.color, final: !!s.final, reached: reachedOf(s.key) }));
    // Every deal starts in the first stage, so the first stage's count is the cohort.
    return { key: p.key, name: p.name, slug: pipelineSlug(p.name), newDeals: stages[0].reached, stages, open: Number(o?.open ?? 0), outsideSla: Number(o?.late ?? 0) };
  });

  const bottlenecks = stageDays
    .map((r) => {
      const p = PIPELINES.find((x) => x.key === r.pipeline_key);
      const stage = p?.stages.find((s) => s.key === r.stage);
      if (!p || !stage || stage.slaDays <= 0) return null;
      const days = Number(r.days);
      return {
        pipeline: p.name, pipelineKey: p.key, slug: pipelineSlug(p.name), stage: stage.key, label: stage.label,
        averageDays: Math.round(days * 10) / 10, slaDays: stage.slaDays, ratio: days / stage.slaDays, deals: Number(r.n),
      };
    })
    .filter((b): b is NonNullable<typeof b> => !!b && b.ratio > 1)
    .sort((a, b) => b.ratio - a.ratio)
    .slice(0, 5);

  const conversion = current.newDeals ? { approved: current.approved / current.newDeals, completed: current.completed / current.newDeals } : { approved: 0, completed: 0 };
  return {
    period: { from: start, to: now, previousFrom: previousStart },
    current,
    previous,
    conversion,
    deniedByReason: deniedByReason.map((d) => ({ reason: d.reason, count: Number(d.n) })),
    openDeals: pipelines.reduce((sum, p) => sum + p.open, 0),
    outsideSla: pipelines.reduce((sum, p) => sum + p.outsideSla, 0),
    pipelines,
    bottlenecks,
    /** Of the period's new deals: sent to a bank, approved by one, chosen by the customer, denied by all (issue 15). */
    banks,
  };
}
