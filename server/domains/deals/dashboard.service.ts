import { sql } from 'kysely';
import { PIPELINES, semaphore } from '../../../shared/pipelines.ts';
import type { Deps } from '../../deps.ts';
import type { AuthUser } from '../auth/session.ts';
import { dealScope } from './deal-scope.ts';
import { scopedDeals } from './deals.repository.ts';

const DAY_MS = 86_400_000;

export interface PeriodFigures {
  newDeals: number;
  volume: number;
  approved: number;
  completed: number;
  denied: number;
}

/**
 * The dashboard (spec §1, §9): the last 30 days against the previous 30 — new deals and their volume, deals that
 * reached approved / completed / denied — plus denials by reason, deals outside SLA now, and the stages where deals
 * wait longest against their SLA (bottlenecks). Everything within the user's deal visibility.
 */
export async function dashboard(deps: Deps, user: AuthUser, now = new Date()) {
  const scope = dealScope(user);
  const visible = scopedDeals(deps.db, scope).select('d.id');
  const start = new Date(now.getTime() - 30 * DAY_MS);
  const previousStart = new Date(now.getTime() - 60 * DAY_MS);

  const created = async (from: Date, to: Date) =>
    scopedDeals(deps.db, scope)
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<string>('d.operation_value'), sql<string>`0`).as('volume')])
      .where('d.created_at', '>=', from)
      .where('d.created_at', '<', to)
      .executeTakeFirstOrThrow();
  const reached = async (from: Date, to: Date) =>
    deps.db
      .selectFrom('deal_events as e')
      .select([sql<string>`e.data->>'to'`.as('stage'), (eb) => eb.fn.count<number>('e.deal_id').distinct().as('n')])
      .where('e.deal_id', 'in', visible)
      .where('e.kind', 'in', ['stage_changed', 'denied'])
      .where(sql<string>`e.data->>'to'`, 'in', ['approved', 'completed', 'denied'])
      .where('e.created_at', '>=', from)
      .where('e.created_at', '<', to)
      .groupBy(sql`e.data->>'to'`)
      .execute();
  const figures = async (from: Date, to: Date): Promise<PeriodFigures> => {
    const [c, r] = await Promise.all([created(from, to), reached(from, to)]);
    const n = (stage: string) => Number(r.find((x) => x.stage === stage)?.n ?? 0);
    return { newDeals: Number(c.n), volume: Number(c.volume), approved: n('approved'), completed: n('completed'), denied: n('denied') };
  };

  const [current, previous, deniedByReason, openDeals, stageDays] = await Promise.all([
    figures(start, now),
    figures(previousStart, start),
    scopedDeals(deps.db, scope)
      .select(['d.detailed_denial_reason as reason', (eb) => eb.fn.countAll<number>().as('n')])
      .where('d.stage', '=', 'denied')
      .where('d.closed_at', '>=', start)
      .groupBy('d.detailed_denial_reason')
      .orderBy('n', 'desc')
      .execute(),
    scopedDeals(deps.db, scope).select(['d.pipeline_key', 'd.stage', 'd.stage_entered_at']).where('d.closed_at', 'is', null).execute(),
    deps.db
      .selectFrom('deal_events as e')
      .innerJoin('deals as d', 'd.id', 'e.deal_id')
      .select(['d.pipeline_key', sql<string>`e.data->>'from'`.as('stage'), sql<number>`avg((e.data->>'daysInPreviousStage')::float8)`.as('days'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('e.deal_id', 'in', visible)
      .where('e.kind', 'in', ['stage_changed', 'denied'])
      .where('e.created_at', '>=', previousStart)
      .groupBy(['d.pipeline_key', sql`e.data->>'from'`])
      .execute(),
  ]);

  let outsideSla = 0;
  for (const d of openDeals) {
    const stage = PIPELINES.find((p) => p.key === d.pipeline_key)?.stages.find((s) => s.key === d.stage);
    if (stage && semaphore(stage, (now.getTime() - d.stage_entered_at.getTime()) / DAY_MS) === 'RED') outsideSla++;
  }
  const bottlenecks = stageDays
    .map((r) => {
      const p = PIPELINES.find((x) => x.key === r.pipeline_key);
      const stage = p?.stages.find((s) => s.key === r.stage);
      if (!p || !stage || stage.slaDays <= 0) return null;
      const days = Number(r.days);
      return { pipeline: p.name, stage: stage.key, label: stage.label, averageDays: Math.round(days * 10) / 10, slaDays: stage.slaDays, ratio: days / stage.slaDays, deals: Number(r.n) };
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
    openDeals: openDeals.length,
    outsideSla,
    bottlenecks,
  };
}
