import type { z } from 'zod';
import type { ChecklistAssociate } from '../../../shared/documents.ts';
import { onlyAlphanumeric } from '../../../shared/format.ts';
import { pipelineForOperation } from '../../../shared/pipelines.ts';
import type { TDealCreateParsed, ZDealCreateRequest } from '../../../shared/schemas/deals.ts';
import type { Database } from '../../db/database.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import { findSimulation } from '../simulation/simulations.repository.ts';
import { edgePosition } from './board.repository.ts';
import { publish } from './board-events.ts';
import { positionBetween } from './card-position.ts';
import { insertAssociate } from './deal-associates.repository.ts';
import { attachCustomer, checklistPerson, resolveBankPartner } from './deal-associates.ts';
import { findAssignableUser } from './deal-references.repository.ts';
import { dealScope } from './deal-scope.ts';
import { insertEvent } from './deal-timeline.repository.ts';
import { insertDealRow } from './deals.repository.ts';
import { createChecklist } from './documents.service.ts';

/** Who a new deal belongs to: company and affiliate, its owner, and who created it (null: the customer, on a public link). */
export interface DealOwnership {
  companyId: string;
  subsidiaryId: string;
  ownerId: string;
  createdBy: string | null;
}

/**
 * Writes a deal in the first stage of its pipeline, inside the caller's transaction: the deal (numbered per company
 * by the database), its people (the deal's own copy, each linked to a stored customer only as `attachCustomer`
 * allows), its document checklist and the "created" timeline event, and tells open boards.
 * `actor` null: a visitor on a public link — nothing stored is linked or changed, and what they sent is kept as sent.
 */
export async function insertDeal(
  trx: Database,
  who: DealOwnership,
  input: TDealCreateParsed,
  opts: { bankPartnerId: string | null; actor: AuthUser | null },
): Promise<{ id: string; number: number; pipelineKey: string }> {
  const p = pipelineForOperation(input.operationType);
  const firstStage = p.stages[0].key;
  // A new card goes on top of its column.
  const top = await edgePosition(trx, who.companyId, p.key, firstStage, 'first');
  const deal = await insertDealRow(trx, {
    company_id: who.companyId,
    subsidiary_id: who.subsidiaryId,
    owner_id: who.ownerId,
    created_by: who.createdBy,
    pipeline_key: p.key,
    stage: firstStage,
    position: positionBetween(null, top),
    operation_type: input.operationType,
    origin: input.origin,
    operation_value: input.operationValue.toFixed(2),
    objective: input.objective ?? null,
    deadline: input.deadline,
    defense: input.defense ?? null,
    down_payment: input.downPayment?.toFixed(2) ?? null,
    financed_value: input.financedValue?.toFixed(2) ?? null,
    is_property_already_chosen: input.asset.kind === 'realty' ? input.asset.isPropertyAlreadyChosen : null,
    asset: JSON.stringify(input.asset),
    asset_value: input.asset.value.toFixed(2),
    product_id: input.productId ?? null,
    bank_partner_id: opts.bankPartnerId,
    simulation_id: input.simulationId ?? null,
    public_submission: opts.actor ? null : JSON.stringify(publicSubmissionOf(input)),
  });
  const checklistPeople: ChecklistAssociate[] = [];
  for (const [position, a] of input.associates.entries()) {
    const customerId = await attachCustomer(trx, opts.actor, who.companyId, a);
    const associateId = await insertAssociate(trx, deal.id, customerId, position, a);
    const person = checklistPerson(associateId, a);
    if (person) checklistPeople.push(person);
  }
  await createChecklist(trx, deal.id, who.companyId, input.asset.kind, checklistPeople);
  const byCustomer = who.createdBy === null;
  await insertEvent(trx, {
    dealId: deal.id,
    companyId: who.companyId,
    actorUserId: who.createdBy,
    kind: 'created',
    data: { stage: firstStage, origin: input.origin, ...(byCustomer ? { actor: 'customer' } : {}) },
  });
  await publish(trx, { companyId: who.companyId, pipelineKey: p.key, dealId: deal.id, kind: 'created', actorUserId: who.createdBy });
  return { id: deal.id, number: deal.number, pipelineKey: p.key };
}

/**
 * A visitor's submission as sent (the people and the operation), for the tracking link and its data export (LGPD art.
 * 18: everything the customer typed, the down payment included). A new deal and a completed lead store the same.
 */
export function publicSubmissionOf(input: Pick<TDealCreateParsed, 'associates' | 'operationType' | 'operationValue' | 'deadline' | 'objective' | 'downPayment' | 'financedValue' | 'asset'>) {
  return {
    associates: input.associates.map((a) => ({ ...a, document: onlyAlphanumeric(a.document) })),
    operation: {
      operationType: input.operationType,
      operationValue: input.operationValue,
      deadline: input.deadline,
      objective: input.objective ?? null,
      downPayment: input.downPayment ?? null,
      financedValue: input.financedValue ?? null,
      asset: input.asset,
    },
  };
}

/** Creates a deal in the first stage of its pipeline; its people become (or update) customers the user may see. */
export async function create(deps: Deps, user: AuthUser, input: z.output<typeof ZDealCreateRequest>, meta: RequestMeta): Promise<{ message: string; id: string; number: number }> {
  const bankPartnerId = await resolveBankPartner(deps.db, user, input);
  let ownerId = user.id;
  if (input.ownerId && input.ownerId !== user.id) {
    if (!user.permissions.has('deal/changeResponsible')) throw new AppError('FORBIDDEN_ERROR', 'Você não pode cadastrar negócios para outra pessoa');
    // The people changeResponsible accepts: an affiliate administrator hands deals only within the
    // affiliate (R5, docs/design/security.md).
    const found = await findAssignableUser(deps.db, user.companyId, dealScope(user).subsidiaryId, input.ownerId);
    if (!found) throw validationError('ownerId', 'Selecione um responsável da empresa');
    ownerId = found.id;
  }
  // Only a saved simulation of the company (the deal page shows it to who may reopen it): another company's, a deleted
  // or a made-up id answer alike (R4/R5: unchecked, a foreign id was linked across tenants and an unknown one failed
  // on the foreign key as a 500).
  if (input.simulationId && !(await findSimulation(deps.db, { companyId: user.companyId }, input.simulationId))) {
    throw validationError('simulationId', 'Simulação não encontrada');
  }
  const created = await deps.db
    .transaction()
    .execute((trx) => insertDeal(trx, { companyId: user.companyId, subsidiaryId: user.subsidiaryId, ownerId, createdBy: user.id }, input, { bankPartnerId, actor: user }));
  deps.caches.dropDealList(user.companyId);
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'deal.create', entity: 'deal', entityId: created.id }, meta);
  return { message: 'Negócio cadastrado com sucesso!', id: created.id, number: created.number };
}
