import type { z } from 'zod';
import { obfuscateCpf, onlyAlphanumeric } from '../../../shared/format.ts';
import type { Page } from '../../../shared/schemas/common.ts';
import type { ZCustomerListRequest } from '../../../shared/schemas/customers.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/session.ts';
import { dealScope } from '../deals/deal-scope.ts';
import { scopedDeals } from '../deals/deals.repository.ts';
import * as repo from './customers.repository.ts';
import { simulationScope } from '../simulation/saved-simulations.service.ts';

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

/** Customers of the deals the user can see (spec §6 visibility applies to people too). */
const visibleCustomers = (deps: Deps, user: AuthUser) => repo.visibleCustomers(deps.db, dealScope(user));

/** The visible customers matching a name or document search. */
function searchedCustomers(deps: Deps, user: AuthUser, search: string | undefined) {
  let q = visibleCustomers(deps, user);
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const doc = onlyAlphanumeric(search);
    q = q.where((eb) => eb.or([eb('c.name', 'ilike', like), ...(doc.length >= 3 ? [eb('c.document', 'like', `%${doc}%`)] : [])]));
  }
  return q;
}

/** Customers in name order with their number of visible deals and the latest one (for the list and the export). */
export async function customerRows(deps: Deps, user: AuthUser, search: string | undefined, limit: number, offset = 0): Promise<CustomerListItem[]> {
  const rows = await searchedCustomers(deps, user, search)
    .select((eb) => ['c.id', 'c.person_type', 'c.name', 'c.document', 'c.cellphone', 'c.email', eb.fn.count<number>('dd.id').distinct().as('deals'), eb.fn.max('dd.created_at').as('last_deal_at')])
    .groupBy(['c.id', 'c.person_type', 'c.name', 'c.document', 'c.cellphone', 'c.email'])
    .orderBy('c.name')
    .orderBy('c.id')
    .limit(limit)
    .offset(offset)
    .execute();
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
  const [items, count] = await Promise.all([
    customerRows(deps, user, input.search, input.size, (input.page - 1) * input.size),
    searchedCustomers(deps, user, input.search).select((eb) => eb.fn.count<number>('c.id').distinct().as('total')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  return { items, total, page: input.page, size: input.size, totalPages: Math.ceil(total / input.size) };
}

/** A customer with the deals the user can see and the saved simulations made for the same document. */
export async function get(deps: Deps, user: AuthUser, id: string) {
  const c = await visibleCustomers(deps, user).selectAll('c').where('c.id', '=', id).executeTakeFirst();
  if (!c) throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Cliente não encontrado');
  const visible = scopedDeals(deps.db, dealScope(user)).select('d.id');
  const [deals, simulations] = await Promise.all([
    deps.db
      .selectFrom('deals as d')
      .innerJoin('deal_associates as a', 'a.deal_id', 'd.id')
      .select(['d.id', 'd.number', 'd.pipeline_key', 'd.stage', 'd.operation_type', 'd.operation_value', 'd.created_at', 'a.main', 'a.type'])
      .where('a.customer_id', '=', id)
      .where('d.id', 'in', visible)
      .orderBy('d.created_at', 'desc')
      .execute(),
    (() => {
      const scope = simulationScope(user);
      let q = deps.db
        .selectFrom('simulations')
        .select(['id', 'type', 'operation_value', 'deadline', 'eligible_count', 'origin', 'created_at'])
        .where('company_id', '=', scope.companyId)
        .where('customer_document', '=', c.document)
        .where('deleted_at', 'is', null);
      if (scope.userId) q = q.where('user_id', '=', scope.userId);
      return q.orderBy('created_at', 'desc').limit(50).execute();
    })(),
  ]);
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
    deals: deals.map((d) => ({ id: d.id, number: Number(d.number), pipelineKey: d.pipeline_key, stage: d.stage, operationType: d.operation_type, operationValue: Number(d.operation_value), createdAt: d.created_at, main: d.main, type: d.type })),
    simulations: simulations.map((s) => ({ id: s.id, type: s.type, operationValue: Number(s.operation_value), deadline: s.deadline, eligibleCount: s.eligible_count, origin: s.origin, createdAt: s.created_at })),
  };
}
