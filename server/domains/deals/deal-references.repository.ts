import type { Database } from '../../db/database.ts';

/*
 * Rows of other domains that a deal points at (users, banks, products, saved simulations), read the way the deals
 * domain needs them.
 */

/**
 * What the deal page links to: the attached simulation (still saved, and one the reader may open), the bank and
 * the product names.
 */
export async function dealLinks(db: Database, deal: { company_id: string; simulation_id: string | null; bank_partner_id: string | null; product_id: string | null }, simulationOwnerId?: string) {
  let simulation = deal.simulation_id
    ? db.selectFrom('simulations').select(['id', 'type']).where('id', '=', deal.simulation_id).where('company_id', '=', deal.company_id).where('deleted_at', 'is', null)
    : null;
  if (simulation && simulationOwnerId) simulation = simulation.where('user_id', '=', simulationOwnerId);
  const [sim, bank, product] = await Promise.all([
    simulation?.executeTakeFirst(),
    deal.bank_partner_id ? db.selectFrom('bank_partners').select(['id', 'name']).where('id', '=', deal.bank_partner_id).executeTakeFirst() : undefined,
    deal.product_id ? db.selectFrom('products').select(['id', 'name']).where('id', '=', deal.product_id).executeTakeFirst() : undefined,
  ]);
  return { simulation: sim ?? null, bank: bank ?? null, product: product ?? null };
}

/** The id of the bank partner with this id, as stored (active or not); undefined when there is none. */
export async function findBankPartnerId(db: Database, id: string): Promise<string | undefined> {
  return (await db.selectFrom('bank_partners').select('id').where('id', '=', id).executeTakeFirst())?.id;
}

/** A user's id and name (a deal's owner). */
export function userRef(db: Database, id: string) {
  return db.selectFrom('users').select(['id', 'name']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** An active user of the company (or of one affiliate) a deal may belong to; undefined when there is none. */
export function findAssignableUser(db: Database, companyId: string, subsidiaryId: string | undefined, userId: string) {
  // Someone who can sign in: active, in an affiliate that is not inactive (its users are shut out until it is back).
  let q = db
    .selectFrom('users as u')
    .innerJoin('subsidiaries as s', 's.id', 'u.subsidiary_id')
    .select(['u.id', 'u.name'])
    .where('u.id', '=', userId)
    .where('u.company_id', '=', companyId)
    .where('u.active', '=', true)
    .where('s.status', '!=', 'inactive');
  if (subsidiaryId) q = q.where('u.subsidiary_id', '=', subsidiaryId);
  return q.executeTakeFirst();
}

/** Users a deal may be handed to (active, in an affiliate that is not inactive): the company's, or only one affiliate's (same rule as findAssignableUser). */
export function assignableUsers(db: Database, companyId: string, subsidiaryId?: string) {
  let q = db
    .selectFrom('users as u')
    .innerJoin('subsidiaries as s', 's.id', 'u.subsidiary_id')
    .select(['u.id', 'u.name', 's.fantasy_name as subsidiaryName'])
    .where('u.company_id', '=', companyId)
    .where('u.active', '=', true)
    .where('s.status', '!=', 'inactive');
  if (subsidiaryId) q = q.where('u.subsidiary_id', '=', subsidiaryId);
  return q.orderBy('u.name').orderBy('u.id').limit(500).execute();
}
