import type { Database } from '../../db/database.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { onDealStage } from '../commissions/commissions.service.ts';
import { suggestionFor } from '../tasks/stage-tasks.service.ts';
import { publish } from './board-events.ts';
import { insertEvent } from './deal-timeline.repository.ts';
import type { findScopedDeal } from './deals.repository.ts';

const DAY_MS = 86_400_000;

/** A deal entering another stage of its pipeline. */
export interface StageChange {
  /** The deal as it was read before the move (its stage is the one it leaves). */
  deal: NonNullable<Awaited<ReturnType<typeof findScopedDeal>>>;
  /** The stage it enters. */
  to: string;
  companyId: string;
  actorUserId: string;
  /** What the mover gave on a denial (kept on the timeline as sent). */
  statusReason?: string;
  detailedDenialReason?: string;
}

/*
 * Everything a stage change sets off, in the order it runs. `deals.move` is the one path that changes a deal's
 * stage: the board's drag and drop and the deal page's "Mover para etapa" and "Negar" all call it; a new deal starts
 * in its pipeline's first stage, and the public flows and the bank submissions never change a stage. A move within
 * one column only announces 'reordered' (move-deal.service.ts) and sets off none of this.
 *
 * Inside the move's transaction, so a move that lost its version race leaves no trace:
 *   1. live event 'moved' to open boards and deal pages (board-events.ts; heard once the transaction commits);
 *   2. the commission follows the stage (commissions.onDealStage: forecast opened, invoice pending, cancelled on denial);
 *   3. timeline event 'stage_changed' ('denied' with its reasons), with the days spent in the stage left.
 * After the commit, both at once:
 *   4. audit log 'deal.move' (from, to);
 *   5. the next task the new stage suggests, handed back for the mover to accept (nothing is created here).
 */

export async function onStageChangeInTransaction(trx: Database, c: StageChange): Promise<void> {
  const { deal } = c;
  await publish(trx, { companyId: c.companyId, pipelineKey: deal.pipeline_key, dealId: deal.id, kind: 'moved', actorUserId: c.actorUserId });
  await onDealStage(trx, deal, c.to, c.actorUserId);
  const days = Math.round(((Date.now() - deal.stage_entered_at.getTime()) / DAY_MS) * 10) / 10;
  await insertEvent(trx, {
    dealId: deal.id,
    companyId: c.companyId,
    actorUserId: c.actorUserId,
    kind: c.to === 'denied' ? 'denied' : 'stage_changed',
    data: { from: deal.stage, to: c.to, daysInPreviousStage: days, statusReason: c.statusReason, detailedDenialReason: c.detailedDenialReason },
  });
}

export async function onStageChangeCommitted(deps: Deps, c: StageChange, meta: RequestMeta) {
  // Independent of each other: together, so the mover waits for one round trip, not two.
  const [, suggestedTask] = await Promise.all([
    recordAudit(deps.db, { companyId: c.companyId, actorUserId: c.actorUserId, action: 'deal.move', entity: 'deal', entityId: c.deal.id, data: { from: c.deal.stage, to: c.to } }, meta),
    suggestionFor(deps.db, c.companyId, c.deal.pipeline_key, c.to),
  ]);
  return { suggestedTask };
}
