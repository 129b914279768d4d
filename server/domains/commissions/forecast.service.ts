import { commissionCents, DEFAULT_RATE_BPS, DEFAULT_STAGE_WEIGHT } from '../../../shared/commissions.ts';
import { pipelineByKey, pipelineSlug } from '../../../shared/pipelines.ts';
import type { DealOperationType } from '../../../shared/schemas/deals.ts';
import type { Deps } from '../../deps.ts';
import type { AuthUser } from '../auth/session.ts';
import * as repo from './commissions.repository.ts';
import { commissionScope } from './commissions.service.ts';

/** Closed deals that passed through a stage before its own rate replaces the default weight. */
export const MIN_HISTORY = 10;

/**
 * Expected commissions of the open deals (beyond the peers): each deal's commission at the default rate, weighted by
 * how likely its stage is to reach credit release — the company's own conversion where it has enough history
 * (at least MIN_HISTORY closed deals through the stage), else a default weight.
 */
export async function forecast(deps: Deps, user: AuthUser) {
  const [open, conversion] = await Promise.all([repo.openDeals(deps.db, commissionScope(user)), repo.stageConversion(deps.db, user.companyId)]);
  const learned = new Map(conversion.filter((c) => Number(c.reached) >= MIN_HISTORY).map((c) => [c.stage, Number(c.completed) / Number(c.reached)]));
  const byPipeline = new Map<string, { key: string; name: string; slug: string; deals: number; valueCents: number; fullCents: number; expectedCents: number }>();
  for (const row of open) {
    const pipeline = pipelineByKey(row.pipeline_key);
    if (!pipeline) continue;
    const weight = learned.get(row.stage) ?? DEFAULT_STAGE_WEIGHT[row.stage] ?? 0;
    const full = commissionCents(Number(row.cents), DEFAULT_RATE_BPS[row.operation_type as DealOperationType] ?? 100);
    const entry = byPipeline.get(pipeline.key) ?? { key: pipeline.key, name: pipeline.name, slug: pipelineSlug(pipeline.name), deals: 0, valueCents: 0, fullCents: 0, expectedCents: 0 };
    entry.deals += Number(row.count);
    entry.valueCents += Number(row.cents);
    entry.fullCents += full;
    entry.expectedCents += Math.round(full * weight);
    byPipeline.set(pipeline.key, entry);
  }
  const pipelines = [...byPipeline.values()];
  return {
    pipelines,
    expectedCents: pipelines.reduce((n, p) => n + p.expectedCents, 0),
    /** If every open deal closed: the ceiling the weights discount. */
    fullCents: pipelines.reduce((n, p) => n + p.fullCents, 0),
    deals: pipelines.reduce((n, p) => n + p.deals, 0),
    learnedStages: learned.size,
  };
}
