import type { TLinkCustomerRequest } from '../../../shared/schemas/deals.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import { customerByDocument, customerFromAssociate, isVisibleCustomer } from '../customers/customers.repository.ts';
import { publish } from './board-events.ts';
import { associateOfDeal, linkAssociate } from './deal-associates.repository.ts';
import { notFound } from './deal-errors.ts';
import { dealScope } from './deal-scope.ts';
import { insertEvent } from './deal-timeline.repository.ts';
import { findScopedDeal } from './deals.repository.ts';

/**
 * What linking a deal's unlinked person would do, as the deal page offers it: `create` (no customer has this
 * document: the person becomes one), `link` (a customer the user sees has it), `hidden` (a customer the user cannot
 * see has it: someone who sees them must link). Null for a linked person or a user who cannot edit the deal.
 */
export type CustomerMatch = 'create' | 'link' | 'hidden' | null;

export async function customerMatches(deps: Deps, user: AuthUser, companyId: string, associates: { customer_id: string | null; document: string }[]): Promise<CustomerMatch[]> {
  if (!user.permissions.has('deal/update')) return associates.map(() => null);
  const scope = dealScope(user);
  return Promise.all(
    associates.map(async (a): Promise<CustomerMatch> => {
      if (a.customer_id) return null;
      const existing = await customerByDocument(deps.db, companyId, a.document);
      if (!existing) return 'create';
      if (existing.anonymised_at) return 'hidden';
      return (await isVisibleCustomer(deps.db, scope, existing.id)) ? 'link' : 'hidden';
    }),
  );
}

/**
 * "Vincular ao cliente existente": a deliberate staff action on a deal the user may edit. The person (as the deal
 * has them) is linked to the company's customer with the same document when the user may see that customer, or
 * becomes a new customer when there is none. Neither the stored customer nor the deal's copy changes; the timeline
 * and the audit log say who linked whom (docs/design/security.md: linking to an existing customer is a staff action by
 * someone allowed to see that customer).
 */
export async function linkCustomer(deps: Deps, user: AuthUser, input: TLinkCustomerRequest, meta: RequestMeta): Promise<{ message: string; customerId: string }> {
  const deal = await findScopedDeal(deps.db, dealScope(user), input.id);
  if (!deal) throw notFound();
  const result = await deps.db.transaction().execute(async (trx) => {
    const associate = await associateOfDeal(trx, deal.id, input.associateId, { lock: true });
    if (!associate) throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Proponente não encontrado');
    if (associate.customer_id) throw validationError('associateId', 'Este proponente já está vinculado a um cliente');
    const existing = await customerByDocument(trx, deal.company_id, associate.document);
    if (existing && (existing.anonymised_at || !(await isVisibleCustomer(trx, dealScope(user), existing.id)))) {
      throw new AppError('FORBIDDEN_ERROR', 'Este documento é de um cliente que você não pode ver. Peça a quem atende esse cliente para fazer o vínculo');
    }
    const customerId = existing?.id ?? (await customerFromAssociate(trx, deal.company_id, associate.id));
    await linkAssociate(trx, associate.id, customerId);
    await insertEvent(trx, { dealId: deal.id, companyId: deal.company_id, actorUserId: user.id, kind: 'customer_linked', data: { name: associate.name, created: !existing } });
    await publish(trx, { companyId: deal.company_id, pipelineKey: deal.pipeline_key, dealId: deal.id, kind: 'updated', actorUserId: user.id });
    return { customerId, created: !existing };
  });
  deps.caches.dropDealList(deal.company_id);
  await recordAudit(
    deps.db,
    {
      companyId: deal.company_id,
      actorUserId: user.id,
      action: 'deal.link_customer',
      entity: 'deal',
      entityId: deal.id,
      data: { associateId: input.associateId, customerId: result.customerId, created: result.created },
    },
    meta,
  );
  return { message: result.created ? 'Cliente cadastrado e vinculado ao negócio' : 'Proponente vinculado ao cliente existente', customerId: result.customerId };
}
