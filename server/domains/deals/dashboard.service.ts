import { PIPELINES, pipelineSlug } from '../../../shared/pipelines.ts';
import type { Deps } from '../../deps.ts';
import type { AuthUser } from '../auth/session.ts';
import { bankFunnel } from '../deal-submissions/deal-submissions.repository.ts';
import { averageDaysPerStage, createdDeals, denialsByReason, openByPipeline, reachedClosingStages, reachedStages } from './dashboard.repository.ts';
import { dealScope } from './deal-scope.ts';

const DAY_MS = 86_400_000;

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

/**
 * The dashboard (docs/design/product-spec.md §1, §9): the last 30 days against the previous 30 — new deals and their
 * volume, deals that reached approved / completed / denied — plus denials by reason, conversion per stage of each
 * pipeline, open deals and those outside SLA now, and the stages where deals wait longest against their SLA
 * (bottlenecks). Everything within the user's deal visibility.
 */
export async function dashboard(deps: Deps, user: AuthUser, now = new Date()) {
  const scope = dealScope(user);
  const start = new Date(now.getTime() - 30 * DAY_MS);
  const previousStart = new Date(now.getTime() - 60 * DAY_MS);

  const figures = async (from: Date, to: Date): Promise<PeriodFigures> => {
    const [c, r] = await Promise.all([createdDeals(deps.db, scope, from, to), reachedClosingStages(deps.db, scope, from, to)]);
    const n = (stage: string) => Number(r.find((x) => x.stage === stage)?.n ?? 0);
    return { newDeals: Number(c.n), volume: Number(c.volume), approved: n('approved'), completed: n('completed'), denied: n('denied') };
  };

  const [current, previous, deniedByReason, open, funnel, stageDays, banks] = await Promise.all([
    figures(start, now),
    figures(previousStart, start),
    denialsByReason(deps.db, scope, start),
    openByPipeline(deps.db, scope, now),
    reachedStages(deps.db, scope, start, now),
    averageDaysPerStage(deps.db, scope, previousStart),
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
        pipeline: p.name,
        pipelineKey: p.key,
        slug: pipelineSlug(p.name),
        stage: stage.key,
        label: stage.label,
        averageDays: Math.round(days * 10) / 10,
        slaDays: stage.slaDays,
        ratio: days / stage.slaDays,
        deals: Number(r.n),
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
    /** Of the period's new deals: sent to a bank, approved by one, chosen by the customer, denied by all. */
    banks,
  };
}
