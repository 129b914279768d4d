import { maskPhone, obfuscateCpf } from '../../../shared/format.ts';
import { BRAND_COLORS, type BrandColor } from '../../../shared/options.ts';
import type { Page } from '../../../shared/schemas/common.ts';
import type { SimulationOffer, SimulationResult, TSimulationParsed } from '../../../shared/schemas/simulation.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import { renderProposalPdf } from './proposal-pdf.ts';
import { normaliseDocument, run } from './simulation.service.ts';
import * as repo from './simulations.repository.ts';

export interface SavedSimulationItem {
  id: string;
  origin: 'internal' | 'simulator';
  customerName: string;
  /** CPF masked in lists (***.982.247-**); CNPJ as is. */
  customerDocument: string;
  type: string;
  operationValue: number;
  assetValue: number;
  deadline: number;
  bestOffer: SimulationOffer | null;
  eligibleCount: number;
  ownerName: string;
  createdAt: Date;
}

const notFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', 'Simulação não encontrada');

export function simulationScope(user: AuthUser): repo.SimulationScope {
  return user.permissions.has('simulation/viewCompany') ? { companyId: user.companyId } : { companyId: user.companyId, userId: user.id };
}

type Row = Awaited<ReturnType<typeof repo.listSimulations>>['rows'][number];
function toItem(r: Row): SavedSimulationItem {
  return {
    id: r.id,
    origin: r.origin,
    customerName: r.customer_name,
    customerDocument: r.customer_document.length === 11 ? obfuscateCpf(r.customer_document) : r.customer_document,
    type: r.type,
    operationValue: Number(r.operation_value),
    assetValue: Number(r.asset_value),
    deadline: r.deadline,
    bestOffer: (r.best_offer as SimulationOffer | null) ?? null,
    eligibleCount: r.eligible_count,
    ownerName: r.owner_name,
    createdAt: r.created_at,
  };
}

/** Runs and stores a simulation for a broker (origin internal, or simulator when it came from a public page). */
export async function saveFor(
  deps: Deps,
  owner: { id: string; companyId: string; subsidiaryId: string },
  input: TSimulationParsed,
  origin: 'internal' | 'simulator',
  meta: RequestMeta,
): Promise<{ id: string; result: SimulationResult }> {
  const result = await run(deps, owner.companyId, input);
  const id = await deps.db.transaction().execute(async (trx) => {
    const newId = await repo.insertSimulation(trx, {
      company_id: owner.companyId,
      subsidiary_id: owner.subsidiaryId,
      user_id: owner.id,
      origin,
      customer_name: input.customer.name,
      customer_document: normaliseDocument(input.customer.document),
      customer_birth_date: input.customer.birthDate ?? null,
      customer_cellphone: input.customer.cellphone ? input.customer.cellphone.replace(/\D/g, '') : null,
      customer_income: input.customer.income.toFixed(2),
      type: input.type,
      operation_value: input.operationValue.toFixed(2),
      asset_value: input.assetValue.toFixed(2),
      deadline: input.deadline,
      input: JSON.stringify(input),
      best_offer: result.eligible[0] ? JSON.stringify(result.eligible[0]) : null,
      eligible_count: result.eligible.length,
    });
    await recordAudit(trx, { companyId: owner.companyId, actorUserId: origin === 'internal' ? owner.id : null, action: `simulation.save.${origin}`, entity: 'simulation', entityId: newId }, meta);
    return newId;
  });
  return { id, result };
}

export async function list(deps: Deps, user: AuthUser, input: { page: number; size: number } & repo.SimulationFilters): Promise<Page<SavedSimulationItem>> {
  const { rows, total } = await repo.listSimulations(deps.db, simulationScope(user), input, input.page, input.size);
  return { items: rows.map(toItem), total, page: input.page, size: input.size, totalPages: Math.ceil(total / input.size) };
}

/** A saved simulation with its original input, run again on today's catalogue. */
export async function get(deps: Deps, user: AuthUser, id: string): Promise<SavedSimulationItem & { input: TSimulationParsed; result: SimulationResult }> {
  const row = await repo.findSimulation(deps.db, simulationScope(user), id);
  if (!row) throw notFound();
  const input = row.input as TSimulationParsed;
  return { ...toItem(row), input, result: await run(deps, user.companyId, input) };
}

export async function remove(deps: Deps, user: AuthUser, id: string, meta: RequestMeta): Promise<{ message: string }> {
  const row = await repo.findSimulation(deps.db, simulationScope(user), id);
  if (!row) throw notFound();
  if (row.user_id !== user.id && !user.permissions.has('simulation/viewCompany')) throw notFound();
  await repo.softDeleteSimulation(deps.db, id);
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'simulation.delete', entity: 'simulation', entityId: id }, meta);
  return { message: 'Simulação excluída com sucesso!' };
}

/** The proposal PDF of a saved simulation, branded with the partner company of its broker. */
export async function proposal(deps: Deps, user: AuthUser, id: string): Promise<{ filename: string; pdf: Buffer }> {
  const sim = await get(deps, user, id);
  const broker = await deps.db
    .selectFrom('simulations as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('companies as c', 'c.id', 's.company_id')
    .innerJoin('subsidiaries as sub', 'sub.id', 's.subsidiary_id')
    .select(['u.name', 'u.email', 'u.cellphone', 'c.name as company_name', 'sub.fantasy_name', 's.customer_document', 'c.logo_path', 'c.primary_color'])
    .where('s.id', '=', id)
    .executeTakeFirstOrThrow();
  const pdf = await renderProposalPdf({
    companyName: broker.company_name,
    subsidiaryName: broker.fantasy_name,
    brokerName: broker.name,
    brokerEmail: broker.email,
    brokerCellphone: broker.cellphone ? maskPhone(broker.cellphone) : null,
    customerName: sim.customerName,
    customerDocument: broker.customer_document,
    createdAt: sim.createdAt,
    result: sim.result,
    logo: broker.logo_path ? await deps.storage.get(broker.logo_path) : null,
    accentColor: BRAND_COLORS[broker.primary_color as BrandColor]?.hex ?? null,
  });
  const slug = sim.customerName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { filename: `proposta-${slug}.pdf`, pdf };
}
