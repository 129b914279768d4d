import type { ChecklistAssociate } from '../../../shared/documents.ts';
import type { Database } from '../../db/database.ts';
import { validationError } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/session.ts';
import { customerByDocument, insertCustomer, isVisibleCustomer, updateCustomer } from '../customers/customers.repository.ts';
import { personValues } from '../customers/person-values.ts';
import { findVisibleProduct } from '../products/products.repository.ts';
import { findBankPartnerId } from './deal-references.repository.ts';
import { dealScope } from './deal-scope.ts';

/** Pieces shared by creating and editing a deal: associates and their customers, their checklist entry, the product's bank. */
export type { ParsedAssociate } from '../customers/person-values.ts';

import type { ParsedAssociate } from '../customers/person-values.ts';

/**
 * Which stored customer a deal's person belongs to, as staff type them (docs/design/security.md: a CPF is never a key
 * that unlocks anything). The deal always keeps its own copy; the shared customer record is only touched by someone
 * allowed to see it:
 * - nobody signed in (a public link): no customer at all — linking is a deliberate staff action later;
 * - no customer with this document yet: the person becomes a new customer;
 * - the customer this associate is already linked to, or one the user sees through a visible deal: linked, and
 *   updated with what was typed when the user may edit deals;
 * - a customer the user cannot see: not linked and not changed (the deal's copy is all the user gets).
 */
export async function attachCustomer(trx: Database, actor: AuthUser | null, companyId: string, a: ParsedAssociate, linkedId: string | null = null): Promise<string | null> {
  if (!actor) return null;
  const person = personValues(a);
  const existing = await customerByDocument(trx, companyId, person.document);
  if (!existing) return insertCustomer(trx, companyId, person);
  if (existing.anonymised_at) return null;
  if (existing.id !== linkedId && !(await isVisibleCustomer(trx, dealScope(actor), existing.id))) return null;
  if (actor.permissions.has('deal/update')) await updateCustomer(trx, existing.id, person);
  return existing.id;
}

/** What the document checklist needs of an associate; sellers bring no documents of their own. */
export function checklistPerson(associateId: string, a: ParsedAssociate): ChecklistAssociate | null {
  if (a.type !== 'CUSTOMER') return null;
  return { id: associateId, name: a.name, personType: a.personType, professionalProfiles: a.incomes.map((i) => i.professionalProfile) };
}

/** The deal's bank: the chosen product's (which must be of the operation type), else the bank sent, else none. */
export async function resolveBankPartner(db: Database, user: AuthUser, input: { operationType: string; productId?: string; financialInstitutionId?: string }): Promise<string | null> {
  if (input.productId) {
    const product = await findVisibleProduct(db, user.companyId, input.productId);
    if (!product || product.type !== input.operationType) throw validationError('productId', 'Selecione um produto deste tipo de operação');
    return product.bank_partner_id;
  }
  if (!input.financialInstitutionId) return null;
  // An unknown bank would otherwise fail on the foreign key as an internal error.
  const bankId = await findBankPartnerId(db, input.financialInstitutionId);
  if (!bankId) throw validationError('financialInstitutionId', 'Selecione uma instituição financeira');
  return bankId;
}
