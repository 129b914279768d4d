import { sql, type Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SimulationsTable } from '../../db/schema.ts';

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
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = f.search.replace(/\D/g, '');
    q = q.where((eb) => eb.or([eb('s.customer_name', 'ilike', like), ...(digits.length >= 3 ? [eb('s.customer_document', 'like', `%${digits}%`)] : [])]));
  }
  return q;
}

const LIST_COLUMNS = [
  's.id', 's.origin', 's.customer_name', 's.customer_document', 's.type', 's.operation_value', 's.asset_value', 's.deadline', 's.best_offer',
  's.eligible_count', 's.created_at', 'u.name as owner_name',
] as const;

export async function listSimulations(db: Database, scope: SimulationScope, f: SimulationFilters, page: number, size: number) {
  const [rows, count] = await Promise.all([
    scoped(db, scope, f).select(LIST_COLUMNS).orderBy('s.created_at', 'desc').orderBy('s.id').limit(size).offset((page - 1) * size).execute(),
    scoped(db, scope, f).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findSimulation(db: Database, scope: SimulationScope, id: string) {
  return scoped(db, scope).select([...LIST_COLUMNS, 's.input', 's.user_id']).where('s.id', '=', id).executeTakeFirst();
}

export async function insertSimulation(db: Database, row: Insertable<SimulationsTable>): Promise<string> {
  return (await db.insertInto('simulations').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function softDeleteSimulation(db: Database, id: string): Promise<void> {
  await db.updateTable('simulations').set({ deleted_at: sql`now()` }).where('id', '=', id).execute();
}
