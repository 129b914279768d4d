import type { z } from 'zod';
import { obfuscateCpf, onlyAlphanumeric } from '../../../shared/format.ts';
import type { Page } from '../../../shared/schemas/common.ts';
import type { ZCustomerListRequest } from '../../../shared/schemas/customers.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/session.ts';
import { dealScope } from '../deals/deal-scope.ts';
import { simulationScope } from '../simulation/saved-simulations.service.ts';
import { savedSimulationsOfCustomer } from '../simulation/simulations.repository.ts';
import * as repo from './customer-list.repository.ts';
import { customerByDocument } from './customers.repository.ts';

export interface CustomerListItem {
  id: string;
  personType: 'individual' | 'company';
  name: string;
  /** CPF masked unless the role sees the whole company (LGPD: only who needs it). */
  document: string;
  cellphone: string | null;
  email: string | null;
  deals: number;
  lastDealAt: Date | null;
}

/** Whether the user may read full documents (CPF) in lists. */
const seesFullDocuments = (user: AuthUser) => user.permissions.has('deal/viewCompany');
const shownDocument = (user: AuthUser, doc: string) => (doc.length === 11 && !seesFullDocuments(user) ? obfuscateCpf(doc) : doc);

/** A name or document search (the document compared by its letters and digits). */
const searchOf = (search: string | undefined): repo.CustomerSearch => (search ? { text: search, document: onlyAlphanumeric(search) } : undefined);

/** Customers in name order with their number of visible deals and the latest one (for the list and the export). */
export async function customerRows(deps: Deps, user: AuthUser, search: string | undefined, limit: number, offset = 0): Promise<CustomerListItem[]> {
  // docs/design/product-spec.md §6 visibility applies to people too: the customers of the deals the user can see.
  const rows = await repo.customerRows(deps.db, dealScope(user), searchOf(search), limit, offset);
  return rows.map((r) => ({
    id: r.id,
    personType: r.person_type,
    name: r.name,
    document: shownDocument(user, r.document),
    cellphone: r.cellphone,
    email: r.email,
    deals: Number(r.deals),
    lastDealAt: r.last_deal_at ? new Date(r.last_deal_at as Date) : null,
  }));
}

export async function list(deps: Deps, user: AuthUser, input: z.output<typeof ZCustomerListRequest>): Promise<Page<CustomerListItem>> {
  const [items, total] = await Promise.all([customerRows(deps, user, input.search, input.size, (input.page - 1) * input.size), repo.countCustomers(deps.db, dealScope(user), searchOf(input.search))]);
  return { items, total, page: input.page, size: input.size, totalPages: Math.ceil(total / input.size) };
}

/** A customer with the deals the user can see and their saved simulations (staff's for the document, or their deals'). */
export async function get(deps: Deps, user: AuthUser, id: string) {
  const scope = dealScope(user);
  const c = await repo.findVisibleCustomer(deps.db, scope, id);
  if (!c) throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Cliente não encontrado');
  const [deals, simulations] = await Promise.all([repo.visibleDealsOfCustomer(deps.db, scope, id), savedSimulationsOfCustomer(deps.db, simulationScope(user), { id: c.id, document: c.document })]);
  return {
    id: c.id,
    personType: c.person_type,
    name: c.name,
    document: shownDocument(user, c.document),
    birthDate: c.birth_date,
    gender: c.gender,
    maritalStatus: c.marital_status,
    motherName: c.mother_name,
    serasaScore: c.serasa_score,
    email: c.email,
    cellphone: c.cellphone,
    incomes: c.incomes,
    anonymisedAt: c.anonymised_at,
    deals: deals.map((d) => ({
      id: d.id,
      number: Number(d.number),
      pipelineKey: d.pipeline_key,
      stage: d.stage,
      operationType: d.operation_type,
      operationValue: Number(d.operation_value),
      createdAt: d.created_at,
      main: d.main,
      type: d.type,
    })),
    simulations: simulations.map((s) => ({
      id: s.id,
      type: s.type,
      operationValue: Number(s.operation_value),
      deadline: s.deadline,
      eligibleCount: s.eligible_count,
      origin: s.origin,
      createdAt: s.created_at,
    })),
  };
}

/**
 * The stored customer a new deal's person with this CPF or CNPJ would be linked to, and updated with what was typed
 * (deal-associates.ts attachCustomer): one the user sees, not anonymised; null otherwise. The wizard says so before
 * saving and offers to fill the person from the record, instead of overwriting it unseen.
 */
export async function byDocument(deps: Deps, user: AuthUser, document: string) {
  const found = await customerByDocument(deps.db, user.companyId, onlyAlphanumeric(document));
  if (!found || found.anonymised_at) return null;
  const c = await repo.findVisibleCustomer(deps.db, dealScope(user), found.id);
  if (!c) return null;
  return {
    id: c.id,
    personType: c.person_type,
    name: c.name,
    birthDate: c.birth_date,
    gender: c.gender,
    maritalStatus: c.marital_status,
    motherName: c.mother_name,
    serasaScore: c.serasa_score,
    monthlyBilling: c.monthly_billing === null ? null : Number(c.monthly_billing),
    email: c.email,
    cellphone: c.cellphone,
    identityCard: c.identity_card as { number: string; state: string; issuingAgency: string; issueDate: string } | null,
    incomes: (c.incomes ?? []) as { mensalIncome: number; professionalProfile: string; admissionDate?: string; description?: string; companyName?: string; companyDocument?: string; main?: boolean }[],
  };
}
