import { buildChecklist, type ChecklistAssociate } from '../../../shared/documents.ts';
import { onlyAlphanumeric } from '../../../shared/format.ts';
import { pipelineSlug } from '../../../shared/pipelines.ts';
import type { TDealUpdateParsed } from '../../../shared/schemas/deals.ts';
import type { Database } from '../../db/database.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { validationError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import { resolvePipeline } from '../pipelines/pipelines.service.ts';
import { publish } from './board-events.ts';
import { associateLinks, clearMainAssociate, dealAssociates, deleteAssociates, insertAssociate, updateAssociate } from './deal-associates.repository.ts';
import { attachCustomer, checklistPerson, type ParsedAssociate, resolveBankPartner } from './deal-associates.ts';
import { changedSections, type DealSection, type EditableDealFields, toEditable } from './deal-editable.ts';
import { conflict, notFound } from './deal-errors.ts';
import { dealScope } from './deal-scope.ts';
import { insertEvent } from './deal-timeline.repository.ts';
import { editDealRow, findScopedDeal } from './deals.repository.ts';
import { checklistState, deleteDocuments, insertDocuments, keepSentDocumentsOf, placeDocument } from './documents.repository.ts';

/** The deal as the edit wizard opens it: the update request's fields plus the version to send back. */
export async function editable(deps: Deps, user: AuthUser, id: string) {
  const deal = await findScopedDeal(deps.db, dealScope(user), id);
  if (!deal) throw notFound();
  const associates = await dealAssociates(deps.db, id);
  const p = resolvePipeline(deal.pipeline_key);
  return {
    id: deal.id,
    number: Number(deal.number),
    version: deal.version,
    pipeline: { name: p.name, slug: pipelineSlug(p.name) },
    stageLabel: p.stages.find((s) => s.key === deal.stage)?.label ?? deal.stage,
    customerName: associates.find((a) => a.main)?.name ?? associates[0]?.name ?? null,
    deal: toEditable(deal, associates) satisfies EditableDealFields,
  };
}

/**
 * The associates of the deal become the ones sent, in order. A person who stays (same document) keeps their row, so
 * their documents stay attached, and their link to a stored customer; a person on the deal but not linked (e.g. sent
 * through a public link) stays unlinked — linking is its own deliberate action (`linkCustomer`). A newcomer is linked
 * as on creation (`attachCustomer`). One who leaves takes only the documents nobody sent a file for. `user` null: the
 * customer on a public link (a simulator lead completed), who links and changes no stored customer.
 */
export async function replaceAssociates(trx: Database, user: AuthUser | null, dealId: string, companyId: string, associates: ParsedAssociate[]): Promise<ChecklistAssociate[]> {
  const existing = await associateLinks(trx, dealId);
  const byDocument = new Map(existing.map((a) => [a.document, a]));
  // One main per deal is a unique index: clear the flag first so moving it between associates never collides.
  await clearMainAssociate(trx, dealId);
  const people: ChecklistAssociate[] = [];
  const kept = new Set<string>();
  for (const [position, a] of associates.entries()) {
    const found = byDocument.get(onlyAlphanumeric(a.document));
    let associateId: string;
    if (found && !kept.has(found.id)) {
      // A linked customer is the user's to update (they see it through this deal); an unlinked person stays so.
      if (found.customer_id) await attachCustomer(trx, user, companyId, a, found.customer_id);
      await updateAssociate(trx, found.id, undefined, position, a);
      associateId = found.id;
    } else {
      associateId = await insertAssociate(trx, dealId, await attachCustomer(trx, user, companyId, a), position, a);
    }
    kept.add(associateId);
    const person = checklistPerson(associateId, a);
    if (person) people.push(person);
  }
  const removed = existing.map((a) => a.id).filter((id) => !kept.has(id));
  if (removed.length) {
    // Files already sent stay on the deal (no longer tied to anyone); the rest goes with the associate (cascade).
    await keepSentDocumentsOf(trx, removed);
    await deleteAssociates(trx, removed);
  }
  return people;
}

/**
 * Brings the checklist in line with the deal: new associates and profiles get their items, renamed people their
 * labels, everything in checklist order; an item no longer required goes only if nothing was sent for it.
 */
export async function syncChecklist(trx: Database, dealId: string, companyId: string, asset: 'realty' | 'vehicle', people: ChecklistAssociate[]): Promise<void> {
  const existing = await checklistState(trx, dealId);
  const slot = (associateId: string | null, key: string) => `${associateId ?? 'asset'}:${key}`;
  const left = new Map(existing.map((d) => [slot(d.associate_id, d.key), d]));
  const wanted = buildChecklist(asset, people);
  for (const [position, item] of wanted.entries()) {
    const found = left.get(slot(item.associateId, item.key));
    if (!found) {
      await insertDocuments(trx, dealId, companyId, [{ associateId: item.associateId, key: item.key, label: item.label, position }]);
      continue;
    }
    left.delete(slot(item.associateId, item.key));
    if (found.label !== item.label || found.position !== position) await placeDocument(trx, found.id, { label: item.label, position });
  }
  const stale = [...left.values()];
  const unsent = stale.filter((d) => d.status === 'pending' && !d.file_key).map((d) => d.id);
  if (unsent.length) await deleteDocuments(trx, unsent);
  for (const [i, d] of stale.filter((s) => !unsent.includes(s.id)).entries()) {
    const position = wanted.length + i;
    if (d.position !== position) await placeDocument(trx, d.id, { position });
  }
}

/**
 * Saves the wizard's edit of a deal at the version the client saw: if someone else changed the deal meanwhile,
 * nothing is written and the editor gets the conflict message. The operation type cannot change (it decides the
 * board). Associates are replaced, the checklist extended without losing sent files, and the timeline says which
 * sections changed.
 */
export async function update(deps: Deps, user: AuthUser, input: TDealUpdateParsed, meta: RequestMeta): Promise<{ message: string; version: number; sections: DealSection[] }> {
  const deal = await findScopedDeal(deps.db, dealScope(user), input.id);
  if (!deal) throw notFound();
  if (input.operationType !== deal.operation_type) throw validationError('operationType', 'O tipo de operação não pode ser alterado');
  const bankPartnerId = await resolveBankPartner(deps.db, user, input);
  const { id: _id, version: _version, ...fields } = input;
  const before = toEditable(deal, await dealAssociates(deps.db, deal.id));
  const sections = changedSections({ fields: before, bankPartnerId: deal.bank_partner_id }, { fields, bankPartnerId });
  if (!sections.length) {
    if (deal.version !== input.version) throw conflict();
    return { message: 'Nenhuma alteração para salvar', version: deal.version, sections };
  }

  const updated = await deps.db.transaction().execute(async (trx) => {
    // The version check comes first: a concurrent editor waits on this row and then finds nothing to update.
    const row = await editDealRow(trx, deal.id, input.version, {
      operation_value: input.operationValue.toFixed(2),
      objective: input.objective ?? null,
      deadline: input.deadline,
      defense: input.defense || null,
      down_payment: input.downPayment?.toFixed(2) ?? null,
      financed_value: input.financedValue?.toFixed(2) ?? null,
      is_property_already_chosen: input.asset.kind === 'realty' ? input.asset.isPropertyAlreadyChosen : null,
      asset: JSON.stringify(input.asset),
      asset_value: input.asset.value.toFixed(2),
      product_id: input.productId ?? null,
      bank_partner_id: bankPartnerId,
    });
    if (!row) return null;
    if (sections.includes('associates') || sections.includes('incomes')) {
      const people = await replaceAssociates(trx, user, deal.id, deal.company_id, input.associates);
      await syncChecklist(trx, deal.id, deal.company_id, input.asset.kind, people);
    }
    await insertEvent(trx, { dealId: deal.id, companyId: deal.company_id, actorUserId: user.id, kind: 'updated', data: { sections } });
    await publish(trx, { companyId: deal.company_id, pipelineKey: deal.pipeline_key, dealId: deal.id, kind: 'updated', actorUserId: user.id });
    return row;
  });
  if (!updated) throw conflict();
  deps.caches.dropDealList(deal.company_id);
  await recordAudit(deps.db, { companyId: deal.company_id, actorUserId: user.id, action: 'deal.update', entity: 'deal', entityId: deal.id, data: { sections } }, meta);
  return { message: 'Negócio atualizado com sucesso!', version: updated.version, sections };
}
