import { isAnonymousDocument, maskPhone, obfuscateCpf } from '../../../shared/format.ts';
import { BRAND_COLORS, type BrandColor } from '../../../shared/options.ts';
import type { Page } from '../../../shared/schemas/common.ts';
import { type SimulationOffer, type SimulationResult, type SimulationSnapshot, type TSimulationParsed, ZSimulationOffer } from '../../../shared/schemas/simulation.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import { liveLinkOf } from './proposal-links.service.ts';
import { renderProposalPdf } from './proposal-pdf.ts';
import { normaliseDocument, snapshot } from './simulation.service.ts';
import * as repo from './simulations.repository.ts';
import { simulationScope, storedInput, storedSnapshot } from './stored-simulation.ts';

// Other domains (deals, customers) ask this module which saved simulations a user sees.
export { simulationScope } from './stored-simulation.ts';

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
  /** 1 for a first save; each "recalcular com as condições de hoje" adds one. */
  version: number;
}

/** A saved simulation as it was saved: its input, its figures of that day and the other versions of it. */
export interface SavedSimulationDetail extends SavedSimulationItem {
  input: TSimulationParsed;
  result: SimulationResult;
  /** When the figures were computed (ISO). */
  computedAt: string;
  /** The index projections in force when the figures were computed. */
  projections: SimulationSnapshot['projections'];
  /** A row saved before snapshots existed: its figures were computed now, on today's catalogue. */
  recalculatedNow: boolean;
  rootId: string;
  versions: { id: string; version: number; createdAt: Date }[];
  /** The live public link of the proposal, when the broker created one. */
  publicLink: { url: string; createdAt: Date } | null;
}

const notFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', 'Simulação não encontrada');

type Row = Awaited<ReturnType<typeof repo.listSimulations>>['rows'][number];
function toItem(r: Row): SavedSimulationItem {
  const best = ZSimulationOffer.safeParse(r.best_offer);
  return {
    id: r.id,
    origin: r.origin,
    customerName: r.customer_name,
    customerDocument: r.customer_document.length === 11 || isAnonymousDocument(r.customer_document) ? obfuscateCpf(r.customer_document) : r.customer_document,
    type: r.type,
    operationValue: Number(r.operation_value),
    assetValue: Number(r.asset_value),
    deadline: r.deadline,
    bestOffer: best.success ? best.data : null,
    eligibleCount: r.eligible_count,
    ownerName: r.owner_name,
    createdAt: r.created_at,
    version: r.version,
  };
}

export interface SaveOptions {
  /** A recalculation: the first version of the chain, and who asked for it. */
  recalculationOf?: { rootId: string; actorUserId: string };
}

/** Runs and stores a simulation for a broker (origin internal, or simulator when it came from a public page). */
export async function saveFor(
  deps: Deps,
  owner: { id: string; companyId: string; subsidiaryId: string },
  input: TSimulationParsed,
  origin: 'internal' | 'simulator',
  meta: RequestMeta,
  options: SaveOptions = {},
): Promise<{ id: string; result: SimulationResult; version: number }> {
  const snap = await snapshot(deps, owner.companyId, input);
  const { result } = snap;
  const again = options.recalculationOf;
  const saved = await deps.db.transaction().execute(async (trx) => {
    // The root row is locked so two recalculations at once never take the same version number.
    const version = again ? await repo.nextVersion(trx, again.rootId) : 1;
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
      snapshot: JSON.stringify(snap),
      root_id: again?.rootId ?? null,
      version,
    });
    const actorUserId = again ? again.actorUserId : origin === 'internal' ? owner.id : null;
    const action = again ? 'simulation.recalculate' : `simulation.save.${origin}`;
    await recordAudit(trx, { companyId: owner.companyId, actorUserId, action, entity: 'simulation', entityId: newId }, meta);
    return { id: newId, version };
  });
  return { ...saved, result };
}

export async function list(deps: Deps, user: AuthUser, input: { page: number; size: number } & repo.SimulationFilters): Promise<Page<SavedSimulationItem>> {
  const { rows, total } = await repo.listSimulations(deps.db, simulationScope(user), input, input.page, input.size);
  return { items: rows.map(toItem), total, page: input.page, size: input.size, totalPages: Math.ceil(total / input.size) };
}

async function findVisible(deps: Deps, user: AuthUser, id: string) {
  const row = await repo.findSimulation(deps.db, simulationScope(user), id);
  if (!row) throw notFound();
  return row;
}

/**
 * A saved simulation exactly as it was saved: the stored snapshot, never recomputed. A row from before snapshots
 * is computed once on today's catalogue and says so (`recalculatedNow`).
 */
export async function get(deps: Deps, user: AuthUser, id: string): Promise<SavedSimulationDetail> {
  const row = await findVisible(deps, user, id);
  const input = storedInput(row.input);
  const stored = storedSnapshot(row.snapshot);
  const snap = stored ?? (await snapshot(deps, user.companyId, input));
  const rootId = row.root_id ?? row.id;
  const [versions, publicLink] = await Promise.all([repo.listVersions(deps.db, simulationScope(user), rootId), liveLinkOf(deps, row.id)]);
  return {
    ...toItem(row),
    input,
    result: snap.result,
    computedAt: snap.computedAt,
    projections: snap.projections,
    recalculatedNow: !stored,
    rootId,
    versions: versions.map((v) => ({ id: v.id, version: v.version, createdAt: v.created_at })),
    publicLink,
  };
}

/** "Recalcular com as condições de hoje": the same case on today's catalogue, saved as the chain's next version. */
export async function recalculate(deps: Deps, user: AuthUser, id: string, meta: RequestMeta): Promise<{ message: string; id: string; version: number }> {
  const row = await findVisible(deps, user, id);
  const owner = { id: row.user_id, companyId: user.companyId, subsidiaryId: row.subsidiary_id };
  const saved = await saveFor(deps, owner, storedInput(row.input), row.origin, meta, { recalculationOf: { rootId: row.root_id ?? row.id, actorUserId: user.id } });
  return { message: `Simulação recalculada com as condições de hoje (versão ${saved.version})`, id: saved.id, version: saved.version };
}

export async function remove(deps: Deps, user: AuthUser, id: string, meta: RequestMeta): Promise<{ message: string }> {
  const row = await findVisible(deps, user, id);
  if (row.user_id !== user.id && !user.permissions.has('simulation/viewCompany')) throw notFound();
  await repo.softDeleteSimulation(deps.db, id);
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'simulation.delete', entity: 'simulation', entityId: id }, meta);
  return { message: 'Simulação excluída com sucesso!' };
}

/** The proposal PDF of a saved simulation (its saved figures), branded with the partner company of its broker. */
export async function proposal(deps: Deps, user: AuthUser, id: string): Promise<{ filename: string; pdf: Buffer }> {
  const sim = await get(deps, user, id);
  const broker = await repo.findProposalBroker(deps.db, id);
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
    proposalUrl: sim.publicLink?.url ?? null,
  });
  const slug = sim.customerName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  return { filename: `proposta-${slug}.pdf`, pdf };
}
