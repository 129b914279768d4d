import { sql } from 'kysely';
import type { z } from 'zod';
import type { ChecklistAssociate } from '../../../shared/documents.ts';
import { onlyAlphanumeric } from '../../../shared/format.ts';
import type { ZAssociate } from '../../../shared/schemas/deals.ts';
import type { Database } from '../../db/database.ts';
import { validationError } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/session.ts';
import { findVisibleProduct } from '../products/products.repository.ts';

/** Pieces shared by creating and editing a deal: associates as customers, their checklist entry, the product's bank. */
export type ParsedAssociate = z.output<typeof ZAssociate>;

/**
 * The associate as a customer of the company: one customer per document, so the latest deal's data updates it
 * (the same person in two deals is one customer). Returns the customer id.
 */
export async function upsertCustomer(trx: Database, companyId: string, a: ParsedAssociate, opts: { overwrite: boolean } = { overwrite: true }): Promise<string> {
  const fields = {
    person_type: a.personType,
    name: a.name,
    birth_date: a.birthDate,
    gender: a.gender ?? null,
    marital_status: a.maritalStatus ?? null,
    mother_name: a.motherName ?? null,
    serasa_score: a.serasaScore ?? null,
    monthly_billing: a.monthlyBilling?.toFixed(2) ?? null,
    identity_card: a.identityCard ? JSON.stringify(a.identityCard) : null,
    email: a.email || null,
    cellphone: a.cellphone ? a.cellphone.replace(/\D/g, '') : null,
    incomes: JSON.stringify(a.incomes),
  };
  const customer = await trx
    .insertInto('customers')
    .values({ company_id: companyId, document: onlyAlphanumeric(a.document), ...fields })
    .onConflict((oc) => oc.columns(['company_id', 'document']).doUpdateSet(opts.overwrite ? { ...fields, updated_at: sql`now()` } : completeOnly(Object.keys(fields))))
    .returning('id')
    .executeTakeFirstOrThrow();
  return customer.id;
}

/** An upsert's update that only fills what the stored customer lacks (`incomes` when it has none). */
function completeOnly(columns: string[]) {
  const set: Record<string, unknown> = { updated_at: sql`now()` };
  for (const c of columns) {
    set[c] = c === 'incomes' ? sql`case when customers.incomes = '[]'::jsonb then excluded.incomes else customers.incomes end` : sql`coalesce(customers.${sql.ref(c)}, excluded.${sql.ref(c)})`;
  }
  return set;
}

/** What the document checklist needs of an associate; sellers bring no documents of their own. */
export function checklistPerson(associateId: string, a: ParsedAssociate): ChecklistAssociate | null {
  if (a.type !== 'CUSTOMER') return null;
  return { id: associateId, name: a.name, personType: a.personType, professionalProfiles: a.incomes.map((i) => i.professionalProfile) };
}

/** The deal's bank: the chosen product's (which must be of the operation type), else the bank sent, else none. */
export async function resolveBankPartner(
  db: Database,
  user: AuthUser,
  input: { operationType: string; productId?: string; financialInstitutionId?: string },
): Promise<string | null> {
  if (input.productId) {
    const product = await findVisibleProduct(db, user.companyId, input.productId);
    if (!product || product.type !== input.operationType) throw validationError('productId', 'Selecione um produto deste tipo de operação');
    return product.bank_partner_id;
  }
  if (!input.financialInstitutionId) return null;
  // An unknown bank would otherwise fail on the foreign key as an internal error.
  const bank = await db.selectFrom('bank_partners').select('id').where('id', '=', input.financialInstitutionId).executeTakeFirst();
  if (!bank) throw validationError('financialInstitutionId', 'Selecione uma instituição financeira');
  return bank.id;
}
