import type { AuthUser } from '../auth/session.ts';
import type { DealScope } from './deals.repository.ts';

/** Deal visibility from the permissions (docs/design/product-spec.md §6): company, affiliate, or own deals only. */
export function dealScope(user: AuthUser): DealScope {
  if (user.permissions.has('deal/viewCompany')) return { companyId: user.companyId };
  if (user.permissions.has('deal/viewSubsidiary')) return { companyId: user.companyId, subsidiaryId: user.subsidiaryId };
  return { companyId: user.companyId, ownerId: user.id };
}
