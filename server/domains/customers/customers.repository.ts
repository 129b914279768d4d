import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type DealScope, scopedDeals } from '../deals/deals.repository.ts';
import type { PersonValues } from './person-values.ts';

export function customerByDocument(db: Database, companyId: string, document: string) {
  return db.selectFrom('customers').select(['id', 'anonymised_at']).where('company_id', '=', companyId).where('document', '=', document).executeTakeFirst();
}

export async function insertCustomer(db: Database, companyId: string, person: PersonValues): Promise<string> {
  const row = await db
    .insertInto('customers')
    .values({ company_id: companyId, ...person })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCustomer(db: Database, id: string, person: PersonValues): Promise<void> {
  await db
    .updateTable('customers')
    .set({ ...person, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/**
 * Customers of the deals a scope sees (docs/design/product-spec.md §6 visibility applies to people too): a customer is
 * visible to whoever sees one of the deals it is linked to.
 */
export function visibleCustomers(db: Database, scope: DealScope) {
  const deals = scopedDeals(db, scope).select('d.id');
  return db
    .selectFrom('customers as c')
    .innerJoin('deal_associates as a', 'a.customer_id', 'c.id')
    .innerJoin('deals as dd', 'dd.id', 'a.deal_id')
    .where('c.company_id', '=', scope.companyId)
    .where('a.deal_id', 'in', deals);
}

export async function isVisibleCustomer(db: Database, scope: DealScope, customerId: string): Promise<boolean> {
  const row = await visibleCustomers(db, scope).select('c.id').where('c.id', '=', customerId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** A new customer made of a deal's copy of a person (the staff's "cadastrar como cliente"); returns its id. */
export async function customerFromAssociate(db: Database, companyId: string, associateId: string): Promise<string> {
  const row = await sql<{ id: string }>`
    insert into customers (company_id, person_type, name, document, birth_date, gender, marital_status, mother_name, serasa_score, monthly_billing, identity_card, email, cellphone, incomes)
    select ${companyId}::uuid, person_type, name, document, birth_date, gender, marital_status, mother_name, serasa_score, monthly_billing, identity_card, email, cellphone, incomes
    from deal_associates where id = ${associateId}::uuid
    returning id`.execute(db);
  return row.rows[0].id;
}
