import type { z } from 'zod';
import { pipelineSlug, semaphore } from '../../../shared/pipelines.ts';
import type { ZIdentityCard, ZIncome, ZRealtyAsset, ZVehicleAsset } from '../../../shared/schemas/deals.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import { commissionStatusOfDeal } from '../commissions/commissions.service.ts';
import { approvalDate } from '../deal-submissions/deal-submissions.repository.ts';
import { resolvePipeline } from '../pipelines/pipelines.service.ts';
import { simulationScope } from '../simulation/saved-simulations.service.ts';
import { customerMatches } from './customer-link.service.ts';
import { dealAssociates } from './deal-associates.repository.ts';
import { notFound } from './deal-errors.ts';
import { dealLinks, userRef } from './deal-references.repository.ts';
import { dealScope } from './deal-scope.ts';
import { averageStageDays, dealEvents } from './deal-timeline.repository.ts';
import { viewedRecently } from './deal-views.repository.ts';
import { findScopedDeal } from './deals.repository.ts';
import { listDocuments } from './documents.repository.ts';
import { expectedRelease } from './release-estimate.ts';

const DAY_MS = 86_400_000;

/** A deal's asset as stored (the create schema's output). */
export type DealAsset = z.output<typeof ZRealtyAsset> | z.output<typeof ZVehicleAsset>;

/** How long one person's repeated opening of a deal counts as one access in the log. */
const VIEW_LOG_MINUTES = 10;

/** Access to a deal's personal data is logged (LGPD), once per person and deal every few minutes (live refetches). */
async function logView(deps: Deps, user: AuthUser, dealId: string, meta?: RequestMeta): Promise<void> {
  if (!(await viewedRecently(deps.db, user.id, dealId, VIEW_LOG_MINUTES))) {
    await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'deal.view', entity: 'deal', entityId: dealId }, meta);
  }
}

/** A deal with its associates and timeline (newest first). */
export async function get(deps: Deps, user: AuthUser, id: string, meta?: RequestMeta) {
  const deal = await findScopedDeal(deps.db, dealScope(user), id);
  if (!deal) throw notFound();
  await logView(deps, user, deal.id, meta);
  const p = resolvePipeline(deal.pipeline_key);
  const [associates, events, byCompany, byBank, owner, documents, links, approvedAt, commissionStatus] = await Promise.all([
    dealAssociates(deps.db, id),
    dealEvents(deps.db, id),
    averageStageDays(deps.db, deal.company_id, deal.pipeline_key),
    deal.bank_partner_id ? averageStageDays(deps.db, deal.company_id, deal.pipeline_key, deal.bank_partner_id) : Promise.resolve(new Map<string, number>()),
    userRef(deps.db, deal.owner_id),
    listDocuments(deps.db, id),
    dealLinks(deps.db, deal, simulationScope(user).userId),
    approvalDate(deps.db, id),
    commissionStatusOfDeal(deps.db, id),
  ]);
  const matches = await customerMatches(deps, user, deal.company_id, associates);
  const now = new Date();
  const daysInStage = (now.getTime() - deal.stage_entered_at.getTime()) / DAY_MS;
  return {
    id: deal.id,
    number: Number(deal.number),
    pipeline: { key: p.key, name: p.name, slug: pipelineSlug(p.name) },
    stage: deal.stage,
    stageLabel: p.stages.find((s) => s.key === deal.stage)?.label ?? deal.stage,
    version: deal.version,
    owner,
    daysInStage: Math.floor(daysInStage),
    semaphore: semaphore(p.stages.find((s) => s.key === deal.stage) ?? p.stages[0], daysInStage),
    expectedRelease: expectedRelease(p.stages, deal.stage, daysInStage, { byBank, byCompany }, now, approvedAt),
    operationType: deal.operation_type,
    origin: deal.origin,
    operationValue: Number(deal.operation_value),
    deadline: deal.deadline,
    objective: deal.objective,
    defense: deal.defense,
    asset: deal.asset as DealAsset,
    assetValue: Number(deal.asset_value),
    downPayment: deal.down_payment === null ? null : Number(deal.down_payment),
    financedValue: deal.financed_value === null ? null : Number(deal.financed_value),
    statusReason: deal.status_reason,
    detailedDenialReason: deal.detailed_denial_reason,
    createdAt: deal.created_at,
    closedAt: deal.closed_at,
    /** The simulation the deal came from, when the reader may reopen it. */
    simulation: links.simulation,
    bank: links.bank,
    product: links.product,
    associates: associates.map((a, i) => ({
      ...a,
      customerMatch: matches[i],
      monthly_billing: a.monthly_billing === null ? null : Number(a.monthly_billing),
      identity_card: a.identity_card as z.output<typeof ZIdentityCard> | null,
      incomes: (a.incomes ?? []) as z.output<typeof ZIncome>[],
    })),
    documents,
    /** The commission's status (null before its forecast): paid, the deal stays released; paid or cancelled, the bank chosen stays. */
    commissionStatus,
    events: events.map((e) => ({ id: e.id, kind: e.kind, data: e.data as Record<string, unknown>, createdAt: e.created_at, actorName: e.actor_name })),
  };
}
