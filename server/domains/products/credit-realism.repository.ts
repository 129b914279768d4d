import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { CreditParametersTable, IndexProjectionsTable, MipRateBandsTable } from '../../db/schema.ts';

export type IndexProjectionRow = Selectable<IndexProjectionsTable>;
export type MipRateBandRow = Selectable<MipRateBandsTable>;
export type CreditParameterRow = Selectable<CreditParametersTable>;

/** Projections a company sees (its own and the platform's), newest first within each indexer. */
export function listIndexProjections(db: Database, companyId: string) {
  return db
    .selectFrom('index_projections')
    .select(['id', 'company_id', 'indexer', 'annual_projection', 'source', 'valid_from', 'created_by', 'created_at'])
    .where((eb) => eb.or([eb('company_id', '=', companyId), eb('company_id', 'is', null)]))
    .orderBy('indexer')
    .orderBy('valid_from', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

/** Adds a projection or replaces the one of the same owner, indexer and date. */
export async function upsertIndexProjection(
  db: Database,
  row: { company_id: string | null; indexer: string; annual_projection: string; source: string; valid_from: string; created_by: string },
): Promise<string> {
  const existing = await db
    .selectFrom('index_projections')
    .select('id')
    .where((eb) => (row.company_id === null ? eb('company_id', 'is', null) : eb('company_id', '=', row.company_id)))
    .where('indexer', '=', row.indexer)
    .where('valid_from', '=', row.valid_from)
    .executeTakeFirst();
  if (existing) {
    await db.updateTable('index_projections').set({ annual_projection: row.annual_projection, source: row.source, created_by: row.created_by }).where('id', '=', existing.id).execute();
    return existing.id;
  }
  return (await db.insertInto('index_projections').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export function listMipRateBands(db: Database, onIso: string) {
  return db.selectFrom('mip_rate_bands').select(['insurer', 'age_from', 'age_to', 'mip_monthly_rate', 'valid_from']).where('valid_from', '<=', onIso).orderBy('valid_from', 'desc').execute();
}

export function listCreditParameters(db: Database, onIso: string) {
  return db.selectFrom('credit_parameters').select(['name', 'value', 'source', 'valid_from']).where('valid_from', '<=', onIso).orderBy('valid_from', 'desc').execute();
}
