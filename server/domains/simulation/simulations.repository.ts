import { type Insertable, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SimulationProposalLinksTable, SimulationsTable } from '../../db/schema.ts';
import { containsPattern, foldedLike } from '../../db/text-search.repository.ts';

export type SimulationScope = { companyId: string; userId?: string };

export interface SimulationFilters {
  search?: string;
  type?: string;
  origin?: 'internal' | 'simulator';
}

function scoped(db: Database, scope: SimulationScope, f: SimulationFilters = {}) {
  let q = db.selectFrom('simulations as s').innerJoin('users as u', 'u.id', 's.user_id').where('s.company_id', '=', scope.companyId).where('s.deleted_at', 'is', null);
  if (scope.userId) q = q.where('s.user_id', '=', scope.userId);
  if (f.type) q = q.where('s.type', '=', f.type);
  if (f.origin) q = q.where('s.origin', '=', f.origin);
  if (f.search) {
    const like = containsPattern(f.search);
    const digits = f.search.replace(/\D/g, '');
    q = q.where((eb) => eb.or([foldedLike('s.customer_name', like), ...(digits.length >= 3 ? [eb('s.customer_document', 'like', `%${digits}%`)] : [])]));
  }
  return q;
}

const LIST_COLUMNS = [
  's.id',
  's.origin',
  's.customer_name',
  's.customer_document',
  's.type',
  's.operation_value',
  's.asset_value',
  's.deadline',
  's.best_offer',
  's.eligible_count',
  's.created_at',
  'u.name as owner_name',
  's.version',
  's.root_id',
] as const;

export async function listSimulations(db: Database, scope: SimulationScope, f: SimulationFilters, page: number, size: number) {
  const [rows, count] = await Promise.all([
    scoped(db, scope, f)
      .select(LIST_COLUMNS)
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    scoped(db, scope, f)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findSimulation(db: Database, scope: SimulationScope, id: string) {
  return scoped(db, scope)
    .select([...LIST_COLUMNS, 's.input', 's.user_id', 's.subsidiary_id', 's.snapshot'])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** Every live version of the chain a simulation belongs to (its root and the recalculations of it), oldest first. */
export function listVersions(db: Database, scope: SimulationScope, rootId: string) {
  return scoped(db, scope)
    .select(['s.id', 's.version', 's.created_at'])
    .where((eb) => eb.or([eb('s.id', '=', rootId), eb('s.root_id', '=', rootId)]))
    .orderBy('s.version')
    .execute();
}

/** The next version number of a chain (deleted versions keep their number: a number is never reused). */
export async function nextVersion(db: Database, rootId: string): Promise<number> {
  // Locks the chain's first row: concurrent recalculations of one chain take their numbers one after the other.
  await db.selectFrom('simulations').select('id').where('id', '=', rootId).forUpdate().execute();
  const row = await db
    .selectFrom('simulations')
    .select((eb) => eb.fn.max('version').as('max'))
    .where((eb) => eb.or([eb('id', '=', rootId), eb('root_id', '=', rootId)]))
    .executeTakeFirst();
  return Number(row?.max ?? 1) + 1;
}

/** Who sent a proposal, as its PDF and public page show them. */
export function findProposalBroker(db: Database, simulationId: string) {
  return db
    .selectFrom('simulations as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('companies as c', 'c.id', 's.company_id')
    .innerJoin('subsidiaries as sub', 'sub.id', 's.subsidiary_id')
    .select(['u.name', 'u.email', 'u.cellphone', 'u.avatar_path', 'c.name as company_name', 'sub.fantasy_name', 's.customer_document', 'c.logo_path', 'c.primary_color'])
    .where('s.id', '=', simulationId)
    .executeTakeFirstOrThrow();
}

/** The live (not revoked) public link of a simulation, if any. */
export function findLiveLink(db: Database, simulationId: string) {
  return db
    .selectFrom('simulation_proposal_links')
    .select(['id', 'created_at'])
    .where('simulation_id', '=', simulationId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export async function insertLink(db: Database, row: Insertable<SimulationProposalLinksTable>): Promise<string> {
  return (await db.insertInto('simulation_proposal_links').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Revokes every live link of a simulation; returns how many were live. */
export async function revokeLinks(db: Database, simulationId: string, userId: string): Promise<number> {
  const rows = await db
    .updateTable('simulation_proposal_links')
    .set({ revoked_at: sql`now()`, revoked_by: userId })
    .where('simulation_id', '=', simulationId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

/** The saved simulation behind a live link's token hash; a revoked link or a deleted simulation is none. */
export function findByLinkHash(db: Database, tokenHash: string) {
  return db
    .selectFrom('simulation_proposal_links as l')
    .innerJoin('simulations as s', 's.id', 'l.simulation_id')
    .select(['s.id', 's.company_id', 's.customer_name', 's.created_at', 's.version', 's.snapshot', 's.input', 's.type', 's.operation_value', 's.asset_value', 's.deadline'])
    .where('l.token_hash', '=', tokenHash)
    .where('l.revoked_at', 'is', null)
    .where('s.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function insertSimulation(db: Database, row: Insertable<SimulationsTable>): Promise<string> {
  return (await db.insertInto('simulations').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function softDeleteSimulation(db: Database, id: string): Promise<void> {
  await db.updateTable('simulations').set({ deleted_at: sql`now()` }).where('id', '=', id).execute();
}

/** A stored customer, as their simulations are found: by the deals linked to them and, for staff's own, by document. */
export interface CustomerRef {
  id: string;
  document: string;
}

/**
 * The simulations that belong to a stored customer: the ones staff saved for the customer's document, and the ones
 * attached to a deal linked to the customer (a link only staff make). A simulation from the public simulator is what
 * an anonymous visitor typed: a CPF match alone never puts it on the customer's record (docs/design/security.md R12).
 */
function ofCustomer(db: Database, companyId: string, customer: CustomerRef) {
  return db
    .selectFrom('simulations as s')
    .where('s.company_id', '=', companyId)
    .where((eb) =>
      eb.or([
        eb.and([eb('s.origin', '=', 'internal'), eb('s.customer_document', '=', customer.document)]),
        eb(
          's.id',
          'in',
          eb
            .selectFrom('deals as d')
            .innerJoin('deal_associates as a', 'a.deal_id', 'd.id')
            .select('d.simulation_id')
            .where('d.company_id', '=', companyId)
            .where('a.customer_id', '=', customer.id)
            .where('d.simulation_id', 'is not', null)
            .$narrowType<{ simulation_id: string }>(),
        ),
      ]),
    );
}

/** The simulations of a customer (their page) the scope sees, newest first, at most 50. */
export function savedSimulationsOfCustomer(db: Database, scope: SimulationScope, customer: CustomerRef) {
  let q = ofCustomer(db, scope.companyId, customer).select(['s.id', 's.type', 's.operation_value', 's.deadline', 's.eligible_count', 's.origin', 's.created_at']).where('s.deleted_at', 'is', null);
  if (scope.userId) q = q.where('s.user_id', '=', scope.userId);
  return q.orderBy('s.created_at', 'desc').limit(50).execute();
}

/** Every simulation of a customer, deleted ones included (the data subject's file), oldest first. */
export function simulationsOfPerson(db: Database, companyId: string, customer: CustomerRef) {
  return ofCustomer(db, companyId, customer).select(['s.type', 's.operation_value', 's.deadline', 's.origin', 's.created_at']).orderBy('s.created_at').execute();
}

/** Simulations keep the figures (the company's history), not the person. */
export async function anonymiseSimulationsOf(db: Database, companyId: string, document: string, anonymousDocument: string): Promise<void> {
  await db
    .updateTable('simulations')
    .set({ customer_name: 'Titular anonimizado', customer_document: anonymousDocument, customer_birth_date: null, customer_cellphone: null })
    .where('company_id', '=', companyId)
    .where('customer_document', '=', document)
    .execute();
}
